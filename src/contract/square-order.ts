// Square's Order as Square's API returns it (snake_case JSON), trimmed to the fields the product
// reads. Objects are loose: Square adds fields over time and we store its JSON as it came.
// Field names and enums follow Square's API (Order, OrderLineItem, Tender, ...), as the `square`
// SDK's schemas spell them (server/emulator/square-sdk-schemas.ts).
import * as z from 'zod/mini'

/** An amount in the smallest unit (cents for USD). The SDK's bigint is converted at the edge. */
export const moneySchema = z.looseObject({
  amount: z.number(),
  currency: z.string(),
})
export type Money = z.infer<typeof moneySchema>

export const orderStateSchema = z.enum(['OPEN', 'COMPLETED', 'CANCELED', 'DRAFT'])
export type OrderState = z.infer<typeof orderStateSchema>

export const taxTypeSchema = z.enum(['INCLUSIVE', 'ADDITIVE', 'UNKNOWN_TAX'])
export const discountTypeSchema = z.enum([
  'FIXED_PERCENTAGE',
  'FIXED_AMOUNT',
  'VARIABLE_PERCENTAGE',
  'VARIABLE_AMOUNT',
  'UNKNOWN_DISCOUNT',
])
export const scopeSchema = z.enum(['ORDER', 'LINE_ITEM', 'OTHER_TAX_SCOPE', 'OTHER_DISCOUNT_SCOPE'])

export const orderModifierSchema = z.looseObject({
  uid: z.optional(z.string()),
  name: z.optional(z.string()),
  base_price_money: z.optional(moneySchema),
  total_price_money: z.optional(moneySchema),
})

export const appliedAmountSchema = z.looseObject({
  uid: z.optional(z.string()),
  tax_uid: z.optional(z.string()),
  discount_uid: z.optional(z.string()),
  applied_money: z.optional(moneySchema),
})

export const lineItemSchema = z.looseObject({
  uid: z.optional(z.string()),
  name: z.optional(z.string()),
  variation_name: z.optional(z.string()),
  note: z.optional(z.string()),
  /** A decimal string, as Square sends it ("2", "1.5"). */
  quantity: z.string(),
  item_type: z.optional(z.enum(['ITEM', 'CUSTOM_AMOUNT', 'GIFT_CARD'])),
  catalog_object_id: z.optional(z.string()),
  base_price_money: z.optional(moneySchema),
  gross_sales_money: z.optional(moneySchema),
  total_tax_money: z.optional(moneySchema),
  total_discount_money: z.optional(moneySchema),
  total_money: z.optional(moneySchema),
  /** This line's share of APPORTIONED service charges. */
  total_service_charge_money: z.optional(moneySchema),
  modifiers: z.optional(z.array(orderModifierSchema)),
  applied_taxes: z.optional(z.array(appliedAmountSchema)),
  applied_discounts: z.optional(z.array(appliedAmountSchema)),
})
export type LineItem = z.infer<typeof lineItemSchema>

export const orderTaxSchema = z.looseObject({
  uid: z.optional(z.string()),
  name: z.optional(z.string()),
  percentage: z.optional(z.string()),
  type: z.optional(taxTypeSchema),
  scope: z.optional(scopeSchema),
  applied_money: z.optional(moneySchema),
})

export const orderDiscountSchema = z.looseObject({
  uid: z.optional(z.string()),
  name: z.optional(z.string()),
  type: z.optional(discountTypeSchema),
  percentage: z.optional(z.string()),
  amount_money: z.optional(moneySchema),
  applied_money: z.optional(moneySchema),
  scope: z.optional(scopeSchema),
})

export const orderServiceChargeSchema = z.looseObject({
  uid: z.optional(z.string()),
  name: z.optional(z.string()),
  amount_money: z.optional(moneySchema),
  applied_money: z.optional(moneySchema),
  total_money: z.optional(moneySchema),
  total_tax_money: z.optional(moneySchema),
  calculation_phase: z.optional(z.string()),
  taxable: z.optional(z.boolean()),
})

export const tenderSchema = z.looseObject({
  id: z.optional(z.string()),
  location_id: z.optional(z.string()),
  created_at: z.optional(z.string()),
  type: z.string(), // CASH, CARD, and Square's other tender types
  amount_money: z.optional(moneySchema),
  tip_money: z.optional(moneySchema),
  payment_id: z.optional(z.string()),
  card_details: z.optional(
    z.looseObject({
      status: z.optional(z.string()),
      card: z.optional(
        z.looseObject({ card_brand: z.optional(z.string()), last_4: z.optional(z.string()) }),
      ),
      entry_method: z.optional(z.string()),
    }),
  ),
})
export type Tender = z.infer<typeof tenderSchema>

export const refundSchema = z.looseObject({
  id: z.string(),
  location_id: z.optional(z.string()),
  /** The order (Square: transaction) whose tender was refunded. */
  transaction_id: z.optional(z.string()),
  tender_id: z.optional(z.string()),
  created_at: z.optional(z.string()),
  reason: z.optional(z.string()),
  amount_money: moneySchema,
  status: z.optional(z.string()),
})

export const orderMoneyAmountsSchema = z.looseObject({
  total_money: z.optional(moneySchema),
  tax_money: z.optional(moneySchema),
  discount_money: z.optional(moneySchema),
  tip_money: z.optional(moneySchema),
  service_charge_money: z.optional(moneySchema),
})

export const orderReturnSchema = z.looseObject({
  uid: z.optional(z.string()),
  source_order_id: z.optional(z.string()),
  return_line_items: z.optional(
    z.array(
      z.looseObject({
        uid: z.optional(z.string()),
        name: z.optional(z.string()),
        variation_name: z.optional(z.string()),
        item_type: z.optional(z.enum(['ITEM', 'CUSTOM_AMOUNT', 'GIFT_CARD'])),
        quantity: z.string(),
        catalog_object_id: z.optional(z.string()),
        source_line_item_uid: z.optional(z.string()),
        gross_return_money: z.optional(moneySchema),
        total_tax_money: z.optional(moneySchema),
        total_discount_money: z.optional(moneySchema),
        total_money: z.optional(moneySchema),
        total_service_charge_money: z.optional(moneySchema),
      }),
    ),
  ),
  return_amounts: z.optional(orderMoneyAmountsSchema),
})

export const orderSchema = z.looseObject({
  id: z.string(),
  location_id: z.string(),
  reference_id: z.optional(z.string()),
  customer_id: z.optional(z.string()),
  source: z.optional(z.looseObject({ name: z.optional(z.string()) })),
  ticket_name: z.optional(z.string()),
  line_items: z.optional(z.array(lineItemSchema)),
  taxes: z.optional(z.array(orderTaxSchema)),
  discounts: z.optional(z.array(orderDiscountSchema)),
  service_charges: z.optional(z.array(orderServiceChargeSchema)),
  returns: z.optional(z.array(orderReturnSchema)),
  return_amounts: z.optional(orderMoneyAmountsSchema),
  net_amounts: z.optional(orderMoneyAmountsSchema),
  tenders: z.optional(z.array(tenderSchema)),
  refunds: z.optional(z.array(refundSchema)),
  metadata: z.optional(z.record(z.string(), z.string())),
  created_at: z.string(),
  updated_at: z.optional(z.string()),
  closed_at: z.optional(z.string()),
  state: orderStateSchema,
  version: z.optional(z.number()),
  total_money: z.optional(moneySchema),
  total_tax_money: z.optional(moneySchema),
  total_discount_money: z.optional(moneySchema),
  total_tip_money: z.optional(moneySchema),
  total_service_charge_money: z.optional(moneySchema),
  pricing_options: z.optional(
    z.looseObject({
      auto_apply_discounts: z.optional(z.boolean()),
      auto_apply_taxes: z.optional(z.boolean()),
    }),
  ),
})
export type Order = z.infer<typeof orderSchema>
