// One pass over a location's orders that fills every figure of every season at once: daily,
// hourly and hour-by-day net sales and transactions, the money collected by tender type, partial
// refunds and the items. Orders are placed in the location's timezone by created_at (docs/clock-and-seasons.md#timezones),
// and money by when it moved: each tender and refund by its own created_at, on the window day of
// its order's season it falls on (none, when it falls outside that window). The figures come from
// ./figures, so this file only decides where each order's figures and money go.
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
import { zonePlacer, type LocalHour, type ZonePlacer } from '../season/zone'
import { composeFigures, emptyFigures, hasDiscounts, hasServiceCharges, isCounted, lineGrossSales, lineNetSales, type OrderFigures } from './figures'
import { seasonDayOfMoney } from './money-day'
import { RefundLedger } from './refund-ledger'
import { isGiftCardLine } from './returns'
import { tenderCents, tenderKindOf } from './tenders'
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
 * The window position of the day money moved at `at` (./money-day), or -1 when that day is not
 * tallied or the money moved at or after `cutMs` (a like-for-like cut).
 */
function dayMoneyMoved(placer: ZonePlacer, at: string, order: Order, local: LocalHour, tallied: Uint8Array, cutMs: number): number {
  const day = seasonDayOfMoney(placer, at, order, local)
  return day >= 0 && tallied[day] === 1 && (cutMs === Infinity || parseInstant(at) < cutMs) ? day : -1
}

export interface TallyOptions {
  /** The seasons to report (each reported even without orders); default every season with orders. */
  years?: readonly number[]
  /**
   * The window days to count; default all eight. Pass the orders of every day all the same: a
   * refund on a counted day goes back to the tender of a sale made on another, and a tab opened
   * the evening before is paid on a counted day.
   */
  days?: readonly SeasonDay[]
  /**
   * Ids of refunds that return orders not among the orders list (another season's): a sale
   * listing one of them leaves it to that return order (./refunds).
   */
  claimedRefunds?: Iterable<string>
  /**
   * Per season year, where its figures end (./season-cut, a like-for-like cut, epoch ms): orders
   * created and money moved at or after it are left out.
   */
  cuts?: Readonly<Record<number, number>>
}

/**
 * Tallies orders (any order, any state) in a timezone. With `years`, only those seasons are kept
 * and each of them gets a tally even without orders; otherwise every season that has one. With
 * `days`, only orders placed on those window days, and money that moved on them, are tallied.
 */
export function tallyOrders(orders: readonly Order[], timeZone: string, options: TallyOptions = {}): SeasonTally {
  const { years, days } = options
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
  const refunds = new RefundLedger(orders.length, options.claimedRefunds)
  let lineNets = new Float64Array(64)
  let lastYear = NaN
  let lastTally: YearTally | undefined
  let lastCut = Infinity
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i]!
    if (!isCounted(order)) continue
    const createdMs = parseInstant(order.created_at)
    const local = placer.place(createdMs)
    if (local === null || local.seasonIndex < 0) continue
    if (local.year !== lastYear) {
      lastYear = local.year
      lastTally = tallyOf(lastYear)
      lastCut = options.cuts?.[lastYear] ?? Infinity
    }
    const cutMs = lastCut
    const tally = createdMs < cutMs ? lastTally : undefined
    const tenders = order.tenders
    if (tenders !== undefined) {
      for (let j = 0; j < tenders.length; j++) {
        const tender = tenders[j]!
        refunds.tender(tender)
        if (tally === undefined) continue
        const day = dayMoneyMoved(placer, tender.created_at ?? order.created_at, order, local, tallied, cutMs)
        if (day >= 0) tally.addTender(tenderKindOf(tender.type), day, tenderCents(tender))
      }
    }
    if (order.refunds !== undefined && order.refunds.length > 0) {
      refunds.note(order, tally, (at) => dayMoneyMoved(placer, at, order, local, tallied, cutMs))
    }
    if (tally === undefined || tallied[local.seasonIndex] === 0) continue
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
    tally.addOrder(local.seasonIndex * 24 + local.hour, figures, sells, returns)
  }
  refunds.settle(orders)
  return tallies
}
