// `npm start` as a new user runs it: the real entry on a free port with a fresh data directory and
// the tiny demo season, its console read as a person (text) and as a log shipper (json) would.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const BANNER_END = 'Ctrl+C stops the server.'

interface Started {
  child: ChildProcess
  url: string
  stdout: () => string
  stderr: () => string
}

/** Spawns server/start.ts and resolves once its banner is out. */
function start(env: Record<string, string>): Promise<Started> {
  // A new user's environment: no admin password, no Square token (the bundled emulator serves).
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env }
  delete childEnv.FW_ADMIN_PASSWORD
  delete childEnv.SQUARE_ACCESS_TOKEN
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no banner in time:\n${stdout}\n${stderr}`)), 90_000)
    const check = () => {
      const url = /listening on (http:\/\/\S+)/.exec(stdout + stderr)?.[1]
      if (url && (stdout + stderr).includes(BANNER_END)) {
        clearTimeout(timer)
        done({ child, url, stdout: () => stdout, stderr: () => stderr })
      }
    }
    child.stdout?.on('data', (chunk: Buffer) => ((stdout += chunk.toString()), check()))
    child.stderr?.on('data', (chunk: Buffer) => ((stderr += chunk.toString()), check()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`exited with ${String(code)} before its banner:\n${stdout}\n${stderr}`))
    })
  })
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((done) => {
    child.once('exit', () => done())
    child.kill('SIGTERM')
  })
}

async function until(condition: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

let dataDir: string
const running: ChildProcess[] = []
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-first-run-'))
})
afterAll(async () => {
  await Promise.all(running.map(stop))
  rmSync(dataDir, { recursive: true, force: true })
})

describe('npm start, as a new user runs it', () => {
  it('ends with the banner and the generated password, and its demo webhooks wait for the server', { timeout: 150_000 }, async () => {
    const env = {
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      FW_DATA_DIR: dataDir,
      FW_DEMO_SIZE: 'tiny',
      FW_WIDGET_BUILD: 'off',
      // Far shorter than the first hydration: a webhook posted before the port opens would fail.
      FW_DEMO_WEBHOOK_MS: '100',
      FW_LOG_LEVEL: 'debug',
    }
    const first = await start(env)
    running.push(first.child)
    const banner = first.stdout().slice(first.stdout().indexOf('Fireworks dashboard listening on'))
    const password = /Password {3}(\S+) {3}\(generated, shown only this once/.exec(banner)?.[1]
    expect(password).toBeDefined()
    expect(banner).toContain(`Sign in    ${first.url}/login/  as "admin"`)
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    })
    expect(login.status).toBe(200)

    // Debug lines (asked for here) show each webhook, all after the banner, none failed.
    await until(() => (first.stdout().match(/webhook\.received/g) ?? []).length >= 3, 'three demo webhooks')
    const output = first.stdout()
    expect(output.indexOf('webhook.received')).toBeGreaterThan(output.indexOf(BANNER_END))
    expect(output + first.stderr()).not.toContain('webhook_failed')
    expect(output).toMatch(/^\d\d:\d\d:\d\d debug request .*method=POST path=\/api\/square\/webhook status=200/m)
    expect(output).not.toContain('{"time"')
    await stop(first.child)
  })

  it('shows no password on a later start, and keeps stdout to JSON lines for log shippers', { timeout: 150_000 }, async () => {
    const second = await start({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      FW_DATA_DIR: dataDir,
      FW_DEMO_SIZE: 'tiny',
      FW_WIDGET_BUILD: 'off',
      FW_DEMO_WEBHOOK_MS: '100',
      FW_LOG_FORMAT: 'json',
    })
    running.push(second.child)
    // Requests (debug) stay out at the default level, even while demo webhooks arrive.
    await fetch(`${second.url}/api/health`)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const lines = second.stdout().trim().split('\n')
    const events = lines.map((line) => (JSON.parse(line) as { event: string; level: string }).event)
    expect(events).toContain('server.listening')
    expect(events).not.toContain('request')
    expect(events).not.toContain('webhook.received')
    // The banner is for a person: on stderr here, without a password.
    expect(second.stderr()).toContain(`Sign in    ${second.url}/login/\n`)
    expect(second.stderr()).not.toContain('Password')
    await stop(second.child)
  })
})
