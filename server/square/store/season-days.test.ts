import { sql } from 'kysely'
import type { Order } from '../../../src/contract/square-order'
import { SEASON_DAYS } from '../../../src/season/window'
import { immediateTransaction } from '../../db/transaction'
import { replaceLocationOrders } from './replace-orders'
import { SEASON_DAY_COLUMNS, resumSeasonDays } from './season-days'
import { recomputeStoredFigures } from './stored-figures'
import { upsertLocations } from './store-locations'
import { orderRow, upsertOrderRows } from './store-orders'
import { openTempDatabase, type TempDatabase } from '../../testing/temp-db'

const usd = (amount: number) => ({ amount, currency: 'USD' })
const LA = 'America/Los_Angeles'

function sale(id: string, createdAt: string, cents: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    location_id: 'L1',
    created_at: createdAt,
    state: 'COMPLETED',
    version: 1,
    line_items: [{ uid: `${id}-a`, name: 'Fountain', quantity: '1', total_money: usd(cents), total_tax_money: usd(0) }],
    total_money: usd(cents),
    total_tax_money: usd(0),
    ...overrides,
  }
}

let db: TempDatabase
beforeEach(async () => {
  db = await openTempDatabase()
  await immediateTransaction(db.db, (trx) => upsertLocations(trx, [{ id: 'L1', name: 'Oakdale', timezone: LA, status: 'ACTIVE' }], 'now'))
})
afterEach(() => db.dispose())

const write = (orders: Order[], zone = LA) => immediateTransaction(db.db, (trx) => upsertOrderRows(trx, orders.map((order) => orderRow(order, zone, 'now')!)))

/** A location-season's sums as the test reads them: its days with any sale, and its partial refunds. */
interface SeasonKept {
  location_id: string
  season_year: number
  days: Record<number, { net_sales_cents: number; transactions: number }>
  partial_refund_cents: number
}

/** The kept rows, each day's column pair read back as that day's sums (days without a sale left out). */
async function kept(): Promise<SeasonKept[]> {
  const rows = await db.db.selectFrom('square_location_seasons').selectAll().orderBy('location_id').orderBy('season_year').execute()
  return rows.map((row) => {
    const days: SeasonKept['days'] = {}
    SEASON_DAYS.forEach((day, index) => {
      const columns = SEASON_DAY_COLUMNS[index]!
      const sums = { net_sales_cents: Number(row[columns.netSales]), transactions: Number(row[columns.transactions]) }
      if (sums.net_sales_cents !== 0 || sums.transactions !== 0) days[day] = sums
    })
    return { location_id: row.location_id, season_year: Number(row.season_year), days, partial_refund_cents: Number(row.partial_refund_cents) }
  })
}

/** The same sums taken over every stored order, as the locations answer once did on each request. */
async function summedOverOrders(): Promise<SeasonKept[]> {
  const rows = await sql<{ location_id: string; season_year: number; local_day: number; net_sales_cents: number; transactions: number; partial_refund_cents: number }>`
    SELECT location_id, season_year, local_day,
      sum(CASE WHEN state = 'COMPLETED' THEN net_sales_cents ELSE 0 END) AS net_sales_cents,
      sum(CASE WHEN state = 'COMPLETED' THEN is_transaction ELSE 0 END) AS transactions,
      sum(partial_refund_cents) AS partial_refund_cents
    FROM square_orders WHERE state = 'COMPLETED' OR partial_refund_cents <> 0
    GROUP BY location_id, season_year, local_day
    ORDER BY location_id, season_year, local_day`.execute(db.db)
  const seasons: SeasonKept[] = []
  for (const row of rows.rows) {
    let season = seasons.at(-1)
    if (season?.location_id !== row.location_id || season.season_year !== Number(row.season_year)) {
      seasons.push((season = { location_id: row.location_id, season_year: Number(row.season_year), days: {}, partial_refund_cents: 0 }))
    }
    const sums = { net_sales_cents: Number(row.net_sales_cents), transactions: Number(row.transactions) }
    if (sums.net_sales_cents !== 0 || sums.transactions !== 0) season.days[Number(row.local_day)] = sums
    season.partial_refund_cents += Number(row.partial_refund_cents)
  }
  return seasons
}

describe('the day sums kept beside the orders', () => {
  it('sum each window day’s COMPLETED orders as they are written', async () => {
    await write([
      sale('A', '2024-07-04T03:30:00.000Z', 1000), // July 3rd, 8:30 pm in Los Angeles
      sale('B', '2024-07-04T05:00:00.000Z', 250), // July 3rd, 10 pm
      sale('C', '2024-07-04T20:00:00.000Z', 400, { state: 'OPEN' }), // July 4th, not counted
      sale('D', '2025-06-28T18:00:00.000Z', 700), // the next season's first day
    ])
    expect(await kept()).toEqual([
      { location_id: 'L1', season_year: 2024, days: { 3: { net_sales_cents: 1250, transactions: 2 } }, partial_refund_cents: 0 },
      { location_id: 'L1', season_year: 2025, days: { 28: { net_sales_cents: 700, transactions: 1 } }, partial_refund_cents: 0 },
    ])
    expect(await kept()).toEqual(await summedOverOrders())
  })

  it('follow a newer version of an order: completed, canceled, with a partial refund', async () => {
    await write([sale('A', '2024-07-04T03:30:00.000Z', 1000, { state: 'OPEN' })])
    expect(await kept()).toEqual([])
    await write([sale('A', '2024-07-04T03:30:00.000Z', 1000, { version: 2 })])
    expect(await kept()).toEqual([{ location_id: 'L1', season_year: 2024, days: { 3: { net_sales_cents: 1000, transactions: 1 } }, partial_refund_cents: 0 }])
    const refunded = sale('A', '2024-07-04T03:30:00.000Z', 1000, {
      version: 3,
      tenders: [{ id: 'T1', type: 'CARD', amount_money: usd(1000) }],
      refunds: [{ id: 'R1', tender_id: 'T1', status: 'COMPLETED', amount_money: usd(300), created_at: '2024-07-05T18:00:00.000Z' }],
    } as Partial<Order>)
    await write([refunded])
    expect(await kept()).toEqual([{ location_id: 'L1', season_year: 2024, days: { 3: { net_sales_cents: 1000, transactions: 1 } }, partial_refund_cents: 300 }])
    expect(await kept()).toEqual(await summedOverOrders())
    await write([sale('A', '2024-07-04T03:30:00.000Z', 1000, { version: 4, state: 'CANCELED' })])
    expect(await kept()).toEqual([])
    expect(await kept()).toEqual(await summedOverOrders())
  })

  it('move with orders a new timezone places on other days or in no window', async () => {
    await write([
      sale('A', '2024-06-28T07:30:00.000Z', 1000), // June 28th, 12:30 am in Los Angeles: June 27th in Honolulu
      sale('B', '2024-07-02T12:00:00.000Z', 500),
    ])
    await immediateTransaction(db.db, async (trx) => {
      await trx.updateTable('square_locations').set({ timezone: 'Pacific/Honolulu' }).where('id', '=', 'L1').execute()
      await replaceLocationOrders(trx, 'L1', 'Pacific/Honolulu')
    })
    expect(await kept()).toEqual([{ location_id: 'L1', season_year: 2024, days: { 2: { net_sales_cents: 500, transactions: 1 } }, partial_refund_cents: 0 }])
    expect(await kept()).toEqual(await summedOverOrders())
  })

  it('follow the stored figures when the start-up check recomputes them', async () => {
    await write([sale('A', '2024-07-04T03:30:00.000Z', 1000), sale('B', '2024-07-01T20:00:00.000Z', 200)])
    // A row written by older code, and the sums taken then: other figures, on another day.
    await db.db.updateTable('square_orders').set({ net_sales_cents: 1050, local_day: 4 }).where('id', '=', 'A').execute()
    await immediateTransaction(db.db, (trx) => resumSeasonDays(trx, [{ locationId: 'L1', years: [2024] }]))
    expect((await kept()).map((row) => row.days)).toEqual([{ 1: { net_sales_cents: 200, transactions: 1 }, 4: { net_sales_cents: 1050, transactions: 1 } }])
    expect(await recomputeStoredFigures(db.db)).toBe(1)
    expect(await kept()).toEqual([
      { location_id: 'L1', season_year: 2024, days: { 1: { net_sales_cents: 200, transactions: 1 }, 3: { net_sales_cents: 1000, transactions: 1 } }, partial_refund_cents: 0 },
    ])
  })
})
