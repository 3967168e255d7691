// Builds dist/autoloader.js and the chunks it loads (docs/release-and-embedding.md#embedding), with rolldown (the bundler
// inside Vite): one chunk per tag's own code, and a few shared chunks cut along the lines the
// widgets share — React, the core (src: API client, stores, contract), @floating-ui's positioning
// (chart tooltips and UI kit popovers alike), the charts (chart kit and d3), the UI kit — so a tag
// costs about a dozen requests, not twenty tiny ones of an automatic split. Chunk names carry a
// hash of their content (cached for ever); the autoloader learns each tag's chunks from the build
// and requests them all at once.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { transform } from 'esbuild'
import { rolldown, type OutputChunk, type Plugin } from 'rolldown'
import { EAGER_COMPILE_HINT } from './compile-hints'
import { workerSourcePlugin } from './worker-source'

/** Where the per-tag and shared chunks go, under dist/. */
export const AUTOLOAD_CHUNKS_DIR = 'autoload'

/** The placeholder in widgets/autoloader.ts that the build replaces with each tag's chunks. */
const CHUNKS_PLACEHOLDER = /(["'`])__FW_AUTOLOAD_CHUNKS__\1/

/** `import css from './x.css?inline'` (Vite's syntax, used by the widgets) as the file's minified text. */
const cssInline: Plugin = {
  name: 'css-inline',
  resolveId(source, importer) {
    if (!source.endsWith('.css?inline') || importer === undefined) return null
    return `${resolve(dirname(importer), source.replace(/\?inline$/, ''))}?inline`
  },
  async load(id) {
    if (!id.endsWith('?inline')) return null
    const { code } = await transform(readFileSync(id.replace(/\?inline$/, ''), 'utf8'), { loader: 'css', minify: true })
    return { code: `export default ${JSON.stringify(code.trim())}`, moduleType: 'js' }
  },
}

const sep = String.raw`[\\/]`
/** The UI kit's parts that use no positioning (@floating-ui), directly or through another part. */
const LIGHT_UI_PARTS = ['badge', 'button', 'card', 'checkbox', 'class-names', 'field', 'icons', 'password-field', 'scroll-box', 'switch', 'table-shell']
/**
 * The shared chunks, most widely shared first. Everything else goes with the tag that uses it.
 * Positioning has a chunk of its own because the charts' tooltips need it too: inside the charts
 * chunk it made every tag with a menu or a combobox load the charts and d3. The UI kit is cut by
 * which tags use each part (`entriesAware`), so a tag that shows only a button and a sign-in
 * field does not load the menus, the dialog, the date picker and @floating-ui/react (some 20 KB
 * gzip); parts used by the same tags share a chunk, and sets under the threshold merge into
 * their nearest neighbour rather than becoming requests of a few hundred bytes.
 */
const SHARED_CHUNKS = [
  { name: 'react', test: new RegExp(`node_modules${sep}(react|react-dom|scheduler)${sep}`), priority: 40 },
  { name: 'core', test: new RegExp(`${sep}(src|node_modules${sep}(nanostores|@nanostores|zod))${sep}`), priority: 30, minShareCount: 3 },
  { name: 'floating', test: new RegExp(`node_modules${sep}@floating-ui${sep}(core|dom|utils|react-dom)${sep}`), priority: 25 },
  { name: 'charts', test: new RegExp(`${sep}(widgets${sep}chart-kit|node_modules${sep}(d3-[a-z-]+|internmap))${sep}`), priority: 20 },
  // The kit's light parts (no positioning): small enough to share whole, and kept out of the
  // entries-aware cut below, whose merging of small sets put a scroll box in with the combobox
  // and date picker (and so @floating-ui/react) on every tag that scrolls a table.
  { name: 'ui-base', test: new RegExp(`${sep}widgets${sep}ui-kit${sep}(${LIGHT_UI_PARTS.join('|')})\\.`), priority: 21 },
  {
    name: 'ui',
    test: new RegExp(`${sep}(widgets${sep}ui-kit|node_modules${sep}(@floating-ui|tabbable))${sep}`),
    priority: 20,
    entriesAware: true,
    entriesAwareMergeThreshold: 16 * 1024,
  },
  // The widget kit's hooks and parts, cut the same way: without a group each set of tags sharing
  // a few of them got a chunk of a few hundred bytes (a tag loaded five or six of them). Sets
  // under 4 KB merge; a larger threshold made some tags load 10 KB they do not use.
  {
    name: 'kit',
    test: new RegExp(`${sep}widgets${sep}widget-kit${sep}`),
    priority: 15,
    minShareCount: 2,
    entriesAware: true,
    entriesAwareMergeThreshold: 4 * 1024,
  },
]

/**
 * A shared chunk's file name: its group's name and a hash. A group cut by the tags that use it
 * names each part after the group and every one of those tags (`ui~compare.element~…`), which
 * would lengthen each file name and the autoloader's chunk list by a few hundred characters.
 */
export function chunkFileName(chunkName: string): string {
  return `${AUTOLOAD_CHUNKS_DIR}/${chunkName.split('~')[0]}-[hash].js`
}

/**
 * Each tag → every chunk its element module needs (itself and all it imports, transitively), as
 * file names in dist/autoload/. An element chunk is named after its file: `<tag minus fw->.element-<hash>.js`.
 */
export function chunksByTag(chunks: readonly Pick<OutputChunk, 'fileName' | 'imports'>[]): Record<string, string[]> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (name: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(name)) return seen
    seen.add(name)
    for (const imported of byName.get(name)?.imports ?? []) closure(imported, seen)
    return seen
  }
  const prefix = `${AUTOLOAD_CHUNKS_DIR}/`
  const byTag: Record<string, string[]> = {}
  for (const chunk of chunks) {
    const tag = new RegExp(`^${prefix}([a-z0-9-]+)\\.element-[\\w-]+\\.js$`).exec(chunk.fileName)?.[1]
    if (tag) byTag[`fw-${tag}`] = [...closure(chunk.fileName)].map((name) => name.slice(prefix.length)).sort()
  }
  return byTag
}

/**
 * Writes autoloader.js and autoload/ afresh into `outDir` (the package's dist/ unless a test
 * builds elsewhere) and returns each tag's chunks, as written into the autoloader.
 */
export async function buildAutoloader(root: string, outDir = join(root, 'dist')): Promise<Record<string, string[]>> {
  rmSync(join(outDir, AUTOLOAD_CHUNKS_DIR), { recursive: true, force: true })
  const bundle = await rolldown({
    input: { autoloader: join(root, 'widgets/autoloader.ts') },
    // Workers (`x.worker-source.ts`: scripts/worker-source.ts) travel as text inside the chunk that starts them.
    plugins: [cssInline, workerSourcePlugin()],
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'warn',
  })
  try {
    const { output } = await bundle.generate({
      format: 'es',
      minify: true,
      // After minification, which would drop it as a comment (./compile-hints).
      postBanner: EAGER_COMPILE_HINT,
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: (chunk) => chunkFileName(chunk.name),
      codeSplitting: { groups: SHARED_CHUNKS },
    })
    const chunks = output.filter((file): file is OutputChunk => file.type === 'chunk')
    const entry = chunks.find((chunk) => chunk.fileName === 'autoloader.js')
    if (!entry || !CHUNKS_PLACEHOLDER.test(entry.code)) throw new Error('the autoloader has no chunk placeholder to fill')
    // The entry's own name carries no hash, so filling in the list changes no chunk's name.
    const byTag = chunksByTag(chunks)
    const list = JSON.stringify(JSON.stringify(byTag))
    mkdirSync(join(outDir, AUTOLOAD_CHUNKS_DIR), { recursive: true })
    for (const chunk of chunks) {
      const path = join(outDir, chunk.fileName)
      const code = chunk === entry ? chunk.code.replace(CHUNKS_PLACEHOLDER, list) : chunk.code
      // rolldown names the map itself at the chunk's end: one comment, not two.
      const named = chunk.map === null || code.includes(`//# sourceMappingURL=${basename(path)}.map`)
      writeFileSync(path, named ? code : `${code}\n//# sourceMappingURL=${basename(path)}.map\n`)
      if (chunk.map) writeFileSync(`${path}.map`, chunk.map.toString())
    }
    return byTag
  } finally {
    await bundle.close()
  }
}
