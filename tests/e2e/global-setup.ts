// Starts what the browser tests run against, the way `npm start` runs in production: builds the
// widget package, the dashboard shell and the stories (Ladle), then `tsx server/start.ts` on a free
// loopback port with a fresh data directory, a known admin password and FW_NOW inside the 2025
// season. With no SQUARE_ACCESS_TOKEN the server starts its bundled Square emulator and hydrates
// the demo season on this first start; the setup waits until /api/health answers and the
// locations answer says `hydrated`. The returned function (Playwright's teardown) stops the
// server's process group and removes the data directory.
import { execFileSync, spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../../server/free-port'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { E2E_ADMIN_PASSWORD, E2E_NOW } from './server-info'

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
    if (failure) throw new Error(`The server stopped before it was ready (${failure}); see test-results/e2e-server.log`)
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
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s (${last}); see test-results/e2e-server.log`)
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.FW_E2E_SKIP_BUILD !== '1') {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    // The shell the server serves at `/` (dist/shell).
    execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'shell/vite.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    })
    // The stories ladle-stories.spec.ts opens (build/).
    execFileSync('npm', ['run', 'ladle:build'], { cwd: root, stdio: 'inherit' })
  }
  const port = await freePort()
  const emulatorPort = await freePort()
  // An intranet page on another origin embeds the widgets (embedding.spec.ts serves it).
  const intranetPort = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-e2e-'))
  mkdirSync(join(root, 'test-results'), { recursive: true })
  const log = createWriteStream(join(root, 'test-results/e2e-server.log'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    FW_DATA_DIR: dataDir,
    FW_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    FW_NOW: E2E_NOW,
    // A known port, so tests can ring up demo payments through the emulator's /_demo control.
    FW_EMULATOR_PORT: String(emulatorPort),
    // No demo payments during the run: figures compared with the API must hold still.
    FW_DEMO_WEBHOOK_MS: '0',
    FW_ALLOWED_ORIGINS: `http://127.0.0.1:${intranetPort}`,
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
  // Workers start after this and inherit the environment.
  process.env.FW_E2E_BASE_URL = baseUrl
  process.env.FW_E2E_EMULATOR_URL = `http://127.0.0.1:${emulatorPort}`
  process.env.FW_E2E_INTRANET_PORT = String(intranetPort)
  // For tests that must put the server's store in a given state (an emptied season) first.
  process.env.FW_E2E_DATA_DIR = dataDir
  return stop
}
