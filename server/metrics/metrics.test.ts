// GET /metrics scraped from a real server before and after a test's activity: every counter moves
// by exactly what the test did (the exposition read by a strict parser of the text format), the
// state gauges say what the database and the hub hold, and only the machine itself or the bearer
// token FW_METRICS_TOKEN may read any of it.
import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL } from '../../src/contract/live'
import { FREE_FAILURES } from '../auth/throttle'
import { KvCache } from '../kv/kv-cache'
import { createLiveTestContext, paymentCreatedEvent, type LiveTestContext } from '../testing/live-test-app'
import { connectSocket, type TestSocket } from '../live/testing/test-socket'
import { HYDRATION_LOCK_NAME } from '../square/runner/hydration-lock-interface'
import { recordHydration } from '../square/store/square-meta'
import { storedLocationRow } from '../testing/location-rows'
import { createTestContext, TEST_PASSWORD } from '../testing/test-app'
import { parseExposition, sampleValue, type Family } from './testing/exposition'

type Families = Map<string, Family>

/** Every series of `name` as `labels → value`, for comparing two scrapes series by series. */
function seriesOf(families: Families, name: string): Map<string, number> {
  const series = new Map<string, number>()
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name === name) series.set(JSON.stringify(Object.fromEntries(Object.entries(sample.labels).sort())), sample.value)
    }
  }
  return series
}

/** The series of `name` that moved between two scrapes, and by how much. */
function moved(before: Families, after: Families, name: string): Record<string, number> {
  const earlier = seriesOf(before, name)
  const changes: Record<string, number> = {}
  for (const [labels, value] of seriesOf(after, name)) {
    const delta = value - (earlier.get(labels) ?? 0)
    if (delta !== 0) changes[labels] = delta
  }
  return changes
}

const key = (labels: Record<string, string>) => JSON.stringify(Object.fromEntries(Object.entries(labels).sort()))

describe('/metrics after a test’s activity', () => {
  let t: LiveTestContext
  let http: string
  let ws: string
  const sockets: TestSocket[] = []
  beforeEach(async () => {
    t = await createLiveTestContext({ now: '2025-07-04T20:00:00Z' })
    ;({ http, ws } = await t.listen())
    await t.createUser('dana', ['user'])
    await t.createUser('erin', ['user'])
  })
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.socket.terminate()
    await t.close()
  })

  /** Scrapes over a real loopback connection, as Prometheus on the same machine would. */
  async function scrape(): Promise<{ families: Families; text: string }> {
    const res = await fetch(`${http}/metrics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    return { families: parseExposition(text), text }
  }

  const login = (username: string, password: string) =>
    fetch(`${http}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) })

  it('counts requests by route pattern and status, sign-ins by outcome and webhooks by outcome and reason, exactly', async () => {
    const before = await scrape()
    const admin = await t.signIn('ada', ['admin'])

    for (let i = 0; i < 3; i++) expect((await fetch(`${http}/api/health`)).status).toBe(200)
    // A route with a parameter is counted under its pattern, never under the name in the path.
    const gone = await fetch(`${http}/api/users/zelda-nobody`, { method: 'DELETE', headers: { Authorization: `Bearer ${admin}` } })
    expect(gone.status).toBe(404)
    expect((await fetch(`${http}/api/no-such-route/42`)).status).toBe(404)

    // Three wrong passwords, the fourth too soon, an unknown name, a right password.
    for (let i = 0; i < FREE_FAILURES; i++) expect((await login('dana', `wrong-${i}`)).status).toBe(401)
    expect((await login('dana', 'wrong-again')).status).toBe(429)
    expect((await login('ghost', 'anything')).status).toBe(401)
    expect((await login('erin', TEST_PASSWORD)).status).toBe(200)

    // Two payments stored, one delivered again, and three refused for three reasons.
    expect((await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-1' }))).status).toBe(200)
    expect((await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-2' }))).status).toBe(200)
    expect((await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-1' }))).status).toBe(200)
    expect((await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-3' }), { signature: null })).status).toBe(401)
    expect((await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-4' }), { key: 'not-the-key' })).status).toBe(401)
    expect((await t.postWebhook('{"not json')).status).toBe(400)

    const after = await scrape()
    expect(moved(before.families, after.families, 'fw_http_requests_total')).toEqual({
      // The first scrape, counted once it was answered.
      [key({ method: 'GET', route: '/metrics', status: '200' })]: 1,
      [key({ method: 'GET', route: '/api/health', status: '200' })]: 3,
      [key({ method: 'DELETE', route: '/api/users/:username', status: '404' })]: 1,
      [key({ method: 'GET', route: 'unmatched', status: '404' })]: 1,
      [key({ method: 'POST', route: '/api/auth/login', status: '401' })]: FREE_FAILURES + 1,
      [key({ method: 'POST', route: '/api/auth/login', status: '429' })]: 1,
      [key({ method: 'POST', route: '/api/auth/login', status: '200' })]: 1,
      [key({ method: 'POST', route: '/api/square/webhook', status: '200' })]: 3,
      [key({ method: 'POST', route: '/api/square/webhook', status: '401' })]: 2,
      [key({ method: 'POST', route: '/api/square/webhook', status: '400' })]: 1,
    })
    expect(after.text).not.toContain('zelda-nobody')
    expect(after.text).not.toContain('no-such-route')
    // The latency histogram counts the same requests.
    expect(moved(before.families, after.families, 'fw_http_request_duration_seconds_count')).toEqual({
      [key({ method: 'GET', route: '/metrics' })]: 1,
      [key({ method: 'GET', route: '/api/health' })]: 3,
      [key({ method: 'DELETE', route: '/api/users/:username' })]: 1,
      [key({ method: 'GET', route: 'unmatched' })]: 1,
      [key({ method: 'POST', route: '/api/auth/login' })]: FREE_FAILURES + 3,
      [key({ method: 'POST', route: '/api/square/webhook' })]: 6,
    })
    expect(sampleValue(after.families, 'fw_http_request_duration_seconds_sum', { method: 'GET', route: '/api/health' })).toBeGreaterThan(0)

    expect(moved(before.families, after.families, 'fw_sign_in_attempts_total')).toEqual({
      [key({ outcome: 'wrong_password' })]: FREE_FAILURES,
      [key({ outcome: 'throttled_client' })]: 1,
      [key({ outcome: 'unknown_user' })]: 1,
      [key({ outcome: 'success' })]: 1,
    })
    // Outcomes nobody has had yet are listed at 0, so a rate over them starts at once.
    expect(seriesOf(after.families, 'fw_sign_in_attempts_total').get(key({ outcome: 'throttled_busy' }))).toBe(0)

    expect(moved(before.families, after.families, 'fw_webhooks_received_total')).toEqual({
      [key({ source: 'square', outcome: 'stored' })]: 2,
      [key({ source: 'square', outcome: 'duplicate' })]: 1,
    })
    expect(moved(before.families, after.families, 'fw_webhooks_refused_total')).toEqual({
      [key({ reason: 'no_signature' })]: 1,
      [key({ reason: 'bad_signature' })]: 1,
      [key({ reason: 'not_json' })]: 1,
    })
  })

  it('reports live WebSocket clients, hydration’s progress and last success, the KV cache and the database as they are', async () => {
    const empty = await scrape()
    expect(sampleValue(empty.families, 'fw_websocket_clients')).toBe(0)
    expect(sampleValue(empty.families, 'fw_store_up')).toBe(1)
    expect(sampleValue(empty.families, 'fw_hydration_seasons_expected')).toBe(0)
    expect(sampleValue(empty.families, 'fw_hydration_progress_ratio')).toBe(1)
    expect(sampleValue(empty.families, 'fw_hydration_last_success_timestamp_seconds')).toBe(0)
    expect(sampleValue(empty.families, 'fw_hydration_running')).toBe(0)
    expect(sampleValue(empty.families, 'fw_kv_cache_entries')).toBe(0)
    expect(sampleValue(empty.families, 'fw_kv_cache_evictions_total')).toBe(0)
    expect(sampleValue(empty.families, 'fw_kv_cache_max_bytes')).toBe(64 * 1024 * 1024)

    // Two sockets open.
    const token = await t.signIn('bob', ['user'])
    for (let i = 0; i < 2; i++) sockets.push(await connectSocket(ws, { protocols: [LIVE_SUBPROTOCOL, `${BEARER_SUBPROTOCOL_PREFIX}${token}`] }))
    // Two locations Square lists and one it no longer does; seasons 2023–2025 are tracked by
    // the clock (2025) and FW_FIRST_SEASON (2023): six to fetch, four fetched, one of them for
    // the location that is gone (not counted).
    await t.deps.db
      .insertInto('square_locations')
      .values([storedLocationRow('LOC-A', 'ACTIVE'), storedLocationRow('LOC-B', 'ACTIVE'), { ...storedLocationRow('LOC-GONE', 'ACTIVE'), missing_from_square: 1 }])
      .execute()
    const fetched = (location_id: string, season_year: number) => ({ location_id, season_year, fetched_at: '2025-07-04T19:00:00Z', refreshed_at: null })
    await t.deps.db
      .insertInto('square_season_progress')
      .values([fetched('LOC-A', 2023), fetched('LOC-A', 2024), fetched('LOC-A', 2025), fetched('LOC-B', 2025), fetched('LOC-GONE', 2025)])
      .execute()
    await recordHydration(t.deps.db, '2025-07-04T19:30:00.000Z', false)
    await t.deps.db
      .insertInto('square_hydration_lock')
      .values({ name: HYDRATION_LOCK_NAME, owner: 'metrics-test', host: 'here', pid: process.pid, purpose: 'test', acquired_at: Date.now(), expires_at: Date.now() + 60_000 })
      .execute()
    // Four entries of 30 bytes under a 100-byte budget: one pushed out.
    const small = new KvCache(t.deps.db, t.clock, 100)
    for (const name of ['key-a', 'key-b', 'key-c', 'key-d']) {
      await small.set(name, JSON.stringify('x'.repeat(23)), 3_600_000)
      t.clock.advance(60_000)
    }

    const { families } = await scrape()
    // The upgrades count as what the client got: 101 Switching Protocols.
    expect(moved(empty.families, families, 'fw_http_requests_total')).toEqual({
      [key({ method: 'GET', route: '/metrics', status: '200' })]: 1,
      [key({ method: 'GET', route: '/api/ws/fireworks', status: '101' })]: 2,
    })
    expect(sampleValue(families, 'fw_websocket_clients')).toBe(2)
    expect(sampleValue(families, 'fw_hydration_seasons_expected')).toBe(6)
    expect(sampleValue(families, 'fw_hydration_seasons_fetched')).toBe(4)
    expect(sampleValue(families, 'fw_hydration_progress_ratio')).toBeCloseTo(4 / 6, 12)
    expect(sampleValue(families, 'fw_hydration_last_success_timestamp_seconds')).toBe(Date.parse('2025-07-04T19:30:00Z') / 1000)
    expect(sampleValue(families, 'fw_hydration_running')).toBe(1)
    expect(sampleValue(families, 'fw_kv_cache_bytes')).toBe(90)
    expect(sampleValue(families, 'fw_kv_cache_entries')).toBe(3)
    expect(sampleValue(families, 'fw_kv_cache_evictions_total')).toBe(1)
    expect(families.get('fw_kv_cache_evictions_total')?.type).toBe('counter')
    expect(sampleValue(families, 'fw_store_info', { store: t.storeKind })).toBe(1)
    if (t.storeKind === 'postgres') {
      expect(families.has('fw_db_file_bytes')).toBe(false)
      expect(sampleValue(families, 'fw_db_pool_max_connections')).toBe(5)
      const inUse = sampleValue(families, 'fw_db_pool_connections', { state: 'in_use' })
      const idle = sampleValue(families, 'fw_db_pool_connections', { state: 'idle' })
      expect(inUse + idle).toBeGreaterThan(0)
      expect(inUse + idle).toBeLessThanOrEqual(5)
    } else {
      expect(families.has('fw_db_pool_connections')).toBe(false)
      expect(sampleValue(families, 'fw_db_file_bytes', { file: 'database' })).toBeGreaterThan(0)
      expect(sampleValue(families, 'fw_db_file_bytes', { file: 'wal' })).toBeGreaterThan(0)
    }
    // The process's own figures come along.
    expect(families.get('process_resident_memory_bytes')?.type).toBe('gauge')
    expect(families.get('nodejs_eventloop_lag_seconds')?.type).toBe('gauge')

    // One socket closes; the next scrape has one.
    const closing = sockets.pop()!
    closing.socket.close()
    await closing.closed
    for (let wait = 0; t.live.hub.connectionCount !== 1 && wait < 200; wait++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(sampleValue((await scrape()).families, 'fw_websocket_clients')).toBe(1)
  })

  it('still answers when the database cannot be read, saying so', async () => {
    await t.makeDatabaseUnreachable()
    const { families } = await scrape()
    expect(sampleValue(families, 'fw_store_up')).toBe(0)
    expect(sampleValue(families, 'fw_hydration_seasons_expected')).toBe(0)
    expect(sampleValue(families, 'fw_http_requests_total', { route: '/metrics', status: '200' })).toBe(0)
    expect(t.log.lines.some((line) => line.includes('metrics.store_unreadable'))).toBe(true)
  })
})

describe('who may read /metrics', () => {
  const TOKEN = 'scrape-token-0123456789abcdef'
  const peer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

  it('answers loopback peers, and refuses anyone else, and anything a proxy forwarded, with 403 in the API shape', async () => {
    const t = await createTestContext()
    try {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await t.app.request('/metrics', {}, peer(address))).status).toBe(200)
      for (const [address, headers] of [
        ['203.0.113.5', {}],
        ['10.0.0.2', {}],
        ['127.0.0.1', { 'X-Forwarded-For': '203.0.113.5' }],
        ['127.0.0.1', { Forwarded: 'for=203.0.113.5' }],
        ['127.0.0.1', { 'X-Real-IP': '203.0.113.5' }],
      ] as const) {
        const res = await t.app.request('/metrics', { headers }, peer(address))
        expect(res.status, `${address} ${JSON.stringify(headers)}`).toBe(403)
        expect(await res.json()).toEqual({
          success: false,
          error: 'FORBIDDEN',
          message: 'Metrics answer only this machine (set FW_METRICS_TOKEN to scrape from elsewhere)',
          details: [],
        })
      }
      // No socket at all (nothing says where the request came from) is no loopback either.
      expect((await t.app.request('/metrics')).status).toBe(403)
    } finally {
      await t.close()
    }
  })

  it('opens to the bearer token FW_METRICS_TOKEN from anywhere, and to nothing else', async () => {
    const t = await createTestContext({ env: { FW_METRICS_TOKEN: TOKEN } })
    try {
      const from = (address: string, authorization?: string) =>
        t.app.request('/metrics', { headers: authorization === undefined ? {} : { Authorization: authorization } }, peer(address))
      const allowed = await from('203.0.113.5', `Bearer ${TOKEN}`)
      expect(allowed.status).toBe(200)
      expect(parseExposition(await allowed.text()).has('fw_http_requests_total')).toBe(true)
      const admin = await t.signIn('ada', ['admin'])
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, `Bearer ${admin}`, 'Bearer']) {
        const res = await from('203.0.113.5', authorization)
        expect(res.status, String(authorization)).toBe(401)
        expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
        expect((await res.json()).error).toBe('UNAUTHORIZED')
      }
      // Loopback needs no token, but a token it sends must be right.
      expect((await from('127.0.0.1')).status).toBe(200)
      expect((await from('127.0.0.1', 'Bearer wrong-token')).status).toBe(401)
      // The token never shows in what the metrics say.
      expect(await (await from('127.0.0.1')).text()).not.toContain(TOKEN)
    } finally {
      await t.close()
    }
  })

  it('keeps each app’s counts its own', async () => {
    const one = await createTestContext()
    const two = await createTestContext()
    try {
      for (let i = 0; i < 4; i++) await one.app.request('/api/health')
      const count = async (context: typeof one) =>
        sampleValue(parseExposition(await (await context.app.request('/metrics', {}, peer('127.0.0.1'))).text()), 'fw_http_requests_total', { route: '/api/health' })
      expect(await count(one)).toBe(4)
      expect(await count(two)).toBe(0)
    } finally {
      await Promise.all([one.close(), two.close()])
    }
  })
})
