// `npm start` as a new user runs it: the real entry on a free port with a fresh data directory and
// the tiny demo season, its console read as a person (text) and as a log shipper (json) would.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'
import { BANNER_END, startServerProcess, type ServerProcess } from './testing/server-process'

async function until(condition: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

let dataDir: string
const running: ServerProcess[] = []
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-first-run-'))
})
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()))
  rmSync(dataDir, { recursive: true, force: true })
})

describe('npm start, as a new user runs it', () => {
  it('ends with the banner naming the generated password\'s file, and its demo webhooks wait for the server', { timeout: 150_000 }, async () => {
    const env = {
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      FW_DATA_DIR: dataDir,
      FW_DEMO_SIZE: 'tiny',
      FW_WIDGET_BUILD: 'off',
      // Far shorter than the first hydration: a webhook posted before the server is ready would be refused.
      FW_DEMO_WEBHOOK_MS: '100',
      // The Fourth's busiest hour, when the demo rings at that pace (quieter hours ring less).
      FW_NOW: '2025-07-05T00:00:00Z',
      FW_LOG_LEVEL: 'debug',
    }
    const first = await startServerProcess(env)
    running.push(first)
    const banner = first.stdout().slice(first.stdout().indexOf('Fireworks dashboard listening on'))
    // The generated password is in a file only this user can read, never on the console (a log stream).
    const passwordFile = join(dataDir, 'admin-password.txt')
    expect(banner).toContain(`Password   generated, in ${passwordFile} (readable by this user only`)
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600)
    const password = readFileSync(passwordFile, 'utf8').trim()
    expect(password.length).toBeGreaterThanOrEqual(16)
    expect(first.stdout() + first.stderr()).not.toContain(password)
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
    await first.stop()
  })

  it('shows no password on a later start, and keeps stdout to JSON lines for log shippers', { timeout: 150_000 }, async () => {
    const second = await startServerProcess({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      FW_DATA_DIR: dataDir,
      FW_DEMO_SIZE: 'tiny',
      FW_WIDGET_BUILD: 'off',
      FW_DEMO_WEBHOOK_MS: '100',
      FW_NOW: '2025-07-05T00:00:00Z',
      FW_LOG_FORMAT: 'json',
    })
    running.push(second)
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
    await second.stop()
  })
})
