import type { SquareLocation } from '../../../src/contract/square-location'
import type { Order } from '../../../src/contract/square-order'
import { immediateTransaction } from '../../db/transaction'
import { recomputeStoredFigures, storedFiguresAreCurrent } from './stored-figures'
import { upsertLocations } from './store-locations'
import { orderRow, upsertOrderRows } from './store-orders'
import { openTempDatabase, type TempDatabase } from '../../testing/temp-db'

const usd = (amount: number) => ({ amount, currency: 'USD' })
const location: SquareLocation = { id: 'L1', name: 'Oakdale', timezone: 'America/Los_Angeles', status: 'ACTIVE' }
const order = (id: string, net: number): Order => ({
  id,
  location_id: 'L1',
  created_at: '2024-07-04T03:30:00.000Z',
  state: 'COMPLETED',
  version: 1,
  line_items: [{ quantity: '1', total_money: usd(net + 50), total_tax_money: usd(50) }],
})

let db: TempDatabase
beforeEach(async () => {
  db = await openTempDatabase()
  await immediateTransaction(db.db, async (trx) => {
    await upsertLocations(trx, [location], 'now')
    await upsertOrderRows(trx, [order('A', 1000), order('B', 250)].map((o) => orderRow(o, 'America/Los_Angeles', 'now')!))
  })
})
afterEach(() => db.dispose())

describe('stored figures', () => {
  it('are current when every column matches what the code computes today', async () => {
    expect(await storedFiguresAreCurrent(db.db)).toBe(true)
    expect(await recomputeStoredFigures(db.db)).toBe(0)
  })

  it('are recomputed from the raw JSON when the stored columns are stale', async () => {
    // As if stored by an older definition of net sales and of the window day.
    await db.db.updateTable('square_orders').set({ net_sales_cents: 1050, local_day: 4 }).where('id', '=', 'A').execute()
    expect(await storedFiguresAreCurrent(db.db)).toBe(false)
    expect(await recomputeStoredFigures(db.db)).toBe(1)
    expect(await db.db.selectFrom('square_orders').select(['id', 'net_sales_cents', 'local_day', 'local_hour']).orderBy('id').execute()).toEqual([
      { id: 'A', net_sales_cents: 1000, local_day: 3, local_hour: 20 },
      { id: 'B', net_sales_cents: 250, local_day: 3, local_hour: 20 },
    ])
    expect(await storedFiguresAreCurrent(db.db)).toBe(true)
  })
})
