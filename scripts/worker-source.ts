// `import source from './x.worker?worker-source'` in every build: the worker file bundled (with all
// it imports) into one minified classic script, handed to the importing module as a string,
// which starts it from a blob URL. A worker started from a URL of its own file would need that
// file on the page's origin: embedding pages load the widgets from ours, and the package's
// consumers bundle them into files we cannot name. As a string, the worker travels inside the
// chunk of the widget that starts it, through tsup (the package and the standalone bundle), the
// autoloader's rolldown build, the shell's Vite build, Ladle, vitest and the benches alike.
//
// One esbuild plugin (tsup, the benches) and one Rollup-style plugin (rolldown, Vite, Ladle,
// vitest), both bundling with esbuild and the project's side-effects rule (a worker that reads
// one schema must not carry every schema of that file).
import { dirname, resolve } from 'node:path'
import { build, type Plugin as EsbuildPlugin } from 'esbuild'
import { sideEffectsPlugin } from './side-effects'

export const WORKER_SOURCE_SUFFIX = '?worker-source'
const SUFFIX_PATTERN = /\?worker-source$/

/** The worker file a `?worker-source` import names, resolved from the importing file's folder (`.ts` added when left out). */
export function workerEntryOf(specifier: string, importerDir: string): string {
  const file = resolve(importerDir, specifier.replace(SUFFIX_PATTERN, ''))
  return /\.[cm]?[jt]sx?$/.test(file) ? file : `${file}.ts`
}

/** The worker bundled into one minified script, and the files it was made from (to watch). */
export async function bundleWorker(entry: string): Promise<{ code: string; files: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [sideEffectsPlugin],
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.text
  if (code === undefined) throw new Error(`esbuild made no worker from ${entry}`)
  const root = process.cwd()
  return { code, files: Object.keys(result.metafile.inputs).map((file) => resolve(root, file)) }
}

const moduleOf = (code: string) => `export default ${JSON.stringify(code)}`

/** For esbuild builds (tsup, the benches). */
export const workerSourceEsbuildPlugin: EsbuildPlugin = {
  name: 'worker-source',
  setup(build) {
    build.onResolve({ filter: SUFFIX_PATTERN }, (args) => ({ path: workerEntryOf(args.path, args.resolveDir), namespace: 'worker-source' }))
    build.onLoad({ filter: /.*/, namespace: 'worker-source' }, async (args) => {
      const { code, files } = await bundleWorker(args.path)
      return { contents: moduleOf(code), loader: 'js', watchFiles: files }
    })
  },
}

/** For Rollup-style builds: rolldown, Vite (the shell, Ladle's Vite 6) and vitest. */
export function workerSourcePlugin() {
  return {
    name: 'worker-source',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      if (!SUFFIX_PATTERN.test(source) || importer === undefined) return null
      return `${workerEntryOf(source, dirname(importer.replace(/\?.*$/, '')))}${WORKER_SOURCE_SUFFIX}`
    },
    async load(this: { addWatchFile?: (file: string) => void }, id: string) {
      if (!SUFFIX_PATTERN.test(id)) return null
      const { code, files } = await bundleWorker(id.replace(SUFFIX_PATTERN, ''))
      for (const file of files) this.addWatchFile?.(file)
      return { code: moduleOf(code), moduleType: 'js' }
    },
  }
}
