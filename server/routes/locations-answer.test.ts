// The locations answer through the KV cache: built once and then served from the start kept in
// memory with the flags of the entry it came from, gzip-compressed or not (the same JSON either
// way); an entry another process cached served as stored; a dropped or expired entry built anew.
import { gunzipSync } from 'node:zlib'
import type { Order } from '../../src/contract/square-order'
import { immediateTransaction } from '../db/transaction'
import { KV_PREFIX, KV_TTL_MS, kvCacheOf } from '../kv/kv-cache'
import { invalidateSquareData } from '../square/store/stale-answers'
import { buildLocationsBody } from '../square/store/locations-read'
import { upsertLocations } from '../square/store/store-locations'
import { orderRow, upsertOrderRows } from '../square/store/store-orders'
import { createSquareTestContext, type SquareTestContext } from '../testing/square-test-context'

const LA = 'America/Los_Angeles'
const usd = (amount: number) => ({ amount, currency: 'USD' })
const sale = (id: string, createdAt: string, cents: number): Order => ({
  id,
  location_id: 'LOAK',
  created_at: createdAt,
  state: 'COMPLETED',
  version: 1,
  line_items: [{ uid: id, quantity: '1', total_money: usd(cents), total_tax_money: usd(0) }],
  total_money: usd(cents),
})

let t: SquareTestContext
let token: string
beforeEach(async () => {
  t = await createSquareTestContext({ withSquare: false })
  token = await t.signIn('bob', ['user'])
  await immediateTransaction(t.deps.db, async (trx) => {
    // A name past ASCII: the answer's bytes are UTF-8, not one byte a character.
    await upsertLocations(trx, [{ id: 'LOAK', name: 'Oakdale – F St', timezone: LA, status: 'ACTIVE', created_at: '2022-05-01T00:00:00Z' }], 'now')
    await upsertOrderRows(trx, [orderRow(sale('A', '2024-07-04T03:30:00.000Z', 1000), LA, 'now')!])
  })
})
afterEach(() => t.close())

/** The answer as sent, and its text read back (gunzipped when it came compressed). */
async function ask(gzip: boolean) {
  const response = await t.app.request('/api/square/locations', { headers: { ...t.authHeader(token), ...(gzip ? { 'Accept-Encoding': 'gzip' } : {}) } })
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/json\b/)
  expect(response.headers.get('vary')).toContain('Accept-Encoding')
  expect(response.headers.get('content-length')).toBe(String(bytes.byteLength))
  expect(response.headers.get('content-encoding')).toBe(gzip ? 'gzip' : null)
  return (gzip ? gunzipSync(bytes) : bytes).toString('utf8')
}

/** The answer's text as one serialisation of the whole gives it. */
const serialised = (body: object, flags: object) => JSON.stringify({ success: true, data: { ...body, ...flags } })

const sumsOf = (text: string) => (JSON.parse(text) as { data: { summary: { totalOrdersAllLocations: number } } }).data.summary.totalOrdersAllLocations

describe('GET /api/square/locations through the cache', () => {
  it('builds once, then answers from the cache with its flags, the same JSON compressed or not', async () => {
    const body = await buildLocationsBody(t.deps.db)
    const builtAt = new Date(t.clock.now()).toISOString()
    expect(await ask(true)).toBe(serialised(body, { cached: false, cachedAt: null, cacheIsExpired: false }))
    // A sale stored without dropping the cache: answers from the cache do not show it.
    await immediateTransaction(t.deps.db, (trx) => upsertOrderRows(trx, [orderRow(sale('B', '2024-07-04T05:00:00.000Z', 250), LA, 'now')!]))
    t.clock.advance(60_000)
    const hit = serialised(body, { cached: true, cachedAt: builtAt, cacheIsExpired: false })
    expect(await ask(true)).toBe(hit)
    expect(await ask(false)).toBe(hit)
    expect(sumsOf(hit)).toBe(1)
  })

  it('answers an entry another process cached as it was stored', async () => {
    const kv = kvCacheOf(t.deps)
    const body = { ...(await buildLocationsBody(t.deps.db)), hydratedAt: '2025-07-04T19:00:00.000Z' }
    const { createdAt } = await kv.set(KV_PREFIX.locations, JSON.stringify(body), KV_TTL_MS.locations)
    const flags = { cached: true, cachedAt: new Date(createdAt).toISOString(), cacheIsExpired: false }
    expect(await ask(false)).toBe(serialised(body, flags))
    expect(await ask(true)).toBe(serialised(body, flags))
  })

  it('builds the answer anew once a change drops the entry or it expires', async () => {
    expect(sumsOf(await ask(true))).toBe(1)
    await immediateTransaction(t.deps.db, (trx) => upsertOrderRows(trx, [orderRow(sale('B', '2024-07-04T05:00:00.000Z', 250), LA, 'now')!]))
    await invalidateSquareData(kvCacheOf(t.deps), [{ locationId: 'LOAK', years: [2024] }])
    const rebuilt = await ask(true)
    expect(rebuilt).toBe(serialised(await buildLocationsBody(t.deps.db), { cached: false, cachedAt: null, cacheIsExpired: false }))
    expect(sumsOf(rebuilt)).toBe(2)

    await immediateTransaction(t.deps.db, (trx) => upsertOrderRows(trx, [orderRow(sale('C', '2024-07-04T06:00:00.000Z', 300), LA, 'now')!]))
    t.clock.advance(KV_TTL_MS.locations)
    const expired = await ask(false)
    expect(JSON.parse(expired)).toMatchObject({ data: { cached: false, cachedAt: null } })
    expect(sumsOf(expired)).toBe(3)
  })
})
