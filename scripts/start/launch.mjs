// `npm start`: the server from its bundle in .server-build/ (build-bundle.ts), built first when
// there is none yet or a file it was made from changed. A start from JavaScript skips what cost a
// start from TypeScript most: a loader compiling and resolving the server's few hundred modules
// one by one, in the process and again in its hydration worker. Plain JavaScript itself for the
// same reason; the build, rare, runs through tsx in a process of its own. Everything after is
// server/start.ts's: configuration, banner, logs, signals. `npm run dev:server` still runs the
// sources under tsx, restarting on changes.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { BUNDLE_DIR, claimBuild, currentBuildName, freshBuild, withBuildLock } from './bundle-state.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const builder = fileURLToPath(new URL('./build-bundle.ts', import.meta.url))
/** A build removed between being read and being claimed is read again, this many times at most. */
const ATTEMPTS = 5

/** Where words for a person go, as server/start.ts decides: stderr when stdout carries JSON log lines. */
const personStream = process.env.FW_LOG_FORMAT === 'json' ? process.stderr : process.stdout

/** Builds the server (its errors, if any, on stderr); the folder of the build made. */
function buildNow() {
  personStream.write(`Building the server into ${BUNDLE_DIR}/ (sources changed or no build yet)…\n`)
  const built = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), builder], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] })
  const name = currentBuildName(root)
  if (built.status !== 0 || name === undefined) throw new Error(`the server's build failed (${built.signal ?? `exit code ${built.status}`})`)
  // Used even if a source changed while it ran, as a start from the sources would load what is there; the next start builds again.
  return join(root, BUNDLE_DIR, name)
}

/** The build to run, built first if stale, and claimed for this process so no later build's clean-up removes it. */
async function claimedBuild() {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const dir = freshBuild(root) ?? (await withBuildLock(root, () => freshBuild(root) ?? buildNow()))
    claimBuild(dir)
    if (existsSync(join(dir, 'start.js'))) return dir
  }
  throw new Error(`no complete server build in ${BUNDLE_DIR}/ after ${ATTEMPTS} attempts`)
}

try {
  const dir = await claimedBuild()
  // Stack traces name the TypeScript sources, as they did under tsx.
  process.setSourceMapsEnabled(true)
  await import(pathToFileURL(join(dir, 'start.js')).href)
} catch (error) {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
