// A location's figures for chosen seasons and chosen window days: the computation behind
// GET /api/square/stats. Orders outside the chosen days are left out before anything is counted,
// so cards, charts and payment splits all describe the same days.
import type { Order } from '../contract/square-order'
import { daysInRange, isFullRange, seasonPlace, type DayRange } from '../season'
import { analyseOrders, type SeasonAnalysis } from './season-stats'

/** Only the orders whose local creation day (in `timeZone`) lies in `range`; all of them for the whole window. */
export function ordersOnDays(orders: readonly Order[], timeZone: string, range: DayRange): readonly Order[] {
  if (isFullRange(range)) return orders
  const wanted = new Set<number>(daysInRange(range))
  return orders.filter((order) => {
    const place = seasonPlace(order.created_at, timeZone)
    return place !== null && wanted.has(place.day)
  })
}

/** Every figure of the chosen seasons over the chosen days, each season reported even without orders. */
export function windowStats(orders: readonly Order[], timeZone: string, years: readonly number[], range: DayRange): SeasonAnalysis {
  return analyseOrders(ordersOnDays(orders, timeZone, range), timeZone, { years })
}
