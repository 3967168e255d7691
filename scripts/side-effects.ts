// Which of the project's files have side effects when imported, for every esbuild build (tsup, the
// workers' bundles, the benches): only those that register custom elements.
import type { Plugin } from 'esbuild'

/** The files that register custom elements: the only project files with side effects. */
export function isRegisteringFile(path: string): boolean {
  const normal = path.split('\\').join('/')
  return /\/widgets\/(elements|standalone)\.ts$/.test(normal) || /\/widgets\/[^/]+\/[^/]+\.element\.ts$/.test(normal)
}

/**
 * Marks every project source file except the registering ones as free of side effects, as the
 * package's `sideEffects` field tells consumers' bundlers: a widget that reads one constant from
 * a contract file then does not carry that file's zod schemas.
 */
export const sideEffectsPlugin: Plugin = {
  name: 'project-side-effects',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.pluginData === 'side-effects-resolving' || args.path.endsWith('?inline')) return undefined
      const result = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'side-effects-resolving',
      })
      if (result.errors.length > 0 || result.path.includes('/node_modules/')) return result
      return { ...result, sideEffects: isRegisteringFile(result.path) }
    })
  },
}
