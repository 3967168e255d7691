// The official Square SDK, pointed at the emulator, reads it as it reads Square.
import { SquareClient, SquareError } from 'square'
import { DEMO_SIZE, demoOrderCount } from '../../src/demo'
import { fixedClock } from '../../src/clock/clock'
import { startEmulator, type RunningEmulator } from './emulator'
import { AFTER_SEASON, TEST_TOKEN } from './test-emulator'

let emulator: RunningEmulator
let client: SquareClient

beforeAll(async () => {
  emulator = await startEmulator({ demo: DEMO_SIZE.tiny, accessToken: TEST_TOKEN, clock: fixedClock(AFTER_SEASON) })
  client = new SquareClient({ token: TEST_TOKEN, baseUrl: emulator.url, maxRetries: 0 })
})
afterAll(() => emulator.close())

describe('the Square SDK against the emulator', () => {
  it('listens on loopback on a free port', () => {
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(emulator.port).toBeGreaterThan(0)
  })

  it('lists locations', async () => {
    const answer = await client.locations.list()
    expect(answer.locations?.map((l) => l.id)).toEqual(emulator.store.locations.map((l) => l.id))
    expect(answer.locations?.[0]?.timezone).toBe('America/Los_Angeles')
  })

  it('pages a season search by cursor to its end, as hydration does', async () => {
    const locationIds = emulator.store.locations.map((l) => l.id)
    const seen = new Set<string>()
    let cursor: string | undefined
    let pages = 0
    do {
      const answer = await client.orders.search({
        locationIds,
        query: {
          filter: {
            stateFilter: { states: ['OPEN', 'COMPLETED', 'CANCELED', 'DRAFT'] },
            dateTimeFilter: { createdAt: { startAt: '2024-06-28T00:00:00-07:00', endAt: '2024-07-06T00:00:00-07:00' } },
          },
          sort: { sortField: 'CREATED_AT', sortOrder: 'ASC' },
        },
        limit: 100,
        returnEntries: false,
        ...(cursor ? { cursor } : {}),
      })
      for (const order of answer.orders ?? []) {
        expect(seen.has(order.id ?? '')).toBe(false)
        seen.add(order.id ?? '')
        expect(typeof order.totalMoney?.amount).toBe('bigint')
      }
      cursor = answer.cursor
      pages++
    } while (cursor)
    const expected = emulator.store.locations.reduce((n, l) => n + demoOrderCount(DEMO_SIZE.tiny, l.id, 2024), 0)
    expect(seen.size).toBe(expected)
    expect(pages).toBe(Math.ceil(expected / 100))
  })

  it('retrieves orders and pages payments', async () => {
    const first = await client.orders.search({ locationIds: [emulator.store.locations[0]?.id ?? ''], limit: 2 })
    const id = first.orders?.[0]?.id ?? ''
    const one = await client.orders.get({ orderId: id })
    expect(one.order?.id).toBe(id)
    const batch = await client.orders.batchGet({ orderIds: [id, 'missing'] })
    expect(batch.orders?.map((o) => o.id)).toEqual([id])
    const pager = await client.payments.list({ locationId: emulator.store.locations[0]?.id ?? '', beginTime: '2023-01-01T00:00:00Z' })
    let count = 0
    for await (const payment of pager) {
      expect(payment.status).toBe('COMPLETED')
      count++
    }
    expect(count).toBeGreaterThan(100) // more than one page of 100
  })

  it('surfaces Square errors with their status and envelope', async () => {
    const error = await client.orders.search({ locationIds: [] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SquareError)
    expect((error as SquareError).statusCode).toBe(400)
    expect((error as SquareError).errors[0]).toMatchObject({ category: 'INVALID_REQUEST_ERROR', code: 'ARRAY_EMPTY' })
    emulator.setFailureRate(1)
    const limited = await client.locations.list().catch((e: unknown) => e)
    emulator.setFailureRate(0)
    expect((limited as SquareError).statusCode).toBe(429)
    const stranger = new SquareClient({ token: 'someone-else', baseUrl: emulator.url, maxRetries: 0 })
    expect(((await stranger.locations.list().catch((e: unknown) => e)) as SquareError).statusCode).toBe(401)
  })
})
