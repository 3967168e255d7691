// A fake API for the stats widgets' tests: answers GET /api/square/locations and
// GET /api/square/orders from hand-written data, in the contract's shapes, and records each call.
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'

export interface FakeApi {
  fetch: typeof fetch
  /** Path and query of every request, in order ("/square/orders?locationId=L1&year=2025"). */
  calls: string[]
}

/** A Location in the contract's shape with per-year totals (only their keys matter here). */
export function fakeLocation(id: string, name: string, timezone: string, years: readonly number[]): Location {
  return {
    id,
    name,
    address: null,
    coordinates: null,
    createdAt: '2020-01-01T00:00:00.000Z',
    status: 'ACTIVE',
    timezone,
    stats: Object.fromEntries(years.map((year) => [String(year), { totalTransactions: 1, totalNetSales: 1, dailySales: {} }])),
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** Serves the locations and each location's orders by year; `status` forces every answer's status. */
export function fakeApi(locations: readonly Location[], ordersByYear: Record<number, Order[]>, status = 200): FakeApi {
  const calls: string[] = []
  const fetchImpl = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), 'http://127.0.0.1')
    const path = url.pathname.replace(/^\/api/, '')
    calls.push(`${path}${url.search}`)
    if (status !== 200) return json({ success: false, error: 'UNAUTHORIZED', message: 'Authentication required' }, status)
    if (path === '/square/locations') {
      return json({
        success: true,
        data: {
          locations,
          summary: {
            activeLocations: locations.length,
            totalLocations: locations.length,
            totalOrdersAllLocations: 0,
            yearsProcessed: [],
            totalApiRequests: 0,
            batchInfo: {
              batchSize: 0,
              processedInThisBatch: 0,
              totalNewLocationsFound: 0,
              remainingToProcess: 0,
              isComplete: true,
              geocodedCount: 0,
              locationsMarkedInactive: 0,
            },
          },
          cached: false,
          cachedAt: null,
          cacheIsExpired: false,
          hydrated: true,
          hydratedAt: null,
        },
      })
    }
    if (path === '/square/orders') {
      const year = Number(url.searchParams.get('year'))
      const locationId = url.searchParams.get('locationId')
      const orders = (ordersByYear[year] ?? []).filter((order) => order.location_id === locationId)
      return json({ success: true, data: { orders } })
    }
    return json({ success: false, error: 'NOT_FOUND', message: 'Not found' }, 404)
  }
  return { fetch: fetchImpl as typeof fetch, calls }
}
