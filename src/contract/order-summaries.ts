// GET /api/square/order-summaries?locationId=…&year=…: one location's season of orders, every
// state, newest first, each cut down to what the orders table shows and sorts by. A season of
// 50,000 orders is about 160 MB as Square sends them and about 6 MB as summaries, so the table
// downloads, parses and keeps the summaries; the invoice still reads whole orders.
//
// With `limit` (and `sort`, `states`, `days`, `after`: ./order-summaries-query) the same path
// answers one page of them in the table's order instead: what the table draws its first screen
// from while the whole season is still on its way.
import * as z from 'zod/mini'
import { successSchema } from './envelope'
import { orderStateSchema } from './square-order'

export const orderSummarySchema = z.object({
  id: z.string(),
  /** RFC 3339, as Square wrote it. */
  created_at: z.string(),
  state: orderStateSchema,
  /** total_money in the smallest unit (cents); 0 when Square sent none. */
  total: z.number(),
  /** The line items' names joined by ", "; empty when it has none. */
  items: z.string(),
  /** Units on the order: its lines' quantities added up. */
  count: z.number(),
  /** The distinct tender types in order of first use. */
  tenders: z.array(z.string()),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>

export const orderSummariesDataSchema = z.object({ orders: z.array(orderSummarySchema) })
export const orderSummariesResponseSchema = successSchema(orderSummariesDataSchema)

export const orderSummaryPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  /** How many orders of the season match the page's states and days. */
  matching: z.number(),
  /** The `after` of the next page; null on the last. */
  next: z.nullable(z.string()),
})
export type OrderSummaryPage = z.infer<typeof orderSummaryPageSchema>
export const orderSummaryPageResponseSchema = successSchema(orderSummaryPageSchema)
