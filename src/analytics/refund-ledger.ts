// The refunds met during the one-pass tally (./season-tally), settled after it, because two rules
// look at other orders than the one listing the refund:
//   - A refund comes off the money collected under the tender it went back to: the tender whose id
//     is Refund.tender_id (a return order's refund names a tender of the sale it returns), else the
//     first tender of the returned sale (OrderReturn.source_order_id, or Refund.transaction_id),
//     else "other".
//   - A refund a sale lists itself is a partial refund (./refunds) unless a return order lists the
//     same refund (Refund.id), in this pass or in the claims the caller passes from elsewhere (a
//     return order of another season): then that return order has counted it.
// Each refund's money goes back on the window day of its own created_at (the caller places it).
// Refunds are a few in a hundred orders, so noting them costs the pass little. The pass indexes
// every tender it meets by id (cheaply, see TenderLog); only a refund whose tender is not among
// them sends settling back over the orders, for the first tender of the sale it returns.
import type { Order, Tender } from '../contract/square-order'
import { hasReturns, isCountedRefund, refundCents, refundedAt } from './refunds'
import { tenderKindOf, type TenderKind } from './tenders'
import type { YearTally } from './year-tally'

/** A refund on a return order whose tender is on the sale it returns. */
interface TenderRefund {
  tally: YearTally
  day: number
  cents: number
  tenderId: string | undefined
  saleId: string | undefined
}

/** A refund a sale lists itself, waiting to learn whether a return order lists it too. */
interface SaleRefund {
  id: string
  tally: YearTally
  day: number
  cents: number
  kind: TenderKind
}

function tenderById(tenders: readonly Tender[] | undefined, id: string | undefined): Tender | undefined {
  if (tenders === undefined || id === undefined) return undefined
  return tenders.find((tender) => tender.id === id)
}

/** The window day (0–7) a refund's money moved on, counted by the pass, or -1 when it counts on none. */
export type RefundDay = (refundedAt: string) => number

export class RefundLedger {
  /** Ids of the refunds return orders list. */
  private readonly claimed: Set<string>
  /** Every tender met: where a return order's refund went back to. */
  private readonly tenders: TenderLog
  private readonly toSales: TenderRefund[] = []
  private readonly fromSales: SaleRefund[] = []

  /**
   * `expectedTenders`: about how many tenders the pass will meet (the index grows past it);
   * `claimed`: ids of refunds return orders the pass does not see list (another season's).
   */
  constructor(expectedTenders = 64, claimed: Iterable<string> = []) {
    this.tenders = new TenderLog(expectedTenders)
    this.claimed = new Set(claimed)
  }

  /** Notes a tender of the placed COMPLETED order at `position` in the pass's orders. */
  tender(tender: Tender, position: number): void {
    this.tenders.add(tender.id, position)
  }

  /**
   * Notes the refunds of a COMPLETED order: what a return order claims, always; the money, when
   * the order's season is tallied (`tally`) and `dayOf` puts the refund on a counted window day.
   */
  note(order: Order, tally: YearTally | undefined, dayOf: RefundDay): void {
    const isReturn = hasReturns(order)
    for (const refund of order.refunds ?? []) {
      if (isReturn) this.claimed.add(refund.id)
      if (tally === undefined || !isCountedRefund(refund)) continue
      const day = dayOf(refundedAt(refund, order))
      if (day < 0) continue
      const cents = refundCents(refund)
      if (isReturn) {
        const own = tenderById(order.tenders, refund.tender_id)
        if (own !== undefined) tally.collected(tenderKindOf(own.type))[day]! -= cents
        else this.toSales.push({ tally, day, cents, tenderId: refund.tender_id, saleId: order.returns![0]?.source_order_id ?? refund.transaction_id })
      } else {
        const tender = tenderById(order.tenders, refund.tender_id) ?? order.tenders?.[0]
        this.fromSales.push({ id: refund.id, tally, day, cents, kind: tenderKindOf(tender?.type) })
      }
    }
  }

  /** Settles every noted refund; `orders` are the ones the pass went over. */
  settle(orders: readonly Order[]): void {
    for (const refund of this.fromSales) {
      if (!this.claimed.has(refund.id)) refund.tally.addPartialRefund(refund.day, refund.cents, refund.kind)
    }
    if (this.toSales.length === 0) return
    const named = this.tenders.find(orders, this.toSales.flatMap((refund) => (refund.tenderId === undefined ? [] : [refund.tenderId])))
    const unresolved: TenderRefund[] = []
    for (const refund of this.toSales) {
      const tender = refund.tenderId === undefined ? undefined : named.get(refund.tenderId)
      if (tender === undefined) unresolved.push(refund)
      else refund.tally.collected(tenderKindOf(tender.type))[refund.day]! -= refund.cents
    }
    if (unresolved.length === 0) return
    // A refund without a tender id, or whose tender is on an order the pass did not tally: by the
    // first tender of the sale it returns.
    const firstOfSale = firstTenderKinds(orders, unresolved)
    for (const refund of unresolved) {
      const kind = (refund.saleId === undefined ? undefined : firstOfSale.get(refund.saleId)) ?? 'other'
      refund.tally.collected(kind)[refund.day]! -= refund.cents
    }
  }
}

/**
 * Every tender the pass meets, logged in order as a fingerprint of its id beside the position of
 * its order: the pass touches each tender anyway, so this costs it two writes in a row, where a
 * Map would hash every id and a table would jump about memory. Finding the few tenders refunds
 * name then takes one run down the fingerprints, checked against a bitmap of the wanted ones, and
 * a look at the orders they point to.
 */
class TenderLog {
  private prints: Int32Array
  private positions: Int32Array
  private count = 0

  constructor(expected: number) {
    this.prints = new Int32Array(Math.max(64, expected))
    this.positions = new Int32Array(Math.max(64, expected))
  }

  /** Logs a tender of the order at `position` in the pass's orders. */
  add(id: string | undefined, position: number): void {
    if (id === undefined || id.length === 0) return
    const at = this.count
    if (at === this.prints.length) this.grow()
    this.prints[at] = fingerprint(id)
    this.positions[at] = position
    this.count = at + 1
  }

  /** The logged tenders with these ids, found among `orders` (the first logged, for an id met twice). */
  find(orders: readonly Order[], ids: Iterable<string>): Map<string, Tender> {
    const wanted = new Set<string>()
    const bits = new Uint32Array(1 << 13)
    for (const id of ids) {
      if (id.length === 0) continue
      wanted.add(id)
      const print = fingerprint(id)
      bits[(print >>> 5) & 0x1fff]! |= 1 << (print & 31)
    }
    const found = new Map<string, Tender>()
    if (wanted.size === 0) return found
    const prints = this.prints
    let lastPosition = -1
    for (let i = 0; i < this.count; i++) {
      const print = prints[i]!
      if ((bits[(print >>> 5) & 0x1fff]! & (1 << (print & 31))) === 0) continue
      const position = this.positions[i]!
      if (position === lastPosition) continue
      lastPosition = position
      for (const tender of orders[position]?.tenders ?? []) {
        if (tender.id !== undefined && wanted.has(tender.id) && !found.has(tender.id)) found.set(tender.id, tender)
      }
    }
    return found
  }

  private grow(): void {
    const prints = new Int32Array(this.prints.length * 2)
    const positions = new Int32Array(this.prints.length * 2)
    prints.set(this.prints)
    positions.set(this.positions)
    this.prints = prints
    this.positions = positions
  }
}

/**
 * A number from an id's last four characters, six bits each (Square ids end in random base-62
 * characters, so these spread well); 0 for a shorter id. Cheap: the pass takes one per tender.
 */
function fingerprint(id: string): number {
  const n = id.length
  if (n < 4) return 0
  return ((id.charCodeAt(n - 1) & 63) << 18) | ((id.charCodeAt(n - 2) & 63) << 12) | ((id.charCodeAt(n - 3) & 63) << 6) | (id.charCodeAt(n - 4) & 63)
}

/** The type of the first tender of each sale the refunds name, in one look at the orders. */
function firstTenderKinds(orders: readonly Order[], refunds: readonly TenderRefund[]): Map<string, TenderKind> {
  const sales = new Set<string>()
  for (const refund of refunds) if (refund.saleId !== undefined) sales.add(refund.saleId)
  const firstOfSale = new Map<string, TenderKind>()
  if (sales.size === 0) return firstOfSale
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i]!
    const first = order.tenders?.[0]
    if (first !== undefined && sales.has(order.id)) firstOfSale.set(order.id, tenderKindOf(first.type))
  }
  return firstOfSale
}
