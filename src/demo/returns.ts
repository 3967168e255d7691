// A refund the way Square records it: a separate return order at the same location whose
// `returns` point at the sale (source_order_id), with return_amounts, negative net_amounts and a
// `refunds` entry against the sale's tender; the return order itself sells nothing (totals 0).
// Most returns give back some units of one line (its share of discount and tax comes back too);
// some are custom refunds of an amount, as Square records a refund not tied to items.
import { isoMs } from './iso'
import type { Money, Order, Tender } from '../contract/square-order'
import { orderId, refundId, uid } from './ids'
import { taxOn, usd } from './money'
import type { Random } from './random'
import { POS_SOURCE } from './sale'

type ReturnLine = Record<string, unknown> & { quantity: string; total_money: Money }

/** The return order for a COMPLETED, single-tender sale, created at `createdAtMs`. */
export function buildReturnOrder(random: Random, sale: Order, createdAtMs: number): Order {
  const tender = sale.tenders?.[0] as Tender
  const tax = (sale.taxes?.[0] ?? {}) as { uid?: string; name?: string; percentage?: string; type?: 'ADDITIVE' | 'INCLUSIVE' }
  const lines = sale.line_items ?? []
  const itemized = lines.length > 0 && random.chance(0.8)
  const returnTaxUid = uid(random)
  const returnDiscountUid = uid(random)
  let returnLine: ReturnLine
  let grossCents: number
  let discountCents = 0
  let taxCents = 0
  let reason: string
  if (itemized) {
    const line = random.pick(lines)
    const quantity = Number(line.quantity)
    const returned = random.int(1, quantity)
    const unit = line.base_price_money?.amount ?? 0
    grossCents = unit * returned
    discountCents = Math.round(((line.total_discount_money?.amount ?? 0) * returned) / quantity)
    taxCents = taxOn(grossCents - discountCents, tax.percentage ?? '0', tax.type === 'INCLUSIVE' ? 'INCLUSIVE' : 'ADDITIVE')
    const totalCents = grossCents - discountCents + (tax.type === 'INCLUSIVE' ? 0 : taxCents)
    reason = random.pick(['Returned goods', 'Duds', 'Changed mind'])
    returnLine = {
      uid: uid(random),
      source_line_item_uid: line.uid,
      name: line.name,
      variation_name: line.variation_name,
      catalog_object_id: line.catalog_object_id,
      item_type: line.item_type,
      quantity: String(returned),
      base_price_money: usd(unit),
      variation_total_price_money: usd(grossCents),
      gross_return_money: usd(grossCents),
      total_tax_money: usd(taxCents),
      total_discount_money: usd(discountCents),
      total_money: usd(totalCents),
      applied_taxes: [{ uid: uid(random), tax_uid: returnTaxUid, applied_money: usd(taxCents) }],
      ...(discountCents > 0 ? { applied_discounts: [{ uid: uid(random), discount_uid: returnDiscountUid, applied_money: usd(discountCents) }] } : {}),
    }
  } else {
    const saleNet = (sale.total_money as Money).amount - (sale.total_tip_money?.amount ?? 0)
    grossCents = Math.min(saleNet, random.int(2, 20) * 100)
    reason = 'Customer goodwill'
    returnLine = {
      uid: uid(random),
      name: 'Custom Amount',
      item_type: 'CUSTOM_AMOUNT',
      quantity: '1',
      base_price_money: usd(grossCents),
      gross_return_money: usd(grossCents),
      total_tax_money: usd(0),
      total_discount_money: usd(0),
      total_money: usd(grossCents),
    }
  }
  const refundCents = returnLine.total_money.amount
  const saleDiscount = sale.discounts?.[0]
  const amounts = {
    total_money: usd(refundCents),
    tax_money: usd(taxCents),
    discount_money: usd(discountCents),
    tip_money: usd(0),
    service_charge_money: usd(0),
  }
  const createdAt = isoMs(createdAtMs)
  const closedAt = isoMs(createdAtMs + random.int(2_000, 20_000))
  return {
    id: orderId(random),
    location_id: sale.location_id,
    source: { name: POS_SOURCE },
    returns: [
      {
        uid: uid(random),
        source_order_id: sale.id,
        return_line_items: [returnLine],
        ...(taxCents > 0
          ? { return_taxes: [{ uid: returnTaxUid, source_tax_uid: tax.uid, name: tax.name, type: tax.type, percentage: tax.percentage, applied_money: usd(taxCents), scope: 'ORDER' }] }
          : {}),
        ...(discountCents > 0 && saleDiscount
          ? {
              return_discounts: [
                { uid: returnDiscountUid, source_discount_uid: saleDiscount.uid, name: saleDiscount.name, type: saleDiscount.type, applied_money: usd(discountCents), scope: saleDiscount.scope },
              ],
            }
          : {}),
        return_amounts: amounts,
      },
    ],
    return_amounts: amounts,
    net_amounts: {
      total_money: usd(-refundCents),
      tax_money: usd(-taxCents),
      discount_money: usd(-discountCents),
      tip_money: usd(0),
      service_charge_money: usd(0),
    },
    refunds: [
      {
        id: refundId(random, tender.payment_id ?? tender.id ?? ''),
        location_id: sale.location_id,
        transaction_id: sale.id,
        tender_id: tender.id,
        created_at: createdAt,
        reason,
        amount_money: usd(refundCents),
        status: 'APPROVED',
      },
    ],
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

/** Whether an order is a return (a refund recorded as its own order). */
export function isReturnOrder(order: Order): boolean {
  return (order.returns?.length ?? 0) > 0
}
