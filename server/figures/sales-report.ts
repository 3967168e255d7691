// The sales report (SPEC §3) of a location over local calendar days: from beginDate 00:00 to
// endDate 24:00 in the location's IANA timezone (DST-correct), with totals, one row per local date
// and the 24 local hours. Each order's figures come from src/analytics (orderFigures, isCounted,
// isSale), so the report agrees with the stats screens: net and gross sales of COMPLETED orders,
// transactions = COMPLETED orders that sell something (a return-only order lowers net sales on
// its day but is no transaction).
import { emptyFigures, isCounted, isSale, orderFigures, refundsClaimedBy } from '../../src/analytics/figures'
import type { SalesReport } from '../../src/contract/reports'
import type { Order } from '../../src/contract/square-order'
import { MS_PER_DAY, civilFromDays, daysFromCivil, parseInstant } from '../../src/season/instant'
import { zonePlacer } from '../../src/season/zone'

export interface SalesReportRange {
  locationId: string
  timeZone: string
  /** Local calendar days, YYYY-MM-DD, both included. */
  beginDate: string
  endDate: string
}

/** Day number (days since 1970-01-01) of a YYYY-MM-DD date. */
function dayNumberOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return daysFromCivil(year, month, day)
}

function dateOf(dayNumber: number): string {
  const { year, month, day } = civilFromDays(dayNumber)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The instants bounding a range of local days: local beginDate 00:00 (included) to the day after endDate 00:00 (excluded). */
export function reportInstants(range: Pick<SalesReportRange, 'timeZone' | 'beginDate' | 'endDate'>): { beginMs: number; endMs: number } {
  const placer = zonePlacer(range.timeZone)
  return {
    beginMs: placer.instantOf(dayNumberOf(range.beginDate) * MS_PER_DAY),
    endMs: placer.instantOf((dayNumberOf(range.endDate) + 1) * MS_PER_DAY),
  }
}

/** The local dates of a YYYY-MM-DD range, both ends included. */
export function datesOfRange(beginDate: string, endDate: string): string[] {
  const first = dayNumberOf(beginDate)
  const last = dayNumberOf(endDate)
  const dates: string[] = []
  for (let day = first; day <= last; day++) dates.push(dateOf(day))
  return dates
}

/** The report of `orders` (any state, any time: those outside the range or not COMPLETED are left out). */
export function salesReportOf(range: SalesReportRange, orders: readonly Order[]): SalesReport {
  const { beginMs, endMs } = reportInstants(range)
  const placer = zonePlacer(range.timeZone)
  const firstDay = dayNumberOf(range.beginDate)
  const dailyBreakdown = datesOfRange(range.beginDate, range.endDate).map((date) => ({ date, netSales: 0, count: 0 }))
  const hourlyBreakdown = Array.from({ length: 24 }, (_, hour) => ({ hour, netSales: 0, count: 0 }))
  const totals = { netSales: 0, grossSales: 0, totalTransactions: 0 }
  let totalPaymentsReceived = 0
  const figures = emptyFigures()
  // A refund that a return order lists is that return's: the sale listing it too does not count it again.
  const claimedRefunds = new Set(orders.flatMap(refundsClaimedBy))
  for (const order of orders) {
    if (!isCounted(order)) continue
    const createdMs = parseInstant(order.created_at)
    if (!(createdMs >= beginMs && createdMs < endMs)) continue
    const local = placer.place(createdMs)
    const day = local === null ? undefined : dailyBreakdown[daysFromCivil(local.year, local.month, local.day) - firstDay]
    const hour = local === null ? undefined : hourlyBreakdown[local.hour]
    if (day === undefined || hour === undefined) continue
    orderFigures(order, figures, claimedRefunds)
    const transactions = isSale(order) ? 1 : 0
    totals.netSales += figures.netSales
    totals.grossSales += figures.grossSales
    totals.totalTransactions += transactions
    day.netSales += figures.netSales
    day.count += transactions
    hour.netSales += figures.netSales
    hour.count += transactions
    totalPaymentsReceived += order.tenders?.length ?? 0
  }
  return {
    locationId: range.locationId,
    totals,
    dailyBreakdown,
    hourlyBreakdown,
    debug: {
      beginDate: range.beginDate,
      endDate: range.endDate,
      beginDateTime: new Date(beginMs).toISOString(),
      endDateTime: new Date(endMs).toISOString(),
      totalPaymentsReceived,
      timezone: range.timeZone,
    },
  }
}

/** The dates of a season's window, June 28 – July 5 of `year`. */
export function seasonWindowDates(year: number): { beginDate: string; endDate: string } {
  const yyyy = String(year).padStart(4, '0')
  return { beginDate: `${yyyy}-06-28`, endDate: `${yyyy}-07-05` }
}
