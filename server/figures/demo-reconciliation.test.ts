// Every figure path of the server over the demo season `npm start` serves, stored as hydration
// stores it: for every location-year, the stats answer, the season's sales report, the sum of its
// eight one-day reports and the locations answer agree to the cent, and with src/analytics over
// all of the location's orders at once. Then, by hand, a refund a sale and a return order of the
// next season both list: counted once, by every path.
import { fixedClock } from '../../src/clock/clock'
import { analyseOrders } from '../../src/analytics'
import type { Order } from '../../src/contract/square-order'
import { DEMO_SIZE, generateDemoSeason } from '../../src/demo'
import { line, order, usd } from '../../src/analytics/order-fixtures'
import { seasonWindowDates } from '../../src/season/local-dates'
import { FULL_RANGE, SEASON_DAYS, monthOfSeasonDay } from '../../src/season/window'
import { loadConfig } from '../config'
import { immediateTransaction } from '../db/transaction'
import { buildLocationsBody } from '../square/store/locations-read'
import { upsertLocations } from '../square/store/store-locations'
import { orderRow, upsertOrderRows } from '../square/store/store-orders'
import { openTempDatabase, type TempDatabase } from '../testing/temp-db'
import { figuresOf, salesReport, seasonStats } from './figures-cache'

const clock = fixedClock('2025-07-10T00:00:00.000Z')
const config = loadConfig({})
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
const dateOf = (year: number, day: number) => `${year}-${String(monthOfSeasonDay(day as 28)).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** Stores orders as hydration does: a page per transaction, rows placed in each location's timezone. */
async function store(db: TempDatabase, orders: readonly Order[], zoneOf: ReadonlyMap<string, string>): Promise<void> {
  for (let i = 0; i < orders.length; i += 500) {
    const rows = orders.slice(i, i + 500).flatMap((o) => orderRow(o, zoneOf.get(o.location_id)!, 'now') ?? [])
    await immediateTransaction(db.db, (trx) => upsertOrderRows(trx, rows))
  }
}

describe('every figure path over the demo season', () => {
  const season = generateDemoSeason(DEMO_SIZE.demo)
  const zoneOf = new Map(season.locations.map((location) => [location.id, location.timezone ?? 'America/Los_Angeles']))
  let db: TempDatabase

  beforeAll(async () => {
    db = await openTempDatabase()
    await immediateTransaction(db.db, (trx) => upsertLocations(trx, season.locations, 'now'))
    await store(db, season.orders, zoneOf)
  }, 120_000)
  afterAll(() => db?.dispose())

  it('agrees to the cent: stats = season report = Σ one-day reports = locations answer = the orders', async () => {
    const locations = new Map((await buildLocationsBody(db.db)).locations.map((location) => [location.id, location]))
    let checked = 0
    for (const location of season.locations) {
      const found = (await figuresOf({ db: db.db, clock, config }, location.id))!
      const all = season.orders.filter((o) => o.location_id === location.id)
      for (const year of found.ctx.tracked) {
        const where = `${location.id} ${year}`
        const [stats] = await seasonStats(found.ctx, found.location, [year], FULL_RANGE)
        const expected = analyseOrders(all, found.location.timeZone, { years: [year] })
        expect(stats!.stats, where).toEqual(expected.years[0])
        expect(stats!.paymentTypes, where).toEqual(expected.paymentTypes[0])
        const totals = stats!.stats.totals
        const { beginDate, endDate } = seasonWindowDates(year)
        const report = await salesReport(found.ctx, found.location, beginDate, endDate)
        const partialRefunds = stats!.paymentTypes.totals.partialRefunds
        expect(report.totals, where).toEqual({ netSales: totals.netSales, grossSales: totals.grossSales, totalTransactions: totals.totalTransactions, partialRefunds })
        const days = await Promise.all(SEASON_DAYS.map((day) => salesReport(found.ctx, found.location, dateOf(year, day), dateOf(year, day))))
        expect(sum(days.map((day) => day.totals.netSales)), where).toBe(totals.netSales)
        expect(sum(days.map((day) => day.totals.grossSales)), where).toBe(totals.grossSales)
        expect(sum(days.map((day) => day.totals.totalTransactions)), where).toBe(totals.totalTransactions)
        expect(sum(days.map((day) => day.totals.partialRefunds)), where).toBe(partialRefunds)
        expect(sum(days.map((day) => day.debug.totalPaymentsReceived)), where).toBe(report.debug.totalPaymentsReceived)
        expect(days.map((day) => day.totals.netSales), where).toEqual(stats!.stats.dailySales.map((day) => day.netSales))
        const listed = locations.get(location.id)!.stats[String(year)]
        expect(listed ?? { totalNetSales: 0, totalTransactions: 0, totalPartialRefunds: 0 }, where).toMatchObject({
          totalNetSales: totals.netSales,
          totalTransactions: totals.totalTransactions,
          totalPartialRefunds: partialRefunds,
        })
        if (totals.totalTransactions > 0) checked += 1
      }
    }
    expect(checked).toBeGreaterThan(100)
  }, 120_000)
})

describe('a refund a sale and a return order of the next season both list', () => {
  const LA = 'America/Los_Angeles'
  // 2024: a $21.60 sale on July 4 (2 rockets, $1.60 tax) by card, updated on June 30, 2025 to list
  // refund r9, which the 2025 return order giving one rocket back ($10.80) lists too.
  const r9 = { id: 'r9', transaction_id: 'sale24', tender_id: 'card24', created_at: '2025-06-30T19:00:00.000Z', amount_money: usd(1_080), status: 'COMPLETED' }
  const sale = order({
    id: 'sale24',
    createdAt: '2024-07-04T19:00:00.000Z',
    lines: [line({ name: 'Rocket', catalogObjectId: 'R', quantity: '2', gross: 2_000, additiveTax: 160 })],
    extra: { location_id: 'LX', tenders: [{ id: 'card24', type: 'CARD', amount_money: usd(2_160) }], refunds: [r9] },
  })
  const returned = order({
    id: 'return25',
    createdAt: '2025-06-30T19:00:00.000Z',
    lines: [],
    tender: null,
    extra: {
      location_id: 'LX',
      returns: [{ source_order_id: 'sale24', return_line_items: [{ name: 'Rocket', catalog_object_id: 'R', source_line_item_uid: 'line-R', quantity: '1', total_money: usd(1_080), total_tax_money: usd(80) }] }],
      refunds: [r9],
    },
  })
  // A sale on the 2025 window's first day, so 2025 has a transaction too.
  const sale25 = order({ id: 'sale25', createdAt: '2025-06-28T20:00:00.000Z', lines: [line({ gross: 500 })], extra: { location_id: 'LX' } })
  let db: TempDatabase

  beforeEach(async () => {
    db = await openTempDatabase()
    await immediateTransaction(db.db, (trx) => upsertLocations(trx, [{ id: 'LX', name: 'Oakdale', timezone: LA, status: 'ACTIVE' }], 'now'))
  })
  afterEach(() => db.dispose())

  it.each([
    ['the sale first', [sale, sale25, returned]],
    ['the return order first', [returned, sale25, sale]],
  ])('counts it once, on the return order, by every path (%s)', async (_, orders) => {
    for (const stored of orders) await store(db, [stored], new Map([['LX', LA]]))
    const found = (await figuresOf({ db: db.db, clock, config }, 'LX'))!
    const [y2024, y2025] = await seasonStats(found.ctx, found.location, [2024, 2025], FULL_RANGE)
    // 2024 keeps its sale and money whole: the refund is 2025's return order's.
    expect(y2024!.stats.totals).toMatchObject({ netSales: 2_000, returns: 0, totalTransactions: 1 })
    expect(y2024!.paymentTypes.totals).toEqual({ cashCollected: 0, cardCollected: 2_160, otherCollected: 0, totalCollected: 2_160, partialRefunds: 0 })
    // 2025: $5.00 sold, $10.00 returned; the $10.80 goes back to the 2024 sale's card, once.
    expect(y2025!.stats.totals).toMatchObject({ netSales: -500, returns: 1_000, totalTransactions: 1 })
    expect(y2025!.paymentTypes.totals).toEqual({ cashCollected: 0, cardCollected: 500 - 1_080, otherCollected: 0, totalCollected: -580, partialRefunds: 0 })
    const listed = (await buildLocationsBody(db.db)).locations[0]!.stats
    expect(listed['2024']).toMatchObject({ totalNetSales: 2_000, totalPartialRefunds: 0 })
    expect(listed['2025']).toMatchObject({ totalNetSales: -500, totalPartialRefunds: 0 })
    const across = await salesReport(found.ctx, found.location, '2024-06-28', '2025-07-05')
    expect(across.totals).toEqual({ netSales: 1_500, grossSales: 2_500, totalTransactions: 2, partialRefunds: 0 })
  })
})
