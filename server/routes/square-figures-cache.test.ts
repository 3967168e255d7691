// The figures' routes on a real hydrated demo season, beside their values
// (./square-figures.test.ts): refused queries, compression, and the cache entries kept per
// location-year and dropped by a webhook refresh and by a hydration batch.
import { gunzipSync } from 'node:zlib'
import { likeForLikeAt } from '../../src/analytics'
import { KvCache } from '../kv/kv-cache'
import type { LiveTestContext } from '../testing/live-test-app'
import { hydratedDemo, type HydratedDemo } from '../testing/hydrated-demo'
import type { RunningEmulator } from '../emulator/emulator'
import { TEST_SIGNING_KEY } from '../testing/live-test-app'

const FW_NOW = '2025-07-04T20:00:00.000Z'

let demo: HydratedDemo | undefined
let t: LiveTestContext
let emulator: RunningEmulator
let user: string
let locations: { id: string; timezone: string }[]

beforeAll(async () => {
  demo = await hydratedDemo(FW_NOW)
  ;({ t, emulator, user, locations } = demo)
}, 120_000)

afterAll(async () => {
  await demo?.close()
})

const get = (path: string, token: string | undefined = user) => t.call('GET', path, { token })

describe('refused queries', () => {
  const id = () => locations[0]!.id

  it.each([
    ['years=24', 'years', 'Year must be a 4-digit year (e.g., 2024)'],
    ['years=2024,1999', 'years', 'Year must be between 2000 and 9999'],
    ['days=5to28', 'days', 'The days range must not start after it ends (June 28 comes first, July 5 last)'],
    ['days=27to5', 'days', 'Days must be a range of window days such as 28to5 (days 28, 29, 30, 1, 2, 3, 4, 5)'],
    ['days=all', 'days', 'Days must be a range of window days such as 28to5 (days 28, 29, 30, 1, 2, 3, 4, 5)'],
    ['asOf=yesterday', 'asOf', 'asOf must be an ISO instant such as 2025-07-04T20:30:00-07:00'],
  ])('refuses stats with %s', async (query, field, message) => {
    const answer = await get(`/api/square/stats?locationId=${id()}&${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ success: false, error: 'VALIDATION_ERROR', message, details: [{ field, message }] })
  })

  it.each([
    ['/api/square/reports/sales?beginDate=07/04/2025&endDate=2025-7-5', [
      { field: 'beginDate', message: 'Date must be in YYYY-MM-DD format' },
      { field: 'endDate', message: 'Date must be in YYYY-MM-DD format' },
    ]],
    ['/api/square/reports/sales?beginDate=2025-07-01', [{ field: 'endDate', message: 'Date must be in YYYY-MM-DD format' }]],
    ['/api/square/reports/year?year=24', [{ field: 'year', message: 'Year must be a 4-digit year (e.g., 2024)' }]],
    ['/api/square/reports/year?year=1999', [{ field: 'year', message: 'Year must be between 2000 and 9999' }]],
    ['/api/square/items?year=202', [{ field: 'year', message: 'Year must be a 4-digit year (e.g., 2024)' }]],
    ['/api/square/items?year=2025&days=5to4', [{ field: 'days', message: 'The days range must not start after it ends (June 28 comes first, July 5 last)' }]],
    ['/api/square/items?year=2025&days=tonight', [{ field: 'days', message: 'Days must be a range of window days such as 28to5 (days 28, 29, 30, 1, 2, 3, 4, 5)' }]],
  ])('puts each of the report messages of docs/contract.md#validation-messages under its field: %s', async (path, details) => {
    const answer = await get(`${path}&locationId=${id()}`)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', details })
  })

  it.each([
    '/api/square/stats?locationId=NOWHERE',
    '/api/square/items?locationId=NOWHERE&year=2025',
    '/api/square/reports/sales?locationId=NOWHERE&beginDate=2025-07-01&endDate=2025-07-04',
    '/api/square/reports/year?locationId=NOWHERE&year=2025',
  ])('answers 404 for a location that does not exist: %s', async (path) => {
    const answer = await get(path)
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ success: false, error: 'NOT_FOUND', message: 'Location not found', details: [] })
  })

  it.each([
    '/api/square/stats?locationId=L1',
    '/api/square/items?locationId=L1&year=2025',
    '/api/square/reports/sales?locationId=L1&beginDate=2025-07-01&endDate=2025-07-04',
    '/api/square/reports/year?locationId=L1&year=2025',
  ])('answers 401 to a signed-out caller: %s', async (path) => {
    const answer = await t.call('GET', path)
    expect(answer.status).toBe(401)
    expect(answer.body.error).toBe('UNAUTHORIZED')
  })
})

describe('compression', () => {
  it('gzips the stats answer for a client that accepts it, the same JSON as without', async () => {
    const path = `/api/square/stats?locationId=${locations[0]!.id}&years=2024,2025`
    const plain = await t.app.request(path, { headers: t.authHeader(user) })
    const zipped = await t.app.request(path, { headers: { ...t.authHeader(user), 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    for (const res of [plain, zipped]) expect(res.headers.get('vary')).toMatch(/Accept-Encoding/)
    const text = await plain.text()
    const compressed = Buffer.from(await zipped.arrayBuffer())
    expect(compressed.byteLength).toBeLessThan(Buffer.byteLength(text) / 4)
    expect(JSON.parse(gunzipSync(compressed).toString('utf8'))).toEqual(JSON.parse(text))
  })
})

describe('cached figures', () => {
  const kv = () => new KvCache(t.deps.db, t.deps.clock)

  /** Asks for every kind of figure of the location, filling the cache afresh. */
  async function warm(locationId: string): Promise<void> {
    const cache = kv()
    for (const prefix of ['square:stats:', 'square:items:', 'square:reports:']) await cache.deletePrefix(`${prefix}${locationId}:`)
    for (const path of [
      `/api/square/stats?locationId=${locationId}&years=2024,2025`,
      `/api/square/stats?locationId=${locationId}&years=2025&days=1to4`,
      `/api/square/items?locationId=${locationId}&year=2025`,
      `/api/square/items?locationId=${locationId}&year=2025&days=4to4`,
      `/api/square/reports/year?locationId=${locationId}&year=2024`,
      `/api/square/reports/sales?locationId=${locationId}&beginDate=2025-07-01&endDate=2025-07-04`,
    ]) {
      expect((await get(path)).status).toBe(200)
    }
  }

  const figureKeys = async (locationId: string) => (await kv().keys()).filter((key) => /^square:(stats|items|reports):/.test(key) && key.includes(`:${locationId}:`))

  /** The key of a season's like-for-like figures over `days`, cut at the server's now. */
  function cutKey(locationId: string, year: number, days: string): string {
    const timeZone = locations.find((location) => location.id === locationId)!.timezone
    const cut = likeForLikeAt([year], timeZone, t.clock.now())!.cuts[0]!
    return `square:stats:${locationId}:${year}:${days}@cut:${new Date(cut.atMs).toISOString()}`
  }

  it('are kept per location-year and served from the cache', async () => {
    const id = locations[1]!.id
    await warm(id)
    expect(await figureKeys(id)).toEqual([
      // The stats and items of a season and days come from one pass, so each fills the other's entry.
      `square:items:${id}:2024:28to5`,
      `square:items:${id}:2025:1to4`,
      `square:items:${id}:2025:28to5`,
      `square:items:${id}:2025:4to4`,
      `square:reports:${id}:2024-06-28:2024-07-05`,
      `square:reports:${id}:2025-07-01:2025-07-04`,
      `square:stats:${id}:2024:28to5`,
      cutKey(id, 2024, '28to5'),
      `square:stats:${id}:2025:1to4`,
      cutKey(id, 2025, '1to4'),
      `square:stats:${id}:2025:28to5`,
      cutKey(id, 2025, '28to5'),
      `square:stats:${id}:2025:4to4`,
    ])
    // A cached entry is what is served: change it and the answer follows.
    const cache = kv()
    const key = `square:stats:${id}:2025:1to4`
    const entry = await cache.getJson<{ stats: { totals: { netSales: number } } }>(key)
    entry!.value.stats.totals.netSales = 123
    await cache.setJson(key, entry!.value, 60_000)
    const answer = await get(`/api/square/stats?locationId=${id}&years=2025&days=1to4`)
    expect(answer.body.data.stats[0].totals.netSales).toBe(123)
    await cache.delete(key)
  })

  it('are dropped for the paid location-year when a signed webhook refreshes its order', async () => {
    const [paid, other] = [locations[2]!.id, locations[3]!.id]
    await warm(paid)
    await warm(other)
    const before = await get(`/api/square/stats?locationId=${paid}&years=2025`)
    const otherKeys = await figureKeys(other)

    const sent = await emulator.sendPaymentWebhook(paid)
    expect((await t.postWebhook(sent.body, { key: TEST_SIGNING_KEY })).status).toBe(200)
    await t.live.idle()

    // 2025's stats (every selection of days) and items go, and every report of the location (a
    // date range may cover the changed season); 2024's stats and items stay.
    expect(await figureKeys(paid)).toEqual([`square:items:${paid}:2024:28to5`, `square:stats:${paid}:2024:28to5`, cutKey(paid, 2024, '28to5')])
    expect(await figureKeys(other)).toEqual(otherKeys)
    const after = await get(`/api/square/stats?locationId=${paid}&years=2025`)
    expect(after.body.data.stats[0].totals.totalTransactions).toBe(before.body.data.stats[0].totals.totalTransactions + 1)
  })

  it('are dropped for the location-years a hydration batch changed', async () => {
    // The admin tool refreshes locations not refreshed for four hours; still July 4 in the US.
    // Sessions and cache entries made before then would have expired.
    t.clock.advance(5 * 3_600_000)
    user = await t.signIn('later-viewer', ['user'])
    const admin = await t.signIn('hydrator', ['admin'])
    const id = locations[0]!.id
    await warm(id)
    const before = await get(`/api/square/reports/year?locationId=${id}&year=2025`)
    await emulator.sendPaymentWebhook(id)
    const batch = await t.call('GET', '/api/square/hydrate/currentYear?batchSize=50', { token: admin })
    expect(batch.status, batch.text).toBe(200)
    expect(await figureKeys(id)).toEqual([`square:items:${id}:2024:28to5`, `square:stats:${id}:2024:28to5`, cutKey(id, 2024, '28to5')])
    const after = await get(`/api/square/reports/year?locationId=${id}&year=2025`)
    expect(after.body.data.totals.totalTransactions).toBe(before.body.data.totals.totalTransactions + 1)
  }, 60_000)
})
