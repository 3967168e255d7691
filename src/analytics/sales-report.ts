// The sales report (docs/contract.md#entities) of a location over local calendar days: from beginDate 00:00 to
// endDate 24:00 in the location's IANA timezone (DST-correct), with totals, one row per local date
// and the 24 local hours. Each order's figures come from ./figures (orderFigures, isCounted,
// isSale), so the report agrees with the stats screens: net and gross sales of COMPLETED orders
// created in the range, transactions = COMPLETED orders that sell something (a return-only order
// lowers net sales on its day but is no transaction). Money counts on the day it moved: partial
// refunds (./refunds) made in the range and payments received in it, whenever their
// order was created.
import type { SalesReport } from '../contract/reports'
import type { Order } from '../contract/square-order'
import { daysFromCivil, parseInstant } from '../season/instant'
import { dayNumberOf, datesOfRange, localDaysInstants } from '../season/local-dates'
import { zonePlacer } from '../season/zone'
import { emptyFigures, isCounted, isSale, orderFigures } from './figures'
import { partialRefundsOf, refundCents, refundedAt, refundsClaimedBy } from './refunds'
import { paidAt } from './tenders'

export interface SalesReportRange {
  locationId: string
  timeZone: string
  /** Local calendar days, YYYY-MM-DD, both included. */
  beginDate: string
  endDate: string
}

/**
 * The report of `orders` (any state, any time: sales outside the range or not COMPLETED are left
 * out). Pass the orders created before the range too when their money may have moved in it, and
 * `claimedRefunds`: ids of refunds that return orders not among `orders` list (another season's).
 */
export function salesReportOf(range: SalesReportRange, orders: readonly Order[], claimedRefunds: Iterable<string> = []): SalesReport {
  const { beginMs, endMs } = localDaysInstants(range)
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
