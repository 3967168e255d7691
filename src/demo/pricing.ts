// Prices a basket the way Square computes an order: line gross = price × quantity; discounts
// come off before tax (order-scoped ones apportioned over the lines); tax is worked out per line,
// ADDITIVE on top or INCLUSIVE within; line total = gross − discount (+ additive tax). A gift card
// line takes neither tax nor discount. gross_sales_money is written as a US account's: for an
// INCLUSIVE tax, the price less the tax inside it.
import type { LineItem, Money } from '../contract/square-order'
import { uid } from './ids'
import type { DemoTax } from './locations'
import { apportion, taxOn, usd } from './money'
import type { Random } from './random'

export interface BasketLine {
  /** Catalogue item and variation; absent for a custom amount or a gift card. */
  item?: { name: string; variationName: string; variationId: string }
  /** A gift card loaded with unitCents (Square: item_type GIFT_CARD, not a sale). */
  giftCard?: boolean
  unitCents: number
  quantity: number
}

export const GIFT_CARD_NAME = 'eGift Card'

export interface BasketDiscount {
  name: string
  type: 'FIXED_PERCENTAGE' | 'FIXED_AMOUNT'
  /** For FIXED_PERCENTAGE, e.g. "10". */
  percentage?: string
  /** For FIXED_AMOUNT. */
  amountCents?: number
  scope: 'ORDER' | 'LINE_ITEM'
  /** For LINE_ITEM scope: the line it applies to. */
  lineIndex?: number
}

export interface PricedOrder {
  line_items: LineItem[]
  taxes: Record<string, unknown>[]
  discounts?: Record<string, unknown>[]
  grossCents: number
  discountCents: number
  taxCents: number
  /** Σ line total_money: gross − discounts, plus tax when it is additive. */
  lineTotalCents: number
}

/** Prices the lines with one tax and at most one discount (the demo never stacks discounts). */
export function priceBasket(random: Random, lines: readonly BasketLine[], tax: DemoTax, discount?: BasketDiscount): PricedOrder {
  const gross = lines.map((line) => line.unitCents * line.quantity)
  // Gift cards take no share of a discount and no tax.
  const discountable = gross.map((g, i) => (lines[i]!.giftCard ? 0 : g))
  const lineDiscounts = discount ? discountShares(discount, discountable) : gross.map(() => 0)
  const lineTaxes = gross.map((g, i) => (lines[i]!.giftCard ? 0 : taxOn(g - (lineDiscounts[i] as number), tax.percentage, tax.type)))
  const taxUid = uid(random)
  const discountUid = discount ? uid(random) : ''
  const line_items: LineItem[] = lines.map((line, i) => {
    const g = gross[i] as number
    const d = lineDiscounts[i] as number
    const t = lineTaxes[i] as number
    // Built by assignment rather than object spread: this runs millions of times in benchmarks.
    const item: LineItem = { uid: uid(random), quantity: String(line.quantity) }
    if (line.item) {
      item.name = line.item.name
      item.variation_name = line.item.variationName
      item.catalog_object_id = line.item.variationId
      item.item_type = 'ITEM'
    } else if (line.giftCard) {
      item.name = GIFT_CARD_NAME
      item.item_type = 'GIFT_CARD'
    } else {
      item.name = 'Custom Amount'
      item.item_type = 'CUSTOM_AMOUNT'
    }
    item.base_price_money = usd(line.unitCents)
    item.variation_total_price_money = usd(g)
    item.gross_sales_money = usd(usGrossSales(g, tax, line.giftCard === true))
    item.total_tax_money = usd(t)
    item.total_discount_money = usd(d)
    item.total_money = usd(g - d + (tax.type === 'ADDITIVE' ? t : 0))
    item.total_service_charge_money = usd(0)
    if (!line.giftCard) item.applied_taxes = [{ uid: uid(random), tax_uid: taxUid, applied_money: usd(t) }]
    if (discount && d > 0) item.applied_discounts = [{ uid: uid(random), discount_uid: discountUid, applied_money: usd(d) }]
    return item
  })
  const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0)
  const grossCents = sum(gross)
  const discountCents = sum(lineDiscounts)
  const taxCents = sum(lineTaxes)
  const lineTotalCents = sum(line_items.map((li) => (li.total_money as Money).amount))
  return {
    line_items,
    taxes: [{ uid: taxUid, name: tax.name, percentage: tax.percentage, type: tax.type, scope: 'ORDER', applied_money: usd(taxCents) }],
    ...(discount
      ? {
          discounts: [
            {
              uid: discountUid,
              name: discount.name,
              type: discount.type,
              ...(discount.percentage ? { percentage: discount.percentage } : {}),
              ...(discount.amountCents !== undefined ? { amount_money: usd(discount.amountCents) } : {}),
              applied_money: usd(discountCents),
              scope: discount.scope,
            },
          ],
        }
      : {}),
    grossCents,
    discountCents,
    taxCents,
    lineTotalCents,
  }
}

/**
 * gross_sales_money as Square writes it for a US account: price × quantity, less the tax inside it
 * when the tax is INCLUSIVE (worked out on the undiscounted price).
 */
export function usGrossSales(grossCents: number, tax: Pick<DemoTax, 'percentage' | 'type'>, giftCard = false): number {
  return tax.type === 'INCLUSIVE' && !giftCard ? grossCents - taxOn(grossCents, tax.percentage, 'INCLUSIVE') : grossCents
}

function discountShares(discount: BasketDiscount, gross: readonly number[]): number[] {
  const percentOf = (cents: number) => Math.round((cents * Number(discount.percentage ?? '0')) / 100)
  if (discount.scope === 'LINE_ITEM') {
    return gross.map((g, i) => {
      if (i !== discount.lineIndex) return 0
      return discount.type === 'FIXED_PERCENTAGE' ? percentOf(g) : Math.min(discount.amountCents ?? 0, g)
    })
  }
  if (discount.type === 'FIXED_PERCENTAGE') return gross.map(percentOf)
  const total = gross.reduce((s, g) => s + g, 0)
  return apportion(Math.min(discount.amountCents ?? 0, total), gross)
}
