// A season pace computed from raw Square orders in one pass per season (./season-tally), for
// callers that hold the orders themselves (the stories' fake API, tests, the benchmark's
// reference). The server reads the same hourly sums from its stored per-order figures instead.
import type { PaceData } from '../contract/pace'
import type { Order } from '../contract/square-order'
import { parseInstant } from '../season/instant'
import { seasonPlace } from '../season/season-place'
import { isCounted, isSale } from './figures'
import { locationCut, paceIsLikeForLike, seasonPace, type PaceLocationInput, type SlotSums } from './season-pace'
import { tallyOrders } from './season-tally'
import { SEASON_SLOTS } from './year-tally'

/** A location as the pace names it, and all its orders of the compared seasons. */
export interface StandOrders {
  id: string
  name: string
  status: 'ACTIVE' | 'INACTIVE'
  timezone: string
  orders: readonly Order[]
}

function slotsOf(tally: { netSales: ArrayLike<number>; transactions: ArrayLike<number> } | undefined): SlotSums {
  return { netSales: Array.from(tally?.netSales ?? new Float64Array(SEASON_SLOTS)), transactions: Array.from(tally?.transactions ?? new Int32Array(SEASON_SLOTS)) }
}

/** The latest sale of season `year` created before `beforeMs`; null when none. */
function lastSaleBefore(orders: readonly Order[], timeZone: string, year: number, beforeMs: number): number | null {
  let last: number | null = null
  for (const order of orders) {
    if (!isCounted(order) || !isSale(order)) continue
    const createdMs = parseInstant(order.created_at)
    if (createdMs >= beforeMs || (last !== null && createdMs <= last)) continue
    if (seasonPlace(order.created_at, timeZone)?.year === year) last = createdMs
  }
  return last
}

/** One location's pace input from its orders. */
export function paceInputFromOrders(stand: StandOrders, years: readonly number[], asOfMs: number, likeForLike: boolean): PaceLocationInput {
  const cut = locationCut(years, stand.timezone, asOfMs, likeForLike)
  const whole = tallyOrders(stand.orders, stand.timezone, { years })
  const upToCut = tallyOrders(stand.orders, stand.timezone, { years, cuts: Object.fromEntries(cut.atMs) })
  const inWindow = cut.slot >= 0 && cut.slot < SEASON_SLOTS
  const newest = years[years.length - 1]
  return {
    id: stand.id,
    name: stand.name,
    status: stand.status,
    timeZone: stand.timezone,
    cut,
    seasons: new Map(years.map((year) => [year, slotsOf(whole.get(year))])),
    cutHours: new Map(
      inWindow ? years.map((year) => [year, { netSales: upToCut.get(year)!.netSales[cut.slot]!, transactions: upToCut.get(year)!.transactions[cut.slot]! }]) : [],
    ),
    lastSaleMs: newest === undefined ? null : lastSaleBefore(stand.orders, stand.timezone, newest, cut.atMs.get(newest)!),
  }
}

/** The pace of `years` (ascending) over the stands, read at `asOfMs`. */
export function paceFromOrders(stands: readonly StandOrders[], years: readonly number[], asOfMs: number): PaceData {
  const likeForLike = paceIsLikeForLike(years, stands.map((stand) => stand.timezone), asOfMs)
  return seasonPace(years, likeForLike, asOfMs, stands.map((stand) => paceInputFromOrders(stand, years, asOfMs, likeForLike)))
}
