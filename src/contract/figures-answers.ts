// The answers of the figures the server computes from a location's stored orders (docs/figures.md#where-figures-are-computed):
// per-season stats with the payment breakdown for chosen years and window days, and the items of
// one season over chosen window days, in the shapes src/analytics returns (./stats). Their queries are in
// ./figures-queries, which only the server needs.
import * as z from 'zod/mini'
import { SEASON_DAYS } from '../season/window'
import { successSchema } from './envelope'
import { isoInstantSchema, yearNumberSchema } from './fields'
import { collectedTotalsSchema, itemRowSchema, paymentSplitSchema, paymentTypeYearSchema, seasonDaySchema, yearStatsSchema, yearTotalsSchema } from './stats'

/** A local wall-clock minute: month 1–12, day, hour 0–23, minute. */
export const cutMomentSchema = z.object({
  month: z.int().check(z.gte(1), z.lte(12)),
  day: z.int().check(z.gte(1), z.lte(31)),
  hour: z.int().check(z.gte(0), z.lte(23)),
  minute: z.int().check(z.gte(0), z.lte(59)),
})

/**
 * The like-for-like figures while a season is in progress at the location (src/analytics/
 * season-cut): each selected season up to the same local minute as now. A screen compares with
 * them when the newest season it compares is `inProgressYear`.
 */
export const likeForLikeSchema = z.object({
  /** The season in progress at the location, by the server's clock. */
  inProgressYear: yearNumberSchema,
  /** The local minute every season is cut through ("to Jul 4, 8:30 PM"). */
  through: cutMomentSchema,
  /** One entry per selected season, in the order of `years`: its figures over the selected days, up to its cut. */
  seasons: z.array(
    z.object({
      year: yearNumberSchema,
      /** The end of the cut minute in that season: what was created before it counts. */
      cutAt: isoInstantSchema,
      totals: yearTotalsSchema,
      /** Money collected by tender type over the selected days up to the cut (paid and refunded before it), and its split. */
      payments: z.object({ totals: collectedTotalsSchema, split: paymentSplitSchema }),
      /**
       * The cut's own window day (the day in progress) up to the cut, whatever days are selected:
       * tonight so far, and the same evening of each earlier season up to the same minute.
       */
      cutDay: yearTotalsSchema,
    }),
  ),
})
export type LikeForLikeData = z.infer<typeof likeForLikeSchema>

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
  /** Each selected season up to the like-for-like cut; null while no season is in progress at the location. */
  likeForLike: z.nullable(likeForLikeSchema),
})
export type StatsData = z.infer<typeof statsDataSchema>
export const statsResponseSchema = successSchema(statsDataSchema)
export type StatsResponse = z.infer<typeof statsResponseSchema>

/** The items of one location's season sold on the selected days, by revenue, largest first. */
export const itemsDataSchema = z.object({
  locationId: z.string(),
  year: yearNumberSchema,
  /** The selected window days, in window order: only orders created on them count. */
  days: z.array(seasonDaySchema).check(z.minLength(1), z.maxLength(SEASON_DAYS.length)),
  items: z.array(itemRowSchema),
})
export type ItemsData = z.infer<typeof itemsDataSchema>
export const itemsResponseSchema = successSchema(itemsDataSchema)
export type ItemsResponse = z.infer<typeof itemsResponseSchema>
