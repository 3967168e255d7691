// One sale as Square records it: priced lines, tax, the odd discount, service charge and tip,
// tenders for COMPLETED orders, and Square's timestamps, version and money roll-ups; now and then
// a gift card, and a refund by amount the sale lists itself (made with Square's Refunds API, which
// records no return order).
import { isoMs } from './iso'
import type { Order, OrderState } from '../contract/square-order'
import { createBasketPicker, pickDiscount, type BasketPicker } from './basket'
import { orderId, refundId, uid } from './ids'
import type { DemoTax } from './locations'
import { usd } from './money'
import { priceBasket, type BasketLine } from './pricing'
import type { Random } from './random'
import { buildTenders, type TenderKind } from './tenders'

export const POS_SOURCE = 'Square Point of Sale'
const SERVICE_CHARGE = { name: 'Loading Assistance', cents: 500 }

export interface SaleSpec {
  locationId: string
  tax: DemoTax
  picker: BasketPicker
  createdAtMs: number
  state: Extract<OrderState, 'COMPLETED' | 'OPEN' | 'CANCELED'>
  /** A sale that is refunded later: completed with a single tender, so the refund has one to go back to. */
  refunded?: boolean
  /** When set, the order closes exactly then (a live payment closes "now"). */
  closedAtMs?: number
  /** When the buyer paid, if not when the order closed (an offline payment Square completes later). */
  paidAtMs?: number
  tenderKind?: TenderKind
  /** A gift card of `cents`: the only line (`alone`) or added to the basket. */
  giftCard?: { cents: number; alone: boolean }
  /** A refund of this many cents (at most the total) the sale lists itself, minutes after it closes. */
  refundByAmountCents?: number
}

export { createBasketPicker }

/** Builds one sale order; every money field agrees with Square's arithmetic. */
export function buildSaleOrder(random: Random, spec: SaleSpec): Order {
  const id = orderId(random)
  const basket = spec.picker.lines(random)
  const giftCard: BasketLine[] = spec.giftCard ? [{ giftCard: true, unitCents: spec.giftCard.cents, quantity: 1 }] : []
  const lines = spec.giftCard?.alone ? giftCard : [...basket, ...giftCard]
  const discount = pickDiscount(random, basket)
  // Gift cards alone: no discount, no loading help, no tip.
  const priced = priceBasket(random, lines, spec.tax, spec.giftCard?.alone ? undefined : discount)
  const serviceCharge = random.chance(0.015) && !spec.giftCard?.alone ? SERVICE_CHARGE.cents : 0
  const completed = spec.state === 'COMPLETED'
  const tenderKind: TenderKind =
    spec.tenderKind ?? (spec.refunded ? (random.chance(0.7) ? 'CARD' : 'CASH') : pickTenderKind(random))
  const tipCents =
    completed && tenderKind !== 'CASH' && random.chance(0.06) && !spec.giftCard?.alone ? pickTip(random, priced.lineTotalCents) : 0
  const beforeTip = priced.lineTotalCents + serviceCharge
  const totalCents = beforeTip + tipCents

  const { closedAtMs, updatedAtMs, version } = timesOf(random, spec)
  const closedAt = closedAtMs === undefined ? undefined : isoMs(closedAtMs)
  const reference = random.chance(0.03)
  // Built by assignment rather than object spread: this runs millions of times in benchmarks.
  const order: Order = { id, location_id: spec.locationId, created_at: isoMs(spec.createdAtMs), state: spec.state }
  if (reference) order.reference_id = `WEB-${random.int(100000, 999999)}`
  order.source = { name: reference ? 'Square Online' : POS_SOURCE }
  if (random.chance(0.1)) order.customer_id = uid(random).toUpperCase()
  order.line_items = priced.line_items
  order.taxes = priced.taxes
  if (priced.discounts) order.discounts = priced.discounts
  if (serviceCharge > 0) {
    order.service_charges = [
      {
        uid: uid(random),
        name: SERVICE_CHARGE.name,
        amount_money: usd(serviceCharge),
        applied_money: usd(serviceCharge),
        calculation_phase: 'SUBTOTAL_PHASE',
        taxable: false,
        total_money: usd(serviceCharge),
        total_tax_money: usd(0),
        type: 'CUSTOM',
        scope: 'ORDER',
      },
    ]
  }
  if (completed && closedAt) {
    order.tenders = buildTenders(random, {
      locationId: spec.locationId,
      orderId: id,
      createdAt: spec.paidAtMs === undefined ? closedAt : isoMs(spec.paidAtMs),
      amountCents: beforeTip,
      tipCents,
      kind: tenderKind,
    })
  }
  order.net_amounts = {
    total_money: usd(totalCents),
    tax_money: usd(priced.taxCents),
    discount_money: usd(priced.discountCents),
    tip_money: usd(tipCents),
    service_charge_money: usd(serviceCharge),
  }
  order.updated_at = isoMs(updatedAtMs)
  if (closedAt) order.closed_at = closedAt
  order.version = version
  if (spec.state === 'OPEN') order.ticket_name = `Ticket ${random.int(1, 99)}`
  order.total_money = usd(totalCents)
  order.total_tax_money = usd(priced.taxCents)
  order.total_discount_money = usd(priced.discountCents)
  order.total_tip_money = usd(tipCents)
  order.total_service_charge_money = usd(serviceCharge)
  order.net_amount_due_money = usd(spec.state === 'OPEN' ? totalCents : 0)
  order.pricing_options = { auto_apply_discounts: true, auto_apply_taxes: true }
  if (completed && closedAtMs !== undefined && spec.refundByAmountCents !== undefined) addRefundByAmount(random, order, closedAtMs, spec.refundByAmountCents)
  return order
}

/**
 * A refund by amount listed on the sale itself, back to its card if it has one, a few minutes
 * after it closed: Square's Refunds API against the payment, with no return order. The sale is
 * updated then, so its version goes up.
 */
function addRefundByAmount(random: Random, order: Order, closedAtMs: number, cents: number): void {
  const tenders = order.tenders ?? []
  const tender = tenders.find((t) => t.type === 'CARD') ?? tenders[0]
  if (!tender) return
  const refundedAtMs = closedAtMs + random.int(5, 40) * 60_000
  const refundedAt = isoMs(refundedAtMs)
  order.refunds = [
    {
      id: refundId(random, tender.payment_id ?? tender.id ?? ''),
      location_id: order.location_id,
      transaction_id: order.id,
      tender_id: tender.id,
      created_at: refundedAt,
      reason: random.pick(['Customer goodwill', 'Price adjustment', 'Dud']),
      amount_money: usd(Math.min(cents, order.total_money?.amount ?? 0)),
      status: 'APPROVED',
    },
  ]
  order.updated_at = isoMs(refundedAtMs + random.int(200, 1500))
  order.version = (order.version ?? 1) + 1
}

function pickTenderKind(random: Random): TenderKind {
  const roll = random.next()
  return roll < 0.33 ? 'CASH' : roll < 0.98 ? 'CARD' : 'SPLIT'
}

function pickTip(random: Random, lineTotalCents: number): number {
  return random.chance(0.5) ? random.pick([100, 200, 300, 500]) : Math.max(100, Math.round(lineTotalCents / 1000) * 100)
}

function timesOf(random: Random, spec: SaleSpec): { closedAtMs?: number; updatedAtMs: number; version: number } {
  const created = spec.createdAtMs
  if (spec.state === 'OPEN') return { updatedAtMs: created + random.int(30, 600) * 1000, version: random.int(1, 2) }
  if (spec.state === 'CANCELED') {
    const closed = created + random.int(60, 1800) * 1000 + random.int(0, 999)
    return { closedAtMs: closed, updatedAtMs: closed, version: random.int(2, 4) }
  }
  // Most sales close within minutes; a few tabs are closed hours later (late to hydrate by created_at).
  const closed =
    spec.closedAtMs ??
    (random.chance(0.015)
      ? created + random.int(1, 5) * 3_600_000 + random.int(0, 3_599_999)
      : created + random.int(20_000, 240_000))
  return { closedAtMs: closed, updatedAtMs: closed + random.int(0, 1500), version: random.int(3, 6) }
}
