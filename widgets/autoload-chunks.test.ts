// The build tells the autoloader every chunk of each tag, so a page requests them all at once.
import { chunksByTag } from '../tsup.config'

describe("the autoloader's chunks by tag", () => {
  it("lists each element chunk with everything it imports statically, not what it loads later", () => {
    const metafile = {
      outputs: {
        'dist/autoloader.js': { imports: [{ path: 'dist/autoload/top-items.element-AAAA1111.js', kind: 'dynamic-import' }] },
        'dist/autoload/top-items.element-AAAA1111.js': {
          imports: [
            { path: 'dist/autoload/chunk-REACT111.js', kind: 'import-statement' },
            { path: 'dist/autoload/chunk-CHARTS11.js', kind: 'import-statement' },
            { path: 'dist/autoload/fireworks-BBBB2222.js', kind: 'dynamic-import' },
          ],
        },
        'dist/autoload/chunk-CHARTS11.js': { imports: [{ path: 'dist/autoload/chunk-REACT111.js', kind: 'import-statement' }] },
        'dist/autoload/chunk-REACT111.js': { imports: [] },
        'dist/autoload/fireworks-BBBB2222.js': { imports: [] },
        'dist/autoload/user-counts.element-CCCC3333.js': { imports: [{ path: 'dist/autoload/chunk-REACT111.js', kind: 'import-statement' }] },
      },
    }
    expect(chunksByTag(metafile, 'dist/autoload')).toEqual({
      'fw-top-items': ['chunk-CHARTS11.js', 'chunk-REACT111.js', 'top-items.element-AAAA1111.js'],
      'fw-user-counts': ['chunk-REACT111.js', 'user-counts.element-CCCC3333.js'],
    })
  })
})
