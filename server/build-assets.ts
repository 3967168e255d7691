// `npm start` serves the widget bundle and the example page from dist/; it (re)builds them when
// the build is missing or older than the sources, so a fresh clone runs with one command.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The folders and files the browser bundle is built from. */
const SOURCES = ['src', 'widgets', 'tsup.config.ts', 'package.json']
const BUILT = join('dist', 'standalone.js')

/** The newest modification time (ms) among files under `path`, tests and stories aside. */
function newestSourceTime(path: string): number {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (/\.(test|stories)\.tsx?$/.test(entry.name)) continue
    newest = Math.max(newest, newestSourceTime(join(path, entry.name)))
  }
  return newest
}

/** Whether dist/ is missing or older than any source it is built from. */
export function widgetBuildIsStale(root: string): boolean {
  const built = join(root, BUILT)
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return SOURCES.some((source) => existsSync(join(root, source)) && newestSourceTime(join(root, source)) > builtAt)
}

/** As package.json's build script sets it. */
const BUILD_HEAP = '--max-old-space-size=8192'

/** Builds the widget package (tsup) when stale; resolves once dist/ is current. */
export async function ensureWidgetBuild(root: string, say: (line: string) => void = console.log): Promise<void> {
  if (!widgetBuildIsStale(root)) return
  say('Building the widget bundle into dist/ (sources changed or no build yet)…')
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js')], {
      cwd: root,
      // The heap `npm run build` gives it: the type declarations' worker runs out of the default.
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${BUILD_HEAP}`.trim() },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The widget build failed (tsup exited with ${code})`))))
  })
}
