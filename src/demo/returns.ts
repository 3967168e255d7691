// A refund the way Square records it: a separate return order at the same location whose
// `returns` point at the sale (source_order_id), with return_amounts, negative net_amounts and a
// `refunds` entry against the sale's tender (its card, for a split payment); the return order
// itself sells nothing (totals 0). Most returns give back some units of one line (its share of
// discount and tax comes back too); some are custom refunds of an amount, as Square records a
// refund not tied to items. An exchange returns a unit of one line and sells another item in the
// same order: the buyer pays the difference, or gets it back on the sale's tender.
import { isoMs } from './iso'
import type { LineItem, Money, Order, Tender } from '../contract/square-order'
import type { DemoCatalogItem } from './catalog'
import { orderId, refundId, uid } from './ids'
import type { DemoTax } from './locations'
import { taxOn, usd } from './money'
import { priceBasket, usGrossSales } from './pricing'
import type { Random } from './random'
import { POS_SOURCE } from './sale'
import { buildTenders } from './tenders'

type ReturnLine = Record<string, unknown> & { quantity: string; total_money: Money }

/** Money going back, as a negative amount (never −0, which JSON cannot tell from 0). */
const usdBack = (cents: number): Money => usd(cents === 0 ? 0 : -cents)

type SaleTax = { uid?: string; name?: string; percentage?: string; type?: 'ADDITIVE' | 'INCLUSIVE' }

/** The tender a refund goes back to: the sale's card if it has one (a split's card part), else its first. */
function refundTender(sale: Order): Tender {
  const tenders = sale.tenders ?? []
  return (tenders.length > 1 ? tenders.find((t) => t.type === 'CARD') : undefined) ?? (tenders[0] as Tender)
}

/** The lines a buyer can bring back: not gift cards. */
function returnable(sale: Order): LineItem[] {
  return (sale.line_items ?? []).filter((line) => line.item_type !== 'GIFT_CARD')
}

/** Some units of one sold line coming back, with their share of its discount and tax. */
function returnedLine(random: Random, line: LineItem, tax: SaleTax, returnTaxUid: string, returnDiscountUid: string, maxUnits = Number(line.quantity)) {
  const quantity = Number(line.quantity)
  const returned = random.int(1, maxUnits)
  const unit = line.base_price_money?.amount ?? 0
  const grossCents = unit * returned
  const discountCents = Math.round(((line.total_discount_money?.amount ?? 0) * returned) / quantity)
  const inclusive = tax.type === 'INCLUSIVE'
  const taxCents = taxOn(grossCents - discountCents, tax.percentage ?? '0', inclusive ? 'INCLUSIVE' : 'ADDITIVE')
  const totalCents = grossCents - discountCents + (inclusive ? 0 : taxCents)
  const returnLine: ReturnLine = {
    uid: uid(random),
    source_line_item_uid: line.uid,
    name: line.name,
    variation_name: line.variation_name,
    catalog_object_id: line.catalog_object_id,
    item_type: line.item_type,
    quantity: String(returned),
    base_price_money: usd(unit),
    variation_total_price_money: usd(grossCents),
    // As for a sale's gross_sales_money, a US account's: without the tax inside an inclusive price.
    gross_return_money: usd(usGrossSales(grossCents, { percentage: tax.percentage ?? '0', type: inclusive ? 'INCLUSIVE' : 'ADDITIVE' })),
    total_tax_money: usd(taxCents),
    total_discount_money: usd(discountCents),
    total_money: usd(totalCents),
    applied_taxes: [{ uid: uid(random), tax_uid: returnTaxUid, applied_money: usd(taxCents) }],
    ...(discountCents > 0 ? { applied_discounts: [{ uid: uid(random), discount_uid: returnDiscountUid, applied_money: usd(discountCents) }] } : {}),
  }
  return { returnLine, discountCents, taxCents }
}

/** A sale's return entry (OrderReturn) for one returned line, with its taxes, discounts and amounts. */
function returnEntry(random: Random, sale: Order, returnLine: ReturnLine, taxCents: number, discountCents: number, uids: { tax: string; discount: string }) {
  const tax = (sale.taxes?.[0] ?? {}) as SaleTax
  const saleDiscount = sale.discounts?.[0]
  const amounts = {
    total_money: usd(returnLine.total_money.amount),
    tax_money: usd(taxCents),
    discount_money: usd(discountCents),
    tip_money: usd(0),
    service_charge_money: usd(0),
  }
  const entry = {
    uid: uid(random),
    source_order_id: sale.id,
    return_line_items: [returnLine],
    ...(taxCents > 0
      ? { return_taxes: [{ uid: uids.tax, source_tax_uid: tax.uid, name: tax.name, type: tax.type, percentage: tax.percentage, applied_money: usd(taxCents), scope: 'ORDER' }] }
      : {}),
    ...(discountCents > 0 && saleDiscount
      ? {
          return_discounts: [
            { uid: uids.discount, source_discount_uid: saleDiscount.uid, name: saleDiscount.name, type: saleDiscount.type, applied_money: usd(discountCents), scope: saleDiscount.scope },
          ],
        }
      : {}),
    return_amounts: amounts,
  }
  return { entry, amounts }
}

/** A refund of `cents` back to the sale's tender, as the return (or exchange) order lists it. */
function refundOf(random: Random, sale: Order, cents: number, createdAt: string, reason: string) {
  const tender = refundTender(sale)
  return {
    id: refundId(random, tender.payment_id ?? tender.id ?? ''),
    location_id: sale.location_id,
    transaction_id: sale.id,
    tender_id: tender.id,
    created_at: createdAt,
    reason,
    amount_money: usd(cents),
    status: 'APPROVED',
  }
}

/** The return order for a COMPLETED sale, created at `createdAtMs`. */
export function buildReturnOrder(random: Random, sale: Order, createdAtMs: number): Order {
  const tax = (sale.taxes?.[0] ?? {}) as SaleTax
  const lines = returnable(sale)
  const itemized = lines.length > 0 && random.chance(0.8)
  const uids = { tax: uid(random), discount: uid(random) }
  let returnLine: ReturnLine
  let discountCents = 0
  let taxCents = 0
  let reason: string
  if (itemized) {
    ;({ returnLine, discountCents, taxCents } = returnedLine(random, random.pick(lines), tax, uids.tax, uids.discount))
    reason = random.pick(['Returned goods', 'Duds', 'Changed mind'])
  } else {
    const saleNet = (sale.total_money as Money).amount - (sale.total_tip_money?.amount ?? 0)
    const cents = Math.min(saleNet, random.int(2, 20) * 100)
    reason = 'Customer goodwill'
    returnLine = {
      uid: uid(random),
      name: 'Custom Amount',
      item_type: 'CUSTOM_AMOUNT',
      quantity: '1',
      base_price_money: usd(cents),
      gross_return_money: usd(cents),
      total_tax_money: usd(0),
      total_discount_money: usd(0),
      total_money: usd(cents),
    }
  }
  const refundCents = returnLine.total_money.amount
  const { entry, amounts } = returnEntry(random, sale, returnLine, taxCents, discountCents, uids)
  const createdAt = isoMs(createdAtMs)
  const closedAt = isoMs(createdAtMs + random.int(2_000, 20_000))
  return {
    id: orderId(random),
    location_id: sale.location_id,
    source: { name: POS_SOURCE },
    returns: [entry],
    return_amounts: amounts,
    net_amounts: {
      total_money: usdBack(refundCents),
      tax_money: usdBack(taxCents),
      discount_money: usdBack(discountCents),
      tip_money: usd(0),
      service_charge_money: usd(0),
    },
    refunds: [refundOf(random, sale, refundCents, createdAt, reason)],
    created_at: createdAt,
    updated_at: closedAt,
    closed_at: closedAt,
    state: 'COMPLETED',
    version: 1,
    total_money: usd(0),
    total_tax_money: usd(0),
    total_discount_money: usd(0),
    total_tip_money: usd(0),
    total_service_charge_money: usd(0),
    net_amount_due_money: usd(0),
  }
}

export interface ExchangeContext {
  tax: DemoTax
  catalog: readonly DemoCatalogItem[]
}

/**
 * An exchange for a COMPLETED sale, created at `createdAtMs`: one unit of a catalogue line comes
 * back and another variation of the same item (else another item) goes out, in one order that
 * both returns and sells. The buyer pays a positive difference (a tender of its own); a negative
 * one goes back to the sale's tender as a refund. A sale without a catalogue line gets a return.
 */
export function buildExchangeOrder(random: Random, sale: Order, createdAtMs: number, context: ExchangeContext): Order {
  const items = returnable(sale).filter((line) => line.item_type === 'ITEM')
  if (items.length === 0) return buildReturnOrder(random, sale, createdAtMs)
  const tax = (sale.taxes?.[0] ?? {}) as SaleTax
  const uids = { tax: uid(random), discount: uid(random) }
  const back = random.pick(items)
  const { returnLine, discountCents, taxCents } = returnedLine(random, back, tax, uids.tax, uids.discount, 1)
  const sameItem = context.catalog.find((item) => item.variations.some((v) => v.id === back.catalog_object_id))
  const otherVariation = sameItem?.variations.find((v) => v.id !== back.catalog_object_id)
  const item = otherVariation && sameItem ? sameItem : random.pick(context.catalog)
  const variation = otherVariation ?? random.pick(item.variations)
  const priced = priceBasket(random, [{ item: { name: item.name, variationName: variation.name, variationId: variation.id }, unitCents: variation.priceCents, quantity: 1 }], context.tax)
  const { entry, amounts } = returnEntry(random, sale, returnLine, taxCents, discountCents, uids)
  const id = orderId(random)
  const createdAt = isoMs(createdAtMs)
  const closedAtMs = createdAtMs + random.int(30_000, 240_000)
  const closedAt = isoMs(closedAtMs)
  const soldCents = priced.lineTotalCents
  const returnedCents = returnLine.total_money.amount
  const difference = soldCents - returnedCents
  const order: Order = {
    id,
    location_id: sale.location_id,
    source: { name: POS_SOURCE },
    line_items: priced.line_items,
    taxes: priced.taxes,
    returns: [entry],
    return_amounts: amounts,
    net_amounts: {
      total_money: usd(difference),
      tax_money: usd(priced.taxCents - taxCents),
      discount_money: usdBack(discountCents),
      tip_money: usd(0),
      service_charge_money: usd(0),
    },
    created_at: createdAt,
    updated_at: isoMs(closedAtMs + random.int(0, 1500)),
    closed_at: closedAt,
    state: 'COMPLETED',
    version: random.int(3, 5),
    total_money: usd(soldCents),
    total_tax_money: usd(priced.taxCents),
    total_discount_money: usd(0),
    total_tip_money: usd(0),
    total_service_charge_money: usd(0),
    net_amount_due_money: usd(0),
  }
  if (difference > 0) {
    order.tenders = buildTenders(random, {
      locationId: sale.location_id,
      orderId: id,
      createdAt: closedAt,
      amountCents: difference,
      tipCents: 0,
      kind: random.chance(0.5) ? 'CARD' : 'CASH',
    })
  } else if (difference < 0) {
    order.refunds = [refundOf(random, sale, -difference, closedAt, 'Exchange')]
  }
  return order
}

/** Whether an order is a return (a refund recorded as its own order), an exchange included. */
export function isReturnOrder(order: Order): boolean {
  return (order.returns?.length ?? 0) > 0
}
