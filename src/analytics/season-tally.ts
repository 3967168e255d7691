// One pass over a location's orders that fills every figure of every season at once: daily,
// hourly and hour-by-day net sales and transactions, the money collected by tender type and the
// items. Orders are placed in the location's timezone by created_at (DESIGN §3b); the figures
// come from ./figures, so this file only decides where each order's figures go.
//
// It is the hot path of the stats screens (and of `npm run bench`): per order it reads the
// timestamp with integer arithmetic, finds the local hour through the zone placer's slot cache,
// reads each line's money once for both the order's figures and its items, and adds into typed
// arrays; it allocates only for an item or a year seen for the first time, and for refunds.
//
// Refunds are few, and two of their rules look at other orders, so they are noted during the pass
// and settled after it (./refund-ledger): which tender a return order's refund went back to (a
// tender of the sale it returns), and whether a refund a sale lists was counted by a return order.
import type { Order } from '../contract/square-order'
import { parseInstant } from '../season/instant'
import { SEASON_LENGTH, seasonDayIndex, type SeasonDay } from '../season/window'
import { zonePlacer } from '../season/zone'
import {
  composeFigures,
  emptyFigures,
  hasDiscounts,
  hasServiceCharges,
  isCounted,
  isGiftCardLine,
  lineGrossSales,
  lineNetSales,
  tenderCents,
  tenderKindOf,
  type OrderFigures,
} from './figures'
import { RefundLedger } from './refund-ledger'
import { YearTally } from './year-tally'

export { SEASON_SLOTS, YearTally, type ItemTally } from './year-tally'

/** Every season's running sums from one pass, by year. */
export type SeasonTally = Map<number, YearTally>

/** Marks a gift card line among an order's line nets (a line's net sales are never NaN). */
const GIFT_CARD_LINE = Number.NaN

/** Whether each window position is tallied: every one, or those of `days`. */
function dayMask(days: readonly SeasonDay[] | undefined): Uint8Array {
  const mask = new Uint8Array(SEASON_LENGTH).fill(days === undefined ? 1 : 0)
  for (const day of days ?? []) mask[seasonDayIndex(day)] = 1
  return mask
}

/**
 * Tallies orders (any order, any state) in a timezone. With `years`, only those seasons are kept
 * and each of them gets a tally even without orders; otherwise every season that has one. With
 * `days`, only orders placed on those window days are tallied; pass the other days' orders all the
 * same, so a refund on a tallied day still finds the sale (and tender) it went back to.
 */
export function tallyOrders(orders: readonly Order[], timeZone: string, years?: readonly number[], days?: readonly SeasonDay[]): SeasonTally {
  const placer = zonePlacer(timeZone)
  const tallied = dayMask(days)
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
  const figures: OrderFigures = emptyFigures()
  const refunds = new RefundLedger(orders.length)
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
    const tenders = order.tenders
    if (tallied[local.seasonIndex] === 0) {
      if (tenders !== undefined) for (let j = 0; j < tenders.length; j++) refunds.tender(tenders[j]!, i)
      if (order.refunds !== undefined) refunds.claim(order)
      continue
    }
    let linesNet = 0
    let linesGross = 0
    let giftCards = 0
    let sells = false
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
        if (isGiftCardLine(line)) {
          giftCards += line.total_money?.amount ?? 0
          lineNets[j] = GIFT_CARD_LINE
          continue
        }
        const net = lineNetSales(line, serviceCharged)
        lineNets[j] = net
        linesNet += net
        linesGross += lineGrossSales(line, net, discounted)
        sells = true
      }
      for (let j = 0; j < lines.length; j++) {
        const net = lineNets[j]!
        if (net === net) tally.addLine(lines[j]!, net)
      }
    }
    const returns = order.returns
    composeFigures(order, linesNet, linesGross, giftCards, figures, returns)
    const slot = local.seasonIndex * 24 + local.hour
    tally.addOrder(slot, figures, sells, returns)
    if (tenders !== undefined) {
      for (let j = 0; j < tenders.length; j++) {
        const tender = tenders[j]!
        refunds.tender(tender, i)
        tally.addTender(tenderKindOf(tender.type), local.seasonIndex, tenderCents(tender))
      }
    }
    if (order.refunds !== undefined && order.refunds.length > 0) refunds.note(order, tally, slot, linesNet, returns)
  }
  refunds.settle(orders)
  return tallies
}
