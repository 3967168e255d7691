// One pass over a location's orders that fills every figure of every season at once: daily,
// hourly and hour-by-day net sales and transactions, the payment-type split and the items. Orders
// are placed in the location's timezone by created_at (DESIGN §3b); the figures come from
// ./figures, so this file only decides where each order's figures go.
//
// It is the hot path of the stats screens (and of `npm run bench`): per order it reads the
// timestamp with integer arithmetic, finds its local hour through the zone placer's slot cache,
// and adds into typed arrays; it allocates only for an item or a year seen for the first time.
import type { Order } from '../contract/square-order'
import { parseInstant } from '../season/instant'
import { SEASON_LENGTH } from '../season/window'
import { zonePlacer } from '../season/zone'
import { isCounted, isSale, lineNetSales, orderFigures, parseQuantity, tenderKind, type OrderFigures } from './figures'

/** Hours in the window: slot = window day index × 24 + local hour. */
export const SEASON_SLOTS = SEASON_LENGTH * 24

/** One item's running sums; keyed by catalog object id (or by name for a custom amount). */
export interface ItemTally {
  name: string
  catalogObjectId: string | null
  sales: number
  units: number
}

/** The running sums of one season year. */
export class YearTally {
  readonly year: number
  /** Net sales (cents) per window hour slot. */
  readonly netSales = new Float64Array(SEASON_SLOTS)
  /** Completed sales per window hour slot. */
  readonly transactions = new Int32Array(SEASON_SLOTS)
  /** Net sales per window day by the type of the order's first tender. */
  readonly cashSales = new Float64Array(SEASON_LENGTH)
  readonly cardSales = new Float64Array(SEASON_LENGTH)
  readonly otherSales = new Float64Array(SEASON_LENGTH)
  grossSales = 0
  discounts = 0
  returns = 0
  readonly items = new Map<string, ItemTally>()

  constructor(year: number) {
    this.year = year
  }

  /** Adds one COMPLETED order placed in window day `dayIndex` at local `hour`. */
  add(order: Order, dayIndex: number, hour: number, figures: OrderFigures): void {
    const slot = dayIndex * 24 + hour
    this.grossSales += figures.grossSales
    this.discounts += figures.discounts
    this.returns += figures.returns
    this.netSales[slot]! += figures.netSales
    if (isSale(order)) this.transactions[slot]! += 1
    const kind = tenderKind(order)
    const byTender = kind === 'cash' ? this.cashSales : kind === 'card' ? this.cardSales : this.otherSales
    byTender[dayIndex]! += figures.netSales
    const lines = order.line_items
    if (lines !== undefined) {
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i]!
        const item = this.item(line.catalog_object_id, line.name)
        item.sales += lineNetSales(line)
        item.units += parseQuantity(line.quantity)
      }
    }
    if (order.returns !== undefined) this.subtractReturnedItems(order.returns)
  }

  private item(catalogObjectId: string | undefined, name: string | undefined): ItemTally {
    const key = catalogObjectId ?? `name:${name ?? ''}`
    let item = this.items.get(key)
    if (item === undefined) {
      item = { name: name ?? 'Custom amount', catalogObjectId: catalogObjectId ?? null, sales: 0, units: 0 }
      this.items.set(key, item)
    } else if (name !== undefined && item.name !== name) {
      item.name = name // orders run oldest first, so the newest name wins
    }
    return item
  }

  /** Returned line items come off their item's sales and units (without their tax). */
  private subtractReturnedItems(returns: NonNullable<Order['returns']>): void {
    for (const entry of returns) {
      for (const line of entry.return_line_items ?? []) {
        const item = this.item(line.catalog_object_id, line.name)
        item.sales -= (line.total_money?.amount ?? 0) - (line.total_tax_money?.amount ?? 0)
        item.units -= parseQuantity(line.quantity)
      }
    }
  }
}

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
  const figures: OrderFigures = { grossSales: 0, discounts: 0, returns: 0, netSales: 0 }
  let lastYear = NaN
  let last: YearTally | undefined
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i]!
    if (!isCounted(order)) continue
    const local = placer.place(parseInstant(order.created_at))
    if (local === null || local.seasonIndex < 0) continue
    if (local.year !== lastYear) {
      lastYear = local.year
      last = tallies.get(lastYear)
      if (last === undefined && years === undefined) {
        last = new YearTally(lastYear)
        tallies.set(lastYear, last)
      }
    }
    if (last === undefined) continue
    last.add(order, local.seasonIndex, local.hour, orderFigures(order, figures))
  }
  return tallies
}
