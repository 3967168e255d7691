// Refunds (Order.refunds): which figure each one is, counted once wherever Square lists it.
//
//   - A refund a return order lists (an order with `returns`) belongs to that return order: its
//     sales share is in the return's figures (./returns), the money goes back on the refund's own
//     day.
//   - A refund a sale lists itself, which no return order lists, is a **partial refund** (Square's
//     Refunds API by amount records no return order). As in Square's Sales Summary it leaves gross
//     sales, returns and net sales alone and is a figure of its own, taken off total collected
//     (net sales + gift card sales + tax + tips + service charges − partial refunds = total
//     collected), counted whole (Refund.amount_money, its tax and tip inside).
//   - A refund a sale lists that a return order also lists (by Refund.id, in any season) is the
//     return order's: the sale's listing counts nowhere. `claimed` holds the ids return orders
//     list (refundsClaimedBy), gathered across every order the caller knows of.
// REJECTED and FAILED refunds moved no money and count nowhere. Refunds are dated by their own
// created_at, in the location's timezone (else the order's).
import type { Order } from '../contract/square-order'
import { parseInstant } from '../season/instant'
import { zonePlacer } from '../season/zone'
import { isCounted } from './figures'
import { seasonDayOfMoney } from './money-day'

export type Refund = NonNullable<Order['refunds']>[number]

/** Whether a refund moved money: REJECTED and FAILED ones did not. */
export function isCountedRefund(refund: Refund): boolean {
  return refund.status !== 'REJECTED' && refund.status !== 'FAILED'
}

/** A refund's amount as positive cents (Square's sign is not relied on). */
export function refundCents(refund: Refund): number {
  return Math.abs(refund.amount_money.amount)
}

/** When a refund's money went back: its own created_at, else the order's that lists it. */
export function refundedAt(refund: Refund, order: Order): string {
  return refund.created_at ?? order.created_at
}

/** Whether an order gives something back through `returns` (a return order, or an exchange). */
export function hasReturns(order: Order): boolean {
  return order.returns !== undefined && order.returns.length > 0
}

/** The ids of the refunds an order's returns account for (a return order lists its refunds). */
export function refundsClaimedBy(order: Order): string[] {
  if (!hasReturns(order)) return []
  return (order.refunds ?? []).map((refund) => refund.id)
}

/** Whether an order is a sale listing refunds itself: each is partial unless a return order claims it. */
export function listsOwnRefunds(order: Order): boolean {
  return !hasReturns(order) && (order.refunds?.length ?? 0) > 0
}

/** Whether a refund `order` lists is a partial refund, given the ids return orders claim. */
export function isPartialRefund(order: Order, refund: Refund, claimed: ReadonlySet<string>): boolean {
  return !hasReturns(order) && isCountedRefund(refund) && !claimed.has(refund.id)
}

/** The partial refunds of a sale: its own counted refunds that no return order claims. */
export function partialRefundsOf(order: Order, claimed: ReadonlySet<string>): Refund[] {
  if (!listsOwnRefunds(order)) return []
  return order.refunds!.filter((refund) => isPartialRefund(order, refund, claimed))
}

/**
 * What a sale's season counts of its partial refunds, in cents: those made on a day of that
 * season's window (./money-day), as the season tally counts them. 0 for an order in no window.
 */
export function seasonPartialRefundCents(order: Order, timeZone: string, claimed: ReadonlySet<string>): number {
  const refunds = isCounted(order) ? partialRefundsOf(order, claimed) : []
  if (refunds.length === 0) return 0
  const placer = zonePlacer(timeZone)
  const placed = placer.place(parseInstant(order.created_at))
  if (placed === null || placed.seasonIndex < 0) return 0
  let cents = 0
  for (const refund of refunds) if (seasonDayOfMoney(placer, refundedAt(refund, order), order, placed) >= 0) cents += refundCents(refund)
  return cents
}
