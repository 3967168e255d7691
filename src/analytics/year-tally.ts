// The running sums of one season year, filled by the one-pass tally (./season-tally): net sales
// and completed sales per window hour, money collected per day by tender type, partial refunds,
// totals, and items.
import type { LineItem, Order } from '../contract/square-order'
import { SEASON_LENGTH } from '../season/window'
import { parseQuantity, type OrderFigures } from './figures'
import { isGiftCardLine, isRefundByAmount, returnLineNetSales } from './returns'
import type { TenderKind } from './tenders'

/** Hours in the window: slot = window day index × 24 + local hour. */
export const SEASON_SLOTS = SEASON_LENGTH * 24

const RECENT_SLOTS = 1024

/** A slot for an id from its last two characters (Square ids end in random base-32 characters). */
function recentSlot(id: string): number {
  const length = id.length
  return (id.charCodeAt(length - 1) * 37 + id.charCodeAt(length - 2) + length) & (RECENT_SLOTS - 1)
}

/** The name Square's reports give the one row of custom amounts. */
export const CUSTOM_AMOUNT_NAME = 'Custom Amount'
/** The items key of the custom amounts row. */
const CUSTOM_KEY = 'custom'

/**
 * One item's running sums: a catalog item variation (by catalog object id), the custom amounts
 * (one row), or a line sold under a name without a catalog id (by name).
 */
export interface ItemTally {
  name: string
  variationName: string | null
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
  /** Money collected per window day by tender type: tenders in, refunds out, each on the day it moved. */
  readonly cashCollected = new Float64Array(SEASON_LENGTH)
  readonly cardCollected = new Float64Array(SEASON_LENGTH)
  readonly otherCollected = new Float64Array(SEASON_LENGTH)
  grossSales = 0
  discounts = 0
  returns = 0
  giftCardSales = 0
  /** Refunds by amount made with return orders: in net sales, off the custom amounts row. */
  refundsByAmount = 0
  /** Partial refunds (./refunds): in no sales figure, off the money collected. */
  partialRefunds = 0
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
   * Adds one sold line (its net sales from figures.ts) to its item; gift cards are no item. An
   * item keeps the names it was first sold under in the season; across seasons the newest
   * season's names win (items.ts).
   */
  addLine(line: LineItem, netSales: number): void {
    const id = line.catalog_object_id
    let item: ItemTally | undefined
    if (id !== undefined) {
      const slot = recentSlot(id)
      item = this.recent[slot]
      if (item === undefined || item.catalogObjectId !== id) {
        item = this.item(id, line.name, line.variation_name)
        this.recent[slot] = item
      }
    } else {
      item = this.itemWithoutId(line.item_type, line.name)
    }
    item.sales += netSales
    item.units += parseQuantity(line.quantity)
  }

  /**
   * Adds one COMPLETED order's figures at window hour `slot` (day index × 24 + local hour).
   * `isSale` and `returns` come from the caller, which has read the order's lines and returns;
   * the caller adds its tenders (addTender).
   */
  addOrder(slot: number, figures: OrderFigures, isSale: boolean, returns: Order['returns']): void {
    this.grossSales += figures.grossSales
    this.discounts += figures.discounts
    this.returns += figures.returns
    this.giftCardSales += figures.giftCardSales
    this.netSales[slot]! += figures.netSales
    if (isSale) this.transactions[slot]! += 1
    if (returns !== undefined && returns.length > 0) this.subtractReturnedItems(returns)
    if (figures.refundsByAmount !== 0) {
      // Tied to no catalog item, as a custom amount is: so the items still add up to net sales.
      this.refundsByAmount += figures.refundsByAmount
      this.itemWithoutId('CUSTOM_AMOUNT', undefined).sales -= figures.refundsByAmount
    }
  }

  /** Adds the money a tender collected under its type on window day `day`. */
  addTender(kind: TenderKind, day: number, cents: number): void {
    this.collected(kind)[day]! += cents
  }

  /** Money collected per day under one tender type. */
  collected(kind: TenderKind): Float64Array {
    return kind === 'cash' ? this.cashCollected : kind === 'card' ? this.cardCollected : this.otherCollected
  }

  /** A partial refund (./refunds) of `cents` back to a tender of `kind` on window day `day`. */
  addPartialRefund(day: number, cents: number, kind: TenderKind): void {
    this.partialRefunds += cents
    this.collected(kind)[day]! -= cents
  }

  /** The tally of a catalog variation, made on first sight. */
  private item(catalogObjectId: string, name: string | undefined, variationName: string | undefined): ItemTally {
    let item = this.items.get(catalogObjectId)
    if (item === undefined) {
      item = { name: name ?? catalogObjectId, variationName: variationName ?? null, catalogObjectId, sales: 0, units: 0 }
      this.items.set(catalogObjectId, item)
    }
    return item
  }

  /** Custom amounts are one row; a line with a name but no catalog id goes by its name. */
  private itemWithoutId(itemType: string | undefined, name: string | undefined): ItemTally {
    const custom = itemType === 'CUSTOM_AMOUNT' || name === undefined
    const key = custom ? CUSTOM_KEY : `name:${name}`
    let item = this.items.get(key)
    if (item === undefined) {
      item = { name: custom ? CUSTOM_AMOUNT_NAME : (name ?? CUSTOM_AMOUNT_NAME), variationName: null, catalogObjectId: null, sales: 0, units: 0 }
      this.items.set(key, item)
    }
    return item
  }

  /**
   * Returned lines come off their item's sales and units (without their tax); a returned gift card
   * is no item's, and a refund by amount comes off the custom amounts row (addOrder).
   */
  private subtractReturnedItems(returns: NonNullable<Order['returns']>): void {
    for (const entry of returns) {
      for (const line of entry.return_line_items ?? []) {
        if (isRefundByAmount(line) || isGiftCardLine(line)) continue
        const id = line.catalog_object_id
        const item = id === undefined ? this.itemWithoutId(line.item_type, line.name) : this.item(id, line.name, line.variation_name)
        item.sales -= returnLineNetSales(line)
        item.units -= parseQuantity(line.quantity)
      }
    }
  }
}
