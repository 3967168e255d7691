// The real server process killed with SIGKILL right after it answered a webhook 2xx, then
// restarted on the same data: the event is stored, and neither the restart nor Square's
// redelivery of the same event sends it to dashboards a second time.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL } from '../../src/contract/live'
import { createSession } from '../auth/sessions'
import { openTestStore, type TestStore } from '../testing/test-store'
import { findEvent } from './inbox'
import { signWebhook, SIGNATURE_HEADER } from './signature'
import { paymentCreatedEvent } from '../testing/live-test-app'
import { connectSocket, type TestSocket } from './testing/test-socket'

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')
const KEY = 'restart-test-key'
const NOTIFICATION_URL = 'https://dashboard.example/api/square/webhook'

function startProcess(store: TestStore): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/live-server-main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      FW_DATA_DIR: store.location.dataDir,
      ...(store.location.databaseUrl === undefined ? {} : { FW_DATABASE_URL: store.location.databaseUrl }),
      SQUARE_WEBHOOK_SIGNATURE_KEY: KEY,
      SQUARE_WEBHOOK_URL: NOTIFICATION_URL,
      FW_HOME_LOCATION_IDS: 'LOC-HOME',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /live test server listening on (http:\/\/\S+)/.exec(output)
      if (listening?.[1]) done({ child, url: listening[1] })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => fail(new Error(`server exited with ${String(code)} before listening:\n${output}`)))
  })
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    child.once('exit', () => done())
    child.kill('SIGKILL')
  })
}

async function postSigned(url: string, event: unknown): Promise<{ status: number; body: unknown }> {
  const body = JSON.stringify(event)
  const response = await fetch(`${url}/api/square/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(KEY, NOTIFICATION_URL, body) },
    body,
  })
  return { status: response.status, body: await response.json() }
}

const payments = (socket: TestSocket) => socket.messages.filter((message) => message.type === 'payment_received').map((message) => message.payment_id)

let dataDir: string
let db: TestStore
const children: ChildProcess[] = []

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-live-restart-'))
  db = await openTestStore(dataDir)
})
afterAll(async () => {
  await Promise.all(children.map(kill))
  await db.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a server killed right after answering a webhook', () => {
  it('keeps the event and never broadcasts it twice', { timeout: 120_000 }, async () => {
    const first = await startProcess(db)
    children.push(first.child)
    const now = Date.now()
    const user = await db.db
      .insertInto('users')
      .values({ username: 'watcher', email: 'w@fireworks.example', first_name: 'W', last_name: 'Atcher', roles: '["user"]', status: 'active', password_hash: 'x', created_at: new Date(now).toISOString(), updated_at: new Date(now).toISOString(), last_login_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { token } = await createSession(db.db, user.id, now)
    const protocols = [LIVE_SUBPROTOCOL, `${BEARER_SUBPROTOCOL_PREFIX}${token}`]
    const wsUrl = (base: string) => `${base.replace('http:', 'ws:')}/api/ws/fireworks`

    const before = await connectSocket(wsUrl(first.url), { protocols })
    await before.next('ping')
    const answered = await postSigned(first.url, paymentCreatedEvent({ eventId: 'evt-A', paymentId: 'pay-A' }))
    expect(answered).toEqual({ status: 200, body: { received: true, broadcast: { connectionCount: 1 } } })
    await kill(first.child)

    expect(await findEvent(db.db, 'evt-A')).toMatchObject({ payment_id: 'pay-A', broadcast_state: 'sent' })

    const second = await startProcess(db)
    children.push(second.child)
    const after = await connectSocket(wsUrl(second.url), { protocols })
    await after.next('ping')
    // Square redelivers the event it may not have seen answered: acknowledged, not shown again.
    expect(await postSigned(second.url, paymentCreatedEvent({ eventId: 'evt-A', paymentId: 'pay-A' }))).toEqual({
      status: 200,
      body: { received: true, broadcast: { connectionCount: 0 } },
    })
    expect((await postSigned(second.url, paymentCreatedEvent({ eventId: 'evt-B', paymentId: 'pay-B' }))).status).toBe(200)
    await after.next('payment_received')
    // Messages on one socket arrive in order: anything replayed would have come before pay-B.
    expect(payments(after)).toEqual(['pay-B'])
    const stored = await db.db.selectFrom('webhook_events').select('event_id').orderBy('event_id').execute()
    expect(stored.map((row) => row.event_id)).toEqual(['evt-A', 'evt-B'])
    after.socket.close()
    await kill(second.child)
  })
})
