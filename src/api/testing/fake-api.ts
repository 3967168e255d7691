// A stand-in for the API in widget tests and stories: answers the locations, orders (whole, one by
// one and as summaries, whole or a page of them), stats and items resources from hand-written locations and orders, in the
// contract's shapes, computing figures and summaries with src/analytics exactly as the server
// does, and records every request.
import { cutDayOf, cutFiguresOf, filterLocations, likeForLikeAt, paceFromOrders, windowStats } from '../../analytics'
import { orderSummariesAnswer } from './order-summaries-answer'
import type { Location } from '../../contract/location'
import type { Order } from '../../contract/square-order'
import type { StatsData } from '../../contract/figures-answers'
import { daysInRange, FULL_RANGE, parseDays, type DayRange } from '../../season'

export interface FakeApi {
  fetch: typeof fetch
  /** Path and query of every request, in order ("/square/stats?locationId=L1&years=2025&days=28to5"). */
  calls: string[]
}

export interface FakeApiOptions {
  /** Every answer's status (401 to refuse the session). */
  status?: number
  /** The server's "now" GET /health answers (the page takes its clock from it); else /health is not found. */
  serverTime?: string
}

/**
 * The stats answer of a location's `orders` for `years` over `range`, computed by src/analytics
 * as the server computes it; with `asOf` (the minute asked at), each season up to the like-for-like
 * cut while one is in progress.
 */
export function statsAnswer(location: Pick<Location, 'id' | 'timezone'>, orders: readonly Order[], years: number[], range: DayRange, asOf: string | null): StatsData {
  const analysis = windowStats(orders, location.timezone, years, range)
  const cuts = asOf === null ? null : likeForLikeAt(years, location.timezone, Date.parse(asOf))
  const likeForLike =
    cuts === null
      ? null
      : {
          inProgressYear: cuts.inProgressYear,
          through: cuts.moment,
          seasons: cuts.cuts.map((cut) => ({
            year: cut.year,
            cutAt: new Date(cut.atMs).toISOString(),
            ...cutFiguresOf(orders, location.timezone, cut.year, daysInRange(range), { atMs: cut.atMs, day: cutDayOf(cuts.moment) }),
          })),
        }
  return { locationId: location.id, timezone: location.timezone, years, days: daysInRange(range), stats: analysis.years, paymentTypes: analysis.paymentTypes, likeForLike }
}

/** A Location in the contract's shape with per-year totals (only their keys matter to the widgets). */
export function fakeLocation(id: string, name: string, timezone: string, years: readonly number[]): Location {
  return {
    id,
    name,
    address: null,
    coordinates: null,
    createdAt: '2020-01-01T00:00:00.000Z',
    status: 'ACTIVE',
    timezone,
    stats: Object.fromEntries(years.map((year) => [String(year), { totalTransactions: 1, totalNetSales: 1, totalPartialRefunds: 0, dailySales: {} }])),
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** The locations answer's data for `locations`, with a finished hydration summary. */
export function locationsAnswer(locations: readonly Location[]) {
  return {
    locations,
    summary: {
      activeLocations: locations.length,
      totalLocations: locations.length,
      totalOrdersAllLocations: 0,
      yearsProcessed: [],
      totalApiRequests: 0,
      batchInfo: { batchSize: 0, processedInThisBatch: 0, totalNewLocationsFound: 0, remainingToProcess: 0, isComplete: true, geocodedCount: 0, locationsMarkedInactive: 0 },
    },
    cached: false,
    cachedAt: null,
    cacheIsExpired: false,
    hydrated: true,
    hydratedAt: null,
  }
}

/** The pace answer of the locations a query names, from their orders, at its asOf (else the server's time). */
function fakePace(locations: readonly Location[], ordersByYear: Record<number, Order[]>, query: URLSearchParams, serverTime: string | undefined) {
  const ids = query.get('locationIds')?.split(',')
  const city = query.get('city')
  const chosen = ids !== undefined ? locations.filter((location) => ids.includes(location.id)) : filterLocations(locations, { city })
  const years = query.has('years') ? query.get('years')!.split(',').map(Number) : Object.keys(ordersByYear).map(Number).sort()
  const asOf = Date.parse(query.get('asOf') ?? serverTime ?? new Date().toISOString())
  const stands = chosen.map((location) => ({ ...location, orders: years.flatMap((year) => (ordersByYear[year] ?? []).filter((order) => order.location_id === location.id)) }))
  return paceFromOrders(stands, years, asOf)
}

/** Serves `locations` and their orders by season year. */
export function fakeApi(locations: readonly Location[], ordersByYear: Record<number, Order[]>, options: FakeApiOptions = {}): FakeApi {
  const calls: string[] = []
  const ordersOf = (locationId: string, year: number) => (ordersByYear[year] ?? []).filter((order) => order.location_id === locationId)
  const fetchImpl = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), 'http://127.0.0.1')
    const path = url.pathname.replace(/^\/api/, '')
    const query = url.searchParams
    // The public check a widget makes before it offers a sign-in form: the page is one the server
    // allows. It is no API request of the widget's, so `calls` leaves it out.
    if (path === '/embed/check') return json({ success: true, data: { service: 'fireworks-dashboard', origin: null, standing: 'allowed' } })
    calls.push(`${path}${url.search}`)
    if (options.status !== undefined && options.status !== 200) {
      return json({ success: false, error: 'UNAUTHORIZED', message: 'Authentication required' }, options.status)
    }
    if (path === '/health' && options.serverTime !== undefined) return json({ ok: true, database: 'ok', serverTime: options.serverTime })
    if (path === '/square/locations') return json({ success: true, data: locationsAnswer(locations) })
    if (path === '/square/pace') return json({ success: true, data: fakePace(locations, ordersByYear, query, options.serverTime) })
    const locationId = query.get('locationId') ?? ''
    const location = locations.find((candidate) => candidate.id === locationId)
    if (!location) return json({ success: false, error: 'NOT_FOUND', message: 'Location not found' }, 404)
    if (path === '/square/orders') return json({ success: true, data: { orders: ordersOf(locationId, Number(query.get('year'))) } })
    if (path.startsWith('/square/orders/')) {
      const wanted = decodeURIComponent(path.slice('/square/orders/'.length))
      const found = ordersOf(locationId, Number(query.get('year'))).find((order) => order.id === wanted)
      return found ? json({ success: true, data: { order: found } }) : json({ success: false, error: 'NOT_FOUND', message: 'Order not found' }, 404)
    }
    if (path === '/square/order-summaries') {
      const { status, body } = orderSummariesAnswer(ordersOf(locationId, Number(query.get('year'))), location.timezone, query)
      return json(body, status)
    }
    if (path === '/square/stats') {
      const years = (query.get('years') ?? '').split(',').filter(Boolean).map(Number)
      const range = query.has('days') ? parseDays(query.get('days')) : FULL_RANGE
      const data = statsAnswer(location, years.flatMap((year) => ordersOf(locationId, year)), years, range, query.get('asOf'))
      return json({ success: true, data })
    }
    if (path === '/square/items') {
      const year = Number(query.get('year'))
      const range = query.has('days') ? parseDays(query.get('days')) : FULL_RANGE
      const analysis = windowStats(ordersOf(locationId, year), location.timezone, [year], range)
      return json({ success: true, data: { locationId, year, days: daysInRange(range), items: analysis.items } })
    }
    return json({ success: false, error: 'NOT_FOUND', message: 'Not found' }, 404)
  }
  return { fetch: fetchImpl as typeof fetch, calls }
}
