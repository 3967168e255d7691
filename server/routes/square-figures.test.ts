// The figures the server computes (docs/figures.md#where-figures-are-computed) on a real hydrated demo season: for every location
// and season, /api/square/stats, /items and both sales reports equal src/analytics run here over
// the raw orders the same server lists at /api/square/orders, the way the browser computed them.
// Their validation, cache entries and compression: ./square-figures-cache.test.ts.
import { analyseOrders, cutDayOf, cutFiguresOf, likeForLikeAt, summariseOrder } from '../../src/analytics'
import { isCounted, isSale, orderFigures } from '../../src/analytics/figures'
import { partialRefundsOf, refundCents, refundsClaimedBy } from '../../src/analytics/refunds'
import { itemsResponseSchema, statsResponseSchema } from '../../src/contract/figures-answers'
import { orderSummariesResponseSchema } from '../../src/contract/order-summaries'
import { salesReportResponseSchema, type SalesReport } from '../../src/contract/reports'
import type { Order } from '../../src/contract/square-order'
import type { SeasonDay } from '../../src/season/window'
import { KvCache } from '../kv/kv-cache'
import { localParts } from '../square/testing/raw-square'
import type { LiveTestContext } from '../testing/live-test-app'
import { hydratedDemo, type HydratedDemo } from '../testing/hydrated-demo'

const FW_NOW = '2025-07-04T20:00:00.000Z'
const YEARS = [2023, 2024, 2025]
const WINDOW_DAYS = [28, 29, 30, 1, 2, 3, 4, 5]

let demo: HydratedDemo | undefined
let t: LiveTestContext
let user: string
let locations: { id: string; timezone: string }[]

beforeAll(async () => {
  demo = await hydratedDemo(FW_NOW)
  ;({ t, user, locations } = demo)
}, 120_000)

afterAll(async () => {
  await demo?.close()
})

const get = (path: string, token: string | undefined = user) => t.call('GET', path, { token })

/** The location-year's orders as the orders answer lists them (every state, newest first). */
async function listedOrders(locationId: string, year: number): Promise<Order[]> {
  const answer = await get(`/api/square/orders?locationId=${locationId}&year=${year}`)
  expect(answer.status).toBe(200)
  return answer.body.data.orders as Order[]
}

/** JSON as it travels: what an answer can be compared with. */
const asSent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** One formatter per timezone: building an Intl.DateTimeFormat costs far more than using one. */
const minuteFormats = new Map<string, Intl.DateTimeFormat>()

/** Local "YYYY-MM-DD HH:mm" of an instant, read with Intl (not src/season). */
function localStamp(epochMs: number, timeZone: string): string {
  let format = minuteFormats.get(timeZone)
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    minuteFormats.set(timeZone, format)
  }
  const parts = format.formatToParts(new Date(epochMs))
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return `${pad(get('year'), 4)}-${pad(get('month'))}-${pad(get('day'))} ${pad(get('hour') % 24)}:${pad(get('minute'))}`
}

function datesBetween(beginDate: string, endDate: string): string[] {
  const dates: string[] = []
  for (let ms = Date.parse(`${beginDate}T00:00:00Z`); ms <= Date.parse(`${endDate}T00:00:00Z`); ms += 86_400_000) dates.push(new Date(ms).toISOString().slice(0, 10))
  return dates
}

/**
 * The sales report of `orders` computed here: local dates and hours by Intl, each order's figures
 * from src/analytics; partial refunds and payments on the local date of their own created_at.
 */
function expectedReport(locationId: string, timeZone: string, beginDate: string, endDate: string, orders: readonly Order[]): Omit<SalesReport, 'debug'> & { payments: number } {
  const daily = new Map(datesBetween(beginDate, endDate).map((date) => [date, { date, netSales: 0, count: 0, partialRefunds: 0 }]))
  const hourly = Array.from({ length: 24 }, (_, hour) => ({ hour, netSales: 0, count: 0 }))
  const totals = { netSales: 0, grossSales: 0, totalTransactions: 0, partialRefunds: 0 }
  const dateOf = (timestamp: string) => {
    const local = localParts(timestamp, timeZone)
    return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`
  }
  const claimed = new Set(orders.filter(isCounted).flatMap(refundsClaimedBy))
  let payments = 0
  for (const order of orders) {
    if (!isCounted(order)) continue
    for (const tender of order.tenders ?? []) if (daily.has(dateOf(tender.created_at ?? order.created_at))) payments += 1
    for (const refund of partialRefundsOf(order, claimed)) {
      const refundDay = daily.get(dateOf(refund.created_at ?? order.created_at))
      if (refundDay === undefined) continue
      refundDay.partialRefunds += refundCents(refund)
      totals.partialRefunds += refundCents(refund)
    }
    const local = localParts(order.created_at, timeZone)
    const day = daily.get(dateOf(order.created_at))
    if (day === undefined) continue
    const figures = orderFigures(order)
    const sale = isSale(order) ? 1 : 0
    totals.netSales += figures.netSales
    totals.grossSales += figures.grossSales
    totals.totalTransactions += sale
    day.netSales += figures.netSales
    day.count += sale
    hourly[local.hour]!.netSales += figures.netSales
    hourly[local.hour]!.count += sale
  }
  return { locationId, totals, dailyBreakdown: [...daily.values()], hourlyBreakdown: hourly, payments }
}

async function checkReport(path: string, location: { id: string; timezone: string }, beginDate: string, endDate: string, orders: readonly Order[]): Promise<SalesReport> {
  const answer = await get(path)
  expect(answer.status, answer.text).toBe(200)
  expect(salesReportResponseSchema.safeParse(answer.body).success).toBe(true)
  const report = answer.body.data as SalesReport
  const { payments, ...expected } = expectedReport(location.id, location.timezone, beginDate, endDate, orders)
  expect({ ...report, debug: undefined }).toEqual({ ...asSent(expected), debug: undefined })
  const { debug } = report
  expect(debug).toMatchObject({ beginDate, endDate, timezone: location.timezone, totalPaymentsReceived: payments })
  // Local midnight starting beginDate, and local midnight ending endDate (its 24:00).
  const begin = Date.parse(debug.beginDateTime)
  const end = Date.parse(debug.endDateTime)
  expect(localStamp(begin, location.timezone)).toBe(`${beginDate} 00:00`)
  expect(localStamp(begin - 60_000, location.timezone).slice(0, 10)).not.toBe(beginDate)
  expect(localStamp(end - 60_000, location.timezone)).toBe(`${endDate} 23:59`)
  expect(localStamp(end, location.timezone).endsWith(' 00:00')).toBe(true)
  return report
}

describe('figures of every demo location-year', () => {
  it('has the demo season hydrated: four locations, orders in each season', async () => {
    expect(locations).toHaveLength(4)
    const stats = await get(`/api/square/stats?locationId=${locations[0]!.id}&years=2023,2024,2025`)
    for (const season of stats.body.data.stats) expect(season.totals.totalTransactions).toBeGreaterThan(0)
  })

  it.each([undefined, '1to4', '29to29', '30to2'])('serves stats equal to src/analytics over the listed orders, for days %s', async (days) => {
    const selected = days === undefined ? WINDOW_DAYS : WINDOW_DAYS.slice(WINDOW_DAYS.indexOf(Number(days.split('to')[0])), WINDOW_DAYS.indexOf(Number(days.split('to')[1])) + 1)
    for (const location of locations) {
      const orders = (await Promise.all(YEARS.map((year) => listedOrders(location.id, year)))).flat()
      // Every order goes in: a refund on a chosen day still finds its sale on another day.
      const expected = analyseOrders(orders, location.timezone, { years: YEARS, days: selected as SeasonDay[] })
      const answer = await get(`/api/square/stats?locationId=${location.id}&years=2025,2023,2024,2023${days === undefined ? '' : `&days=${days}`}`)
      expect(answer.status, answer.text).toBe(200)
      expect(statsResponseSchema.safeParse(answer.body).success).toBe(true)
      // FW_NOW is July 4, 2025 in season: each season also up to the same local minute.
      const cuts = likeForLikeAt(YEARS, location.timezone, Date.parse(FW_NOW))!
      expect(answer.body.data).toEqual({
        locationId: location.id,
        timezone: location.timezone,
        years: YEARS,
        days: selected,
        stats: asSent(expected.years),
        paymentTypes: asSent(expected.paymentTypes),
        likeForLike: {
          inProgressYear: 2025,
          through: cuts.moment,
          seasons: cuts.cuts.map((cut) => ({
            year: cut.year,
            cutAt: new Date(cut.atMs).toISOString(),
            ...asSent(cutFiguresOf(orders, location.timezone, cut.year, selected as SeasonDay[], { atMs: cut.atMs, day: cutDayOf(cuts.moment) })),
          })),
        },
      })
    }
  })

  it('serves each season’s items equal to src/analytics over its listed orders, by revenue', async () => {
    for (const location of locations) {
      for (const year of YEARS) {
        const expected = analyseOrders(await listedOrders(location.id, year), location.timezone, { years: [year] })
        const answer = await get(`/api/square/items?locationId=${location.id}&year=${year}`)
        expect(answer.status, answer.text).toBe(200)
        expect(itemsResponseSchema.safeParse(answer.body).success).toBe(true)
        expect(answer.body.data).toEqual({ locationId: location.id, year, days: WINDOW_DAYS, items: asSent(expected.items) })
        expect(answer.body.data.items.length).toBeGreaterThan(0)
      }
    }
  })

  it.each(['4to4', '1to3'])('serves the items of the days asked for (%s), as the stats count them', async (days) => {
    const [from, to] = days.split('to').map(Number) as [number, number]
    const selected = WINDOW_DAYS.slice(WINDOW_DAYS.indexOf(from), WINDOW_DAYS.indexOf(to) + 1) as SeasonDay[]
    for (const location of locations) {
      const orders = await listedOrders(location.id, 2025)
      const expected = analyseOrders(orders, location.timezone, { years: [2025], days: selected })
      const answer = await get(`/api/square/items?locationId=${location.id}&year=2025&days=${days}`)
      expect(answer.status, answer.text).toBe(200)
      expect(answer.body.data).toEqual({ locationId: location.id, year: 2025, days: selected, items: asSent(expected.items) })
      // Fewer units than the whole season: only those days' sales.
      const whole = analyseOrders(orders, location.timezone, { years: [2025] }).items
      const units = (items: readonly { totalUnits: number }[]) => items.reduce((sum, item) => sum + item.totalUnits, 0)
      expect(units(answer.body.data.items)).toBeLessThan(units(whole))
      // The items add up to the stats' net sales of the same days.
      const stats = await get(`/api/square/stats?locationId=${location.id}&years=2025&days=${days}`)
      expect(answer.body.data.items.reduce((sum: number, item: { totalSales: number }) => sum + item.totalSales, 0)).toBe(stats.body.data.stats[0].totals.netSales)
    }
  })

  it('serves each season’s order summaries: the listed orders in their order, each cut down by summariseOrder', async () => {
    for (const location of locations) {
      for (const year of YEARS) {
        const orders = await listedOrders(location.id, year)
        const answer = await get(`/api/square/order-summaries?locationId=${location.id}&year=${year}`)
        expect(answer.status, answer.text).toBe(200)
        expect(orderSummariesResponseSchema.safeParse(answer.body).success).toBe(true)
        expect(answer.body.data.orders).toEqual(orders.map(summariseOrder))
        expect(answer.body.data.orders.length).toBeGreaterThan(0)
      }
    }
  })

  it('serves each season’s year report, the same as the date-range report of its window', async () => {
    for (const location of locations) {
      for (const year of YEARS) {
        const orders = await listedOrders(location.id, year)
        const byYear = await checkReport(`/api/square/reports/year?locationId=${location.id}&year=${year}`, location, `${year}-06-28`, `${year}-07-05`, orders)
        const byDates = await get(`/api/square/reports/sales?locationId=${location.id}&beginDate=${year}-06-28&endDate=${year}-07-05`)
        expect(byDates.body.data).toEqual(byYear)
        expect(byYear.totals.totalTransactions).toBeGreaterThan(0)
      }
    }
  })

  it('serves date-range reports over part of a season and across seasons', async () => {
    for (const location of locations) {
      const orders = (await Promise.all(YEARS.map((year) => listedOrders(location.id, year)))).flat()
      await checkReport(`/api/square/reports/sales?locationId=${location.id}&beginDate=2025-07-01&endDate=2025-07-04`, location, '2025-07-01', '2025-07-04', orders)
      const across = await checkReport(`/api/square/reports/sales?locationId=${location.id}&beginDate=2024-07-04&endDate=2025-06-30`, location, '2024-07-04', '2025-06-30', orders)
      expect(across.dailyBreakdown).toHaveLength(362)
    }
  })
})

describe('choosing years', () => {
  it('defaults to the last two tracked seasons and the whole window', async () => {
    const id = locations[0]!.id
    const answer = await get(`/api/square/stats?locationId=${id}`)
    expect(answer.body.data.years).toEqual([2024, 2025])
    expect(answer.body.data.days).toEqual(WINDOW_DAYS)
    expect(answer.body.data.stats.map((season: { year: number }) => season.year)).toEqual([2024, 2025])
  })

  it('cuts every season at the minute asked for, and at none out of season', async () => {
    const location = locations[0]!
    // July 3, 2025, 6:15:30 PM in Los Angeles: every season up to the same minute of its July 3.
    const asOf = '2025-07-04T01:15:30Z'
    const cuts = likeForLikeAt([2024, 2025], location.timezone, Date.parse(asOf))!
    const answer = await get(`/api/square/stats?locationId=${location.id}&years=2024,2025&asOf=${encodeURIComponent(asOf)}`)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.data.likeForLike.through).toEqual(cuts.moment)
    expect(answer.body.data.likeForLike.seasons.map((season: { cutAt: string }) => season.cutAt)).toEqual(cuts.cuts.map((cut) => new Date(cut.atMs).toISOString()))
    const orders = (await Promise.all([2024, 2025].map((year) => listedOrders(location.id, year)))).flat()
    const upTo = (year: number, cutMs: number) => analyseOrders(orders, location.timezone, { years: [year], cuts: { [year]: cutMs } }).years[0]!.totals
    expect(answer.body.data.likeForLike.seasons[0].totals).toEqual(asSent(upTo(2024, cuts.cuts[0]!.atMs)))
    expect(answer.body.data.likeForLike.seasons[0].totals.netSales).toBeLessThan(answer.body.data.stats[0].totals.netSales)
    // After the season: nothing in progress, nothing cut.
    const after = await get(`/api/square/stats?locationId=${location.id}&years=2024,2025&asOf=2025-07-20T12:00:00Z`)
    expect(after.body.data.likeForLike).toBeNull()
  })

  it('answers no years with empty lists', async () => {
    const answer = await get(`/api/square/stats?locationId=${locations[0]!.id}&years=&days=1to4`)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ years: [], days: [1, 2, 3, 4], stats: [], paymentTypes: [] })
  })

  it('reports a season without orders as zeros and keeps no cache entry for it', async () => {
    const id = locations[0]!.id
    const stats = await get(`/api/square/stats?locationId=${id}&years=2019,2025`)
    expect(stats.body.data.years).toEqual([2019, 2025])
    expect(stats.body.data.stats[0].totals).toEqual({ totalTransactions: 0, grossSales: 0, discounts: 0, returns: 0, netSales: 0, averageOrderValue: 0 })
    expect(stats.body.data.paymentTypes[0].year).toBe(2019)
    expect((await get(`/api/square/items?locationId=${id}&year=2019`)).body.data.items).toEqual([])
    const report = await get(`/api/square/reports/year?locationId=${id}&year=2019`)
    expect(report.body.data.totals).toEqual({ netSales: 0, grossSales: 0, totalTransactions: 0, partialRefunds: 0 })
    expect(report.body.data.dailyBreakdown).toHaveLength(8)
    const keys = await new KvCache(t.deps.db, t.deps.clock).keys()
    expect(keys.filter((key) => key.includes(':2019'))).toEqual([])
    expect(keys).toContain(`square:stats:${id}:2025:28to5`)
  })
})
