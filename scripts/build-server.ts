// The server compiled to JavaScript for a release (`npm run build:release`): dist/server/ holds
// start.js (what `node dist/server/start.js` runs), the hydration worker beside it, the operator's
// commands (admin.js, hydrate.js, emulator.js) and the SQL migrations. The project's own code is
// bundled (src/ and server/, TypeScript gone); packages stay imports, resolved from node_modules
// as installed by `npm ci --omit=dev` — no compiler, tsx, Vite or tsup at run time.
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Where the release's server goes; every file directly in it (server/project-root.ts counts on it). */
export const SERVER_OUT_DIR = join('dist', 'server')

/** Output name → source. The worker's name is the one server/square/runner/hydration-runner.ts loads. */
export const SERVER_ENTRIES = {
  start: 'server/start.ts',
  'hydration-worker': 'server/square/runner/hydration-worker.ts',
  admin: 'server/auth/admin-cli.ts',
  hydrate: 'server/square/jobs/hydrate-cli.ts',
  emulator: 'server/emulator/main.ts',
}

export async function buildServer(): Promise<void> {
  const outdir = join(root, SERVER_OUT_DIR)
  rmSync(outdir, { recursive: true, force: true })
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: 'chunk-[hash]',
    sourcemap: true,
    // Stack traces name the source files; the code stays readable for an operator who looks.
    minify: false,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  cpSync(join(root, 'server', 'db', 'migrations'), join(outdir, 'migrations'), { recursive: true })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer()
