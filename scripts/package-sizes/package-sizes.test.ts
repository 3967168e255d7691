// The README's sizes come from measuring a build, not from a hand: the measure is checked on a
// small dist/ made here (so the suite needs no prior `npm run build`), whose figures are known —
// a file as served is its own gzip size, a bundled entry counts the chunks it imports at once and
// not the ones it imports on demand nor React — and the README's region is checked to be one the
// build fills.
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPOSITORY_ROOT } from '../elements-manifest/source-program'
import { gzipBytes, measureSizes, SAMPLE_TAG } from './measure-sizes'
import { kilobytes, README, readmeWithSizes, SIZE_MARKERS, sizesTable } from './readme-sizes'

/** Text that does not compress: 20 000 hex digits gzip to about 10 KB. */
const incompressible = () => randomBytes(10_000).toString('hex')

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'fw-sizes-'))
  const dist = join(root, 'dist')
  mkdirSync(join(dist, 'elements'), { recursive: true })
  writeFileSync(join(dist, 'autoloader.js'), `console.log(${JSON.stringify(incompressible().slice(0, 4_000))})\n`)
  writeFileSync(join(dist, 'standalone.js'), `console.log(${JSON.stringify(incompressible())})\n`)
  // Two tags, each with a chunk of its own; React comes from the app (no node_modules here: were
  // it not left out, the build would fail to find it).
  for (const [tag, chunk] of [[SAMPLE_TAG, 'chunk-a'], ['fw-other', 'chunk-b']] as const) {
    writeFileSync(join(dist, `${chunk}.js`), `export const payload = ${JSON.stringify(incompressible())}\n`)
    writeFileSync(join(dist, 'elements', `${tag}.js`), `import { createElement } from 'react'\nimport { payload } from '../${chunk}.js'\nglobalThis.${chunk.replace('-', '')} = createElement('p', null, payload)\n`)
  }
  writeFileSync(join(dist, 'elements.js'), `import './elements/${SAMPLE_TAG}.js'\nimport './elements/fw-other.js'\n`)
  writeFileSync(join(dist, 'lazy-elements.js'), `export const loaders = { '${SAMPLE_TAG}': () => import('./elements/${SAMPLE_TAG}.js'), 'fw-other': () => import('./elements/fw-other.js') }\n`)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the package sizes', () => {
  it('measure the served files as they are, gzipped', async () => {
    const sizes = await measureSizes(root)
    expect(sizes.autoloader).toBe(gzipBytes(readFileSync(join(root, 'dist/autoloader.js'))))
    expect(sizes.standalone).toBe(gzipBytes(readFileSync(join(root, 'dist/standalone.js'))))
    expect(sizes.standalone).toBeGreaterThan(9_000)
  })

  it('weigh a bundled entry with the chunks it imports at once, not those it imports on demand, and without React', async () => {
    const sizes = await measureSizes(root)
    // One tag: its own chunk (about 10 KB gzip) and a few bytes of glue.
    expect(sizes.bundledTag).toBeGreaterThan(9_000)
    expect(sizes.bundledTag).toBeLessThan(12_000)
    // Every tag: both chunks.
    expect(sizes.bundledElements).toBeGreaterThan(2 * 9_000)
    expect(sizes.bundledElements).toBeLessThan(2 * 12_000)
    // The autoloader only: the tags' chunks load when a tag appears.
    expect(sizes.bundledAutoloader).toBeLessThan(500)
  })

  it('write the figures into the README region, in KB', () => {
    expect(kilobytes(2_560)).toBe('2.5 KB')
    expect(kilobytes(10_240)).toBe('10 KB')
    expect(kilobytes(293_000)).toBe('286 KB')
    const sizes = { autoloader: 2_560, standalone: 293_000, bundledAutoloader: 2_000, bundledElements: 215_000, bundledTag: 101_000 }
    const readme = `# Title\n\n${SIZE_MARKERS.start}\nold figures\n${SIZE_MARKERS.end}\n\nafter\n`
    const written = readmeWithSizes(readme, sizes, '@fireworks/dashboard')
    expect(written).toBe(`# Title\n\n${SIZE_MARKERS.start}\n${sizesTable(sizes, '@fireworks/dashboard')}\n${SIZE_MARKERS.end}\n\nafter\n`)
    expect(written).toContain(`| \`import '@fireworks/dashboard/elements/${SAMPLE_TAG}'\` in an app with a bundler, one tag | 99 KB |`)
    expect(written).toContain('| `/dist/autoloader.js`, the script tag (each tag loads its own chunk when it first appears) | 2.5 KB |')
    expect(() => readmeWithSizes('# no region\n', sizes, '@fireworks/dashboard')).toThrow('README.md has no generated region')
  })

  it("are in the repository's README as the build writes them: a row per figure, no other size written by hand", () => {
    const readme = readFileSync(join(REPOSITORY_ROOT, README), 'utf8')
    const start = readme.indexOf(SIZE_MARKERS.start)
    const region = readme.slice(start, readme.indexOf(SIZE_MARKERS.end, start))
    expect(start).toBeGreaterThan(0)
    expect(region.match(/^\| .+ \| \d+(\.\d)? KB \|$/gm)).toHaveLength(5)
    // Outside the region, no "about N KB gzip" a build would not keep up to date.
    expect(readme.replace(region, '')).not.toMatch(/\d+(\.\d+)? KB gzip/)
  })
})
