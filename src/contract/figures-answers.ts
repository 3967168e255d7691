// GET /api/square/stats and GET /api/square/items: figures the server computes with src/analytics
// from the stored orders (DESIGN §3c), so a widget reads a few KB instead of a season of orders.
import * as z from 'zod/mini'
import { successSchema } from './envelope'
import { yearNumberSchema } from './fields'
import { itemRowSchema, paymentTypeYearSchema, seasonDaySchema, yearStatsSchema } from './stats'

/** One location's per-year stats for the selected years and window days. */
export const seasonStatsDataSchema = z.object({
  locationId: z.string(),
  /** The location's IANA timezone: every day and hour is placed in it. */
  timezone: z.string(),
  /** The selected years, ascending. */
  years: z.array(yearNumberSchema),
  /** The selected window days, in window order. */
  days: z.array(seasonDaySchema),
  /** One entry per selected year, ascending (zeros for a year without orders). */
  stats: z.array(yearStatsSchema),
  /** The payment breakdown of each selected year, ascending. */
  paymentTypes: z.array(paymentTypeYearSchema),
})
export type SeasonStatsData = z.infer<typeof seasonStatsDataSchema>
export const seasonStatsResponseSchema = successSchema(seasonStatsDataSchema)

/** One location's item sales for one season. */
export const itemsDataSchema = z.object({
  locationId: z.string(),
  year: yearNumberSchema,
  /** By revenue, largest first. */
  items: z.array(itemRowSchema),
})
export type ItemsData = z.infer<typeof itemsDataSchema>
export const itemsResponseSchema = successSchema(itemsDataSchema)
