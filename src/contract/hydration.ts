// The admin hydration tools: GET /api/square/hydrate, /hydrate/currentYear and
// /hydrate/dailySales, their batch-size query and their three summary shapes (docs/contract.md#entities, docs/contract.md#validation-messages, docs/screens.md#data-hydration).
import * as z from 'zod/mini'
import { successSchema } from './envelope'
import { countSchema, isoInstantSchema, yearNumberSchema } from './fields'
import { locationsSummarySchema } from './locations-response'

export const MAX_BATCH_SIZE = 50
/** the default batch of docs/screens.md#data-hydration of each tool. */
export const DEFAULT_BATCH_SIZE = { locations: 5, currentYear: 10, dailySales: 5 } as const

export const BATCH_SIZE_MESSAGE = 'Batch size must be a positive number'
export const BATCH_SIZE_MAX_MESSAGE = `Batch size must be at most ${MAX_BATCH_SIZE}`

/** Decimal notation only: Number() would also read "0x10", "1e1", " 7" and "+5". */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/

/** A batch size from a query string ("10") or a number: a whole number from 1 to 50. */
export const batchSizeSchema = z.pipe(
  // Text that is not a decimal number becomes NaN, which the number check refuses.
  z.transform((value: unknown) => (typeof value === 'string' && !DECIMAL_TEXT.test(value) ? Number.NaN : value)),
  z.coerce.number(BATCH_SIZE_MESSAGE).check(
    z.gte(1, BATCH_SIZE_MESSAGE),
    z.lte(MAX_BATCH_SIZE, BATCH_SIZE_MAX_MESSAGE),
    z.refine(Number.isInteger, 'Batch size must be a whole number'),
  ),
)

/** The `?batchSize=` query of one tool, defaulting to that tool's batch. */
export function batchSizeQuerySchema(defaultSize: number) {
  // An empty `batchSize=` from a cleared field means "not given", not zero.
  const blankToMissing = (value: unknown) => (value === '' ? undefined : value)
  return z.strictObject({
    batchSize: z.pipe(z.transform(blankToMissing), z._default(batchSizeSchema, defaultSize)),
  })
}
export const locationsHydrationQuerySchema = batchSizeQuerySchema(DEFAULT_BATCH_SIZE.locations)
export const currentYearHydrationQuerySchema = batchSizeQuerySchema(DEFAULT_BATCH_SIZE.currentYear)
export const dailySalesHydrationQuerySchema = batchSizeQuerySchema(DEFAULT_BATCH_SIZE.dailySales)

/** Current-year refresh: locations whose orders were not updated since the 4-hour threshold. */
export const currentYearSummarySchema = z.object({
  totalLocations: countSchema,
  locationsNeedingProcessing: countSchema,
  processedInThisBatch: countSchema,
  remainingToProcess: countSchema,
  currentYear: yearNumberSchema,
  batchSize: countSchema,
  fourHoursAgoThreshold: isoInstantSchema,
  /**
   * When the season's orders were last refreshed: the least recent refresh among the active
   * locations, so every one is up to date as of then; null while one was never fetched.
   */
  ordersRefreshedAt: z.nullable(isoInstantSchema),
})
export type CurrentYearSummary = z.infer<typeof currentYearSummarySchema>

/** Past seasons' daily sales (2023 to last year). */
export const dailySalesSummarySchema = z.object({
  locationsProcessed: countSchema,
  totalLocationsNeedingProcessing: countSchema,
  totalOrdersProcessed: countSchema,
  totalApiRequests: countSchema,
  yearsProcessed: z.array(yearNumberSchema),
  batchInfo: z.object({ batchSize: countSchema, remainingToProcess: countSchema, isComplete: z.boolean() }),
})
export type DailySalesSummary = z.infer<typeof dailySalesSummarySchema>

function hydrationResponseSchema<S extends z.ZodMiniType>(summary: S) {
  return successSchema(
    z.object({
      summary,
      hydratedAt: isoInstantSchema,
      /** The sentence the admin screen shows. */
      message: z.string(),
      /** A remark beside it (what remains, what to run next), when there is one. */
      note: z.optional(z.string()),
    }),
  )
}

export const locationsHydrationResponseSchema = hydrationResponseSchema(locationsSummarySchema)
export type LocationsHydrationResponse = z.infer<typeof locationsHydrationResponseSchema>
export const currentYearHydrationResponseSchema = hydrationResponseSchema(currentYearSummarySchema)
export type CurrentYearHydrationResponse = z.infer<typeof currentYearHydrationResponseSchema>
export const dailySalesHydrationResponseSchema = hydrationResponseSchema(dailySalesSummarySchema)
export type DailySalesHydrationResponse = z.infer<typeof dailySalesHydrationResponseSchema>
