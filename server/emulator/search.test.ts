// SearchOrders: paging, cursors, Square's request checks and inclusive time ranges.
import { fixedClock } from '../../src/clock/clock'
import type { Order } from '../../src/contract/square-order'
import { DEMO_SIZE, generateDemoSeason } from '../../src/demo'
import { testEmulator } from './test-emulator'

const season = generateDemoSeason(DEMO_SIZE.tiny)
const emulator = testEmulator()
const ids = emulator.store.locations.map((l) => l.id)
type Page = { orders?: Order[]; cursor?: string; errors?: { code: string; field?: string; category: string }[] }

async function search(body: Record<string, unknown>): Promise<{ status: number; page: Page }> {
  const { status, body: answer } = await emulator.post('/v2/orders/search', body)
  return { status, page: answer as Page }
}

async function allPages(body: Record<string, unknown>): Promise<Order[]> {
  const orders: Order[] = []
  let cursor: string | undefined
  do {
    const { status, page } = await search({ ...body, ...(cursor ? { cursor } : {}) })
    expect(status).toBe(200)
    orders.push(...(page.orders ?? []))
    cursor = page.cursor
  } while (cursor)
  return orders
}

describe('SearchOrders paging', () => {
  it('returns every order of the asked locations exactly once, in created_at order', async () => {
    const body = { location_ids: ids.slice(0, 3), limit: 37, query: { sort: { sort_field: 'CREATED_AT', sort_order: 'ASC' } } }
    const found = await allPages(body)
    const expected = season.orders.filter((o) => ids.slice(0, 3).includes(o.location_id))
    expect(found.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort())
    expect(new Set(found.map((o) => o.id)).size).toBe(found.length)
    for (let i = 1; i < found.length; i++) {
      expect(Date.parse(found[i]?.created_at ?? '')).toBeGreaterThanOrEqual(Date.parse(found[i - 1]?.created_at ?? ''))
    }
    // The served orders are the demo's own, field for field.
    const byId = new Map(expected.map((o) => [o.id, o]))
    expect(found[5]).toEqual(byId.get(found[5]?.id ?? ''))
  })

  it('sorts newest first by default and defaults the page to 500', async () => {
    const { page } = await search({ location_ids: ids })
    expect(page.orders).toHaveLength(500)
    const times = (page.orders ?? []).map((o) => Date.parse(o.created_at))
    expect(times[0]).toBe(Math.max(...season.orders.map((o) => Date.parse(o.created_at))))
    expect(times[1]).toBeLessThanOrEqual(times[0] as number)
  })

  it('refuses a cursor sent with a different body', async () => {
    const body = { location_ids: [ids[0]], limit: 10 }
    const { page } = await search(body)
    const changed = await search({ ...body, location_ids: [ids[1]], cursor: page.cursor })
    expect(changed.status).toBe(400)
    expect(changed.page.errors?.[0]).toMatchObject({ category: 'INVALID_REQUEST_ERROR', code: 'INVALID_CURSOR', field: 'cursor' })
    const forged = await search({ ...body, cursor: 'not-a-cursor' })
    expect(forged.status).toBe(400)
    const same = await search({ limit: 10, location_ids: [ids[0]], cursor: page.cursor })
    expect(same.status).toBe(200) // key order does not matter
  })

  it('keeps paging stable while live payments arrive', async () => {
    const live = testEmulator()
    const body = { location_ids: [ids[0]], limit: 50, query: { sort: { sort_field: 'CREATED_AT', sort_order: 'DESC' } } }
    const first = await live.post('/v2/orders/search', body)
    await live.live.send(ids[0])
    const rest: Order[] = []
    let cursor = (first.body as Page).cursor
    while (cursor) {
      const next = (await live.post('/v2/orders/search', { ...body, cursor })).body as Page
      rest.push(...(next.orders ?? []))
      cursor = next.cursor
    }
    const all = [...((first.body as Page).orders ?? []), ...rest]
    expect(new Set(all.map((o) => o.id)).size).toBe(all.length)
    expect(all.length).toBe(season.orders.filter((o) => o.location_id === ids[0]).length)
  })
})

describe('SearchOrders checks', () => {
  it('refuses more than 10 location ids, and none', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ids[i % ids.length])
    const tooMany = await search({ location_ids: eleven })
    expect(tooMany.status).toBe(400)
    expect(tooMany.page.errors?.[0]).toMatchObject({ code: 'ARRAY_LENGTH_TOO_LONG', field: 'location_ids' })
    const ten = await search({ location_ids: eleven.slice(0, 10), limit: 1000 })
    expect(ten.status).toBe(200)
    expect(ten.page.orders).toHaveLength(season.orders.length) // repeated ids count once
    expect((await search({})).page.errors?.[0]).toMatchObject({ code: 'MISSING_REQUIRED_PARAMETER', field: 'location_ids' })
    expect((await search({ location_ids: ['NOPE'] })).status).toBe(400)
  })

  it('caps the limit at 1000', async () => {
    expect((await search({ location_ids: ids, limit: 1001 })).page.errors?.[0]).toMatchObject({ code: 'VALUE_TOO_HIGH', field: 'limit' })
    expect((await search({ location_ids: ids, limit: 0 })).status).toBe(400)
    const whole = await search({ location_ids: ids, limit: 1000 })
    expect(whole.status).toBe(200)
    expect(whole.page.orders).toHaveLength(season.orders.length) // the tiny season fits one page
    expect(whole.page.cursor).toBeUndefined()
  })

  it('needs the sort field to match the date filter, as Square does', async () => {
    const range = { start_at: '2024-06-28T00:00:00Z', end_at: '2024-07-06T00:00:00Z' }
    const mismatch = await search({ location_ids: ids, query: { filter: { date_time_filter: { updated_at: range } }, sort: { sort_field: 'CREATED_AT' } } })
    expect(mismatch.status).toBe(400)
    expect(mismatch.page.errors?.[0]).toMatchObject({ category: 'INVALID_REQUEST_ERROR', field: 'query.sort.sort_field' })
    const noSort = await search({ location_ids: ids, query: { filter: { date_time_filter: { closed_at: range } } } })
    expect(noSort.status).toBe(400)
    const closedWithoutStates = await search({ location_ids: ids, query: { filter: { date_time_filter: { closed_at: range } }, sort: { sort_field: 'CLOSED_AT' } } })
    expect(closedWithoutStates.status).toBe(400)
    const bad = await search({ location_ids: ids, query: { filter: { date_time_filter: { created_at: { start_at: 'yesterday' } } } } })
    expect(bad.page.errors?.[0]).toMatchObject({ code: 'INVALID_TIME' })
    const reversed = await search({ location_ids: ids, query: { filter: { date_time_filter: { created_at: { start_at: range.end_at, end_at: range.start_at } } } } })
    expect(reversed.page.errors?.[0]).toMatchObject({ code: 'INVALID_TIME_RANGE' })
    expect((await emulator.post('/v2/orders/search', '{not json')).status).toBe(400)
  })
})

describe('SearchOrders filters', () => {
  const target = season.orders.find((o) => o.location_id === ids[0] && o.created_at.startsWith('2024')) as Order
  const at = target.created_at
  const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString()
  const createdBetween = (start_at: string, end_at: string) => ({
    location_ids: [ids[0]],
    query: { filter: { date_time_filter: { created_at: { start_at, end_at } } }, sort: { sort_field: 'CREATED_AT', sort_order: 'ASC' } },
  })

  it('includes orders exactly on the start and end of the range', async () => {
    expect((await search(createdBetween(at, at))).page.orders?.map((o) => o.id)).toEqual([target.id])
    expect((await search(createdBetween(shift(at, 1), shift(at, 1000)))).page.orders?.some((o) => o.id === target.id)).toBeFalsy()
    expect((await search(createdBetween(shift(at, -1000), shift(at, -1)))).page.orders?.some((o) => o.id === target.id)).toBeFalsy()
    // RFC 3339 with an offset means the same instant.
    const pacific = new Date(Date.parse(at) - 7 * 3_600_000).toISOString().replace('Z', '-07:00')
    expect((await search(createdBetween(pacific, pacific))).page.orders?.map((o) => o.id)).toEqual([target.id])
  })

  it('filters by state and by updated_at', async () => {
    const canceled = await allPages({ location_ids: ids, query: { filter: { state_filter: { states: ['CANCELED'] } } } })
    expect(canceled.length).toBe(season.orders.filter((o) => o.state === 'CANCELED').length)
    expect(canceled.every((o) => o.state === 'CANCELED')).toBe(true)
    // A tab closed hours after creation is found by updated_at in a window that misses its creation.
    const late = season.orders.find((o) => o.closed_at && Date.parse(o.closed_at) - Date.parse(o.created_at) > 3_600_000) as Order
    const updated = await allPages({
      location_ids: [late.location_id],
      query: {
        filter: { date_time_filter: { updated_at: { start_at: shift(late.created_at, 1), end_at: late.updated_at } } },
        sort: { sort_field: 'UPDATED_AT', sort_order: 'ASC' },
      },
    })
    expect(updated.some((o) => o.id === late.id)).toBe(true)
    const closedSorted = await allPages({
      location_ids: [late.location_id],
      query: { filter: { state_filter: { states: ['COMPLETED', 'CANCELED'] } }, sort: { sort_field: 'CLOSED_AT', sort_order: 'ASC' } },
    })
    expect(closedSorted.every((o) => o.closed_at)).toBe(true)
  })

  it('hides orders created after the emulator’s now', async () => {
    const midSeason = testEmulator({ clock: fixedClock('2025-07-03T04:00:00.000Z') })
    const { body } = await midSeason.post('/v2/orders/search', { location_ids: ids, limit: 1 })
    const newest = (body as Page).orders?.[0]
    expect(Date.parse(newest?.created_at ?? '')).toBeLessThanOrEqual(Date.parse('2025-07-03T04:00:00.000Z'))
    const future = season.orders.find((o) => Date.parse(o.created_at) > Date.parse('2025-07-04T00:00:00.000Z')) as Order
    expect((await midSeason.get(`/v2/orders/${future.id}`)).status).toBe(404)
    expect((await emulator.get(`/v2/orders/${future.id}`)).status).toBe(200)
  })
})
