// GET /api/square/pace: the whole business (or a set of locations) this season so far against the
// same local moment of each earlier season, each location in its own timezone, with the hourly
// net sales the pace chart draws and the stands gone quiet (src/analytics/season-pace). Its query
// is in ./pace-query, which only the server needs.
import * as z from 'zod/mini'
import { cutMomentSchema } from './figures-answers'
import { successSchema } from './envelope'
import { centsSchema, countSchema, isoInstantSchema, yearNumberSchema } from './fields'

/** Net sales and transactions of a season up to where it is compared. */
export const paceFiguresSchema = z.object({
  netSales: centsSchema,
  transactions: countSchema,
})
export type PaceFigures = z.infer<typeof paceFiguresSchema>

/** One season's figures for the whole selection, up to the same moment (or whole, out of season). */
export const paceSeasonSchema = z.object({
  year: yearNumberSchema,
  netSales: centsSchema,
  transactions: countSchema,
  /** netSales ÷ transactions, rounded to the cent (0 without transactions). */
  averageOrderValue: centsSchema,
})
export type PaceSeason = z.infer<typeof paceSeasonSchema>

/** One location's row of the pace table. */
export const paceLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  /** The IANA timezone the location's moment is read in. */
  timezone: z.string(),
  /** The newest season up to the location's moment (or whole, out of season). */
  soFar: paceFiguresSchema,
  /** The season before it up to the same local moment; null when only one season is compared. */
  lastSeason: z.nullable(paceFiguresSchema),
  /** When the location last made a sale in the newest season, up to the moment; null before its first. */
  lastPaymentAt: z.nullable(isoInstantSchema),
  /** In its usual busy hours (by its own earlier seasons) with no sale for 30 minutes: a card reader or connection may be down. */
  quiet: z.boolean(),
})
export type PaceLocation = z.infer<typeof paceLocationSchema>

export const paceDataSchema = z.object({
  /** The instant the pace is read at: the asked minute (asOf) or the server's now. */
  asOf: isoInstantSchema,
  /**
   * True while the newest season is in progress at one of the locations: every season is cut at
   * each location's same local moment. False: whole seasons (the newest season's final pace).
   */
  likeForLike: z.boolean(),
  /** The local minute seasons are cut through, in the timezone most of the locations keep; null out of season. */
  through: z.nullable(z.object({ moment: cutMomentSchema, timeZone: z.string() })),
  /** The compared seasons, ascending; the last is the one whose pace this is. */
  years: z.array(yearNumberSchema),
  /** One entry per season, in the order of `years`. */
  seasons: z.array(paceSeasonSchema),
  /**
   * Net sales of the whole selection per window hour (day index × 24 + local hour, each location
   * in its own timezone), one series per season in the order of `years`: earlier seasons whole,
   * the newest up to its moment.
   */
  hourly: z.object({
    /** Where "now" falls on the window's hours (an hour and the fraction of it gone), in `through`'s timezone; null out of season. */
    now: z.nullable(z.number()),
    seasons: z.array(z.object({ year: yearNumberSchema, netSales: z.array(centsSchema) })),
  }),
  /** Every selected location, by name. */
  locations: z.array(paceLocationSchema),
})
export type PaceData = z.infer<typeof paceDataSchema>
export const paceResponseSchema = successSchema(paceDataSchema)
export type PaceResponse = z.infer<typeof paceResponseSchema>
