// Three server instances (server/start.ts, each its own process) on loopback sharing one
// PostgreSQL database (the suite's PostgreSQL run), Square played by the emulator:
//   - instance 2 is killed with SIGKILL in the middle of the first hydration; instance 3 starts,
//     finishes it, and the data equals a single uninterrupted run's;
//   - a webhook posted to instance 1 reaches sockets on instances 2 and 3, and the status counts them;
//   - the same event posted to all three at once is stored and broadcast once;
//   - one client's failed sign-ins count wherever they land, and another client still signs in.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixedClock } from '../../src/clock/clock'
import { startEmulator, type RunningEmulator } from '../../server/emulator/emulator'
import { SIGNATURE_HEADER, signWebhook } from '../../server/live/signature'
import { paymentCreatedEvent } from '../../server/testing/live-test-app'
import { connectSocket, type TestSocket } from '../../server/live/testing/test-socket'
import { hydrateInWorker } from '../../server/square/testing/hydrate-in-worker'
import { squareDataSnapshot } from '../../server/square/testing/snapshot'
import { requestFrom } from '../../server/testing/request-from'
import { onPostgres, openTestStore, type TestStore } from '../../server/testing/test-store'
import { startServerInstance, type ServerInstance } from '../../scripts/serve-instances'

const NOW = '2025-07-04T20:00:00Z'
const TOKEN = 'instances-token'
const KEY = 'instances-signing-key'
const NOTIFICATION_URL = 'https://dashboard.example/api/square/webhook'
const ADMIN_PASSWORD = 'three-instances'
const DEMO = { locationCount: 8, ordersPerLocationYear: 250 }

/** Every instance's environment: the same database, Square, keys and clock. */
function instanceEnv(store: TestStore, emulator: RunningEmulator, dataDir: string): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    FW_DATA_DIR: dataDir,
    FW_DATABASE_URL: store.location.databaseUrl ?? '',
    FW_NOW: NOW,
    FW_ADMIN_PASSWORD: ADMIN_PASSWORD,
    FW_WIDGET_BUILD: 'off',
    SQUARE_ACCESS_TOKEN: TOKEN,
    SQUARE_BASE_URL: emulator.url,
    FW_GEOCODER_URL: `${emulator.url}/geocode`,
    SQUARE_WEBHOOK_SIGNATURE_KEY: KEY,
    SQUARE_WEBHOOK_URL: NOTIFICATION_URL,
    FW_HOME_LOCATION_IDS: 'LOC-HOME',
    FW_WS_PING_MS: '1000',
    FW_LOG_LEVEL: 'warn',
  }
}

async function postEvent(url: string, event: unknown) {
  const body = JSON.stringify(event)
  const response = await fetch(`${url}/api/square/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhook(KEY, NOTIFICATION_URL, body) },
    body,
  })
  return (await response.json()) as { received: boolean; broadcast: { connectionCount: number } }
}

async function login(url: string, password: string) {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) })
  return { status: response.status, body: (await response.json()) as { data?: { access_token: string }; error?: string; message?: string } }
}

async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value === expected || Date.now() > deadline) {
      expect(value).toBe(expected)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.runIf(onPostgres())('three instances sharing one PostgreSQL database', () => {
  let dataDir: string
  let store: TestStore
  let reference: TestStore
  let emulator: RunningEmulator
  const instances: ServerInstance[] = []
  const sockets: TestSocket[] = []

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fw-instances-'))
    store = await openTestStore(dataDir)
    reference = await openTestStore(dataDir)
    emulator = await startEmulator({ accessToken: TOKEN, clock: fixedClock(NOW), demo: DEMO })
  })
  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate()
    await Promise.all(instances.map((instance) => instance.stop()))
    await emulator.close()
    await store.dispose()
    await reference.dispose()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('finishes a first hydration another instance was killed in, as one uninterrupted run would', { timeout: 400_000 }, async () => {
    // The reference: one uninterrupted run in this process, on a database of its own.
    const outcome = await hydrateInWorker({ dataDir, store: reference, emulator, accessToken: TOKEN, now: NOW, purpose: 'reference' })
    expect(outcome.summary.complete).toBe(true)
    const expected = await squareDataSnapshot(reference.db)

    // Instance 2 starts on the empty database and is killed once a third of the seasons are in.
    const env = instanceEnv(store, emulator, dataDir)
    const killed = await startServerInstance({
      env,
      timeoutMs: 300_000,
      killWhen: (output) => {
        const progress = [...output.matchAll(/(\d+)\/(\d+) seasons/g)].at(-1)
        return progress !== undefined && Number(progress[1]) >= Number(progress[2]) / 3 && Number(progress[1]) < Number(progress[2])
      },
    }).then(
      () => 'listening',
      (error: Error) => error.message,
    )
    expect(killed).toMatch(/SIGKILL/)
    expect(await squareDataSnapshot(store.db)).not.toEqual(expected)

    // Instance 3 finds the first hydration unfinished, takes the lock the dead one's connection
    // no longer holds, finishes it and serves; then instances 1 and 2 start and serve at once.
    const third = await startServerInstance({ env, timeoutMs: 300_000 })
    expect(third.output()).toMatch(/First hydration/)
    expect(await squareDataSnapshot(store.db)).toEqual(expected)
    const [first, second] = await Promise.all([startServerInstance({ env }), startServerInstance({ env })])
    instances.push(first!, second!, third)
  })

  it('sends a webhook posted to instance 1 to sockets on instances 2 and 3, and counts them there', { timeout: 60_000 }, async () => {
    const [first, second, third] = instances
    if (!first || !second || !third) throw new Error('the instances did not start')
    const signedIn = await login(first.url, ADMIN_PASSWORD)
    const token = signedIn.body.data?.access_token ?? ''
    const wsOf = (instance: ServerInstance) => `${instance.url.replace('http:', 'ws:')}/api/ws/fireworks?token=${token}`
    const onSecond = await connectSocket(wsOf(second))
    const onThird = await connectSocket(wsOf(third))
    sockets.push(onSecond, onThird)
    const status = async () => {
      const response = await fetch(`${first.url}/api/ws/fireworks/status`, { headers: { Authorization: `Bearer ${token}` } })
      return ((await response.json()) as { connectionCount: number }).connectionCount
    }
    await eventually(status, 2)

    expect(await postEvent(first.url, paymentCreatedEvent({ eventId: 'evt-one', paymentId: 'pay-one', amount: 1999 }))).toEqual({ received: true, broadcast: { connectionCount: 2 } })
    for (const socket of [onSecond, onThird]) expect(await socket.next('payment_received')).toMatchObject({ payment_id: 'pay-one', amount: 1999 })

    // The same event at all three at once: one stores and broadcasts it, two answer it as a duplicate.
    const same = paymentCreatedEvent({ eventId: 'evt-all', paymentId: 'pay-all', amount: 500 })
    const answers = await Promise.all(instances.map((instance) => postEvent(instance.url, same)))
    expect(answers.every((answer) => answer.received)).toBe(true)
    expect(answers.filter((answer) => answer.broadcast.connectionCount > 0)).toHaveLength(1)
    await postEvent(third.url, paymentCreatedEvent({ eventId: 'evt-last', paymentId: 'pay-last' }))
    for (const socket of [onSecond, onThird]) {
      expect(await socket.next('payment_received')).toMatchObject({ payment_id: 'pay-all' })
      await socket.next('payment_received')
      const payments = socket.messages.flatMap((message) => (message.type === 'payment_received' ? [message.payment_id] : []))
      expect(payments.sort()).toEqual(['pay-all', 'pay-last', 'pay-one'])
    }
  })

  it('counts one client’s failed sign-ins at every instance, and never holds another client back', { timeout: 60_000 }, async () => {
    // The three free failures, one at each instance; the next attempt waits, on another one. (The
    // instances' clocks run from FW_NOW at their own starts, the third's ahead: its failure, the
    // latest, counts as just now at the others.)
    for (const index of [0, 1, 2]) expect((await login(instances[index]!.url, 'wrong-password')).status).toBe(401)
    const waits = await login(instances[0]!.url, 'wrong-password')
    expect(waits.status).toBe(429)
    expect(waits.body).toMatchObject({ error: 'RATE_LIMITED', message: 'Too many failed sign-in attempts. Try again in 1 second.' })
    // The owner, from another address of this machine, signs in on any of them.
    const owner = await requestFrom('127.0.0.2', 'POST', `${instances[2]!.url}/api/auth/login`, { username: 'admin', password: ADMIN_PASSWORD })
    expect(owner.status).toBe(200)
  })
})
