// The running sums of one season year, filled by the one-pass tally (./season-tally): net sales
// and completed sales per window hour, net sales per day by payment type, totals, and items.
import type { LineItem, Order } from '../contract/square-order'
import { SEASON_LENGTH } from '../season/window'
import { parseQuantity, tenderKind, type OrderFigures } from './figures'

/** Hours in the window: slot = window day index × 24 + local hour. */
export const SEASON_SLOTS = SEASON_LENGTH * 24

const RECENT_SLOTS = 1024

/** A slot for an id from its last two characters (Square ids end in random base-32 characters). */
function recentSlot(id: string): number {
  const length = id.length
  return (id.charCodeAt(length - 1) * 37 + id.charCodeAt(length - 2) + length) & (RECENT_SLOTS - 1)
}

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
  /**
   * Items by a cheap fingerprint of their id: a season has a few hundred items but hundreds of
   * thousands of lines, and comparing an id with the one in its slot is cheaper than hashing it.
   */
  private readonly recent: (ItemTally | undefined)[] = new Array<ItemTally | undefined>(RECENT_SLOTS).fill(undefined)

  constructor(year: number) {
    this.year = year
  }

  /**
   * Adds one sold line (its net sales from figures.ts) to its item. An item keeps the name it
   * was first sold under in the season; across seasons the newest season's name wins (items.ts).
   */
  addLine(line: LineItem, netSales: number): void {
    const id = line.catalog_object_id
    let item: ItemTally | undefined
    if (id !== undefined) {
      const slot = recentSlot(id)
      item = this.recent[slot]
      if (item === undefined || item.catalogObjectId !== id) {
        item = this.item(id, line.name)
        this.recent[slot] = item
      }
    } else {
      item = this.item(id, line.name)
    }
    item.sales += netSales
    item.units += parseQuantity(line.quantity)
  }

  /**
   * Adds one COMPLETED order's figures at window hour `slot` (day index × 24 + local hour).
   * `isSale` and `returns` come from the caller, which has read the order's lines and returns.
   */
  addOrder(order: Order, slot: number, figures: OrderFigures, isSale: boolean, returns: Order['returns']): void {
    this.grossSales += figures.grossSales
    this.discounts += figures.discounts
    this.returns += figures.returns
    this.netSales[slot]! += figures.netSales
    if (isSale) this.transactions[slot]! += 1
    const kind = tenderKind(order)
    const byTender = kind === 'cash' ? this.cashSales : kind === 'card' ? this.cardSales : this.otherSales
    byTender[Math.floor(slot / 24)]! += figures.netSales
    if (returns !== undefined) this.subtractReturnedItems(returns)
  }

  /** The tally of an item, made on first sight; custom amounts (no catalog id) go by name. */
  private item(catalogObjectId: string | undefined, name: string | undefined): ItemTally {
    const key = catalogObjectId ?? `name:${name ?? ''}`
    let item = this.items.get(key)
    if (item === undefined) {
      item = { name: name ?? 'Custom amount', catalogObjectId: catalogObjectId ?? null, sales: 0, units: 0 }
      this.items.set(key, item)
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
