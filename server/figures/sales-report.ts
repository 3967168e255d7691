// The sales report (SPEC §3) of a location over local calendar days: from beginDate 00:00 to
// endDate 24:00 in the location's IANA timezone (DST-correct), with totals, one row per local date
// and the 24 local hours. Each order's figures come from src/analytics (orderFigures, isCounted,
// isSale), so the report agrees with the stats screens: net and gross sales of COMPLETED orders
// created in the range, transactions = COMPLETED orders that sell something (a return-only order
// lowers net sales on its day but is no transaction). Money counts on the day it moved: partial
// refunds (src/analytics/refunds) made in the range and payments received in it, whenever their
// order was created.
import { emptyFigures, isCounted, isSale, orderFigures } from '../../src/analytics/figures'
import { partialRefundsOf, refundCents, refundedAt, refundsClaimedBy } from '../../src/analytics/refunds'
import { paidAt } from '../../src/analytics/tenders'
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

/**
 * The report of `orders` (any state, any time: sales outside the range or not COMPLETED are left
 * out). Pass the orders created before the range too when their money may have moved in it, and
 * `claimedRefunds`: ids of refunds that return orders not among `orders` list (another season's).
 */
export function salesReportOf(range: SalesReportRange, orders: readonly Order[], claimedRefunds: Iterable<string> = []): SalesReport {
  const { beginMs, endMs } = reportInstants(range)
  const placer = zonePlacer(range.timeZone)
  const firstDay = dayNumberOf(range.beginDate)
  const dailyBreakdown = datesOfRange(range.beginDate, range.endDate).map((date) => ({ date, netSales: 0, count: 0, partialRefunds: 0 }))
  const hourlyBreakdown = Array.from({ length: 24 }, (_, hour) => ({ hour, netSales: 0, count: 0 }))
  const totals = { netSales: 0, grossSales: 0, totalTransactions: 0, partialRefunds: 0 }
  let totalPaymentsReceived = 0
  const figures = emptyFigures()
  // A refund that a return order lists is that return's: the sale listing it too is no partial refund.
  const claimed = new Set([...claimedRefunds, ...orders.flatMap(refundsClaimedBy)])
  /** The row of the local date of an instant in the range, if it is. */
  const dayOf = (ms: number) => {
    if (!(ms >= beginMs && ms < endMs)) return undefined
    const local = placer.place(ms)
    return local === null ? undefined : dailyBreakdown[daysFromCivil(local.year, local.month, local.day) - firstDay]
  }
  for (const order of orders) {
    if (!isCounted(order)) continue
    for (const tender of order.tenders ?? []) if (dayOf(parseInstant(paidAt(tender, order))) !== undefined) totalPaymentsReceived += 1
    for (const refund of partialRefundsOf(order, claimed)) {
      const day = dayOf(parseInstant(refundedAt(refund, order)))
      if (day === undefined) continue
      day.partialRefunds += refundCents(refund)
      totals.partialRefunds += refundCents(refund)
    }
    const createdMs = parseInstant(order.created_at)
    const day = dayOf(createdMs)
    const hour = day === undefined ? undefined : hourlyBreakdown[placer.place(createdMs)!.hour]
    if (day === undefined || hour === undefined) continue
    orderFigures(order, figures)
    const transactions = isSale(order) ? 1 : 0
    totals.netSales += figures.netSales
    totals.grossSales += figures.grossSales
    totals.totalTransactions += transactions
    day.netSales += figures.netSales
    day.count += transactions
    hour.netSales += figures.netSales
    hour.count += transactions
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
