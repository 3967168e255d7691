// Tenders: the payment type they count under and the money each collected.
import type { Order, Tender } from '../contract/square-order'
import { cents } from './money'

export type TenderKind = 'cash' | 'card' | 'other'

/** The payment type of a Square tender type: CASH, CARD, or other (gift card, wallet, …). */
export function tenderKindOf(type: string | undefined): TenderKind {
  return type === 'CASH' ? 'cash' : type === 'CARD' ? 'card' : 'other'
}

/** Payment type of an order, from its FIRST tender only (docs/figures.md#payment-breakdown, the orders table's Payment column). */
export function tenderKind(order: Order): TenderKind {
  return tenderKindOf(order.tenders?.[0]?.type)
}

/** Money a tender collected: amount_money, tip included (Square: equal to its Payment's total_money). */
export function tenderCents(tender: Tender): number {
  return cents(tender.amount_money)
}

/**
 * When a tender's money moved: its own created_at (a tab paid after midnight counts on the day it
 * was paid), else the order's.
 */
export function paidAt(tender: Tender, order: Order): string {
  return tender.created_at ?? order.created_at
}
