// The locations tool (GET /api/square/hydrate): lists Square's locations, stores new and changed
// ones (re-placing the orders of one whose timezone changed), marks the ones Square dropped INACTIVE, geocodes those without coordinates, and fetches
// every tracked season of orders for up to `batchSize` locations not yet hydrated.
import type { LocationsSummary } from '../../../src/contract/locations-response'
import type { SquareLocation } from '../../../src/contract/square-location'
import { immediateTransaction } from '../../db/transaction'
import { invalidateSquareData } from '../store/stale-answers'
import { geocodeAddress } from '../square-api/geocode'
import { isoNow, seasonsToHydrate, type HydrationContext } from '../runner/hydration-context'
import { isFullyHydrated, storedTotals } from './hydration-totals'
import type { JobOutcome } from './job-outcome'
import { fetchSeasonWindows, unfetchedYears } from './season-fetch'
import { recordHydration, recordLocationsBatch } from '../store/square-meta'
import { geocodeQuery, upsertLocations } from '../store/store-locations'
import { ChangedSeasons } from './changed-seasons'

/** Places locations that have an address but no coordinates, at most `limit` of them; returns how many got some. */
async function geocodeMissing(ctx: HydrationContext, first: readonly string[], limit: number): Promise<number> {
  if (ctx.geocoder === null) return 0
  const candidates = await ctx.db
    .selectFrom('square_locations')
    .select(['id', 'raw_json'])
    .where('latitude', 'is', null)
    .where('geocoded_at', 'is', null)
    .where('address_line_1', 'is not', null)
    .execute()
  const priority = new Set(first)
  candidates.sort((a, b) => Number(priority.has(b.id)) - Number(priority.has(a.id)) || a.id.localeCompare(b.id))
  let placed = 0
  for (const candidate of candidates.slice(0, limit)) {
    const query = geocodeQuery(JSON.parse(candidate.raw_json) as SquareLocation)
    if (query === null) continue
    const result = await geocodeAddress(ctx.kv, ctx.geocoder, query)
    if (result.error !== null) {
      ctx.log.warn('square.geocode_failed', { locationId: candidate.id, error: result.error })
      continue // left for a later run
    }
    const coordinates = result.coordinates
    await ctx.db
      .updateTable('square_locations')
      .set({
        latitude: coordinates?.latitude ?? null,
        longitude: coordinates?.longitude ?? null,
        coordinates_source: coordinates === null ? null : 'internal',
        geocoded_at: isoNow(ctx.clock),
      })
      .where('id', '=', candidate.id)
      .where('latitude', 'is', null)
      .execute()
    if (coordinates !== null) placed++
  }
  return placed
}

export async function hydrateLocations(ctx: HydrationContext, batchSize: number): Promise<JobOutcome<LocationsSummary>> {
  const requestsBefore = ctx.api.requestCount
  const { locations, rejected } = await ctx.api.listLocations()
  for (const item of rejected) ctx.log.warn('square.location_rejected', { locationId: item.id, issues: item.issues })
  const upsert = await immediateTransaction(ctx.db, (trx) => upsertLocations(trx, locations, isoNow(ctx.clock)))
  const batch = upsert.pending.slice(0, batchSize)
  const geocodedCount = await geocodeMissing(ctx, batch, Math.max(batchSize, batch.length))

  const years = seasonsToHydrate(ctx)
  const zones = new Map(
    (await ctx.db.selectFrom('square_locations').select(['id', 'timezone']).execute()).map((row) => [row.id, row.timezone]),
  )
  const missing = await unfetchedYears(ctx, batch, years)
  ctx.onProgress?.({ kind: 'plan', seasonsToFetch: [...missing.values()].reduce((sum, list) => sum + list.length, 0) })
  const changed = new ChangedSeasons()
  changed.merge(upsert.rezoned)
  let ordersReceived = 0
  for (const year of years) {
    const due = batch.filter((id) => missing.get(id)?.includes(year)).map((id) => ({ id, timezone: zones.get(id)! }))
    if (due.length === 0) continue
    const outcome = await fetchSeasonWindows(ctx, due, year)
    changed.merge(outcome.changed)
    ordersReceived += outcome.ordersReceived
  }
  const hydratedAt = isoNow(ctx.clock)
  if (batch.length > 0) await ctx.db.updateTable('square_locations').set({ hydrated_at: hydratedAt }).where('id', 'in', batch).execute()

  const remainingToProcess = upsert.pending.length - batch.length
  const isComplete = remainingToProcess === 0
  if (upsert.changed.length > 0 || upsert.markedInactive.length > 0 || geocodedCount > 0 || changed.size > 0) {
    await invalidateSquareData(ctx.kv, changed.list())
  }
  const batchInfo = {
    batchSize,
    processedInThisBatch: batch.length,
    totalNewLocationsFound: upsert.pending.length,
    remainingToProcess,
    isComplete,
    geocodedCount,
    locationsMarkedInactive: upsert.markedInactive.length,
  }
  await recordLocationsBatch(ctx.db, batchInfo)
  await recordHydration(ctx.db, hydratedAt, await isFullyHydrated(ctx.db, years))
  const totals = await storedTotals(ctx.db)
  const summary: LocationsSummary = {
    activeLocations: totals.activeLocations,
    totalLocations: totals.totalLocations,
    totalOrdersAllLocations: totals.totalOrdersAllLocations,
    yearsProcessed: batch.length > 0 ? years : [],
    totalApiRequests: ctx.api.requestCount - requestsBefore,
    batchInfo,
  }
  const message =
    batch.length === 0
      ? `No new locations to hydrate; ${totals.totalLocations} locations are stored.`
      : `Hydrated ${batch.length} location${batch.length === 1 ? '' : 's'}: ${ordersReceived} orders from ${years[0]}–${years[years.length - 1]}.`
  const note = isComplete ? undefined : `${remainingToProcess} more location${remainingToProcess === 1 ? '' : 's'} to hydrate: run again for the next batch.`
  return { summary, hydratedAt, message, note, changed: changed.list(), ordersReceived }
}
