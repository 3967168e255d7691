// `npm run build`: the widget package in dist/ (ESM).
// - one entry per widget folder with an index.ts (chart-kit included): React, react-dom and the
//   other dependencies stay external (peers/dependencies of the package); the type declarations
//   come from tsc (scripts/package-types, run beside this by scripts/build-package.ts);
// - `index`: the root entry, every widget's component and the element toolkit, registering nothing;
// - `elements/<tag>`: each tag's registering module (its widgets/<folder>/*.element.ts) on its own,
//   so an app imports only the tags it uses; `elements` (widgets/elements.ts) imports all of them;
// - `lazy-elements` (the package's `./autoloader`): widgets/autoloader.ts for apps with a bundler,
//   whose loaders are static `import('./elements/<tag>.js')`s the app's bundler follows and splits;
// - `standalone`: the same registration with React and every dependency bundled and minified,
//   one self-contained ES module for pages without React: <script type="module" src=".../standalone.js">;
// - then `autoloader` and its chunks (scripts/build-autoloader.ts): the script a page loads from the
//   dashboard server's /dist/, each tag's chunk on first sight, React inside.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'
import type { Plugin } from 'esbuild'
import { defineConfig } from 'tsup'
import { AUTOLOAD_CHUNKS_DIR, buildAutoloader } from './scripts/build-autoloader'
import { ELEMENT_ENTRIES_DIR, elementSources } from './scripts/package-layout'
import { isRegisteringFile, sideEffectsPlugin } from './scripts/side-effects'
import { workerSourceEsbuildPlugin } from './scripts/worker-source'
import { KIT_FOLDERS, WIDGETS } from './widgets/widget-list'

const root = dirname(fileURLToPath(import.meta.url))

/** `widgets/<folder>/index.ts` for every folder of the widget list (widgets and kits), keyed by folder. */
export function widgetEntries(): Record<string, string> {
  const folders = [...WIDGETS.map((entry) => entry.folder), ...KIT_FOLDERS]
  return Object.fromEntries(folders.sort().map((folder) => [folder, `widgets/${folder}/index.ts`]))
}

/**
 * Resolves `import css from './x.css?inline'` (Vite's syntax, used by the widgets) to the file's
 * minified text, so esbuild-based builds load styles into shadow roots like Vite does.
 */
export const cssInlinePlugin: Plugin = {
  name: 'css-inline',
  setup(build) {
    // The resolved path keeps its `?inline` so loaders of plain .css files (tsup's) leave it alone.
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: `${resolve(args.resolveDir, args.path.replace(/\?inline$/, ''))}?inline`,
      namespace: 'css-inline',
    }))
    build.onLoad({ filter: /\?inline$/, namespace: 'css-inline' }, async (args) => {
      const file = args.path.replace(/\?inline$/, '')
      const { code } = await transform(readFileSync(file, 'utf8'), { loader: 'css', minify: true })
      return { contents: `export default ${JSON.stringify(code.trim())}`, loader: 'js', watchFiles: [file] }
    })
  },
}

export { isRegisteringFile, sideEffectsPlugin }
export { ELEMENT_ENTRIES_DIR }

/** The entries `elements/<tag>` → that tag's registering module (dist/elements/<tag>.js). */
export function elementEntries(): Record<string, string> {
  return Object.fromEntries(Object.entries(elementSources()).map(([tag, source]) => [`${ELEMENT_ENTRIES_DIR}/${tag}`, source]))
}

/**
 * `elements` and the widget list (so the bundler build of the autoloader) import each tag's
 * registering module as its built entry (`./elements/fw-top-items.js`, beside them in dist/)
 * instead of bundling it: the call that defines the tag then lives in that one file, which
 * package.json's `sideEffects` names, rather than in a shared chunk whose hashed name it cannot.
 */
export const elementEntriesPlugin: Plugin = {
  name: 'element-entries',
  setup(build) {
    const tagBySource = new Map(Object.entries(elementSources()).map(([tag, source]) => [resolve(root, source), tag]))
    const importers = new Set(['widgets/elements.ts', 'widgets/widget-list.ts'].map((file) => resolve(root, file)))
    build.onResolve({ filter: /\.element$/ }, (args) => {
      if (!importers.has(args.importer)) return undefined
      const tag = tagBySource.get(resolve(args.resolveDir, `${args.path}.ts`))
      if (!tag) throw new Error(`${args.importer} imports ${args.path}, which is not the registering module of a listed tag`)
      return { path: `./${ELEMENT_ENTRIES_DIR}/${tag}.js`, external: true }
    })
  },
}

const shared = {
  format: ['esm'] as 'esm'[],
  outDir: 'dist',
  platform: 'browser' as const,
  target: 'es2022',
  treeshake: true,
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  // Workers (`x.worker-source.ts`: scripts/worker-source.ts) travel as text inside the chunk that starts them.
  esbuildPlugins: [cssInlinePlugin, workerSourceEsbuildPlugin, sideEffectsPlugin],
}

/** Puts `export {}` (it exports nothing) on a bundle's first line, and moves its source map one line down. */
export async function markAsModule(file: string): Promise<void> {
  const code = readFileSync(file, 'utf8')
  if (code.startsWith(MODULE_MARK)) return
  writeFileSync(file, MODULE_MARK + code)
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string }
  writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }))
}
const MODULE_MARK = 'export {};\n'

/**
 * Entries besides the widget folders: the root (registers nothing), the file registering every tag
 * and the autoloader for apps with a bundler (the package's `./autoloader`).
 */
export const FIXED_ENTRIES = { index: 'widgets/index.ts', elements: 'widgets/elements.ts', 'lazy-elements': 'widgets/autoloader.ts' } as const
/** The entries built with React and every dependency inside, for pages without a bundler. */
export const STANDALONE_ENTRY = { standalone: 'widgets/standalone.ts' } as const

/**
 * Every entry the build writes with its declarations, by name (dist/<name>.js and .d.ts):
 * what package.json's `exports` offers (scripts/widget-lists/package-exports.ts). The served
 * autoloader script (dist/autoloader.js, scripts/build-autoloader.ts) is not one: it is a file of
 * the dashboard server's /dist/, React inside.
 */
export function packageEntries(): Record<string, string> {
  return { ...widgetEntries(), ...FIXED_ENTRIES, ...elementEntries(), ...STANDALONE_ENTRY }
}

export default defineConfig([
  {
    ...shared,
    entry: { ...widgetEntries(), ...FIXED_ENTRIES, ...elementEntries() },
    // Declarations come from tsc (scripts/package-types), not from this build: tsup's bundled
    // declarations took minutes and gigabytes for these entries.
    dts: false,
    // Before the side-effects plugin, which would otherwise resolve the element files itself.
    esbuildPlugins: [cssInlinePlugin, workerSourceEsbuildPlugin, elementEntriesPlugin, sideEffectsPlugin],
    splitting: true,
    // The standalone build writes into the same folder at the same time; the dashboard shell's
    // build lives in dist/shell, the server's in dist/server and the declarations (written beside
    // this build) in dist/types and dist/*.d.ts: leave their files alone.
    clean: ['!standalone.js', '!standalone.js.map', '!autoloader.js', '!autoloader.js.map', `!${AUTOLOAD_CHUNKS_DIR}/**`, '!shell/**', '!server/**', '!types/**', '!*.d.ts', `!${ELEMENT_ENTRIES_DIR}/*.d.ts`],
  },
  {
    ...shared,
    entry: STANDALONE_ENTRY,
    dts: false,
    splitting: false,
    minify: true,
    noExternal: [/.*/],
    env: { NODE_ENV: 'production' },
    // Tools that guess a file's module kind from its text (publint, some CDNs) read the bundled
    // CSV library's worker source as CommonJS and miss the minified `}export{` at the end: a first
    // line only an ES module can hold settles it. Added after tree-shaking, which would drop it.
    // Then the autoloader and its chunks (scripts/build-autoloader.ts: rolldown, whose chunking we
    // can shape), after the other builds so no clean of theirs removes its files.
    onSuccess: async () => {
      await markAsModule(join(root, 'dist', 'standalone.js'))
      await buildAutoloader(root)
    },
  },
])
