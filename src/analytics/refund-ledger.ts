// The refunds met during the one-pass tally (./season-tally), settled after it, because two rules
// of ./figures look at other orders than the one listing the refund:
//   - A refund comes off the money collected under the tender it went back to: the tender whose id
//     is Refund.tender_id (a return order's refund names a tender of the sale it returns), else the
//     first tender of the returned sale (OrderReturn.source_order_id, or Refund.transaction_id),
//     else "other".
//   - A refund a sale lists itself counts (rule 2 of ./figures) unless a return order lists the
//     same refund (Refund.id): then that return order has counted it.
// Refunds are a few in a hundred orders, so noting them costs the pass little; settling looks up
// only the sales they name, in one loop over the orders when a refund's tender is on another order.
import type { Order, Tender } from '../contract/square-order'
import { isCountedRefund, refundCents, refundSalesShare, tenderKindOf, type TenderKind } from './figures'
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
  slot: number
  cents: number
  salesShare: number
  kind: TenderKind
}

function tenderById(tenders: readonly Tender[] | undefined, id: string | undefined): Tender | undefined {
  if (tenders === undefined || id === undefined) return undefined
  return tenders.find((tender) => tender.id === id)
}

export class RefundLedger {
  /** Ids of the refunds return orders list. */
  private readonly claimed = new Set<string>()
  private readonly toSales: TenderRefund[] = []
  private readonly fromSales: SaleRefund[] = []

  /** Notes the refunds of an order that is not tallied (another day or year): only what they claim. */
  claim(order: Order): void {
    const returns = order.returns
    if (!isCountedOrder(order) || returns === undefined || returns.length === 0) return
    for (const refund of order.refunds ?? []) if (isCountedRefund(refund)) this.claimed.add(refund.id)
  }

  /**
   * Notes the refunds of a tallied order at window hour `slot`. `linesNet` is the net sales of its
   * lines, `returns` its returns (a return order's refunds are already in its figures).
   */
  note(order: Order, tally: YearTally, slot: number, linesNet: number, returns: Order['returns']): void {
    const day = (slot / 24) | 0
    const isReturn = returns !== undefined && returns.length > 0
    for (const refund of order.refunds ?? []) {
      if (!isCountedRefund(refund)) continue
      const cents = refundCents(refund)
      if (isReturn) {
        this.claimed.add(refund.id)
        const own = tenderById(order.tenders, refund.tender_id)
        if (own !== undefined) tally.collected(tenderKindOf(own.type))[day]! -= cents
        else this.toSales.push({ tally, day, cents, tenderId: refund.tender_id, saleId: returns[0]?.source_order_id ?? refund.transaction_id })
      } else {
        const tender = tenderById(order.tenders, refund.tender_id) ?? order.tenders?.[0]
        const salesShare = refundSalesShare(order, cents, linesNet)
        this.fromSales.push({ id: refund.id, tally, slot, cents, salesShare, kind: tenderKindOf(tender?.type) })
      }
    }
  }

  /** Settles every noted refund; `orders` are the ones the pass went over. */
  settle(orders: readonly Order[]): void {
    for (const refund of this.fromSales) {
      if (this.claimed.has(refund.id)) continue
      refund.tally.addSaleRefund(refund.slot, refund.salesShare)
      refund.tally.collected(refund.kind)[(refund.slot / 24) | 0]! -= refund.cents
    }
    if (this.toSales.length === 0) return
    const { byTender, firstOfSale } = tenderKinds(orders, this.toSales)
    for (const refund of this.toSales) {
      const kind =
        (refund.tenderId === undefined ? undefined : byTender.get(refund.tenderId)) ??
        (refund.saleId === undefined ? undefined : firstOfSale.get(refund.saleId)) ??
        'other'
      refund.tally.collected(kind)[refund.day]! -= refund.cents
    }
  }
}

function isCountedOrder(order: Order): boolean {
  return order.state === 'COMPLETED'
}

/**
 * The tender types refunds need: of the sales they name (by id), and of tenders they name that
 * are on no named sale (an unlinked return), found by a second look at the tenders only then.
 */
function tenderKinds(orders: readonly Order[], refunds: readonly TenderRefund[]): { byTender: Map<string, TenderKind>; firstOfSale: Map<string, TenderKind> } {
  const sales = new Set<string>()
  for (const refund of refunds) if (refund.saleId !== undefined) sales.add(refund.saleId)
  const byTender = new Map<string, TenderKind>()
  const firstOfSale = new Map<string, TenderKind>()
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i]!
    if (!sales.has(order.id)) continue
    const tenders = order.tenders ?? []
    if (tenders.length > 0) firstOfSale.set(order.id, tenderKindOf(tenders[0]!.type))
    for (const tender of tenders) if (tender.id !== undefined) byTender.set(tender.id, tenderKindOf(tender.type))
  }
  const unlinked = new Set<string>()
  for (const refund of refunds) if (refund.tenderId !== undefined && !byTender.has(refund.tenderId)) unlinked.add(refund.tenderId)
  if (unlinked.size > 0) {
    for (const order of orders) {
      for (const tender of order.tenders ?? []) {
        if (tender.id !== undefined && unlinked.has(tender.id)) byTender.set(tender.id, tenderKindOf(tender.type))
      }
    }
  }
  return { byTender, firstOfSale }
}
