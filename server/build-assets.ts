// `npm start` serves the widget bundle and the example page from dist/; it (re)builds them when
// the build is missing or older than the sources, so a fresh clone runs with one command.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { runQuietBuild } from './run-build'

/** The folders and files the browser bundle is built from. */
const SOURCES = ['src', 'widgets', 'tsup.config.ts', 'package.json']
const BUILT = join('dist', 'standalone.js')

/** The newest modification time (ms) among files under `path`, tests, specs and stories aside. */
function newestSourceTime(path: string): number {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (/\.(test|stories|spec)\.tsx?$/.test(entry.name)) continue
    newest = Math.max(newest, newestSourceTime(join(path, entry.name)))
  }
  return newest
}

/** Whether `built` (relative to `root`) is missing or older than any of the `sources` under `root`. */
export function buildIsStale(root: string, sources: readonly string[], built: string): boolean {
  const builtPath = join(root, built)
  if (!existsSync(builtPath)) return true
  const builtAt = statSync(builtPath).mtimeMs
  return sources.some((source) => existsSync(join(root, source)) && newestSourceTime(join(root, source)) > builtAt)
}

/** Whether dist/ is missing or older than any source it is built from. */
export function widgetBuildIsStale(root: string): boolean {
  return buildIsStale(root, SOURCES, BUILT)
}

/** As package.json's build script sets it. */
const BUILD_HEAP = '--max-old-space-size=8192'

/** Builds the widget package (tsup) when stale; resolves once dist/ is current. */
export async function ensureWidgetBuild(root: string, say: (line: string) => void = console.log): Promise<void> {
  if (!widgetBuildIsStale(root)) return
  say('Building the widget bundle into dist/ (sources changed or no build yet)…')
  await runQuietBuild({
    args: [join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js')],
    cwd: root,
    // The heap `npm run build` gives it: the type declarations' worker runs out of the default.
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${BUILD_HEAP}`.trim() },
    failure: 'The widget build failed',
  })
}
