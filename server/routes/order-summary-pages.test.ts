// Pages of GET /api/square/order-summaries over hand-made stored orders: the table's order and
// filters, the keyset cursor, refused queries in the API error shape, and the cache — first pages
// kept beside the season they came from and dropped with it, pages after a cursor never kept.
// (Every sort and filter against the demo season: tests/integration/orders-first-page.test.ts.)
import type { SquareLocation } from '../../src/contract/square-location'
import type { Order } from '../../src/contract/square-order'
import { immediateTransaction } from '../db/transaction'
import { KvCache } from '../kv/kv-cache'
import { invalidateSquareData } from '../square/store/stale-answers'
import { upsertLocations } from '../square/store/store-locations'
import { orderRow, upsertOrderRows } from '../square/store/store-orders'
import { createTestContext } from '../testing/test-app'

const LA = 'America/Los_Angeles'
const usd = (amount: number) => ({ amount, currency: 'USD' })
const stand: SquareLocation = { id: 'LOAK', name: 'Oakdale', timezone: LA, status: 'ACTIVE', created_at: '2022-05-01T00:00:00Z' }

function sale(id: string, createdAt: string, total: number, state: Order['state'] = 'COMPLETED', name = 'Rocket'): Order {
  return { id, location_id: 'LOAK', created_at: createdAt, state, version: 1, line_items: [{ uid: id, name, quantity: '1', total_money: usd(total) }], total_money: usd(total) }
}

// Local (Los Angeles) days in the comments.
const orders = [
  sale('A', '2025-06-28T20:00:00.000Z', 500), // June 28
  sale('B', '2025-07-01T20:00:00.000Z', 900, 'COMPLETED', 'fountain'), // July 1
  sale('C', '2025-07-02T20:00:00.000Z', 900), // July 2, same total as B: newer first
  sale('D', '2025-07-03T20:00:00.000Z', 100, 'OPEN'), // July 3
  sale('E', '2025-07-04T20:00:00.000Z', 300, 'CANCELED'), // July 4
  sale('F', '2025-07-05T06:30:00.000Z', 700), // July 4, 11:30 pm
]

type Context = Awaited<ReturnType<typeof createTestContext>>
let t: Context
let viewer: string
beforeAll(async () => {
  t = await createTestContext({ now: '2025-07-10T12:00:00Z' })
  viewer = await t.signIn('bob', ['user'])
  await immediateTransaction(t.deps.db, async (trx) => {
    await upsertLocations(trx, [stand], '2025-07-01T00:00:00.000Z')
    await upsertOrderRows(trx, orders.map((order) => orderRow(order, LA, 'now')!))
  })
})
afterAll(() => t.close())

const kv = () => new KvCache(t.deps.db, t.deps.clock)
const page = (query: string, token: string | undefined = viewer) => t.call('GET', `/api/square/order-summaries?locationId=LOAK&year=2025&${query}`, { token })
const ids = (answer: { body: { data: { orders: { id: string }[] } } }) => answer.body.data.orders.map((order) => order.id).join('')

describe('a page of order summaries', () => {
  it('lists the window’s orders newest first, every state, when asked only for a limit', async () => {
    const answer = await page('limit=10')
    expect(answer.status).toBe(200)
    expect(ids(answer)).toBe('FEDCBA')
    expect(answer.body.data).toMatchObject({ matching: 6, next: null })
    expect(answer.body.data.orders[0]).toEqual({ id: 'F', created_at: '2025-07-05T06:30:00.000Z', state: 'COMPLETED', total: 700, items: 'Rocket', count: 1, tenders: [] })
  })

  it('sorts by any column either way, ties newest first, and filters by state and local day', async () => {
    expect(ids(await page('limit=10&sort=total.desc&states=COMPLETED'))).toBe('CBFA')
    expect(ids(await page('limit=10&sort=total.asc&states=COMPLETED'))).toBe('AFCB')
    expect(ids(await page('limit=10&sort=items.asc&states=COMPLETED,OPEN,CANCELED'))).toBe('BFEDCA')
    expect(ids(await page('limit=10&sort=state.asc&states=OPEN,CANCELED,COMPLETED'))).toBe('EFCBAD')
    // July 4 in Los Angeles holds E and F (F is July 5 in UTC).
    expect(ids(await page('limit=10&days=4to4&states=COMPLETED,CANCELED'))).toBe('FE')
    const none = await page('limit=10&states=')
    expect(none.body.data).toEqual({ orders: [], matching: 0, next: null })
  })

  it('goes on after the last order of the page before, whatever was added in front of it', async () => {
    const first = await page('limit=2&sort=total.desc&states=COMPLETED')
    expect(ids(first)).toBe('CB')
    expect(first.body.data.matching).toBe(4)
    const after = first.body.data.next as string
    const second = await page(`limit=2&sort=total.desc&states=COMPLETED&after=${after}`)
    expect(ids(second)).toBe('FA')
    expect(second.body.data.next).toBeNull()
  })

  it('refuses a query it cannot read, in the API error shape', async () => {
    const cursor = (await page('limit=1&sort=total.desc')).body.data.next as string
    const cases: [string, string, string][] = [
      ['limit=0', 'limit', 'Limit must be a whole number from 1 to 1000'],
      ['limit=1001', 'limit', 'Limit must be a whole number from 1 to 1000'],
      ['limit=ten', 'limit', 'Limit must be a whole number from 1 to 1000'],
      ['limit=5&sort=price.desc', 'sort', 'Sort must be a column and a direction such as total.desc (columns: createdAt, items, total, state, count, payment)'],
      ['limit=5&sort=total', 'sort', 'Sort must be a column and a direction such as total.desc (columns: createdAt, items, total, state, count, payment)'],
      ['limit=5&states=DONE', 'states', 'States must be a comma-separated list of OPEN, COMPLETED, CANCELED, DRAFT'],
      ['limit=5&days=5to28', 'days', 'The days range must not start after it ends (June 28 comes first, July 5 last)'],
      ['limit=5&after=not-a-cursor', 'after', 'after must be the next cursor of an earlier page'],
      [`limit=5&after=${cursor.slice(0, -3)}`, 'after', 'after must be the next cursor of an earlier page'],
      [`limit=5&sort=total.asc&after=${cursor}`, 'after', 'after belongs to a page of another sort'],
      ['sort=total.desc', 'limit', 'Ask for a page with limit to use sort, states, days or after'],
      ['states=OPEN', 'limit', 'Ask for a page with limit to use sort, states, days or after'],
    ]
    for (const [query, field, message] of cases) {
      const answer = await page(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body, query).toEqual({ success: false, error: 'VALIDATION_ERROR', message, details: [{ field, message }] })
    }
    expect((await t.call('GET', '/api/square/order-summaries?locationId=LOAK&year=2025&limit=5')).status).toBe(401)
    const elsewhere = await t.call('GET', '/api/square/order-summaries?locationId=NOWHERE&year=2025&limit=5', { token: viewer })
    expect(elsewhere.status).toBe(404)
  })
})

describe('cached pages', () => {
  const pageKeys = async () => (await kv().keys()).filter((key) => key.startsWith('square:order-summaries:LOAK:2025'))

  it('keeps first pages beside the season they came from, and never a page after a cursor', async () => {
    await invalidateSquareData(kv(), [{ locationId: 'LOAK', years: [2025] }])
    const first = await page('limit=2&sort=total.desc&states=OPEN,COMPLETED&days=28to5')
    await page(`limit=2&sort=total.desc&states=COMPLETED,OPEN&after=${first.body.data.next as string}`)
    // One entry per view, whatever the limit: a longer first page is cut from the same one.
    await page('limit=5&sort=total.desc&states=COMPLETED,OPEN')
    expect(await pageKeys()).toEqual(['square:order-summaries:LOAK:2025', 'square:order-summaries:LOAK:2025:total.desc:OPEN,COMPLETED:28to5'])
    // A first page over 200 orders is made from the season and not kept.
    await page('limit=201&sort=count.desc')
    expect(await pageKeys()).toHaveLength(2)
    // What is kept is what is served (a moment later: the clock here moves only when told).
    t.clock.advance(1_000)
    const key = 'square:order-summaries:LOAK:2025:total.desc:OPEN,COMPLETED:28to5'
    await kv().set(key, JSON.stringify({ orders: [], matching: 99, next: null }), 60_000)
    expect((await page('limit=2&sort=total.desc&states=COMPLETED,OPEN')).body.data.matching).toBe(99)
  })

  it('cuts a kept first page to the limit asked, with the cursor after its last order', async () => {
    const whole = await page('limit=10&sort=total.asc&states=COMPLETED,OPEN,CANCELED')
    const two = await page('limit=2&sort=total.asc&states=COMPLETED,OPEN,CANCELED')
    expect(ids(two)).toBe(ids(whole).slice(0, 2))
    const rest = await page(`limit=10&sort=total.asc&states=COMPLETED,OPEN,CANCELED&after=${two.body.data.next as string}`)
    expect(ids(two) + ids(rest)).toBe(ids(whole))
    expect(rest.body.data.next).toBeNull()
  })

  it('drops them with the season when its orders change', async () => {
    await page('limit=3&sort=count.asc')
    expect((await pageKeys()).length).toBeGreaterThan(1)
    await invalidateSquareData(kv(), [{ locationId: 'LOAK', years: [2025] }])
    expect(await pageKeys()).toEqual([])
    await immediateTransaction(t.deps.db, (trx) => upsertOrderRows(trx, [orderRow(sale('H', '2025-07-05T20:00:00.000Z', 5_000), LA, 'now')!]))
    expect(ids(await page('limit=1&sort=total.desc'))).toBe('H')
  })

  it('never serves a page older than its season (rebuilt, or deleted from the cache debugger)', async () => {
    expect(ids(await page('limit=1&sort=total.asc'))).toBe('D')
    // The season alone is dropped, as the cache debugger does; the stored orders change meanwhile.
    await kv().delete('square:order-summaries:LOAK:2025')
    await immediateTransaction(t.deps.db, (trx) => upsertOrderRows(trx, [orderRow(sale('I', '2025-07-05T21:00:00.000Z', 1), LA, 'now')!]))
    t.clock.advance(1_000)
    expect(ids(await page('limit=1&sort=total.asc'))).toBe('I')
  })
})
