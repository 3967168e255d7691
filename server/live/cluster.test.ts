// Live payments across instances sharing one PostgreSQL database (the suite's PostgreSQL run):
// two instances in this process, each with its own pool, its own listening connection and its own
// port. The three-process test is tests/integration/instances.test.ts.
import { startLiveServices } from './services'
import { createApp } from '../app'
import { openStore, type OpenedStore } from '../db/store'
import type { AppDeps } from '../env'
import { AppEvents } from '../events'
import { startServer, type RunningServer } from '../index'
import { memoryLogger } from '../log'
import { onPostgres } from '../testing/test-store'
import { createLiveTestContext, paymentCreatedEvent, TEST_NOTIFICATION_URL, TEST_SIGNING_KEY, type LiveTestContext } from '../testing/live-test-app'
import { withLiveRoutes } from '../testing/live-routes'
import { connectSocket, type TestSocket } from './testing/test-socket'
import { sql } from 'kysely'
import { SIGNATURE_HEADER, signWebhook } from './signature'
import { storedLocationRow } from '../testing/location-rows'
import type { LiveServices } from './deps'

interface Instance {
  deps: AppDeps
  live: LiveServices
  server: RunningServer
  store: OpenedStore
  ws: string
  close(): Promise<void>
}

/** Another instance on the test's database: its own pool, live services (joined to the cluster) and port. */
async function startInstance(t: LiveTestContext): Promise<Instance> {
  const store = await openStore({ dataDir: t.dataDir, databaseUrl: t.databaseUrl }, { migrate: false, poolMax: 4 })
  const deps: AppDeps = { config: t.deps.config, db: store.db, clock: t.clock, log: memoryLogger(), events: new AppEvents() }
  const live = await startLiveServices(deps, { webhook: { signatureKeys: [TEST_SIGNING_KEY], notificationUrl: TEST_NOTIFICATION_URL } })
  deps.live = live
  const server = await startServer({ config: deps.config, deps, app: withLiveRoutes(createApp(deps)), port: 0, websocket: { server: live.hub.webSocketServer } })
  return {
    deps,
    live,
    server,
    store,
    ws: `${server.url.replace('http:', 'ws:')}/api/ws/fireworks`,
    async close() {
      live.close()
      await live.idle()
      server.server.closeAllConnections()
      await server.close()
      await store.close()
    },
  }
}

/** Posts a signed event to an instance over HTTP. */
async function postEvent(instance: Instance, event: unknown) {
  const body = JSON.stringify(event)
  const response = await fetch(`${instance.server.url}/api/square/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhook(TEST_SIGNING_KEY, TEST_NOTIFICATION_URL, body) },
    body,
  })
  return { status: response.status, body: (await response.json()) as { received: boolean; broadcast: { connectionCount: number } } }
}

/** Polls `read` until it returns `expected` (the instances tell each other their counts as they change). */
async function eventually<T>(read: () => T | Promise<T>, expected: T, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value === expected) return
    if (Date.now() > deadline) expect(value).toBe(expected)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe.runIf(onPostgres())('live payments across instances on PostgreSQL', () => {
  let t: LiveTestContext
  let one: Instance
  let two: Instance
  let sockets: TestSocket[] = []
  beforeEach(async () => {
    t = await createLiveTestContext()
    one = await startInstance(t)
    two = await startInstance(t)
  })
  afterEach(async () => {
    for (const socket of sockets) socket.socket.terminate()
    sockets = []
    await one.close()
    await two.close()
    await t.close()
  })

  async function connect(instance: Instance): Promise<TestSocket> {
    const token = await t.signIn('watcher', ['admin'])
    const socket = await connectSocket(`${instance.ws}?token=${token}`)
    sockets.push(socket)
    return socket
  }

  it('sends a payment received by one instance to the sockets of the other, once, and counts every socket', async () => {
    const onOne = await connect(one)
    const onTwo = await connect(two)
    const another = await connect(two)
    await eventually(() => one.live.connectionCount(), 3)
    await eventually(() => two.live.connectionCount(), 3)

    const event = paymentCreatedEvent({ eventId: 'evt-cluster-1', paymentId: 'pay-cluster-1', amount: 4200 })
    const first = await postEvent(one, event)
    expect(first).toEqual({ status: 200, body: { received: true, broadcast: { connectionCount: 3 } } })
    for (const socket of [onOne, onTwo, another]) expect(await socket.next('payment_received')).toMatchObject({ payment_id: 'pay-cluster-1', amount: 4200 })

    // The same event at the other instance: stored already, so broadcast nowhere again.
    expect((await postEvent(two, event)).body).toEqual({ received: true, broadcast: { connectionCount: 0 } })
    const later = paymentCreatedEvent({ eventId: 'evt-cluster-2', paymentId: 'pay-cluster-2', amount: 100 })
    await postEvent(two, later)
    for (const socket of [onOne, onTwo, another]) expect(await socket.next('payment_received')).toMatchObject({ payment_id: 'pay-cluster-2' })
    for (const socket of [onOne, onTwo, another]) expect(socket.messages.filter((message) => message.type === 'payment_received')).toHaveLength(2)

    const token = await t.signIn('watcher', ['admin'])
    const status = await fetch(`${two.server.url}/api/ws/fireworks/status`, { headers: { Authorization: `Bearer ${token}` } })
    expect(await status.json()).toEqual({ connectionCount: 3 })
  })

  it('forgets the sockets of an instance that stops', async () => {
    await connect(two)
    await eventually(() => one.live.connectionCount(), 1)
    two.live.close()
    await eventually(() => one.live.connectionCount(), 0)
  })

  it('reconnects a lost listening connection and sends its sockets every payment stored meanwhile', async () => {
    const onTwo = await connect(two)
    await eventually(() => one.live.connectionCount(), 1)
    // Two's listener is cut off (a network blip, a database failover) …
    const listener = `fireworks-dashboard live ${two.live.fanout.instanceId ?? ''}`
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${listener}`.execute(one.deps.db)
    const logged = (event: string) => (two.deps.log as ReturnType<typeof memoryLogger>).lines.some((line) => line.includes(`"${event}"`))
    await eventually(() => logged('live.cluster_listener_lost'), true)
    // … and a payment arrives at one while it is down (one's NOTIFY cannot reach two).
    await postEvent(one, paymentCreatedEvent({ eventId: 'evt-while-down', paymentId: 'pay-while-down', amount: 777 }))
    expect(await onTwo.next('payment_received')).toMatchObject({ payment_id: 'pay-while-down', amount: 777 })
    expect(logged('live.caught_up')).toBe(true)
    await postEvent(one, paymentCreatedEvent({ eventId: 'evt-after', paymentId: 'pay-after' }))
    expect(await onTwo.next('payment_received')).toMatchObject({ payment_id: 'pay-after' })
    expect(onTwo.messages.filter((message) => message.type === 'payment_received')).toHaveLength(2)
  })

  it("makes a user's socket at one instance follow the home list they set at another", async () => {
    const token = await t.signIn('mover', ['user'])
    const onTwo = await connectSocket(`${two.ws}?token=${token}`)
    sockets.push(onTwo)
    await eventually(() => one.live.connectionCount(), 1)
    // The test context's default is FW_HOME_LOCATION_IDS=LOC-HOME; the user picks another stand.
    await t.deps.db.insertInto('square_locations').values(storedLocationRow('LOC-AWAY', 'ACTIVE')).execute()
    const set = await fetch(`${one.server.url}/api/users/me/home-locations`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ locationIds: ['LOC-AWAY'] }),
    })
    expect(set.status).toBe(200)
    const homeFlag = async (eventId: string, locationId: string) => {
      await postEvent(one, paymentCreatedEvent({ eventId, paymentId: `pay-${eventId}`, locationId }))
      return (await onTwo.next('payment_received')).is_home_location
    }
    await eventually(() => homeFlag(`evt-away-${Date.now()}`, 'LOC-AWAY'), true)
    expect(await homeFlag('evt-home-1', 'LOC-HOME')).toBe(false)
  })

  it('closes the sockets of a session ended at another instance', async () => {
    const token = await t.signIn('leaver', ['user'])
    const onTwo = await connectSocket(`${two.ws}?token=${token}`)
    sockets.push(onTwo)
    await eventually(() => one.live.connectionCount(), 1)
    const logout = await fetch(`${one.server.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
    expect(logout.status).toBe(200)
    expect(await onTwo.closed).toBe(1008)
  })
})
