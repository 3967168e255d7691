// Small builders for hand-computed Square orders in the analytics tests: each test states the
// amounts that matter and the builder fills the rest as Square would (USD cents).
import type { LineItem, Money, Order } from '../contract/square-order'

export function usd(amount: number): Money {
  return { amount, currency: 'USD' }
}

export interface LineSpec {
  name?: string
  variationName?: string
  catalogObjectId?: string
  itemType?: 'ITEM' | 'CUSTOM_AMOUNT' | 'GIFT_CARD'
  quantity?: string
  /** Price × quantity + modifiers, before discounts, without tax. */
  gross: number
  discount?: number
  /** Tax added on top (ADDITIVE). */
  additiveTax?: number
  /** Tax inside the price (INCLUSIVE): `gross` then includes it, as the shelf price does. */
  inclusiveTax?: number
  /** Apportioned service charge carried by the line. */
  serviceCharge?: number
  /** Square's gross_sales_money when it is not `gross` less the inclusive tax. */
  grossSalesMoney?: number
}

/** A line item with Square's totals: total_money = gross − discount + additive tax + service charge. */
export function line(spec: LineSpec): LineItem {
  const tax = (spec.additiveTax ?? 0) + (spec.inclusiveTax ?? 0)
  const discount = spec.discount ?? 0
  const total = spec.gross - discount + (spec.additiveTax ?? 0) + (spec.serviceCharge ?? 0)
  return {
    uid: `line-${spec.catalogObjectId ?? spec.name ?? 'x'}`,
    name: spec.name ?? 'Rocket',
    ...(spec.variationName === undefined ? {} : { variation_name: spec.variationName }),
    quantity: spec.quantity ?? '1',
    item_type: spec.itemType ?? 'ITEM',
    ...(spec.catalogObjectId === undefined ? {} : { catalog_object_id: spec.catalogObjectId }),
    // US Square: inclusive tax is deducted from gross_sales_money.
    gross_sales_money: usd(spec.grossSalesMoney ?? spec.gross - (spec.inclusiveTax ?? 0)),
    total_discount_money: usd(discount),
    total_tax_money: usd(tax),
    total_money: usd(total),
    ...(spec.serviceCharge === undefined ? {} : { total_service_charge_money: usd(spec.serviceCharge) }),
  }
}

/** One tender of an order: its type and amount (tip included), and an id to refund it by. */
export interface TenderSpec {
  id: string
  type: 'CASH' | 'CARD' | 'SQUARE_GIFT_CARD' | 'OTHER'
  amount: number
}

export interface OrderSpec {
  id?: string
  createdAt?: string
  state?: Order['state']
  lines?: LineItem[]
  /** One tender of the whole total (default CARD), or none. */
  tender?: 'CASH' | 'CARD' | 'OTHER' | null
  /** Several tenders instead (a split payment); their amounts should add up to the total. */
  tenders?: TenderSpec[]
  tip?: number
  serviceCharge?: number
  extra?: Partial<Order>
}

let counter = 0

/** An order whose totals are the sums of its lines plus tip and order-level service charge. */
export function order(spec: OrderSpec = {}): Order {
  const lines = spec.lines ?? []
  const sum = (read: (l: LineItem) => number) => lines.reduce((total, l) => total + read(l), 0)
  const tip = spec.tip ?? 0
  const serviceCharge = spec.serviceCharge ?? 0
  const total = sum((l) => l.total_money?.amount ?? 0) + tip + serviceCharge
  const tender = spec.tender === undefined ? 'CARD' : spec.tender
  counter += 1
  return {
    id: spec.id ?? `order-${counter}`,
    location_id: 'L1',
    created_at: spec.createdAt ?? '2025-07-04T19:00:00.000Z',
    state: spec.state ?? 'COMPLETED',
    line_items: lines,
    total_money: usd(total),
    total_tax_money: usd(sum((l) => l.total_tax_money?.amount ?? 0)),
    total_discount_money: usd(sum((l) => l.total_discount_money?.amount ?? 0)),
    total_tip_money: usd(tip),
    // Square lists every discount and service charge on the order, line-scoped ones included.
    ...(sum((l) => l.total_discount_money?.amount ?? 0) > 0
      ? { discounts: [{ uid: 'discount', name: 'Discount', applied_money: usd(sum((l) => l.total_discount_money?.amount ?? 0)) }] }
      : {}),
    // Square lists every service charge on the order, apportioned ones included, and its total
    // includes the shares the lines carry.
    ...(serviceCharge > 0 || lines.some((l) => 'total_service_charge_money' in l)
      ? { service_charges: [{ uid: 'sc', name: 'Service', applied_money: usd(serviceCharge) }] }
      : {}),
    total_service_charge_money: usd(serviceCharge + sum((l) => (l as { total_service_charge_money?: Money }).total_service_charge_money?.amount ?? 0)),
    ...(spec.tenders !== undefined
      ? { tenders: spec.tenders.map((t) => ({ id: t.id, type: t.type, amount_money: usd(t.amount) })) }
      : tender === null
        ? {}
        : { tenders: [{ id: `t-${counter}`, type: tender, amount_money: usd(total), tip_money: usd(tip) }] }),
    ...spec.extra,
  }
}
