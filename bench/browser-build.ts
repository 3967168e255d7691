// How every benchmark bundles code for the browser: minified production ESM with the widgets'
// style imports and side-effect rules, as the package build makes it, written nowhere.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BuildOptions } from 'esbuild'
import { EAGER_COMPILE_HINT } from '../scripts/compile-hints'
import { workerSourceEsbuildPlugin } from '../scripts/worker-source'
import { cssInlinePlugin, sideEffectsPlugin } from '../tsup.config'

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/** esbuild options shared by the size and render benchmarks; add entry points and plugins. */
export const BROWSER_BUILD = {
  bundle: true,
  minify: true,
  // As the autoloader's and the shell's chunks are served (../scripts/compile-hints).
  banner: { js: EAGER_COMPILE_HINT },
  format: 'esm' as const,
  platform: 'browser' as const,
  target: 'es2022',
  jsx: 'automatic' as const,
  write: false as const,
  outdir: join(PROJECT_ROOT, 'dist-bench'), // names the output; nothing is written
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [cssInlinePlugin, workerSourceEsbuildPlugin, sideEffectsPlugin],
} satisfies BuildOptions
