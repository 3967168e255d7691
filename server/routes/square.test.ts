// The /api/square routes over hand-made stored data: access, input checks with the validation messages,
// and the locations answer computed by hand.
import type { SquareLocation } from '../../src/contract/square-location'
import type { Order } from '../../src/contract/square-order'
import { immediateTransaction } from '../db/transaction'
import { acquireHydrationLock } from '../square/runner/hydration-lock'
import { upsertLocations } from '../square/store/store-locations'
import { orderRow, upsertOrderRows } from '../square/store/store-orders'
import { createSquareTestContext, type SquareTestContext } from '../testing/square-test-context'

const usd = (amount: number) => ({ amount, currency: 'USD' })
const LA = 'America/Los_Angeles'

const locations: SquareLocation[] = [
  {
    id: 'LOAK',
    name: 'Oakdale – F St',
    business_name: 'Valley Sky Fireworks',
    address: { address_line_1: '101 E F St', locality: 'Oakdale', postal_code: '95361' },
    coordinates: { latitude: 37.7665, longitude: -120.847 },
    timezone: LA,
    status: 'ACTIVE',
    created_at: '2022-05-01T00:00:00Z',
  },
  { id: 'LBARE', name: 'Barn sale', timezone: LA, status: 'INACTIVE', created_at: '2023-01-01T00:00:00Z' },
]

function sale(id: string, createdAt: string, net: number, state: Order['state'] = 'COMPLETED'): Order {
  return {
    id,
    location_id: 'LOAK',
    created_at: createdAt,
    state,
    version: 1,
    line_items: [{ uid: id, quantity: '1', total_money: usd(net + 80), total_tax_money: usd(80) }],
    total_money: usd(net + 80),
  }
}

const orders = [
  sale('A', '2024-07-04T03:30:00.000Z', 1000), // July 3, 8:30 pm local
  sale('B', '2024-07-05T04:10:00.000Z', 2500), // July 4, 9:10 pm local
  sale('C', '2024-07-05T04:20:00.000Z', 700), // July 4, 9:20 pm local
  sale('D', '2024-07-05T05:00:00.000Z', 9999, 'OPEN'), // counts toward nothing
  sale('E', '2023-06-28T19:00:00.000Z', 400), // June 28, noon local, 2023
]

let t: SquareTestContext
let admin: string
let viewer: string
beforeAll(async () => {
  t = await createSquareTestContext({ withSquare: false })
  admin = await t.signIn('alice', ['admin'])
  viewer = await t.signIn('bob', ['user'])
  await immediateTransaction(t.deps.db, async (trx) => {
    await upsertLocations(trx, locations, '2025-07-01T00:00:00.000Z')
    await upsertOrderRows(trx, orders.map((order) => orderRow(order, LA, 'now')!))
  })
})
afterAll(() => t.close())

describe('GET /api/square/locations', () => {
  it('needs a signed-in user', async () => {
    expect((await t.call('GET', '/api/square/locations')).status).toBe(401)
  })

  it('shows each location with its stats by season, counting COMPLETED orders only', async () => {
    const answer = await t.call('GET', '/api/square/locations', { token: viewer })
    expect(answer.status).toBe(200)
    const [bare, oakdale] = answer.body.data.locations
    expect(bare).toEqual({ id: 'LBARE', name: 'Barn sale', address: null, coordinates: null, createdAt: '2023-01-01T00:00:00Z', status: 'INACTIVE', timezone: LA, stats: {} })
    const zeroDay = { totalNetSales: 0, totalTransactions: 0 }
    expect(oakdale).toEqual({
      id: 'LOAK',
      name: 'Oakdale – F St',
      businessName: 'Valley Sky Fireworks',
      address: { addressLine1: '101 E F St', locality: 'Oakdale', postalCode: '95361' },
      coordinates: { latitude: 37.7665, longitude: -120.847, source: 'square' },
      createdAt: '2022-05-01T00:00:00Z',
      status: 'ACTIVE',
      timezone: LA,
      stats: {
        '2023': {
          totalTransactions: 1,
          totalNetSales: 400,
          totalPartialRefunds: 0,
          dailySales: { '28': { totalNetSales: 400, totalTransactions: 1 }, '29': zeroDay, '30': zeroDay, '1': zeroDay, '2': zeroDay, '3': zeroDay, '4': zeroDay, '5': zeroDay },
        },
        '2024': {
          totalTransactions: 3,
          totalNetSales: 4200,
          totalPartialRefunds: 0,
          dailySales: {
            '28': zeroDay,
            '29': zeroDay,
            '30': zeroDay,
            '1': zeroDay,
            '2': zeroDay,
            '3': { totalNetSales: 1000, totalTransactions: 1 },
            '4': { totalNetSales: 3200, totalTransactions: 2 },
            '5': zeroDay,
          },
        },
      },
    })
    expect(answer.body.data.summary).toEqual({
      activeLocations: 1,
      totalLocations: 2,
      totalOrdersAllLocations: 4,
      yearsProcessed: [2023, 2024],
      totalApiRequests: 0,
      batchInfo: { batchSize: 0, processedInThisBatch: 0, totalNewLocationsFound: 0, remainingToProcess: 0, isComplete: false, geocodedCount: 0, locationsMarkedInactive: 0 },
    })
    expect(answer.body.data).toMatchObject({ hydrated: false, hydratedAt: null })
  })
})

/** The two season answers: whole orders and the orders table's summaries check their query alike. */
const SEASON_PATHS = ['/api/square/orders', '/api/square/order-summaries']

describe('GET /api/square/orders and /api/square/order-summaries', () => {
  it('lists every state of the location-year, newest first', async () => {
    const answer = await t.call('GET', '/api/square/orders?locationId=LOAK&year=2024', { token: viewer })
    expect(answer.body.data.orders.map((o: Order) => [o.id, o.state])).toEqual([
      ['D', 'OPEN'],
      ['C', 'COMPLETED'],
      ['B', 'COMPLETED'],
      ['A', 'COMPLETED'],
    ])
    expect(answer.body.data.orders[3]).toEqual(orders[0])
    expect((await t.call('GET', '/api/square/orders?locationId=LOAK&year=2022', { token: viewer })).body).toEqual({ success: true, data: { orders: [] } })
  })

  it('summarises the same orders in the same order: names, units, total and tender types', async () => {
    const answer = await t.call('GET', '/api/square/order-summaries?locationId=LOAK&year=2024', { token: viewer })
    expect(answer.status).toBe(200)
    expect(answer.body.data.orders).toEqual([
      { id: 'D', created_at: '2024-07-05T05:00:00.000Z', state: 'OPEN', total: 10_079, items: '', count: 1, tenders: [] },
      { id: 'C', created_at: '2024-07-05T04:20:00.000Z', state: 'COMPLETED', total: 780, items: '', count: 1, tenders: [] },
      { id: 'B', created_at: '2024-07-05T04:10:00.000Z', state: 'COMPLETED', total: 2_580, items: '', count: 1, tenders: [] },
      { id: 'A', created_at: '2024-07-04T03:30:00.000Z', state: 'COMPLETED', total: 1_080, items: '', count: 1, tenders: [] },
    ])
    expect((await t.call('GET', '/api/square/order-summaries?locationId=LOAK&year=2022', { token: viewer })).body).toEqual({ success: true, data: { orders: [] } })
    expect((await t.call('GET', '/api/square/order-summaries?locationId=LOAK&year=2024')).status).toBe(401)
  })

  it('checks its query with the validation messages', async () => {
    const cases: [string, { field: string; message: string }][] = [
      ['year=2024', { field: 'locationId', message: 'Location id is required' }],
      ['locationId=LOAK', { field: 'year', message: 'Year must be a 4-digit year (e.g., 2024)' }],
      ['locationId=LOAK&year=24', { field: 'year', message: 'Year must be a 4-digit year (e.g., 2024)' }],
      ['locationId=LOAK&year=1999', { field: 'year', message: 'Year must be between 2000 and 9999' }],
      ['locationId=LO%2FAK&year=2024', { field: 'locationId', message: 'Location id can only contain letters, numbers, underscores, and dashes' }],
      ['locationId=LOAK&year=2024&extra=1', { field: 'extra', message: 'Unknown field' }],
    ]
    for (const path of SEASON_PATHS) {
      for (const [query, issue] of cases) {
        const answer = await t.call('GET', `${path}?${query}`, { token: viewer })
        expect(answer.status, `${path}?${query}`).toBe(400)
        expect(answer.body.error).toBe('VALIDATION_ERROR')
        expect(answer.body.details, `${path}?${query}`).toContainEqual(issue)
      }
    }
  })

  it('answers 404 for a year outside 2019 to this year, adding no cache entry', async () => {
    const keysBefore = await t.deps.db.selectFrom('kv_cache').select('key').execute()
    for (const path of SEASON_PATHS) {
      for (const year of ['9999', '2026', '2018', '2000']) {
        const answer = await t.call('GET', `${path}?locationId=LOAK&year=${year}`, { token: viewer })
        expect(answer.status, `${path} ${year}`).toBe(404)
        expect(answer.body, year).toEqual({ success: false, error: 'NOT_FOUND', message: 'No orders are kept for that year', details: [] })
      }
    }
    expect(await t.deps.db.selectFrom('kv_cache').select('key').execute()).toEqual(keysBefore)
    expect((await t.call('GET', '/api/square/orders?locationId=LOAK&year=2019', { token: viewer })).status).toBe(200)
    expect((await t.call('GET', '/api/square/orders?locationId=LOAK&year=2025', { token: viewer })).status).toBe(200)
  })

  it('offers the new year as soon as it has begun anywhere', async () => {
    const now = t.clock.now()
    try {
      t.clock.set('2025-12-31T09:59:59Z') // 23:59:59 on Dec 31 at UTC+14
      const token = await t.signIn('bob', ['user'])
      expect((await t.call('GET', '/api/square/orders?locationId=LOAK&year=2026', { token })).status).toBe(404)
      t.clock.set('2025-12-31T10:00:00Z') // midnight at UTC+14
      expect((await t.call('GET', '/api/square/orders?locationId=LOAK&year=2026', { token })).status).toBe(200)
    } finally {
      t.clock.set(now)
    }
  })

  it('answers 404 for a location it does not know', async () => {
    for (const path of SEASON_PATHS) {
      const answer = await t.call('GET', `${path}?locationId=LNOPE&year=2024`, { token: viewer })
      expect(answer.status, path).toBe(404)
      expect(answer.body).toMatchObject({ success: false, error: 'NOT_FOUND', message: 'Location not found' })
    }
  })
})

describe('GET /api/square/orders/{orderId}', () => {
  it("answers one order of the location's season as stored, and 404 when that season has no such order", async () => {
    const answer = await t.call('GET', '/api/square/orders/B?locationId=LOAK&year=2024', { token: viewer })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ success: true, data: { order: orders[1] } })
    for (const [path, message] of [
      ['/api/square/orders/NOPE?locationId=LOAK&year=2024', 'Order not found'],
      // E is the location's, but of the 2023 season.
      ['/api/square/orders/E?locationId=LOAK&year=2024', 'Order not found'],
      ['/api/square/orders/B?locationId=LBARE&year=2024', 'Order not found'],
      ['/api/square/orders/B?locationId=LNOPE&year=2024', 'Location not found'],
      ['/api/square/orders/B?locationId=LOAK&year=2018', 'No orders are kept for that year'],
    ] as const) {
      const refused = await t.call('GET', path, { token: viewer })
      expect(refused.status, path).toBe(404)
      expect(refused.body, path).toEqual({ success: false, error: 'NOT_FOUND', message, details: [] })
    }
  })

  it('is for signed-in users and checks the id and the query', async () => {
    expect((await t.call('GET', '/api/square/orders/B?locationId=LOAK&year=2024')).status).toBe(401)
    const badId = await t.call('GET', '/api/square/orders/B%27%3B?locationId=LOAK&year=2024', { token: viewer })
    expect(badId.status).toBe(400)
    expect(badId.body.details).toContainEqual({ field: 'orderId', message: 'Order id can only contain letters, numbers, underscores, and dashes' })
    const badYear = await t.call('GET', '/api/square/orders/B?locationId=LOAK&year=24', { token: viewer })
    expect(badYear.status).toBe(400)
    expect(badYear.body.details).toContainEqual({ field: 'year', message: 'Year must be a 4-digit year (e.g., 2024)' })
  })
})

describe('the hydration tools', () => {
  it('are for admins only', async () => {
    expect((await t.call('GET', '/api/square/hydrate')).status).toBe(401)
    for (const path of ['/api/square/hydrate', '/api/square/hydrate/currentYear', '/api/square/hydrate/dailySales']) {
      expect((await t.call('GET', path, { token: viewer })).status).toBe(403)
    }
  })

  it('answer 503 when the server has no Square connection', async () => {
    const answer = await t.call('GET', '/api/square/hydrate', { token: admin })
    expect(answer.status).toBe(503)
    expect(answer.body).toMatchObject({ success: false, error: 'UPSTREAM_ERROR', message: 'The Square connection is not set up on this server' })
  })

  it('check the batch size', async () => {
    for (const [size, message] of [
      ['0', 'Batch size must be a positive number'],
      ['-3', 'Batch size must be a positive number'],
      ['abc', 'Batch size must be a positive number'],
      ['0x10', 'Batch size must be a positive number'],
      ['1e1', 'Batch size must be a positive number'],
      ['51', 'Batch size must be at most 50'],
      ['2.5', 'Batch size must be a whole number'],
    ]) {
      const answer = await t.call('GET', `/api/square/hydrate/dailySales?batchSize=${size}`, { token: admin })
      expect(answer.status, size).toBe(400)
      expect(answer.body, size).toEqual({ success: false, error: 'VALIDATION_ERROR', message, details: [{ field: 'batchSize', message }] })
    }
  })
})

describe('the hydration tools with a Square connection', () => {
  let live: SquareTestContext
  beforeAll(async () => {
    live = await createSquareTestContext()
  })
  afterAll(() => live.close())

  it('answer 409 while another hydration holds the lock', async () => {
    const token = await live.signIn('alice', ['admin'])
    const lock = await acquireHydrationLock(live.deps.db, 'command line')
    const answer = await live.call('GET', '/api/square/hydrate/dailySales', { token }).finally(() => lock.release())
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ success: false, error: 'CONFLICT', message: 'A hydration is already running. Try again when it has finished.' })
  }, 120_000)
})
