// A season's figures up to its like-for-like cut (./season-cut), as a comparison sets them beside
// the season in progress: its totals over the selected days, the money collected by tender type
// over those days (what the Money Collected table compares), and its cut's own day — the evening in
// progress in the season in progress, the same evening of an earlier one — up to the same minute.
// One definition for the server's stats answer and anything that computes it from orders.
import type { CollectedTotals, PaymentSplit, YearTotals } from '../contract/stats'
import type { SeasonDay } from '../season/window'
import { analyseOrders } from './season-stats'

/** One season's figures up to its cut. */
export interface CutFigures {
  totals: YearTotals
  payments: { totals: CollectedTotals; split: PaymentSplit }
  /** The cut's own window day up to the cut, whatever days are selected. */
  cutDay: YearTotals
}

const NO_DAYS: readonly SeasonDay[] = []

/**
 * Season `year` of a location's orders over `days`, up to `cutMs` (what was created, paid or
 * refunded before it counts), and its `cutDay` up to the same instant. Pass every order of the
 * season up to the cut (and the other seasons' sales its returns refund), as for any figure.
 */
export function cutFiguresOf(
  orders: Parameters<typeof analyseOrders>[0],
  timeZone: string,
  year: number,
  days: readonly SeasonDay[],
  cut: { atMs: number; day: SeasonDay | null },
  claimedRefunds?: ReadonlySet<string>,
): CutFigures {
  const cuts = { [year]: cut.atMs }
  const selected = analyseOrders(orders, timeZone, { years: [year], days, cuts, claimedRefunds })
  const sameDays = cut.day !== null && days.length === 1 && days[0] === cut.day
  const onCutDay = sameDays ? selected : analyseOrders(orders, timeZone, { years: [year], days: cut.day === null ? NO_DAYS : [cut.day], cuts, claimedRefunds })
  const payments = selected.paymentTypes[0]!
  return { totals: selected.years[0]!.totals, payments: { totals: payments.totals, split: payments.split }, cutDay: onCutDay.years[0]!.totals }
}
