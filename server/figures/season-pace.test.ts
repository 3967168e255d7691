// The season pace on stored orders made by hand, through GET /api/square/pace: a busy stand goes
// quiet after 30 minutes without a sale and not before, a slow or inactive one never does; the
// answer is kept for its minute, beside each location-season's hours, and a refreshed order drops
// the answers and that location-season's hours, so the next answer has the sale.
import { line, order } from '../../src/analytics/order-fixtures'
import type { PaceData } from '../../src/contract/pace'
import type { Order } from '../../src/contract/square-order'
import { immediateTransaction } from '../db/transaction'
import { KvCache } from '../kv/kv-cache'
import type { SquareApi } from '../square/square-api/client'
import { refreshOneOrder } from '../square/freshness/refresh-order'
import { orderRow, upsertOrderRows } from '../square/store/store-orders'
import { withPaceRoute } from '../testing/pace-route'
import { createTestContext, type TestContext } from '../testing/test-app'
import { storedLocationRow } from '../testing/location-rows'

const LA = 'America/Los_Angeles'
const at = (year: number, time: string) => `${year}-07-04T${time}-07:00`

let t: TestContext
let user: string
let admin: string

function storedLocation(id: string, status: 'ACTIVE' | 'INACTIVE') {
  return { ...storedLocationRow(id, status, LA), name: `Stand ${id}`, locality: 'Oakdale' }
}

function sale(locationId: string, id: string, createdAt: string): Order {
  return { ...order({ id, createdAt, lines: [line({ gross: 2_000 })] }), location_id: locationId }
}

/** `count` sales of a July 4 evening, from 8 PM a few minutes apart. */
function evening(locationId: string, year: number, count: number): Order[] {
  return Array.from({ length: count }, (_, i) => sale(locationId, `${locationId}-${year}-${i}`, at(year, `20:${String(i * 5).padStart(2, '0')}:00`)))
}

async function store(orders: Order[]): Promise<void> {
  await immediateTransaction(t.deps.db, (trx) => upsertOrderRows(trx, orders.map((each) => orderRow(each, LA, '2025-07-04T00:00:00Z')!)))
}

beforeAll(async () => {
  t = await createTestContext({ now: at(2025, '20:40:00') })
  withPaceRoute(t.app)
  await t.deps.db.insertInto('square_locations').values([storedLocation('BUSY', 'ACTIVE'), storedLocation('SLOW', 'ACTIVE'), storedLocation('GONE', 'INACTIVE')]).execute()
  // Twelve sales an evening hour in 2023 and 2024 (an expected 6 in half an hour); two at the slow stand.
  await store([...evening('BUSY', 2023, 12), ...evening('BUSY', 2024, 12), ...evening('GONE', 2023, 12), ...evening('GONE', 2024, 12)])
  await store([...evening('SLOW', 2023, 2), ...evening('SLOW', 2024, 2)])
  // This year the busy stand's last sale was at 8:05 PM; the slow one sold at 8:00.
  await store([...evening('BUSY', 2025, 2), ...evening('SLOW', 2025, 1)])
  user = await t.signIn('viewer', ['user'])
  admin = await t.signIn('boss', ['admin'])
})

afterAll(async () => {
  await t?.close()
})

async function pace(asOf?: string, token = user): Promise<PaceData> {
  const answer = await t.call('GET', `/api/square/pace${asOf === undefined ? '' : `?asOf=${encodeURIComponent(asOf)}`}`, { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.body.data as PaceData
}

const quietIds = (data: PaceData) => data.locations.filter((location) => location.quiet).map((location) => location.id)
const kv = () => new KvCache(t.deps.db, t.deps.clock)

describe('quiet stands', () => {
  it('flags a busy stand 30 minutes after its last sale, and only then', async () => {
    expect(quietIds(await pace(at(2025, '20:34:00')))).toEqual([])
    expect(quietIds(await pace(at(2025, '20:35:00')))).toEqual(['BUSY'])
    const busy = (await pace()).locations.find((location) => location.id === 'BUSY')!
    expect(busy).toMatchObject({ quiet: true, lastPaymentAt: new Date(at(2025, '20:05:00')).toISOString(), soFar: { netSales: 4_000, transactions: 2 }, lastSeason: { transactions: 9 } })
  })

  it('never flags a stand its earlier seasons call slow, nor an inactive one', async () => {
    const data = await pace(at(2025, '20:59:00'), admin)
    expect(data.locations.find((location) => location.id === 'SLOW')).toMatchObject({ quiet: false, lastPaymentAt: new Date(at(2025, '20:00:00')).toISOString() })
    expect(data.locations.find((location) => location.id === 'GONE')).toMatchObject({ quiet: false, lastPaymentAt: null, soFar: { transactions: 0 } })
  })

  it('flags nothing out of season', async () => {
    t.clock.set('2025-07-20T20:40:00-07:00')
    try {
      expect(quietIds(await pace(undefined, await t.signIn('viewer', ['user'], { at: t.clock.now() })))).toEqual([])
    } finally {
      t.clock.set(at(2025, '20:40:00'))
    }
  })

  it('reads an earlier moment’s last sale, not a later one', async () => {
    const data = await pace(at(2025, '20:03:00'))
    expect(data.locations.find((location) => location.id === 'BUSY')).toMatchObject({ lastPaymentAt: new Date(at(2025, '20:00:00')).toISOString(), soFar: { transactions: 1 } })
  })
})

describe('kept answers', () => {
  const paceKeys = async () => (await kv().keys()).filter((key) => key.startsWith('square:pace:'))

  it('keeps the answer of the live minute beside each location-season’s hours, and serves it', async () => {
    await kv().deletePrefix('square:pace:')
    const first = await pace()
    const keys = await paceKeys()
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^square:pace:2025-07-05T03:40:00\.000Z:2023,2024,2025:[0-9a-f]{24}$/)
    expect(await kv().keys()).toEqual(expect.arrayContaining(['BUSY', 'SLOW', 'GONE'].flatMap((id) => [2023, 2024, 2025].map((year) => `square:stats:${id}:${year}:hours`))))
    // What is kept is what is served.
    const entry = await kv().getJson<PaceData>(keys[0]!)
    await kv().setJson(keys[0]!, { ...entry!.value, seasons: [] }, 60_000)
    expect((await pace()).seasons).toEqual([])
    await kv().setJson(keys[0]!, first, 60_000)
  })

  it('keeps no answer of another minute: an admin’s replay is computed and let go', async () => {
    await kv().deletePrefix('square:pace:')
    await pace(at(2025, '18:00:00'), admin)
    await pace(at(2025, '23:00:00'), admin)
    expect(await paceKeys()).toEqual([])
  })

  it('drops every answer and the changed location-season’s hours when an order is refreshed, and the next answer has the sale', async () => {
    expect((await pace()).locations.find((location) => location.id === 'BUSY')!.quiet).toBe(true)
    expect(await paceKeys()).toHaveLength(1)
    const paid = sale('BUSY', 'BUSY-2025-late', at(2025, '20:39:00'))
    const square = { getOrder: async () => paid } as unknown as SquareApi
    expect(await refreshOneOrder(t.deps, square, { orderId: paid.id, locationId: 'BUSY' })).toBe(true)
    const keys = await kv().keys()
    expect(keys.filter((key) => key.startsWith('square:pace:'))).toEqual([])
    expect(keys).not.toContain('square:stats:BUSY:2025:hours')
    expect(keys).toEqual(expect.arrayContaining(['square:stats:BUSY:2024:hours', 'square:stats:SLOW:2025:hours']))
    const busy = (await pace()).locations.find((location) => location.id === 'BUSY')!
    expect(busy).toMatchObject({ quiet: false, lastPaymentAt: new Date(at(2025, '20:39:00')).toISOString(), soFar: { transactions: 3, netSales: 6_000 } })
  })
})
