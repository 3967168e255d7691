// `npm start` serves the dashboard shell from dist/shell; like the widget bundle
// (../build-assets.ts) it is (re)built when the build is missing or older than its sources, so a
// fresh clone runs with one command. The shell bundles src/ and widgets/ too: a change there
// rebuilds it as well.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The folders and files the shell is built from. */
const SOURCES = ['shell', 'src', 'widgets', 'package.json']
const BUILT = join('dist', 'shell', 'index.html')

/** The newest modification time (ms) among files under `path`, tests and stories aside. */
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

/** Whether dist/shell is missing or older than any source it is built from. */
export function shellBuildIsStale(root: string): boolean {
  const built = join(root, BUILT)
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return SOURCES.some((source) => existsSync(join(root, source)) && newestSourceTime(join(root, source)) > builtAt)
}

/** Builds the shell (vite build with shell/vite.config.ts) when stale; resolves once dist/shell is current. */
export async function ensureShellBuild(root: string, say: (line: string) => void = console.log): Promise<void> {
  if (!shellBuildIsStale(root)) return
  say('Building the dashboard into dist/shell/ (sources changed or no build yet)…')
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join('shell', 'vite.config.ts'), '--logLevel', 'warn'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The dashboard build failed (vite exited with ${code})`))))
  })
}
