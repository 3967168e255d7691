// The stories' fake API, figures half: the locations, stats, items, orders and sales reports of the
// fixture season (./fixture-season), each answer computed by src/analytics exactly as the server
// computes it from its stored orders.
import { filterLocations, paceFromOrders, salesReportOf, windowStats } from '../src/analytics'
import { locationsAnswer, statsAnswer } from '../src/api/testing/fake-api'
import { orderSummariesAnswer } from '../src/api/testing/order-summaries-answer'
import { apiErrorAnswer, json, type RecordedRequest, type RouteHandler } from '../src/api/testing/route-fetch'
import { daysInRange, FULL_RANGE, parseDays, seasonWindowDates } from '../src/season'
import { FIXTURE_NOW } from './fixture-admin-routes'
import { FIXTURE_YEARS, fixtureLocations, fixtureOrders, fixtureStand, fixtureStands } from './fixture-season'

function queryOf(request: RecordedRequest): URLSearchParams {
  return new URL(request.url, 'http://fixtures.invalid').searchParams
}

const locationNotFound = () => apiErrorAnswer(404, 'NOT_FOUND', 'Location not found')

/** A handler for one location's resource: the stand named by `?locationId=`, or the API's 404. */
function forLocation(answer: (location: NonNullable<ReturnType<typeof fixtureStand>>, query: URLSearchParams, request: RecordedRequest) => Response): RouteHandler {
  return (request) => {
    const query = queryOf(request)
    const location = fixtureStand(query.get('locationId') ?? '')
    return location ? answer(location, query, request) : locationNotFound()
  }
}

const yearOf = (query: URLSearchParams) => Number(query.get('year'))

export const figuresRoutes: Record<string, RouteHandler> = {
  'GET /square/locations': () => {
    const locations = fixtureLocations()
    const answer = locationsAnswer(locations)
    const totalOrders = locations.reduce((sum, location) => sum + Object.values(location.stats).reduce((total, year) => total + year.totalTransactions, 0), 0)
    return json({
      success: true,
      data: {
        ...answer,
        summary: { ...answer.summary, activeLocations: locations.filter((location) => location.status === 'ACTIVE').length, totalOrdersAllLocations: totalOrders, yearsProcessed: FIXTURE_YEARS },
        hydratedAt: '2025-07-10T18:00:00.000Z',
      },
    })
  },
  'GET /square/stats': forLocation((location, query) => {
    const years = (query.get('years') ?? '').split(',').filter(Boolean).map(Number)
    const range = query.has('days') ? parseDays(query.get('days')) : FULL_RANGE
    return json({ success: true, data: statsAnswer(location, years.flatMap((year) => fixtureOrders(location.id, year)), years, range, query.get('asOf')) })
  }),
  'GET /square/items': forLocation((location, query) => {
    const year = yearOf(query)
    const range = query.has('days') ? parseDays(query.get('days')) : FULL_RANGE
    const analysis = windowStats(fixtureOrders(location.id, year), location.timezone, [year], range)
    return json({ success: true, data: { locationId: location.id, year, days: daysInRange(range), items: analysis.items } })
  }),
  'GET /square/pace': (request) => {
    const query = queryOf(request)
    const ids = query.get('locationIds')?.split(',')
    const stands = ids === undefined ? filterLocations(fixtureStands(), { city: query.get('city') }) : fixtureStands().filter((stand) => ids.includes(stand.id))
    const years = query.has('years') ? (query.get('years') ?? '').split(',').map(Number) : [...FIXTURE_YEARS]
    const asOf = Date.parse(query.get('asOf') ?? FIXTURE_NOW)
    return json({ success: true, data: paceFromOrders(stands.map((stand) => ({ ...stand, orders: years.flatMap((year) => fixtureOrders(stand.id, year)) })), years, asOf) })
  },
  'GET /square/orders': forLocation((location, query) => json({ success: true, data: { orders: fixtureOrders(location.id, yearOf(query)) } })),
  'GET /square/orders/*': forLocation((location, query, request) => {
    const id = decodeURIComponent(new URL(request.url, 'http://fixtures.invalid').pathname.slice('/square/orders/'.length))
    const order = fixtureOrders(location.id, yearOf(query)).find((candidate) => candidate.id === id)
    return order ? json({ success: true, data: { order } }) : apiErrorAnswer(404, 'NOT_FOUND', 'Order not found')
  }),
  'GET /square/order-summaries': forLocation((location, query) => {
    const { status, body } = orderSummariesAnswer(fixtureOrders(location.id, yearOf(query)), location.timezone, query)
    return json(body, status)
  }),
  'GET /square/reports/sales': forLocation((location, query) => {
    const beginDate = query.get('beginDate') ?? ''
    const endDate = query.get('endDate') ?? ''
    return salesReport(location.id, location.timezone, beginDate, endDate)
  }),
  'GET /square/reports/year': forLocation((location, query) => {
    const { beginDate, endDate } = seasonWindowDates(yearOf(query))
    return salesReport(location.id, location.timezone, beginDate, endDate)
  }),
}

function salesReport(locationId: string, timeZone: string, beginDate: string, endDate: string): Response {
  const years = FIXTURE_YEARS.filter((year) => year >= Number(beginDate.slice(0, 4)) && year <= Number(endDate.slice(0, 4)))
  const orders = years.flatMap((year) => fixtureOrders(locationId, year))
  return json({ success: true, data: salesReportOf({ locationId, timeZone, beginDate, endDate }, orders) })
}
