// A pace answer names no location in its URL; the answer's own list of locations decides which
// figure changes ask for it again.
import { createApiClient } from './client'
import { paceQuery, refreshLocationYears } from './queries'

function paceAnswer(ids: string[]) {
  return {
    success: true,
    data: {
      asOf: '2025-07-05T03:30:00.000Z',
      likeForLike: false,
      through: null,
      years: [2024, 2025],
      seasons: [],
      hourly: { now: null, seasons: [] },
      locations: ids.map((id) => ({ id, name: id, status: 'ACTIVE', timezone: 'America/Los_Angeles', soFar: { netSales: 0, transactions: 0 }, lastSeason: null, lastPaymentAt: null, quiet: false })),
    },
  }
}

describe('a pace answer in the page’s cache', () => {
  it('is asked again when a location it holds changes in a season it compares, and only then', async () => {
    const calls: string[] = []
    const fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input))
      return new Response(JSON.stringify(paceAnswer(['L1', 'L2'])))
    }) as typeof globalThis.fetch
    const client = createApiClient({ apiBase: 'http://scopes.test/api', token: 't', fetch })
    const store = paceQuery(client, { city: 'Oakdale', asOf: '2025-07-05T03:30:00.000Z' })
    const stop = store.subscribe(() => undefined)
    await vi.waitFor(() => expect(store.get().data?.locations).toHaveLength(2))
    expect(calls).toEqual(['http://scopes.test/api/square/pace?city=Oakdale&asOf=2025-07-05T03%3A30%3A00.000Z'])

    refreshLocationYears('L3', [2025])
    refreshLocationYears('L1', [2023])
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(calls).toHaveLength(1)

    refreshLocationYears('L2', [2025])
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    stop()
  })
})
