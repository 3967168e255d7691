// Workers in every build: a file named `x.worker-source.ts` (which holds `export default ''`)
// becomes the text of its sibling `x.worker.ts` bundled (with all it imports) into one minified
// classic script, which the importing code starts from a blob URL. A worker started from a URL
// of its own file would need that file on the page's origin: embedding pages load the widgets
// from ours, and the package's consumers bundle them into files we cannot name. As text, the
// worker travels inside the chunk of the widget that starts it, through tsup (the package and
// the standalone bundle), the autoloader's rolldown build, the shell's and Ladle's Vite and the
// benches alike; a bundler that does not know the step keeps the empty text, and the widget does
// the work in the page instead (vitest's jsdom has no Worker either).
//
// One esbuild plugin (tsup, the benches) and one Rollup-style plugin (rolldown, Vite), both
// bundling with esbuild and the project's side-effects rule (a worker that reads one schema must
// not carry every schema of that file).
import { resolve } from 'node:path'
import { build, type Plugin as EsbuildPlugin } from 'esbuild'
import { sideEffectsPlugin } from './side-effects'

const SOURCE_FILE = /\.worker-source\.ts$/

/** The worker file whose text a `.worker-source.ts` file stands for. */
export function workerEntryOf(sourceFile: string): string {
  return sourceFile.replace(SOURCE_FILE, '.worker.ts')
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
  if (code === undefined || code === '') throw new Error(`esbuild made no worker from ${entry}`)
  return { code, files: Object.keys(result.metafile.inputs).map((file) => resolve(file)) }
}

const moduleOf = (code: string) => `export default ${JSON.stringify(code)}`

/** For esbuild builds (tsup, the benches). */
export const workerSourceEsbuildPlugin: EsbuildPlugin = {
  name: 'worker-source',
  setup(build) {
    build.onLoad({ filter: SOURCE_FILE }, async (args) => {
      const { code, files } = await bundleWorker(workerEntryOf(args.path))
      return { contents: moduleOf(code), loader: 'js', watchFiles: files }
    })
  },
}

/** For Rollup-style builds: rolldown (the autoloader) and Vite (the shell, Ladle's Vite 6). */
export function workerSourcePlugin() {
  return {
    name: 'worker-source',
    enforce: 'pre' as const,
    async load(this: { addWatchFile?: (file: string) => void }, id: string) {
      const file = id.replace(/\?.*$/, '')
      if (!SOURCE_FILE.test(file)) return null
      const { code, files } = await bundleWorker(workerEntryOf(file))
      for (const watched of files) this.addWatchFile?.(watched)
      return { code: moduleOf(code), moduleType: 'js' }
    },
  }
}
