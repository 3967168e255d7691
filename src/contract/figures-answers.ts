// The answers of the figures the server computes from a location's stored orders (DESIGN §3c):
// per-season stats with the payment breakdown for chosen years and window days, and the items of
// one season, in the shapes src/analytics returns (./stats). Their queries are in
// ./figures-queries, which only the server needs.
import * as z from 'zod/mini'
import { SEASON_DAYS } from '../season/window'
import { successSchema } from './envelope'
import { yearNumberSchema } from './fields'
import { itemRowSchema, paymentTypeYearSchema, seasonDaySchema, yearStatsSchema } from './stats'

/** One location's figures for the selected seasons, counting only orders created on the selected days. */
export const statsDataSchema = z.object({
  locationId: z.string(),
  /** The location's IANA timezone, in which days and hours are placed. */
  timezone: z.string(),
  /** The selected seasons, ascending; each is reported even without orders. */
  years: z.array(yearNumberSchema),
  /** The selected window days, in window order. */
  days: z.array(seasonDaySchema).check(z.minLength(1), z.maxLength(SEASON_DAYS.length)),
  /** One entry per selected season, in the order of `years`. */
  stats: z.array(yearStatsSchema),
  /** One entry per selected season, in the order of `years`. */
  paymentTypes: z.array(paymentTypeYearSchema),
})
export type StatsData = z.infer<typeof statsDataSchema>
export const statsResponseSchema = successSchema(statsDataSchema)
export type StatsResponse = z.infer<typeof statsResponseSchema>

/** The items of one location's season, by revenue, largest first. */
export const itemsDataSchema = z.object({
  locationId: z.string(),
  year: yearNumberSchema,
  items: z.array(itemRowSchema),
})
export type ItemsData = z.infer<typeof itemsDataSchema>
export const itemsResponseSchema = successSchema(itemsDataSchema)
export type ItemsResponse = z.infer<typeof itemsResponseSchema>
