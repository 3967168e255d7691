// podman as the image test drives it: every call with this repository's containers.conf and vfs
// storage (the settings that work in a sandbox without overlay or crun), its output captured, and
// a failure's stderr in the error.
import { execFile, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const here = fileURLToPath(new URL('.', import.meta.url))

/** The environment every podman call gets. */
export const PODMAN_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? `${here}containers.conf`,
  CONTAINERS_STORAGE_CONF: process.env.CONTAINERS_STORAGE_CONF ?? `${here}storage.conf`,
}

/** Runs `podman ...args`; resolves with its stdout, trimmed. */
export async function podman(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('podman', args, { env: PODMAN_ENV, maxBuffer: 64 * 1024 * 1024 })
    return stdout.trim()
  } catch (error) {
    const failure = error as { stderr?: string; message: string }
    throw new Error(`podman ${args.slice(0, 3).join(' ')} … failed: ${failure.stderr?.trim() || failure.message}`, { cause: error })
  }
}

/** Runs a long podman command with its output shown as it goes (a build); rejects on failure. */
export function podmanShown(args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', [...args], { cwd, env: PODMAN_ENV, stdio: 'inherit' })
    child.once('error', reject)
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`podman ${args[0]} exited with ${String(code)}`))))
  })
}

/** Runs a shell script with the podman settings (the local base image's maker). */
export async function runWithPodmanEnv(command: string, args: readonly string[]): Promise<string> {
  const { stdout } = await run(command, [...args], { env: PODMAN_ENV, maxBuffer: 16 * 1024 * 1024 })
  return stdout.trim()
}
