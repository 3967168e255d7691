// GET /api/square/locations: every location with its per-year stats and the hydration summary
// (docs/contract.md#entities "Locations response", docs/contract.md#the-calls).
import * as z from 'zod/mini'
import { successSchema } from './envelope'
import { countSchema, isoInstantSchema, yearNumberSchema } from './fields'
import { locationSchema } from './location'

/** How far the last locations hydration batch got. */
export const locationsBatchInfoSchema = z.object({
  batchSize: countSchema,
  processedInThisBatch: countSchema,
  totalNewLocationsFound: countSchema,
  remainingToProcess: countSchema,
  isComplete: z.boolean(),
  geocodedCount: countSchema,
  locationsMarkedInactive: countSchema,
})
export type LocationsBatchInfo = z.infer<typeof locationsBatchInfoSchema>

/** Totals over all locations; `activeLocations` leaves INACTIVE ones out (docs/contract.md#entities). */
export const locationsSummarySchema = z.object({
  activeLocations: countSchema,
  totalLocations: countSchema,
  totalOrdersAllLocations: countSchema,
  yearsProcessed: z.array(yearNumberSchema),
  totalApiRequests: countSchema,
  batchInfo: locationsBatchInfoSchema,
})
export type LocationsSummary = z.infer<typeof locationsSummarySchema>

export const locationsDataSchema = z.object({
  locations: z.array(locationSchema),
  summary: locationsSummarySchema,
  /** Whether the answer came from the server's cache, when it was stored and whether it is past its expiry. */
  cached: z.boolean(),
  cachedAt: z.nullable(isoInstantSchema),
  cacheIsExpired: z.boolean(),
  /** Whether a hydration has ever completed, and when the last one did. */
  hydrated: z.boolean(),
  hydratedAt: z.nullable(isoInstantSchema),
})
export type LocationsData = z.infer<typeof locationsDataSchema>
export const locationsResponseSchema = successSchema(locationsDataSchema)
export type LocationsResponse = z.infer<typeof locationsResponseSchema>
