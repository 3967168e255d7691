import type * as Zlib from 'node:zlib'
import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { line, order } from '../../src/analytics/order-fixtures'
import type { SquareLocation } from '../../src/contract/square-location'
import { immediateTransaction } from '../db/transaction'
import type { AppEnv } from '../env'
import { hotAnswersFor, isEncodedAnswer } from '../kv/hot-answers'
import { KvCache, ordersCacheKey } from '../kv/kv-cache'
import { upsertLocations } from '../square/store/store-locations'
import { orderRow, upsertOrderRows } from '../square/store/store-orders'
import { createTestContext, type TestContext } from '../testing/test-app'
import { acceptsGzip, COMPRESS_OVER_BYTES, compressJson } from './compress'

// Every gzip compression made through node:zlib, counted.
const zlibCalls = vi.hoisted(() => ({ gzip: 0 }))
vi.mock('node:zlib', async (importOriginal) => {
  const actual = await importOriginal<typeof Zlib>()
  const gzip = (...args: Parameters<typeof actual.gzip>) => {
    zlibCalls.gzip += 1
    return actual.gzip(...args)
  }
  return { ...actual, gzip, default: { ...actual, gzip } }
})

const body = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['deflate, *;q=0.1', true],
    [undefined, false],
    ['', false],
    ['identity', false],
    ['deflate, br', false],
    ['gzip;q=0', false],
    ['gzip;q=0.000, *', false],
    ['*;q=0', false],
  ])('reads %j as %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted)
  })
})

describe('compressJson', () => {
  const large = { rows: Array.from({ length: 200 }, (_, i) => ({ hour: i % 24, netSales: i * 1_000 })) }
  const app = new Hono<AppEnv>()
    .use('*', compressJson())
    .get('/large', (c) => c.json(large))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/text', (c) => c.text('x'.repeat(4_000)))
    .get('/no-transform', (c) => c.json(large, 200, { 'Cache-Control': 'no-transform' }))
    .get('/failure', (c) => c.json({ success: false, message: 'y'.repeat(2_000) }, 404))

  it('gzips a JSON answer over 1 KiB for a client that accepts gzip, the same JSON as without', async () => {
    const plain = await app.request('/large')
    const zipped = await app.request('/large', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    const text = (await body(plain)).toString('utf8')
    expect(Buffer.byteLength(text)).toBeGreaterThan(COMPRESS_OVER_BYTES)
    expect(JSON.parse(text)).toEqual(large)

    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding')
    expect(zipped.headers.get('content-type')).toMatch(/^application\/json/)
    const compressed = await body(zipped)
    expect(zipped.headers.get('content-length')).toBe(String(compressed.byteLength))
    expect(compressed.byteLength).toBeLessThan(Buffer.byteLength(text))
    expect(gunzipSync(compressed).toString('utf8')).toBe(text)
  })

  it('leaves an answer of 1 KiB or less as it is, still varying on Accept-Encoding', async () => {
    const res = await app.request('/small', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(await res.json()).toEqual({ ok: true })
  })

  it('compresses large error answers too, and never what is not JSON or asks not to be transformed', async () => {
    const failure = await app.request('/failure', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(failure.status).toBe(404)
    expect(failure.headers.get('content-encoding')).toBe('gzip')
    const text = await app.request('/text', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(text.headers.get('content-encoding')).toBeNull()
    expect(text.headers.get('vary')).toBeNull()
    const kept = await app.request('/no-transform', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(kept.headers.get('content-encoding')).toBeNull()
  })
})

describe('the orders answer', () => {
  const TIMEZONE = 'America/Los_Angeles'
  const LOCATION: SquareLocation = { id: 'L1', name: 'Oakdale Tent', timezone: TIMEZONE, status: 'ACTIVE' }
  let t: TestContext
  let token: string

  beforeEach(async () => {
    t = await createTestContext()
    token = await t.signIn('viewer')
    // Enough orders for an answer of several KB.
    const orders = Array.from({ length: 40 }, (_, i) =>
      order({ id: `order-${i}`, createdAt: `2025-07-04T${String(10 + (i % 12)).padStart(2, '0')}:00:00.000Z`, lines: [line({ name: 'Gold Sparklers', catalogObjectId: 'GOLD', gross: 1_000 + i })] }),
    )
    await immediateTransaction(t.deps.db, async (trx) => {
      await upsertLocations(trx, [LOCATION], 'now')
      await upsertOrderRows(trx, orders.map((o) => orderRow(o, TIMEZONE, 'now')!))
    })
  })
  afterEach(() => t.close())

  const ask = (encoding?: string) =>
    t.app.request('/api/square/orders?locationId=L1&year=2025', { headers: { ...t.authHeader(token), ...(encoding === undefined ? {} : { 'Accept-Encoding': encoding }) } })

  it('is compressed once when cached and served from its stored gzip bytes after', async () => {
    zlibCalls.gzip = 0
    const first = await ask('gzip')
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/)
    const firstBytes = await body(first)
    expect(first.headers.get('content-length')).toBe(String(firstBytes.byteLength))
    expect(zlibCalls.gzip).toBe(1)

    const second = await ask('gzip')
    const secondBytes = await body(second)
    // No compression work: the bytes are the ones kept beside the KV entry.
    expect(zlibCalls.gzip).toBe(1)
    expect(secondBytes.equals(firstBytes)).toBe(true)
    const key = ordersCacheKey('L1', 2025)
    const createdAt = await new KvCache(t.deps.db, t.deps.clock).createdAt(key)
    const kept = hotAnswersFor(t.deps.db).get(key, createdAt!)
    expect(isEncodedAnswer(kept) && Buffer.from(kept.gzip).equals(secondBytes)).toBe(true)

    const plain = await ask()
    expect(zlibCalls.gzip).toBe(1)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/)
    const plainBytes = await body(plain)
    expect(plain.headers.get('content-length')).toBe(String(plainBytes.byteLength))
    expect(gunzipSync(secondBytes).equals(plainBytes)).toBe(true)
    const answer = JSON.parse(plainBytes.toString('utf8')) as { success: boolean; data: { orders: { id: string }[] } }
    expect(answer.success).toBe(true)
    expect(answer.data.orders).toHaveLength(40)
  })

  it('is not sent compressed to a client that refuses gzip', async () => {
    const res = await ask('gzip;q=0, deflate')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(JSON.parse((await body(res)).toString('utf8')).data.orders).toHaveLength(40)
  })
})
