// Square's Location and Payment as Square's API returns them (snake_case JSON), trimmed to the
// fields the product reads. Names and enums follow Square's API (Location, Payment), as the
// `square` SDK's schemas spell them (server/emulator/square-sdk-schemas.ts).
import * as z from 'zod/mini'
import { moneySchema } from './square-order'

export const squareAddressSchema = z.looseObject({
  address_line_1: z.optional(z.string()),
  address_line_2: z.optional(z.string()),
  locality: z.optional(z.string()),
  administrative_district_level_1: z.optional(z.string()),
  postal_code: z.optional(z.string()),
  country: z.optional(z.string()),
})

export const squareLocationSchema = z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  business_name: z.optional(z.string()),
  address: z.optional(squareAddressSchema),
  /** IANA zone, e.g. America/Los_Angeles: days and hours are bucketed in it. */
  timezone: z.optional(z.string()),
  status: z.optional(z.enum(['ACTIVE', 'INACTIVE'])),
  created_at: z.optional(z.string()),
  merchant_id: z.optional(z.string()),
  country: z.optional(z.string()),
  currency: z.optional(z.string()),
  type: z.optional(z.string()),
  coordinates: z.optional(
    z.looseObject({ latitude: z.optional(z.number()), longitude: z.optional(z.number()) }),
  ),
})
export type SquareLocation = z.infer<typeof squareLocationSchema>

export const squarePaymentSchema = z.looseObject({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.optional(z.string()),
  amount_money: moneySchema,
  tip_money: z.optional(moneySchema),
  total_money: z.optional(moneySchema),
  approved_money: z.optional(moneySchema),
  status: z.string(),
  source_type: z.optional(z.string()),
  location_id: z.string(),
  order_id: z.optional(z.string()),
  card_details: z.optional(
    z.looseObject({
      status: z.optional(z.string()),
      card: z.optional(
        z.looseObject({ card_brand: z.optional(z.string()), last_4: z.optional(z.string()) }),
      ),
    }),
  ),
  receipt_number: z.optional(z.string()),
})
export type SquarePayment = z.infer<typeof squarePaymentSchema>

/** Square's error item, and the `{errors:[...]}` envelope every failed Square call answers. */
export const squareErrorSchema = z.looseObject({
  category: z.string(),
  code: z.string(),
  detail: z.optional(z.string()),
  field: z.optional(z.string()),
})
export type SquareError = z.infer<typeof squareErrorSchema>
