import type { Order } from '../../../src/contract/square-order'
import { immediateTransaction } from '../../db/transaction'
import { storedFiguresAreCurrent } from './stored-figures'
import { upsertLocations } from './store-locations'
import { orderRow, upsertOrderRows } from './store-orders'
import { openTempDatabase, type TempDatabase } from '../../testing/temp-db'

const usd = (amount: number) => ({ amount, currency: 'USD' })
const LA = 'America/Los_Angeles'

function sale(overrides: Partial<Order> = {}): Order {
  return {
    id: 'ORDER1',
    location_id: 'L1',
    created_at: '2024-07-04T03:30:00.000Z', // 8:30 pm on July 3rd in Los Angeles (PDT)
    state: 'COMPLETED',
    version: 1,
    line_items: [
      { uid: 'a', name: 'Fountain', quantity: '2', total_money: usd(1083), total_tax_money: usd(83), total_discount_money: usd(100) },
    ],
    total_money: usd(1083),
    total_tax_money: usd(83),
    total_discount_money: usd(100),
    total_tip_money: usd(0),
    ...overrides,
  }
}

describe('orderRow', () => {
  it('places an order by created_at in its location timezone and stores its figures', () => {
    const row = orderRow(sale(), LA, '2025-01-01T00:00:00.000Z')
    expect(row).toMatchObject({
      id: 'ORDER1',
      location_id: 'L1',
      season_year: 2024,
      local_day: 3,
      local_hour: 20,
      state: 'COMPLETED',
      created_at_ms: Date.parse('2024-07-04T03:30:00.000Z'),
      version: 1,
      net_sales_cents: 1000, // line total 1083 − tax 83
      is_transaction: 1,
      total_money_cents: 1083,
      total_tax_cents: 83,
      total_discount_cents: 100,
      total_tip_cents: 0,
    })
    expect(JSON.parse(row!.raw_json)).toEqual(sale())
  })

  it('keeps no order created outside the window in local time', () => {
    // 11:59 pm on June 27th in Los Angeles, though already June 28th in UTC
    expect(orderRow(sale({ created_at: '2024-06-28T06:59:59.000Z' }), LA, 'x')).toBeNull()
    // The same instant is June 28th in New York
    expect(orderRow(sale({ created_at: '2024-06-28T06:59:59.000Z' }), 'America/New_York', 'x')).toMatchObject({ local_day: 28, local_hour: 2 })
  })

  it('gives OPEN and CANCELED orders no sales and no transaction', () => {
    expect(orderRow(sale({ state: 'OPEN' }), LA, 'x')).toMatchObject({ net_sales_cents: 0, is_transaction: 0, state: 'OPEN' })
    expect(orderRow(sale({ state: 'CANCELED' }), LA, 'x')).toMatchObject({ net_sales_cents: 0, is_transaction: 0 })
  })

  it('counts a return-only order against sales but not as a transaction', () => {
    const refund = sale({
      line_items: [],
      returns: [{ uid: 'r', return_line_items: [{ uid: 'rl', quantity: '1', total_money: usd(540), total_tax_money: usd(40) }] }],
      return_amounts: { total_money: usd(540), tax_money: usd(40) },
      total_money: usd(-540),
    })
    expect(orderRow(refund, LA, 'x')).toMatchObject({ net_sales_cents: -500, is_transaction: 0 })
  })
})

describe('upsertOrderRows', () => {
  let db: TempDatabase
  beforeEach(async () => {
    db = await openTempDatabase()
  })
  afterEach(() => db.dispose())

  const write = (orders: Order[]) =>
    immediateTransaction(db.db, (trx) => upsertOrderRows(trx, orders.map((order) => orderRow(order, LA, 'now')!)))
  const stored = () => db.db.selectFrom('square_orders').select(['id', 'version', 'state', 'net_sales_cents']).orderBy('id').execute()

  it('inserts new orders and reports the location-years they touch', async () => {
    const result = await write([sale(), sale({ id: 'ORDER2', created_at: '2023-07-01T20:00:00.000Z' })])
    expect(result.written).toBe(2)
    expect(result.changed.list()).toEqual([{ locationId: 'L1', years: [2023, 2024] }])
  })

  it('replaces an order only with a newer version, so reruns converge', async () => {
    await write([sale({ state: 'OPEN', version: 1 })])
    const same = await write([sale({ state: 'OPEN', version: 1 })])
    expect(same.written).toBe(0)
    expect(same.changed.list()).toEqual([])
    const newer = await write([sale({ state: 'COMPLETED', version: 2 })])
    expect(newer.written).toBe(1)
    const older = await write([sale({ state: 'CANCELED', version: 1 })])
    expect(older.written).toBe(0)
    expect(await stored()).toEqual([{ id: 'ORDER1', version: 2, state: 'COMPLETED', net_sales_cents: 1000 }])
  })

  it('keeps the newest version when one page holds an order twice', async () => {
    await write([sale({ version: 3, state: 'CANCELED' }), sale({ version: 2 })])
    expect(await stored()).toEqual([{ id: 'ORDER1', version: 3, state: 'CANCELED', net_sales_cents: 0 }])
  })

  it('writes pages larger than one statement', async () => {
    const many = Array.from({ length: 450 }, (_, i) => sale({ id: `O${String(i).padStart(3, '0')}` }))
    expect((await write(many)).written).toBe(450)
    expect((await write(many)).written).toBe(0)
  })

  describe('a refund a sale lists itself', () => {
    // The sale: $10.00 of sales + $0.83 tax = $10.83, on July 3. A $5.41 refund of it, made the
    // same evening, is a partial refund unless a return order lists it too.
    const refund = { id: 'R1', tender_id: 'T1', created_at: '2024-07-04T04:00:00.000Z', amount_money: usd(541), status: 'APPROVED' }
    const saleWithRefund = (version = 2, refunds = [refund]) => sale({ version, tenders: [{ id: 'T1', type: 'CARD', amount_money: usd(1083) }], refunds })
    const returnOrder = (refunds = [refund], overrides: Partial<Order> = {}): Order => ({
      id: 'RETURN1',
      location_id: 'L1',
      created_at: '2024-07-04T04:30:00.000Z',
      state: 'COMPLETED',
      version: 1,
      returns: [
        {
          uid: 'r',
          source_order_id: 'ORDER1',
          return_line_items: [{ uid: 'rl', source_line_item_uid: 'a', quantity: '1', total_money: usd(541), total_tax_money: usd(41) }],
        },
      ],
      refunds,
      total_money: usd(0),
      ...overrides,
    })
    const storedRefunds = () => db.db.selectFrom('square_orders').select(['id', 'season_year', 'net_sales_cents', 'partial_refund_cents']).orderBy('id').execute()

    beforeEach(async () => {
      await immediateTransaction(db.db, (trx) => upsertLocations(trx, [{ id: 'L1', name: 'Oakdale', timezone: LA, status: 'ACTIVE' }], 'now'))
    })

    it('is a partial refund when no return order lists it: net sales keep it', async () => {
      await write([saleWithRefund()])
      expect(await storedRefunds()).toEqual([{ id: 'ORDER1', season_year: 2024, net_sales_cents: 1000, partial_refund_cents: 541 }])
    })

    it('counts in its season only when made on a window day', async () => {
      await write([saleWithRefund(2, [{ ...refund, created_at: '2024-07-08T18:00:00.000Z' }])])
      expect(await storedRefunds()).toEqual([{ id: 'ORDER1', season_year: 2024, net_sales_cents: 1000, partial_refund_cents: 0 }])
    })

    it('is left to the return order that lists it too, whichever is stored first', async () => {
      // The sale first: stored with its partial refund, then valued anew when the return order comes.
      await write([saleWithRefund()])
      const later = await write([returnOrder()])
      expect(later.changed.list()).toEqual([{ locationId: 'L1', years: [2024] }])
      expect(await storedRefunds()).toEqual([
        { id: 'ORDER1', season_year: 2024, net_sales_cents: 1000, partial_refund_cents: 0 },
        { id: 'RETURN1', season_year: 2024, net_sales_cents: -500, partial_refund_cents: 0 },
      ])
      // The return order first, then the sale updated with its refund: valued with the claim.
      await db.db.deleteFrom('square_orders').execute()
      await write([returnOrder()])
      await write([sale({ version: 1 })])
      await write([saleWithRefund(3)])
      expect((await storedRefunds()).map((row) => row.partial_refund_cents)).toEqual([0, 0])
      // And the start-up check agrees with what was stored.
      expect(await storedFiguresAreCurrent(db.db)).toBe(true)
    })

    it('is left to a return order of the next season, which marks the sale’s season changed', async () => {
      await write([saleWithRefund()])
      const nextSeason = await write([returnOrder([refund], { created_at: '2025-06-30T19:00:00.000Z' })])
      expect(nextSeason.changed.list()).toEqual([{ locationId: 'L1', years: [2024, 2025] }])
      expect(await storedRefunds()).toEqual([
        { id: 'ORDER1', season_year: 2024, net_sales_cents: 1000, partial_refund_cents: 0 },
        { id: 'RETURN1', season_year: 2025, net_sales_cents: -500, partial_refund_cents: 0 },
      ])
    })

    it('is still partial when a return order lists other refunds', async () => {
      await write([saleWithRefund(), returnOrder([{ ...refund, id: 'R2' }])])
      expect((await storedRefunds()).map((row) => row.partial_refund_cents)).toEqual([541, 0])
    })
  })
})
