// Hydrating the tiny demo season from the emulator through the admin tools (worker threads, the
// Square client, the lock), then checking what the API serves against the emulator's raw orders.
import { isSale, orderFigures } from '../../../src/analytics/figures'
import type { Location } from '../../../src/contract/location'
import { locationsResponseSchema } from '../../../src/contract/locations-response'
import { currentYearHydrationResponseSchema, dailySalesHydrationResponseSchema, locationsHydrationResponseSchema } from '../../../src/contract/hydration'
import type { Order } from '../../../src/contract/square-order'
import { rawLocations, rawOrders, windowPlace } from '../testing/raw-square'
import { createSquareTestContext, EMULATOR_TOKEN, type SquareTestContext } from '../../testing/square-test-context'

let t: SquareTestContext
let admin: string
beforeAll(async () => {
  t = await createSquareTestContext()
  admin = await t.signIn('alice', ['admin'])
})
afterAll(() => t.close())

interface Expected {
  byYear: Map<number, { transactions: number; netSales: number; days: Map<number, { transactions: number; netSales: number }> }>
  /** Order ids in the window of each year, newest first. */
  listed: Map<number, Order[]>
}

/** Figures computed from the emulator's raw orders: placed with Intl, summed here, net sales per order from src/analytics. */
function expectedFor(orders: Order[], timeZone: string): Expected {
  const byYear: Expected['byYear'] = new Map()
  const listed: Expected['listed'] = new Map()
  for (const order of orders) {
    const place = windowPlace(order.created_at, timeZone)
    if (place === null) continue
    if (!listed.has(place.year)) listed.set(place.year, [])
    listed.get(place.year)!.push(order)
    if (order.state !== 'COMPLETED') continue
    if (!byYear.has(place.year)) byYear.set(place.year, { transactions: 0, netSales: 0, days: new Map() })
    const year = byYear.get(place.year)!
    const day = year.days.get(place.day) ?? { transactions: 0, netSales: 0 }
    const net = orderFigures(order).netSales
    // A transaction sells something: not a return order, not gift cards alone.
    const sale = isSale(order)
    day.netSales += net
    day.transactions += sale ? 1 : 0
    year.netSales += net
    year.transactions += sale ? 1 : 0
    year.days.set(place.day, day)
  }
  for (const list of listed.values()) list.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || (b.id < a.id ? -1 : 1))
  return { byYear, listed }
}

describe('hydrating the demo season through the admin tools', () => {
  it('hydrates locations in batches, with the summary its answer holds (docs/contract.md#entities)', { timeout: 120_000 }, async () => {
    const square = await rawLocations(t.emulator.url, EMULATOR_TOKEN)
    // The first batch is the first two locations Square lists: one search per timezone per season.
    const searches = new Set(square.slice(0, 2).map((l) => l.timezone)).size * 3
    // Locations without Square coordinates whose address the emulator's geocoder knows.
    const known = new Set(t.emulator.store.geocodeEntries.map((entry) => entry.addressLine1))
    const geocodable = square.filter((l) => l.coordinates?.latitude === undefined && known.has(l.address?.address_line_1 ?? '')).length
    expect(geocodable).toBeGreaterThan(0)
    const first = await t.call('GET', '/api/square/hydrate?batchSize=2', { token: admin })
    expect(first.status).toBe(200)
    expect(locationsHydrationResponseSchema.safeParse(first.body).success).toBe(true)
    expect(first.body.data.summary).toEqual({
      activeLocations: 4,
      totalLocations: 4,
      totalOrdersAllLocations: expect.any(Number),
      yearsProcessed: [2023, 2024, 2025],
      // ListLocations, then the searches (one page each at this size)
      totalApiRequests: 1 + searches,
      batchInfo: {
        batchSize: 2,
        processedInThisBatch: 2,
        totalNewLocationsFound: 4,
        remainingToProcess: 2,
        isComplete: false,
        geocodedCount: Math.min(2, geocodable),
        locationsMarkedInactive: 0,
      },
    })
    expect(first.body.data.note).toMatch(/2 more locations/)

    const second = await t.call('GET', '/api/square/hydrate', { token: admin })
    expect(second.body.data.summary.batchInfo).toMatchObject({ batchSize: 5, processedInThisBatch: 2, totalNewLocationsFound: 2, remainingToProcess: 0, isComplete: true })

    const again = await t.call('GET', '/api/square/hydrate', { token: admin })
    expect(again.body.data.summary.batchInfo).toMatchObject({ processedInThisBatch: 0, totalNewLocationsFound: 0, isComplete: true })
    expect(again.body.data.summary.totalApiRequests).toBe(1)
  })

  it('finds no past season left for daily sales and no current season older than four hours', async () => {
    const daily = await t.call('GET', '/api/square/hydrate/dailySales', { token: admin })
    expect(dailySalesHydrationResponseSchema.safeParse(daily.body).success).toBe(true)
    expect(daily.body.data.summary).toEqual({
      locationsProcessed: 0,
      totalLocationsNeedingProcessing: 0,
      totalOrdersProcessed: 0,
      totalApiRequests: 0,
      yearsProcessed: [],
      batchInfo: { batchSize: 5, remainingToProcess: 0, isComplete: true },
    })
    const current = await t.call('GET', '/api/square/hydrate/currentYear', { token: admin })
    expect(currentYearHydrationResponseSchema.safeParse(current.body).success).toBe(true)
    expect(current.body.data.summary).toEqual({
      totalLocations: 4,
      locationsNeedingProcessing: 0,
      processedInThisBatch: 0,
      remainingToProcess: 0,
      currentYear: 2025,
      batchSize: 10,
      fourHoursAgoThreshold: '2025-07-04T16:00:00.000Z',
      // Every active location's 2025 orders were fetched by the hydration just now.
      ordersRefreshedAt: '2025-07-04T20:00:00.000Z',
    })
  })

  it('serves every location with stats equal to figures computed from the raw orders', async () => {
    const answer = await t.call('GET', '/api/square/locations', { token: admin })
    expect(answer.status).toBe(200)
    expect(locationsResponseSchema.safeParse(answer.body).success).toBe(true)
    expect(answer.body.data).toMatchObject({ cached: false, cachedAt: null, cacheIsExpired: false, hydrated: true })
    const served = new Map((answer.body.data.locations as Location[]).map((l) => [l.id, l]))
    const square = await rawLocations(t.emulator.url, EMULATOR_TOKEN)
    expect([...served.keys()].sort()).toEqual(square.map((l) => l.id).sort())
    let transactions = 0
    for (const location of square) {
      const shown = served.get(location.id)!
      expect(shown.timezone).toBe(location.timezone)
      expect(shown.status).toBe(location.status)
      expect(shown.name).toBe(location.name)
      if (location.coordinates?.latitude !== undefined) {
        expect(shown.coordinates).toEqual({ latitude: location.coordinates.latitude, longitude: location.coordinates.longitude, source: 'square' })
      } else {
        expect(shown.coordinates?.source).toBe('internal')
      }
      const expected = expectedFor(await rawOrders(t.emulator.url, EMULATOR_TOKEN, location.id), location.timezone!)
      expect(Object.keys(shown.stats).map(Number).sort()).toEqual([...expected.byYear.keys()].sort())
      for (const [year, figures] of expected.byYear) {
        const stats = shown.stats[String(year)]!
        expect(stats.totalTransactions).toBe(figures.transactions)
        expect(stats.totalNetSales).toBe(figures.netSales)
        for (const day of [28, 29, 30, 1, 2, 3, 4, 5]) {
          expect(stats.dailySales[String(day)]).toEqual({
            totalNetSales: figures.days.get(day)?.netSales ?? 0,
            totalTransactions: figures.days.get(day)?.transactions ?? 0,
          })
        }
        transactions += figures.transactions
      }
    }
    expect(answer.body.data.summary).toMatchObject({ totalLocations: 4, activeLocations: 4, totalOrdersAllLocations: transactions, yearsProcessed: [2023, 2024, 2025], totalApiRequests: 0 })
    expect(transactions).toBeGreaterThan(100)

    const cached = await t.call('GET', '/api/square/locations', { token: admin })
    expect(cached.body.data).toMatchObject({ cached: true, cachedAt: '2025-07-04T20:00:00.000Z', cacheIsExpired: false })
    expect(cached.body.data.locations).toEqual(answer.body.data.locations)
  })

  it("serves a location-year's orders of every state, newest first, exactly as Square sent them", async () => {
    const viewer = await t.signIn('bob', ['user'])
    const square = await rawLocations(t.emulator.url, EMULATOR_TOKEN)
    const states = new Set<string>()
    for (const location of square) {
      const expected = expectedFor(await rawOrders(t.emulator.url, EMULATOR_TOKEN, location.id), location.timezone!)
      for (const year of [2023, 2024, 2025]) {
        const answer = await t.call('GET', `/api/square/orders?locationId=${location.id}&year=${year}`, { token: viewer })
        expect(answer.status).toBe(200)
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
        expect(answer.body.data.orders).toEqual(expected.listed.get(year) ?? [])
        for (const order of answer.body.data.orders as Order[]) states.add(order.state)
      }
    }
    expect([...states].sort()).toEqual(['CANCELED', 'COMPLETED', 'OPEN'])
    // The second read comes from the cache, byte for byte the same.
    const id = square[0]!.id
    const first = await t.call('GET', `/api/square/orders?locationId=${id}&year=2024`, { token: viewer })
    expect(await t.call('GET', '/api/kv-cache/keys', { token: admin }).then((r) => r.body.data.keys.map((k: { name: string }) => k.name))).toContain(`square:orders:${id}:2024`)
    const second = await t.call('GET', `/api/square/orders?locationId=${id}&year=2024`, { token: viewer })
    expect(second.text).toBe(first.text)
  })

  it('refreshes the current season by updated_at once four hours have passed, and drops the cached answers', async () => {
    t.clock.advance(5 * 3_600_000)
    admin = await t.signIn('alice', ['admin']) // the earlier session has expired by now
    const viewer = await t.signIn('bob', ['user'])
    const id = (await rawLocations(t.emulator.url, EMULATOR_TOKEN))[0]!.id
    await t.call('GET', '/api/square/locations', { token: viewer })
    await t.call('GET', `/api/square/orders?locationId=${id}&year=2025`, { token: viewer })
    const keys = async () => (await t.call('GET', '/api/kv-cache/keys', { token: admin })).body.data.keys.map((k: { name: string }) => k.name)
    expect(await keys()).toEqual(expect.arrayContaining(['square:locations', `square:orders:${id}:2025`]))

    // Five hours of the season went by (the emulator's orders of those hours appeared), and a
    // payment arrives now: the refresh by updated_at must find them.
    const changed: string[] = []
    t.events.on('location-changed', (change) => changed.push(`${change.locationId}:${change.years.join(',')}`))
    const late = await t.emulator.sendPaymentWebhook(id)
    t.clock.advance(60_000) // Square stamps updated_at as the payment settles, just after it closes
    const refreshed = await t.call('GET', '/api/square/hydrate/currentYear?batchSize=3', { token: admin })
    expect(refreshed.body.data.summary).toMatchObject({ totalLocations: 4, locationsNeedingProcessing: 4, processedInThisBatch: 3, remainingToProcess: 1, currentYear: 2025 })
    const rest = await t.call('GET', '/api/square/hydrate/currentYear?batchSize=3', { token: admin })
    expect(rest.body.data.summary).toMatchObject({ locationsNeedingProcessing: 1, processedInThisBatch: 1, remainingToProcess: 0 })

    expect(changed).toContain(`${id}:2025`)
    expect(changed.every((change) => change.endsWith(':2025'))).toBe(true)
    const keysAfter = await keys()
    expect(keysAfter).not.toContain('square:locations')
    expect(keysAfter).not.toContain(`square:orders:${id}:2025`)
    const orders = await t.call('GET', `/api/square/orders?locationId=${id}&year=2025`, { token: viewer })
    const lateOrderId = late.event.data.object.payment.order_id
    expect((orders.body.data.orders as Order[]).filter((order) => order.id === lateOrderId)).toMatchObject([{ state: 'COMPLETED' }])
  })
})
