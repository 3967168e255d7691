// The entry points the server and the widgets call: a location's orders in, every figure out, from
// one pass (./season-tally).
import type { LocationYearStats } from '../contract/location'
import type { Order } from '../contract/square-order'
import type { ItemRow, PaymentTypeYear, YearStats } from '../contract/stats'
import { mergeItems, sortItemsByRevenue } from './items'
import { tallyOrders, type TallyOptions } from './season-tally'
import { locationYearStatsOf, paymentTypesOf, yearStatsOf } from './year-stats'

/** Everything the stats and items screens show for one location. */
export interface SeasonAnalysis {
  /** Per-season figures, oldest season first. */
  years: YearStats[]
  /** Per-season money collected by tender type, oldest season first. */
  paymentTypes: PaymentTypeYear[]
  /** Items merged across the seasons, by revenue, largest first. */
  items: ItemRow[]
}

export type AnalyseOptions = TallyOptions

/** Every figure of a location's orders, placed in its IANA timezone. */
export function analyseOrders(orders: readonly Order[], timeZone: string, options: AnalyseOptions = {}): SeasonAnalysis {
  const tallies = [...tallyOrders(orders, timeZone, options).values()].sort((a, b) => a.year - b.year)
  return {
    years: tallies.map(yearStatsOf),
    paymentTypes: tallies.map(paymentTypesOf),
    items: sortItemsByRevenue(mergeItems(tallies.map((tally) => tally.items))),
  }
}

/** A location's per-season stats in the Location contract's shape, keyed by year ("2024"). */
export function locationStatsByYear(
  orders: readonly Order[],
  timeZone: string,
  options: AnalyseOptions = {},
): Record<string, LocationYearStats> {
  const stats: Record<string, LocationYearStats> = {}
  for (const tally of tallyOrders(orders, timeZone, options).values()) {
    stats[String(tally.year)] = locationYearStatsOf(yearStatsOf(tally), tally.partialRefunds)
  }
  return stats
}
