// `npm start` serves the dashboard shell from dist/shell; like the widget bundle
// (../build-assets.ts) it is (re)built when the build is missing or older than its sources, so a
// fresh clone runs with one command. The shell bundles src/ and widgets/ too: a change there
// rebuilds it as well.
import { join } from 'node:path'
import { buildIsStale } from '../build-assets'
import { runQuietBuild } from '../run-build'

/** The folders and files the shell is built from. */
const SOURCES = ['shell', 'src', 'widgets', 'package.json']
const BUILT = join('dist', 'shell', 'index.html')

/** Whether dist/shell is missing or older than any source it is built from. */
export function shellBuildIsStale(root: string): boolean {
  return buildIsStale(root, SOURCES, BUILT)
}

/** Builds the shell (vite build with shell/vite.config.ts) when stale; resolves once dist/shell is current. */
export async function ensureShellBuild(root: string, say: (line: string) => void = console.log): Promise<void> {
  if (!shellBuildIsStale(root)) return
  say('Building the dashboard into dist/shell/ (sources changed or no build yet)…')
  await runQuietBuild({
    args: [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join('shell', 'vite.config.ts'), '--logLevel', 'warn'],
    cwd: root,
    failure: 'The dashboard build failed',
  })
}
