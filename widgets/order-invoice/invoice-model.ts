// What an order's invoice shows (docs/screens.md#location-details order detail), read from Square's order as stored: its
// number, the lines with their modifiers and discounts, the summary (subtotal = total − tax − tip),
// the payments, and any refunds and returns. As on Square's receipts, each line's amount is before
// tax and after its discounts, and the charges the order adds (a service charge) are lines of
// their own, so the lines add up to the subtotal beneath them; tax and tip follow it. Pure, so each
// figure is tested on hand-written orders and on the demo season.
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

export interface InvoiceLineDiscount {
  key: string
  /** The discount's name on the order ("Military 15%"), or 'Discount'. */
  name: string
  /** This line's share, as a positive amount. */
  amount: number
}

export interface InvoiceLine {
  key: string
  name: string
  variation: string | null
  note: string | null
  quantity: string
  /** The price of one, before modifiers (base_price_money). */
  each: number
  /**
   * What the line adds to the subtotal: its total less its tax (total_money − total_tax_money),
   * so after its discounts and before tax, for taxes added on top and taxes inside the price alike.
   */
  amount: number
  /** The discounts taken off this line (its share of an order-wide one included). */
  discounts: InvoiceLineDiscount[]
  modifiers: { key: string; name: string; amount: number }[]
}

/** The discounts applied to a line, named after the order's discounts they come from. */
function lineDiscounts(order: Order, line: NonNullable<Order['line_items']>[number]): InvoiceLineDiscount[] {
  const names = new Map((order.discounts ?? []).map((discount) => [discount.uid, discount.name]))
  const applied = (line.applied_discounts ?? []).filter((discount) => cents(discount.applied_money) !== 0)
  if (applied.length > 0) {
    return applied.map((discount, index) => ({
      key: discount.uid ?? String(index),
      name: names.get(discount.discount_uid)?.trim() || 'Discount',
      amount: Math.abs(cents(discount.applied_money)),
    }))
  }
  // A line that names no discount but carries a discounted amount still says so.
  const total = Math.abs(cents(line.total_discount_money))
  return total === 0 ? [] : [{ key: 'discount', name: 'Discount', amount: total }]
}

export function invoiceLines(order: Order): InvoiceLine[] {
  return (order.line_items ?? []).map((line, index) => ({
    key: line.uid ?? String(index),
    name: line.name ?? (line.item_type === 'CUSTOM_AMOUNT' ? 'Custom Amount' : 'Item'),
    variation: line.variation_name?.trim() ? line.variation_name : null,
    note: line.note?.trim() ? line.note : null,
    quantity: line.quantity,
    each: cents(line.base_price_money),
    amount: cents(line.total_money) - cents(line.total_tax_money),
    discounts: lineDiscounts(order, line),
    modifiers: (line.modifiers ?? []).map((modifier, modifierIndex) => ({
      key: modifier.uid ?? String(modifierIndex),
      name: modifier.name ?? 'Modifier',
      amount: cents(modifier.total_price_money ?? modifier.base_price_money),
    })),
  }))
}

export interface InvoiceCharge {
  key: string
  /** The charge's name ("Loading Assistance"), or 'Service charge'. */
  name: string
  /** Before tax, as the lines are: total_money − total_tax_money. */
  amount: number
}

/** Square's two ways of spreading a charge over the lines: it is then inside their totals already. */
const APPORTIONED = new Set(['APPORTIONED_TREATMENT', 'LINE_ITEM'])

/**
 * The service charges the order adds on top of its lines, each a line of the receipt. A charge
 * apportioned over the lines is left out: Square counts it in each line's total_money already.
 */
export function invoiceCharges(order: Order): InvoiceCharge[] {
  return (order.service_charges ?? [])
    .filter((charge) => {
      const { treatment, scope } = charge as { treatment?: unknown; scope?: unknown }
      return !APPORTIONED.has(String(treatment)) && !APPORTIONED.has(String(scope))
    })
    .map((charge, index) => ({
      key: charge.uid ?? `charge-${index}`,
      name: charge.name?.trim() || 'Service charge',
      amount: charge.total_money === undefined ? cents(charge.applied_money ?? charge.amount_money) : cents(charge.total_money) - cents(charge.total_tax_money),
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
