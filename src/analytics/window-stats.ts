// A location's figures for chosen seasons and chosen window days: the computation behind
// GET /api/square/stats. Only orders created on the chosen days count, so cards, charts and
// payment splits all describe the same days.
import type { Order } from '../contract/square-order'
import { daysInRange, type DayRange } from '../season'
import { analyseOrders, type SeasonAnalysis } from './season-stats'

/**
 * Every figure of the chosen seasons over the chosen days, each season reported even without
 * orders. Pass every order of the seasons: a refund on a chosen day finds its sale on another.
 */
export function windowStats(orders: readonly Order[], timeZone: string, years: readonly number[], range: DayRange): SeasonAnalysis {
  return analyseOrders(orders, timeZone, { years, days: daysInRange(range) })
}
