// The autoloader's real build: each tag's list (what the page preloads) holds every chunk the tag's
// element imports statically, and the shared chunks are cut so a tag loads the parts it uses —
// a figures widget with no menus or dialogs does not load @floating-ui/react, a sign-in form
// does not load the charts.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { AUTOLOAD_CHUNKS_DIR, buildAutoloader, chunkFileName } from './build-autoloader'
import { EAGER_COMPILE_HINT } from './compile-hints'

const root = resolve(__dirname, '..')
const outDir = mkdtempSync(join(tmpdir(), 'fw-autoload-build-'))
let byTag: Record<string, string[]> = {}

const chunkPath = (chunk: string) => join(outDir, AUTOLOAD_CHUNKS_DIR, chunk)
/** The chunks a built chunk imports statically (`import … from"./x.js"`, `import"./x.js"`); dynamic imports are loaded later. */
const staticImports = (chunk: string) =>
  [...readFileSync(chunkPath(chunk), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!)
/** The chunks a built chunk imports when it runs (``import(`./x.js`)``, in either quotes). */
const dynamicImports = (chunk: string) => [...readFileSync(chunkPath(chunk), 'utf8').matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((match) => match[1]!)
/** A tag's chunks (what the page preloads), and with `followDynamic` every chunk they may import later too. */
function chunksOf(tag: string, followDynamic: boolean): string[] {
  const seen = new Set(byTag[tag] ?? [])
  if (!followDynamic) return [...seen]
  const queue = [...seen]
  for (let chunk = queue.shift(); chunk !== undefined; chunk = queue.shift()) {
    for (const next of [...staticImports(chunk), ...dynamicImports(chunk)]) {
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return [...seen]
}
/** Every source file bundled into a tag's chunks, from their source maps. */
const sourcesOf = (tag: string, { followDynamic = false } = {}) =>
  chunksOf(tag, followDynamic).flatMap((chunk) => {
    const map = `${chunkPath(chunk)}.map`
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : []
  })

describe("the autoloader's build", () => {
  beforeAll(async () => {
    byTag = await buildAutoloader(root, outDir)
  }, 120_000)
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it('writes into the autoloader the same list it returns', () => {
    const autoloader = readFileSync(join(outDir, 'autoloader.js'), 'utf8')
    expect(autoloader).toContain(JSON.stringify(JSON.stringify(byTag)).slice(1, -1))
    expect(Object.keys(byTag)).toContain('fw-location-stats')
  })

  it('opens every script with the compile hint and names its source map (where it has one) once, on the line the map expects', () => {
    const scripts = ['autoloader.js', ...readdirSync(join(outDir, AUTOLOAD_CHUNKS_DIR)).filter((name) => name.endsWith('.js')).map((name) => `${AUTOLOAD_CHUNKS_DIR}/${name}`)]
    for (const script of scripts) {
      const code = readFileSync(join(outDir, script), 'utf8')
      expect(code.split('\n')[0], script).toBe(EAGER_COMPILE_HINT)
      const mapped = existsSync(join(outDir, `${script}.map`))
      // rolldown's own runtime chunk comes without a map.
      expect(code.match(/\/\/# sourceMappingURL=/g) ?? [], script).toHaveLength(mapped ? 1 : 0)
      if (!mapped) continue
      // The hint is a line of its own that the minifier never saw: the map's first line is empty.
      const { mappings } = JSON.parse(readFileSync(join(outDir, `${script}.map`), 'utf8')) as { mappings: string }
      expect(mappings.startsWith(';'), script).toBe(true)
    }
  })

  it("lists for every tag its element chunk and every chunk that chunk's imports reach", () => {
    for (const [tag, chunks] of Object.entries(byTag)) {
      expect(chunks.some((chunk) => chunk.startsWith(`${tag.replace(/^fw-/, '')}.element-`)), tag).toBe(true)
      for (const chunk of chunks) {
        expect(existsSync(chunkPath(chunk)), `${tag}: ${chunk}`).toBe(true)
        for (const imported of staticImports(chunk)) expect(chunks, `${tag}: ${chunk} imports ${imported}`).toContain(imported)
      }
    }
  })

  it('gives a figures widget the charts and the sign-in field, not the menus, dialogs and pickers', () => {
    const sources = sourcesOf('fw-location-stats')
    expect(sources.some((source) => source.includes('chart-kit/stacked-bar-chart'))).toBe(true)
    expect(sources.some((source) => source.includes('ui-kit/field'))).toBe(true)
    for (const unused of ['@floating-ui/react/', 'tabbable', 'ui-kit/combobox', 'ui-kit/dialog', 'ui-kit/menu', 'ui-kit/date-year-picker']) {
      expect(sources.filter((source) => source.includes(unused))).toEqual([])
    }
  })

  it('gives a widget with a combobox the interactions it needs, once the combobox is asked for', () => {
    // The location filters draw the combobox's stand-in at once and load the combobox when it is
    // first reached for (ComboboxOnDemand): its code and @floating-ui/react come with that import.
    const sources = sourcesOf('fw-location-filters', { followDynamic: true })
    expect(sources.some((source) => source.includes('@floating-ui/react/'))).toBe(true)
    expect(sources.some((source) => source.includes('ui-kit/combobox.tsx'))).toBe(true)
  })

  it('leaves the charts and d3 out of a widget without a chart', () => {
    expect(sourcesOf('fw-sign-in').filter((source) => /chart-kit|d3-/.test(source))).toEqual([])
  })
})

describe("a shared chunk's file name", () => {
  it("keeps the group's name and drops the list of tags a cut of it serves", () => {
    expect(chunkFileName('ui~compare.element~location-filters.element~p1x2')).toBe(`${AUTOLOAD_CHUNKS_DIR}/ui-[hash].js`)
    expect(chunkFileName('core')).toBe(`${AUTOLOAD_CHUNKS_DIR}/core-[hash].js`)
  })
})
