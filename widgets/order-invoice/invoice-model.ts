// What an order's invoice shows (docs/screens.md#location-details order detail), read from Square's order as stored: its
// number, the summary (subtotal = total − tax − tip), the lines with their modifiers, the
// payments, and any refunds and returns. Pure, so each figure is tested on hand-written orders.
import type { Money, Order } from '../../src/contract/square-order'

const cents = (money: Money | undefined): number => money?.amount ?? 0

/** Square's order_number when the order has one, else the last 8 characters of its id. */
export function orderNumber(order: Order): string {
  const number = (order as { order_number?: unknown }).order_number
  return typeof number === 'string' && number.trim() !== '' ? number : order.id.slice(-8)
}

export interface InvoiceSummary {
  /** Units on the order: its lines' quantities added up. */
  itemCount: number
  subtotal: number
  tax: number
  discount: number
  tip: number
  total: number
}

/** The summary in cents: the order's own money fields, and the subtotal they leave. */
export function invoiceSummary(order: Order): InvoiceSummary {
  const total = cents(order.total_money)
  const tax = cents(order.total_tax_money)
  const tip = cents(order.total_tip_money)
  return {
    itemCount: (order.line_items ?? []).reduce((sum, line) => sum + (Number(line.quantity) || 0), 0),
    subtotal: total - tax - tip,
    tax,
    discount: cents(order.total_discount_money),
    tip,
    total,
  }
}

export interface InvoiceLine {
  key: string
  name: string
  variation: string | null
  note: string | null
  quantity: string
  /** The price of one, before modifiers (base_price_money). */
  each: number
  total: number
  modifiers: { key: string; name: string; amount: number }[]
}

export function invoiceLines(order: Order): InvoiceLine[] {
  return (order.line_items ?? []).map((line, index) => ({
    key: line.uid ?? String(index),
    name: line.name ?? (line.item_type === 'CUSTOM_AMOUNT' ? 'Custom Amount' : 'Item'),
    variation: line.variation_name?.trim() ? line.variation_name : null,
    note: line.note?.trim() ? line.note : null,
    quantity: line.quantity,
    each: cents(line.base_price_money),
    total: cents(line.total_money),
    modifiers: (line.modifiers ?? []).map((modifier, modifierIndex) => ({
      key: modifier.uid ?? String(modifierIndex),
      name: modifier.name ?? 'Modifier',
      amount: cents(modifier.total_price_money ?? modifier.base_price_money),
    })),
  }))
}

export interface InvoicePayment {
  key: string
  /** Square's tender type (CASH, CARD …). */
  type: string
  /** "VISA •••• 1234", or null for tenders without a card. */
  card: string | null
  createdAt: string | null
  amount: number
  tip: number
}

export function invoicePayments(order: Order): InvoicePayment[] {
  return (order.tenders ?? []).map((tender, index) => {
    const card = tender.card_details?.card
    const brand = card?.card_brand?.replace(/_/g, ' ')
    const cardText = brand || card?.last_4 ? [brand, card?.last_4 ? `•••• ${card.last_4}` : null].filter(Boolean).join(' ') : null
    return {
      key: tender.id ?? String(index),
      type: tender.type,
      card: cardText,
      createdAt: tender.created_at ?? null,
      amount: cents(tender.amount_money),
      tip: cents(tender.tip_money),
    }
  })
}

export interface InvoiceRefund {
  key: string
  createdAt: string | null
  reason: string | null
  status: string | null
  /** Refunded, as a positive amount. */
  amount: number
}

export function invoiceRefunds(order: Order): InvoiceRefund[] {
  return (order.refunds ?? []).map((refund) => ({
    key: refund.id,
    createdAt: refund.created_at ?? null,
    reason: refund.reason ?? null,
    status: refund.status ?? null,
    amount: Math.abs(refund.amount_money.amount),
  }))
}

export interface InvoiceReturnLine {
  key: string
  name: string
  variation: string | null
  quantity: string
  /** Given back, as a positive amount. */
  amount: number
  /** The sale it came from, when Square says. */
  sourceOrderId: string | null
}

export function invoiceReturns(order: Order): InvoiceReturnLine[] {
  return (order.returns ?? []).flatMap((back, returnIndex) =>
    (back.return_line_items ?? []).map((line, index) => ({
      key: line.uid ?? `${returnIndex}-${index}`,
      name: line.name ?? (line.item_type === 'CUSTOM_AMOUNT' ? 'Custom Amount' : 'Item'),
      variation: line.variation_name?.trim() ? line.variation_name : null,
      quantity: line.quantity,
      amount: Math.abs(cents(line.total_money)),
      sourceOrderId: back.source_order_id ?? null,
    })),
  )
}

/** docs/screens.md#errors-and-messages: 'Order with ID … was not found in the {year} data.' */
export class OrderNotFoundError extends Error {
  override name = 'OrderNotFoundError'
  constructor(
    readonly orderId: string,
    readonly year: number | string,
  ) {
    super(`Order with ID ${orderId} was not found in the ${year} data.`)
  }
}

export const ORDER_NOT_FOUND_TITLE = 'Order Not Found'
