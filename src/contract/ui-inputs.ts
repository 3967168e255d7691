// Inputs the screens check before they ask for data: chart type, the comparison, an orders fetch,
// and the theme (docs/contract.md#entities, docs/contract.md#validation-messages).
import * as z from 'zod/mini'
import { yearSchema } from './query-fields'

export const chartTypeSchema = z.enum(['bar', 'area'], 'Chart type must be bar or area')
export type ChartType = z.infer<typeof chartTypeSchema>

export const themeSchema = z._default(z.enum(['light', 'dark', 'system']), 'system')
export type Theme = z.infer<typeof themeSchema>

/** docs/screens.md#numbers-the-screens-keep: at most two locations are compared. */
export const MAX_COMPARED_LOCATIONS = 2
export const COMPARE_LOCATIONS_MESSAGE = 'Select at least 2 locations to compare'
export const COMPARE_YEAR_MESSAGE = 'Select a year to compare'

/** A comparison: at least 2 different location ids (only the first 2 are kept) and a year. */
export const comparisonSchema = z.object({
  locationIds: z.array(z.string().check(z.minLength(1, COMPARE_LOCATIONS_MESSAGE)), COMPARE_LOCATIONS_MESSAGE).check(
    // A location compared with itself is no comparison: repeats are dropped before counting.
    z.overwrite((ids) => [...new Set(ids)]),
    z.minLength(MAX_COMPARED_LOCATIONS, COMPARE_LOCATIONS_MESSAGE),
    z.overwrite((ids) => ids.slice(0, MAX_COMPARED_LOCATIONS)),
  ),
  year: z.pipe(
    z.unknown().check(z.refine((year) => year !== undefined && year !== null && year !== '', COMPARE_YEAR_MESSAGE)),
    yearSchema,
  ),
})
export type Comparison = z.infer<typeof comparisonSchema>

export const ORDER_FETCH_MESSAGE = 'No locationId or year'

/** What an orders fetch needs; either one missing or empty fails with the one message. */
export const orderFetchInputSchema = z.object({
  locationId: z.string(ORDER_FETCH_MESSAGE).check(z.minLength(1, ORDER_FETCH_MESSAGE)),
  year: z.union([z.number(), z.string().check(z.minLength(1))], ORDER_FETCH_MESSAGE),
})
export type OrderFetchInput = z.infer<typeof orderFetchInputSchema>

/** Checks an orders fetch's input, throwing 'No locationId or year' when either is missing. */
export function requireOrderFetchInput(input: { locationId?: string | null; year?: number | string | null }): OrderFetchInput {
  const result = orderFetchInputSchema.safeParse(input)
  if (!result.success) throw new Error(ORDER_FETCH_MESSAGE)
  return result.data
}
