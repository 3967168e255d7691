// The demo server the browser tests run against, started the way `npm start` runs in production:
// `tsx server/start.ts` on a free loopback port with a fresh data directory, a known admin
// password and FW_NOW. With no SQUARE_ACCESS_TOKEN the server starts its bundled Square emulator
// and hydrates the demo season on this first start; it is ready once /api/health answers and the
// locations answer says `hydrated`. global-setup.ts starts the one every spec shares; a spec whose
// subject is the time of day itself starts one of its own, whose clock has not run on through the
// suite.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../server/free-port'
import { E2E_ADMIN_PASSWORD } from './server-info'
import { partFolder } from './test-part'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const READY_TIMEOUT_MS = 10 * 60_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function json(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })
    return { status: response.status, body: await response.json().catch(() => undefined) }
  } catch {
    return { status: 0, body: undefined }
  }
}

/** Waits until the API is healthy and the first hydration has finished. */
async function waitUntilReady(baseUrl: string, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  let token: string | undefined
  let last = 'no answer yet'
  while (Date.now() < deadline) {
    const failure = exited()
    if (failure) throw new Error(`The server stopped before it was ready (${failure}); see its log in test-results/`)
    const health = await json(`${baseUrl}/api/health`)
    if (health.status === 200) {
      if (!token) {
        const login = await json(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
        })
        token = (login.body as { data?: { access_token?: string } } | undefined)?.data?.access_token
        last = `login answered ${login.status}`
      }
      if (token) {
        const locations = await json(`${baseUrl}/api/square/locations`, { headers: { Authorization: `Bearer ${token}` } })
        const data = (locations.body as { data?: { hydrated?: boolean; locations?: unknown[] } } | undefined)?.data
        if (data?.hydrated && (data.locations?.length ?? 0) > 0) return
        last = `locations answered ${locations.status}, hydrated ${String(data?.hydrated)}`
        if (locations.status === 401) token = undefined
      }
    } else {
      last = `health answered ${health.status}`
    }
    await sleep(1_000)
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s (${last}); see its log in test-results/`)
}

export interface DemoServer {
  baseUrl: string
  /** The bundled emulator's origin (its /_demo/payments rings up a sale). */
  emulatorUrl: string
  dataDir: string
  /** Stops the server's process group (the emulator with it) and removes its data directory. */
  stop(): Promise<void>
}

/** Starts a demo server whose clock starts at `now`, logging to test-results/{logName}.log; resolves once it has hydrated. */
export async function startDemoServer(options: { now: string; logName: string; env?: Record<string, string> }): Promise<DemoServer> {
  const port = await freePort()
  const emulatorPort = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-e2e-'))
  const logFolder = join(root, partFolder('test-results'))
  mkdirSync(logFolder, { recursive: true })
  const log = createWriteStream(join(logFolder, `${options.logName}.log`))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    FW_DATA_DIR: dataDir,
    FW_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    FW_NOW: options.now,
    // A known port, so tests can ring up demo payments through the emulator's /_demo control.
    FW_EMULATOR_PORT: String(emulatorPort),
    // No demo payments during the run: figures compared with the API must hold still.
    FW_DEMO_WEBHOOK_MS: '0',
    ...options.env,
  }
  // The demo path: no Square token means the bundled emulator.
  delete env.SQUARE_ACCESS_TOKEN
  const server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: root,
    env,
    detached: true, // its own process group, so teardown also stops the emulator it starts
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout.pipe(log)
  server.stderr.pipe(log)
  let exit: string | undefined
  server.once('exit', (code, signal) => (exit = `exit ${code ?? signal}`))

  const stop = async () => {
    if (server.pid !== undefined && exit === undefined) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
      for (let i = 0; i < 50 && exit === undefined; i++) await sleep(100)
      if (exit === undefined) process.kill(-server.pid, 'SIGKILL')
    }
    log.end()
    rmSync(dataDir, { recursive: true, force: true })
  }

  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitUntilReady(baseUrl, () => exit)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, emulatorUrl: `http://127.0.0.1:${emulatorPort}`, dataDir, stop }
}
