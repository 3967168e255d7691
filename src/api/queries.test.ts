import { createApiClient } from './client'
import { keyTouchesLocationYear, locationsQuery, queryKey, seasonStatsQuery } from './queries'

describe('query keys', () => {
  it('are the request URL in parts', () => {
    expect(queryKey('http://127.0.0.1/api/', '/square/stats', { locationId: 'L1', years: 2025, days: '28to5', skip: undefined }).join('')).toBe(
      'http://127.0.0.1/api/square/stats?locationId=L1&years=2025&days=28to5',
    )
    expect(queryKey('/api', '/square/locations').join('')).toBe('/api/square/locations')
  })

  it("say which location's year they ask about", () => {
    const stats = '/api/square/stats?locationId=L1&years=2024,2025&days=1to4'
    expect(keyTouchesLocationYear(stats, 'L1', 2025)).toBe(true)
    expect(keyTouchesLocationYear(stats, 'L1', 2023)).toBe(false)
    expect(keyTouchesLocationYear(stats, 'L2', 2025)).toBe(false)
    expect(keyTouchesLocationYear('/api/square/orders?locationId=L1&year=2025', 'L1', 2025)).toBe(true)
    expect(keyTouchesLocationYear('/api/square/items?locationId=L1&year=2025', 'L1', 2025)).toBe(true)
    expect(keyTouchesLocationYear('/api/square/orders?locationId=L1&year=2024', 'L1', 2025)).toBe(false)
    expect(keyTouchesLocationYear('/api/square/locations', 'L1', 2025)).toBe(false)
  })
})

describe('query stores', () => {
  const answer = {
    success: true,
    data: { locationId: 'L1', timezone: 'America/Los_Angeles', years: [2025], days: [28, 29, 30, 1, 2, 3, 4, 5], stats: [], paymentTypes: [], likeForLike: null },
  }

  it('share one request between every store asking the same thing', async () => {
    const calls: string[] = []
    const fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input))
      await new Promise((resolve) => setTimeout(resolve, 20))
      return new Response(JSON.stringify(answer))
    }) as typeof globalThis.fetch
    const client = createApiClient({ apiBase: 'http://127.0.0.1/api', token: 't', fetch })
    const first = seasonStatsQuery(client, { locationId: 'L1', year: 2025, days: '28to5' })
    const second = seasonStatsQuery(client, { locationId: 'L1', year: 2025, days: '28to5' })
    const stops = [first.subscribe(() => undefined), second.subscribe(() => undefined)]
    await vi.waitFor(() => expect(second.get().data?.locationId).toBe('L1'))
    expect(first.get().data).toBe(second.get().data)
    expect(calls).toEqual(['http://127.0.0.1/api/square/stats?locationId=L1&years=2025&days=28to5'])
    for (const stop of stops) stop()
  })

  it('keep a failure without retrying it', async () => {
    let calls = 0
    const fetch = (async () => {
      calls += 1
      return new Response('{}', { status: 500 })
    }) as typeof globalThis.fetch
    const store = locationsQuery(createApiClient({ apiBase: 'http://127.0.0.1:1/api', token: 't', fetch }))
    const stop = store.subscribe(() => undefined)
    await vi.waitFor(() => expect(store.get().error).toBeDefined())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toBe(1)
    expect(String(store.get().error)).toContain('HTTP error! status: 500')
    stop()
  })
})
