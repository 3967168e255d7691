// The server as `npm start` runs it, for benchmarks that need a real one: spawned on a free port
// with the given data directory and settings, resolved once it prints where it listens and how
// long it took to start; a bootstrap-admin sign-in; a clean stop.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** What `npm start` runs: the server from its bundle, built first if stale. */
const LAUNCH = fileURLToPath(new URL('../scripts/start/launch.mjs', import.meta.url))
export const BENCH_PASSWORD = 'bench-start-password'
const GIVE_UP_MS = 10 * 60_000

export interface StartedServer {
  child: ChildProcess
  url: string
  /** What the server itself printed as its start time. */
  reportedMs: number | null
}

/** Spawns npm start's script and resolves once it prints where it listens. */
export function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<StartedServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LAUNCH], {
      env: {
        PATH: process.env.PATH,
        FW_DATA_DIR: dataDir,
        PORT: '0',
        FW_ADMIN_PASSWORD: BENCH_PASSWORD,
        FW_WIDGET_BUILD: 'off',
        FW_DEMO_WEBHOOK_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let url: string | undefined
    const timer = setTimeout(() => reject(new Error(`No start within ${GIVE_UP_MS} ms:\n${output.slice(-2000)}`)), GIVE_UP_MS)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      url ??= /listening on (http:\/\/[^\s]+)/.exec(output)?.[1]
      const reported = /started in (\d+) ms/.exec(output)
      if (url !== undefined && reported) {
        clearTimeout(timer)
        resolve({ child, url, reportedMs: Number(reported[1]) })
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The server exited (${code}) before listening:\n${output.slice(-2000)}`))
    })
  })
}

/** Signs in as the bootstrap admin; the session's token and lifetime. */
export async function signInAsAdmin(url: string): Promise<{ token: string; expiresIn: number; user: unknown }> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
  })
  const data = ((await login.json()) as { data?: { access_token?: string; expires_in?: number; user?: unknown } }).data
  if (data?.access_token === undefined) throw new Error(`Sign-in failed: HTTP ${login.status}`)
  return { token: data.access_token, expiresIn: data.expires_in ?? 3600, user: data.user }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit')
  if (child.exitCode !== null) return
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
