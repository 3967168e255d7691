import { sql } from 'kysely'
import type { Order } from '../../../src/contract/square-order'
import { immediateTransaction } from '../../db/transaction'
import { replaceLocationOrders } from './replace-orders'
import { resumSeasonDays } from './season-days'
import { recomputeStoredFigures } from './stored-figures'
import { upsertLocations } from './store-locations'
import { orderRow, upsertOrderRows } from './store-orders'
import { openTempDatabase, type TempDatabase } from '../testing/temp-db'

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

const kept = () =>
  db.db
    .selectFrom('square_season_days')
    .select(['location_id', 'season_year', 'local_day', 'net_sales_cents', 'transactions', 'partial_refund_cents'])
    .orderBy('location_id')
    .orderBy('season_year')
    .orderBy('local_day')
    .execute()

/** The same sums taken over every stored order, as the locations answer once did on each request. */
async function summedOverOrders() {
  const rows = await sql<{ location_id: string; season_year: number; local_day: number; net_sales_cents: number; transactions: number; partial_refund_cents: number }>`
    SELECT location_id, season_year, local_day,
      sum(CASE WHEN state = 'COMPLETED' THEN net_sales_cents ELSE 0 END) AS net_sales_cents,
      sum(CASE WHEN state = 'COMPLETED' THEN is_transaction ELSE 0 END) AS transactions,
      sum(partial_refund_cents) AS partial_refund_cents
    FROM square_orders WHERE state = 'COMPLETED' OR partial_refund_cents <> 0
    GROUP BY location_id, season_year, local_day
    ORDER BY location_id, season_year, local_day`.execute(db.db)
  return rows.rows.map((row) => ({ ...row, season_year: Number(row.season_year), local_day: Number(row.local_day), net_sales_cents: Number(row.net_sales_cents), transactions: Number(row.transactions), partial_refund_cents: Number(row.partial_refund_cents) }))
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
      { location_id: 'L1', season_year: 2024, local_day: 3, net_sales_cents: 1250, transactions: 2, partial_refund_cents: 0 },
      { location_id: 'L1', season_year: 2025, local_day: 28, net_sales_cents: 700, transactions: 1, partial_refund_cents: 0 },
    ])
  })

  it('follow a newer version of an order: completed, canceled, with a partial refund', async () => {
    await write([sale('A', '2024-07-04T03:30:00.000Z', 1000, { state: 'OPEN' })])
    expect(await kept()).toEqual([])
    await write([sale('A', '2024-07-04T03:30:00.000Z', 1000, { version: 2 })])
    expect(await kept()).toEqual([{ location_id: 'L1', season_year: 2024, local_day: 3, net_sales_cents: 1000, transactions: 1, partial_refund_cents: 0 }])
    const refunded = sale('A', '2024-07-04T03:30:00.000Z', 1000, {
      version: 3,
      tenders: [{ id: 'T1', type: 'CARD', amount_money: usd(1000) }],
      refunds: [{ id: 'R1', tender_id: 'T1', status: 'COMPLETED', amount_money: usd(300), created_at: '2024-07-05T18:00:00.000Z' }],
    } as Partial<Order>)
    await write([refunded])
    expect(await kept()).toEqual([{ location_id: 'L1', season_year: 2024, local_day: 3, net_sales_cents: 1000, transactions: 1, partial_refund_cents: 300 }])
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
    expect(await kept()).toEqual([{ location_id: 'L1', season_year: 2024, local_day: 2, net_sales_cents: 500, transactions: 1, partial_refund_cents: 0 }])
    expect(await kept()).toEqual(await summedOverOrders())
  })

  it('follow the stored figures when the start-up check recomputes them', async () => {
    await write([sale('A', '2024-07-04T03:30:00.000Z', 1000), sale('B', '2024-07-01T20:00:00.000Z', 200)])
    // A row written by older code, and the sums taken then: other figures, on another day.
    await db.db.updateTable('square_orders').set({ net_sales_cents: 1050, local_day: 4 }).where('id', '=', 'A').execute()
    await immediateTransaction(db.db, (trx) => resumSeasonDays(trx, [{ locationId: 'L1', years: [2024] }]))
    expect((await kept()).map((row) => [row.local_day, row.net_sales_cents])).toEqual([[1, 200], [4, 1050]])
    expect(await recomputeStoredFigures(db.db)).toBe(1)
    expect(await kept()).toEqual([
      { location_id: 'L1', season_year: 2024, local_day: 1, net_sales_cents: 200, transactions: 1, partial_refund_cents: 0 },
      { location_id: 'L1', season_year: 2024, local_day: 3, net_sales_cents: 1000, transactions: 1, partial_refund_cents: 0 },
    ])
  })
})
