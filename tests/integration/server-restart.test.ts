// The real server process: `npm start`'s entry on a free port with a fresh data directory. Sign in
// as the first admin, create a user, restart the process, and sign in as that user.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../../server/free-port'
import { openTestStore, type TestStore } from '../../server/testing/test-store'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const ADMIN_PASSWORD = 'first-start-pass'

interface Started {
  child: ChildProcess
  url: string
  output: () => string
}

/** Spawns `npm start`'s script and resolves once it prints where it listens. */
function startServerProcess(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [join('scripts', 'start', 'launch.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in time:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /listening on (http:\/\/\S+)/.exec(output)
      if (listening?.[1]) {
        clearTimeout(timer)
        done({ child, url: listening[1], output: () => output })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`server exited with ${String(code)} before listening:\n${output}`))
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

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { data?: { access_token?: string } } }
}

let dataDir: string
// The store the server starts on: SQLite in dataDir, or a PostgreSQL database in that run.
let store: TestStore
const running: ChildProcess[] = []
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-restart-'))
  store = await openTestStore(dataDir)
  await store.close()
})
afterAll(async () => {
  await Promise.all(running.map(stop))
  await store.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the server process', () => {
  it('keeps users across a restart', { timeout: 150_000 }, async () => {
    const env = {
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      FW_DATA_DIR: dataDir,
      ...(store.location.databaseUrl === undefined ? {} : { FW_DATABASE_URL: store.location.databaseUrl }),
      FW_ADMIN_PASSWORD: ADMIN_PASSWORD,
      // The whole start runs (emulator, first hydration, live hub) on the smallest season.
      FW_DEMO_SIZE: 'tiny',
      FW_WIDGET_BUILD: 'off',
      FW_DEMO_WEBHOOK_MS: '0',
    }

    const first = await startServerProcess(env)
    running.push(first.child)
    expect(first.output()).toContain('Password   the one in FW_ADMIN_PASSWORD')
    expect(first.output()).not.toContain(ADMIN_PASSWORD)
    const admin = await post(`${first.url}/api/auth/login`, { username: 'admin', password: ADMIN_PASSWORD })
    expect(admin.status).toBe(200)
    const created = await post(
      `${first.url}/api/users`,
      { username: 'night_shift', email: 'night@fireworks.example', firstName: 'Night', lastName: 'Shift', password: 'roman-candle' },
      admin.body.data?.access_token,
    )
    expect(created.status).toBe(201)
    await stop(first.child)

    const second = await startServerProcess(env)
    running.push(second.child)
    expect(second.output()).not.toContain('Password')
    const user = await post(`${second.url}/api/auth/login`, { username: 'night_shift', password: 'roman-candle' })
    expect(user.status).toBe(200)
    const health = await fetch(`${second.url}/api/health`)
    expect(await health.json()).toMatchObject({ ok: true, database: 'ok' })
  })
})
