// The Square client against a stub that records every request (the protocol: bodies, cursors,
// retries), and against the emulator with a share of 429 answers.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fixedClock } from '../../../src/clock/clock'
import { DEMO_SIZE } from '../../../src/demo'
import { startEmulator } from '../../emulator/emulator'
import { isVisible } from '../../emulator/store'
import { createSquareApi, searchOrdersRequest, SEARCH_PAGE_LIMIT, type OrdersPage } from './client'

interface Seen {
  method: string
  path: string
  authorization: string | undefined
  body: Record<string, unknown> | undefined
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** A stub Square answering from a script of [status, body] per request. */
async function stubSquare(script: [number, unknown][]): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = []
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      seen.push({ method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined })
      const [status, body] = script[seen.length - 1] ?? [500, { errors: [{ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR' }] }]
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const order = (id: string, amount = 500) => ({
  id,
  location_id: 'L1',
  created_at: '2024-07-04T03:30:00Z',
  state: 'COMPLETED',
  version: 1,
  total_money: { amount, currency: 'USD' },
  some_new_square_field: { kept: true },
})
const fast = { baseDelayMs: 1, maxDelayMs: 5, maxAttempts: 5 }
const search = { locationIds: ['L1', 'L2'], field: 'CREATED_AT' as const, startAt: '2024-06-28T07:00:00.000Z', endAt: '2024-07-06T06:59:59.999Z' }

describe('searchOrders', () => {
  it('pages with the cursor, repeating the same body, and keeps Square’s JSON as it came', async () => {
    const stub = await stubSquare([
      [200, { orders: [order('A'), order('B')], cursor: 'page-2' }],
      [200, { orders: [order('C', 2 ** 40)] }],
    ])
    const api = createSquareApi({ baseUrl: stub.url, accessToken: 'secret-token', retry: fast })
    const pages = []
    for await (const page of api.searchOrders(search)) pages.push(page)
    await stub.close()

    expect(pages.map((page) => page.orders.map((o) => o.id))).toEqual([['A', 'B'], ['C']])
    expect(pages[0]!.orders[0]).toEqual(order('A'))
    expect(pages[1]!.orders[0]!.total_money).toEqual({ amount: 2 ** 40, currency: 'USD' })
    expect(stub.seen.map((s) => [s.method, s.path, s.authorization])).toEqual([
      ['POST', '/v2/orders/search', 'Bearer secret-token'],
      ['POST', '/v2/orders/search', 'Bearer secret-token'],
    ])
    const first = stub.seen[0]!.body!
    expect(first).toEqual({
      location_ids: ['L1', 'L2'],
      query: {
        filter: {
          state_filter: { states: ['OPEN', 'COMPLETED', 'CANCELED', 'DRAFT'] },
          date_time_filter: { created_at: { start_at: search.startAt, end_at: search.endAt } },
        },
        sort: { sort_field: 'CREATED_AT', sort_order: 'ASC' },
      },
      limit: SEARCH_PAGE_LIMIT,
      return_entries: false,
    })
    expect(stub.seen[1]!.body).toEqual({ ...first, cursor: 'page-2' })
    expect(api.requestCount).toBe(2)
  })

  it('filters and sorts by updated_at for a refresh', () => {
    const request = searchOrdersRequest({ ...search, field: 'UPDATED_AT' }, undefined)
    expect(request.query).toEqual({
      filter: { stateFilter: { states: ['OPEN', 'COMPLETED', 'CANCELED', 'DRAFT'] }, dateTimeFilter: { updatedAt: { startAt: search.startAt, endAt: search.endAt } } },
      sort: { sortField: 'UPDATED_AT', sortOrder: 'ASC' },
    })
  })

  it('refuses more than 10 locations in one search', () => {
    expect(() => searchOrdersRequest({ ...search, locationIds: Array.from({ length: 11 }, (_, i) => `L${i}`) }, undefined)).toThrow(RangeError)
  })

  it('retries a throttled or failing page with the same body and counts every attempt', async () => {
    const throttled = [429, { errors: [{ category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED' }] }] as [number, unknown]
    const stub = await stubSquare([throttled, [503, { errors: [{ category: 'API_ERROR', code: 'SERVICE_UNAVAILABLE' }] }], [200, { orders: [order('A')] }]])
    const api = createSquareApi({ baseUrl: stub.url, accessToken: 't', retry: fast })
    const ids = []
    for await (const page of api.searchOrders(search)) ids.push(...page.orders.map((o) => o.id))
    await stub.close()
    expect(ids).toEqual(['A'])
    expect(api.requestCount).toBe(3)
    expect(new Set(stub.seen.map((s) => JSON.stringify(s.body))).size).toBe(1)
  })

  it('does not retry a refused request and reports Square’s error', async () => {
    const stub = await stubSquare([[400, { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'INVALID_CURSOR', detail: 'bad cursor' }] }]])
    const api = createSquareApi({ baseUrl: stub.url, accessToken: 't', retry: fast })
    await expect(api.searchOrders(search).next()).rejects.toMatchObject({ statusCode: 400 })
    await stub.close()
    expect(api.requestCount).toBe(1)
  })

  it('leaves out orders that do not fit the contract, saying why', async () => {
    const stub = await stubSquare([[200, { orders: [order('A'), { id: 'B', state: 'COMPLETED' }] }]])
    const api = createSquareApi({ baseUrl: stub.url, accessToken: 't', retry: fast })
    const pages: OrdersPage[] = []
    for await (const page of api.searchOrders(search)) pages.push(page)
    await stub.close()
    const page = pages[0]!
    expect(page.orders.map((o) => o.id)).toEqual(['A'])
    expect(page.rejected).toEqual([{ id: 'B', issues: expect.stringContaining('location_id') }])
  })
})

describe('against the emulator', () => {
  it('lists locations and reads a whole season even when a third of requests are throttled', async () => {
    const emulator = await startEmulator({ accessToken: 'tok', clock: fixedClock('2025-07-04T20:00:00Z'), demo: { ...DEMO_SIZE.tiny, ordersPerLocationYear: 400 }, failureRate: 1 / 3 })
    try {
      const api = createSquareApi({ baseUrl: emulator.url, accessToken: 'tok', retry: fast })
      const { locations, rejected } = await api.listLocations()
      expect(rejected).toEqual([])
      expect(locations.map((l) => l.id)).toEqual(emulator.store.locations.map((l) => l.id))
      const ids = new Set<string>()
      let pages = 0
      for await (const page of api.searchOrders({ ...search, locationIds: locations.map((l) => l.id), startAt: '2023-01-01T00:00:00Z', endAt: '2025-12-31T00:00:00Z' })) {
        pages++
        for (const o of page.orders) ids.add(o.id)
      }
      // Orders the emulator holds that exist by its now (later ones of the 2025 season do not yet).
      const now = Date.parse('2025-07-04T20:00:00Z')
      const expected = locations.reduce((sum, l) => sum + emulator.store.ordersOf(l.id).filter((entry) => isVisible(entry, now)).length, 0)
      expect(ids.size).toBe(expected)
      expect(pages).toBe(Math.ceil(expected / SEARCH_PAGE_LIMIT))
      expect(api.requestCount).toBe(emulator.requestCount)
      expect(api.requestCount).toBeGreaterThan(1 + pages)
    } finally {
      await emulator.close()
    }
  })
})
