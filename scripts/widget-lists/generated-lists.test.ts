// The lines made from the lists (the package entries' widgets, the README's element table,
// package.json's exports) are committed as the lists make them, so a widget added to
// widgets/widget-list.ts, or a route showing it, reaches every entry, the exports and the README
// with no edit by hand; and a file whose markers were lost is refused rather than written wrong.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPOSITORY_ROOT } from '../elements-manifest/source-program'
import { codeMarkers, REGENERATE, withRegion } from './generated-region'
import { listFiles, listRegions } from './outputs'

describe('the generated lines', () => {
  it('are committed as the lists make them', () => {
    for (const [path, text] of listFiles(REPOSITORY_ROOT)) {
      expect(readFileSync(join(REPOSITORY_ROOT, path), 'utf8') === text, `${path} is stale: run ${REGENERATE} and commit the result`).toBe(true)
    }
  })

  it('give the README a row per tag with its reference page and the pages showing it', () => {
    const readme = listRegions(REPOSITORY_ROOT).find((region) => region.path === 'README.md')!
    expect(readme.body).toContain('| [`<fw-sales-reports>`](docs/elements/fw-sales-reports.md) | The admin Reports page. | `/admin/reports` |')
    expect(readme.body).toContain('| [`<fw-location-list>`](docs/elements/fw-location-list.md) |')
    expect(readme.body).toMatch(/fw-location-list>`\]\(docs\/elements\/fw-location-list\.md\) \| [^|]+ \| every page under `\/stats` \|/)
  })

  it('replace only what lies between the markers, and refuse a file without them', () => {
    const markers = codeMarkers('a list')
    const text = `// head\n${markers.start}\nold\n${markers.end}\ntail\n`
    expect(withRegion(text, markers, 'new\n', 'x.ts')).toBe(`// head\n${markers.start}\nnew\n${markers.end}\ntail\n`)
    expect(() => withRegion('// no markers\n', markers, 'new\n', 'x.ts')).toThrow('x.ts has no generated region')
  })
})
