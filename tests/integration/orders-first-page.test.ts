// The orders table's first screen comes from the server's first page of its order, and the whole
// season from the server's full list sorted in the browser: the two must agree. Against the demo
// season (the first two demo stands, every season, stored as hydration stores them) on the real
// app: for every sort and every choice of states, on the whole window and on a few days, the
// first page is exactly the first rows of the whole season filtered and sorted by the table's own
// code, and walking the pages by their cursors gives the whole list once.
import { FULL_RANGE, type DayRange } from '../../src/season'
import { DEMO_SIZE, demoLocations, demoOrders } from '../../src/demo'
import type { OrderSummary } from '../../src/contract/order-summaries'
import type { OrderState } from '../../src/contract/square-order'
import { immediateTransaction } from '../../server/db/transaction'
import { upsertLocations } from '../../server/square/store/store-locations'
import { orderRow, upsertOrderRows } from '../../server/square/store/store-orders'
import { createTestContext } from '../../server/testing/test-app'
import { ORDERS_COLUMNS } from '../../widgets/orders-table/columns'
import { filterRows, LISTED_STATES, toOrderRows, type OrderRow } from '../../widgets/orders-table/order-rows'
import { sortRows } from '../../widgets/orders-table/sort-rows'

type Context = Awaited<ReturnType<typeof createTestContext>>
let t: Context
let token: string
const stands = demoLocations(DEMO_SIZE.demo).slice(0, 2)

beforeAll(async () => {
  t = await createTestContext({ now: '2025-07-20T12:00:00Z' })
  token = await t.signIn('viewer', ['user'])
  const stored = '2025-07-20T12:00:00Z'
  await immediateTransaction(t.deps.db, async (trx) => {
    await upsertLocations(trx, stands, stored)
    for (const stand of stands) {
      const rows = [...demoOrders(DEMO_SIZE.demo, stand.id)].map((order) => orderRow(order, stand.timezone!, stored)).filter((row) => row !== null)
      for (let i = 0; i < rows.length; i += 500) await upsertOrderRows(trx, rows.slice(i, i + 500))
    }
  })
}, 120_000)
afterAll(() => t.close())

const get = async (path: string) => {
  const answer = await t.call('GET', path, { token })
  expect(answer.status, `${path}: ${answer.text}`).toBe(200)
  return answer.body.data
}

/** Every choice of the table's states, none included. */
const STATE_CHOICES: OrderState[][] = Array.from({ length: 1 << LISTED_STATES.length }, (_, bits) => LISTED_STATES.filter((_, index) => bits & (1 << index)))
const SORTS = ORDERS_COLUMNS.flatMap((column) => (['asc', 'desc'] as const).map((order) => ({ column: column.id, order })))
const DAY_CHOICES: DayRange[] = [FULL_RANGE, { from: 1, to: 4 }, { from: 28, to: 28 }]
const PAGE = 40

const pagePath = (locationId: string, year: number, query: Record<string, string>) =>
  `/api/square/order-summaries?${new URLSearchParams({ locationId, year: String(year), ...query })}`

describe.each(stands.flatMap((stand) => [2024, 2025].map((year) => [stand.name, stand, year] as const)))('%s, %i', (_name, stand, year) => {
  let rows: OrderRow[]
  beforeAll(async () => {
    const season = (await get(pagePath(stand.id, year, {}))).orders as OrderSummary[]
    rows = toOrderRows(season, stand.timezone!)
    expect(rows.length).toBeGreaterThan(PAGE * 4)
  })

  it.each(SORTS)('the first page sorted by $column $order is the first rows of the whole season sorted the same way', async (sort) => {
    for (const states of STATE_CHOICES) {
      for (const days of DAY_CHOICES) {
        const expected = sortRows(filterRows(rows, states, days), sort.column, sort.order)
        const query = { sort: `${sort.column}.${sort.order}`, states: states.join(','), days: `${days.from}to${days.to}`, limit: String(PAGE) }
        const page = await get(pagePath(stand.id, year, query))
        const what = `${query.sort} ${query.states || '(none)'} ${query.days}`
        expect(page.orders.map((order: OrderSummary) => order.id), what).toEqual(expected.slice(0, PAGE).map((row) => row.id))
        expect(page.matching, what).toBe(expected.length)
        expect(page.next === null, what).toBe(expected.length <= PAGE)
      }
    }
  })

  it('walks the whole season page by page in any sort, every order once', async () => {
    for (const sort of [SORTS[1]!, SORTS[2]!, SORTS[9]!, SORTS[11]!]) {
      const states = ['COMPLETED', 'CANCELED'] as OrderState[]
      const expected = sortRows(filterRows(rows, states, FULL_RANGE), sort.column, sort.order).map((row) => row.id)
      const walked: string[] = []
      let after: string | null = null
      do {
        const query: Record<string, string> = { sort: `${sort.column}.${sort.order}`, states: states.join(','), limit: '57', ...(after === null ? {} : { after }) }
        const page = await get(pagePath(stand.id, year, query))
        walked.push(...page.orders.map((order: OrderSummary) => order.id))
        after = page.next
      } while (after !== null)
      expect(walked).toEqual(expected)
    }
  })

})
