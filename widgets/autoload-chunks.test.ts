// The build tells the autoloader every chunk of each tag, so a page requests them all at once.
import { chunksByTag } from '../scripts/build-autoloader'

describe("the autoloader's chunks by tag", () => {
  it('lists each element chunk with everything it imports statically, not what it loads later', () => {
    const chunks = [
      { fileName: 'autoloader.js', imports: [] },
      { fileName: 'autoload/top-items.element-AAAA1111.js', imports: ['autoload/react-REACT111.js', 'autoload/charts-CHARTS11.js'] },
      { fileName: 'autoload/charts-CHARTS11.js', imports: ['autoload/react-REACT111.js'] },
      { fileName: 'autoload/react-REACT111.js', imports: [] },
      { fileName: 'autoload/fireworks-BBBB2222.js', imports: [] },
      { fileName: 'autoload/user-counts.element-CC_C-333.js', imports: ['autoload/react-REACT111.js'] },
    ]
    expect(chunksByTag(chunks)).toEqual({
      'fw-top-items': ['charts-CHARTS11.js', 'react-REACT111.js', 'top-items.element-AAAA1111.js'],
      'fw-user-counts': ['react-REACT111.js', 'user-counts.element-CC_C-333.js'],
    })
  })
})
