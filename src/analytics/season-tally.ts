// One pass over a location's orders that fills every figure of every season at once: daily,
// hourly and hour-by-day net sales and transactions, the payment-type split and the items. Orders
// are placed in the location's timezone by created_at (DESIGN §3b); the figures come from
// ./figures, so this file only decides where each order's figures go.
//
// It is the hot path of the stats screens (and of `npm run bench`): per order it reads the
// timestamp with integer arithmetic, finds the local hour through the zone placer's slot cache,
// reads each line's money once for both the order's figures and its items, and adds into typed
// arrays; it allocates only for an item or a year seen for the first time.
import type { Order } from '../contract/square-order'
import { parseInstant } from '../season/instant'
import { zonePlacer } from '../season/zone'
import { composeFigures, hasDiscounts, hasLines, hasServiceCharges, isCounted, lineDiscounts, lineNetSales, type OrderFigures } from './figures'
import { YearTally } from './year-tally'

export { SEASON_SLOTS, YearTally, type ItemTally } from './year-tally'

/** Every season's running sums from one pass, by year. */
export type SeasonTally = Map<number, YearTally>

/**
 * Tallies orders (any order, any state) in a timezone. With `years`, only those seasons are kept
 * and each of them gets a tally even without orders; otherwise every season that has one.
 */
export function tallyOrders(orders: readonly Order[], timeZone: string, years?: readonly number[]): SeasonTally {
  const placer = zonePlacer(timeZone)
  const tallies: SeasonTally = new Map()
  for (const year of years ?? []) tallies.set(year, new YearTally(year))
  const tallyOf = (year: number): YearTally | undefined => {
    let tally = tallies.get(year)
    if (tally === undefined && years === undefined) {
      tally = new YearTally(year)
      tallies.set(year, tally)
    }
    return tally
  }
  const figures: OrderFigures = { grossSales: 0, discounts: 0, returns: 0, netSales: 0 }
  let lineNets = new Float64Array(64)
  let lastYear = NaN
  let lastTally: YearTally | undefined
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i]!
    if (!isCounted(order)) continue
    const local = placer.place(parseInstant(order.created_at))
    if (local === null || local.seasonIndex < 0) continue
    if (local.year !== lastYear) {
      lastYear = local.year
      lastTally = tallyOf(lastYear)
    }
    const tally = lastTally
    if (tally === undefined) continue
    let linesNet = 0
    let linesDiscounts = 0
    const lines = order.line_items
    if (lines !== undefined) {
      // Lines carry discounts and service-charge shares only when the order lists some.
      const serviceCharged = hasServiceCharges(order)
      const discounted = hasDiscounts(order)
      // Two short loops rather than one long one: the lines' money is read for all lines at once
      // (the processor fetches them side by side), then the items are tallied.
      if (lineNets.length < lines.length) lineNets = new Float64Array(lines.length * 2)
      for (let j = 0; j < lines.length; j++) {
        const line = lines[j]!
        const net = lineNetSales(line, serviceCharged)
        lineNets[j] = net
        linesNet += net
        if (discounted) linesDiscounts += lineDiscounts(line)
      }
      for (let j = 0; j < lines.length; j++) tally.addLine(lines[j]!, lineNets[j]!)
    }
    const returns = order.returns
    composeFigures(order, linesNet, linesDiscounts, figures, returns)
    tally.addOrder(order, local.seasonIndex * 24 + local.hour, figures, hasLines(lines), returns)
  }
  return tallies
}
