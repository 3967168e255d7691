// The query of GET /api/square/pace, as query-string text: which locations (a list of ids, or a
// city, or every location), which seasons, and the instant to read the pace at. Apart from the
// answer (./pace), so a browser bundle that only reads answers does not carry it.
import * as z from 'zod/mini'
import { AS_OF_MESSAGE, yearListSchema } from './figures-queries'
import { locationIdSchema } from './query-fields'

/** A chain's whole list of stands fits; any more is not a selection anyone makes by hand. */
export const MAX_PACE_LOCATION_IDS = 1000
export const PACE_IDS_COUNT_MESSAGE = `Choose at most ${MAX_PACE_LOCATION_IDS} locations`
export const PACE_IDS_EMPTY_MESSAGE = 'locationIds must name at least one location'
export const PACE_SELECTION_MESSAGE = 'Choose the locations by locationIds or by city, not both'
export const CITY_LENGTH_MESSAGE = 'City must be at most 100 characters'

/** `locationIds` as the URL writes it ("L1,L2"): each a location id; read without repeats, in the order given. */
export const locationIdListSchema = z.pipe(
  z.string(),
  z.transform((text: string, ctx): string[] => {
    if (text.trim() === '') {
      ctx.issues.push({ code: 'custom', message: PACE_IDS_EMPTY_MESSAGE, input: text })
      return []
    }
    const ids = new Set<string>()
    const messages = new Set<string>()
    for (const entry of text.split(',')) {
      const id = locationIdSchema.safeParse(entry.trim())
      if (id.success) ids.add(id.data)
      else for (const issue of id.error.issues) messages.add(issue.message)
    }
    if (ids.size > MAX_PACE_LOCATION_IDS) messages.add(PACE_IDS_COUNT_MESSAGE)
    for (const message of messages) ctx.issues.push({ code: 'custom', message, input: text })
    return [...ids]
  }),
)

/**
 * GET /api/square/pace. No `locationIds` and no `city`: every location. `city` matches the
 * locality as the location filters do (trimmed, any case; empty means every city). `years`
 * absent: every tracked season up to the current one; the newest named is the one whose pace
 * this is. `asOf`: the instant to read the pace at (a page passes its view of the server's
 * minute); absent: the server's now.
 */
export const paceQuerySchema = z
  .strictObject({
    locationIds: z.optional(locationIdListSchema),
    city: z.optional(z.string().check(z.maxLength(100, CITY_LENGTH_MESSAGE))),
    years: z.optional(yearListSchema),
    asOf: z.optional(z.iso.datetime({ offset: true, error: AS_OF_MESSAGE })),
  })
  .check(
    z.refine((query) => query.locationIds === undefined || query.city === undefined, { message: PACE_SELECTION_MESSAGE, path: ['city'] }),
  )
export type PaceQuery = z.infer<typeof paceQuerySchema>
