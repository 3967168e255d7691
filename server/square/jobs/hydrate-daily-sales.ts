// The daily-sales tool (GET /api/square/hydrate/dailySales): fetches the past seasons (the first
// tracked one to last year) that are not yet stored whole, for up to `batchSize` locations.
import type { DailySalesSummary } from '../../../src/contract/hydration'
import { currentYearOf, DEFAULT_FIRST_SEASON, type HydrationContext } from '../runner/hydration-context'
import { finishOrdersBatch } from './finish-orders-batch'
import type { JobOutcome } from './job-outcome'
import { fetchSeasonWindows, unfetchedYears } from './season-fetch'
import { ChangedSeasons } from './changed-seasons'

/** The past seasons daily sales covers: the first tracked season (2023 unless set) up to last year. */
export function pastYears(currentYear: number, firstSeason = DEFAULT_FIRST_SEASON): number[] {
  const years: number[] = []
  for (let year = firstSeason; year < currentYear; year++) years.push(year)
  return years
}

export async function hydrateDailySales(ctx: HydrationContext, batchSize: number): Promise<JobOutcome<DailySalesSummary>> {
  const requestsBefore = ctx.api.requestCount
  const years = pastYears(currentYearOf(ctx.clock), ctx.firstSeason)
  // Locations Square still lists (searching a dropped one would fail), whatever their status.
  const listed = await ctx.db
    .selectFrom('square_locations')
    .select(['id', 'timezone'])
    .where('missing_from_square', '=', 0)
    .orderBy('id')
    .execute()
  const missing = await unfetchedYears(ctx, listed.map((row) => row.id), years)
  const needing = listed.filter((row) => missing.has(row.id))
  const batch = needing.slice(0, batchSize)
  ctx.onProgress?.({ kind: 'plan', seasonsToFetch: batch.reduce((sum, row) => sum + (missing.get(row.id)?.length ?? 0), 0) })

  const changed = new ChangedSeasons()
  let ordersReceived = 0
  const yearsProcessed: number[] = []
  for (const year of years) {
    const due = batch.filter((row) => missing.get(row.id)?.includes(year))
    if (due.length === 0) continue
    const outcome = await fetchSeasonWindows(ctx, due, year)
    changed.merge(outcome.changed)
    ordersReceived += outcome.ordersReceived
    yearsProcessed.push(year)
  }
  const hydratedAt = await finishOrdersBatch(ctx, changed)

  const remainingToProcess = needing.length - batch.length
  const summary: DailySalesSummary = {
    locationsProcessed: batch.length,
    totalLocationsNeedingProcessing: needing.length,
    totalOrdersProcessed: ordersReceived,
    totalApiRequests: ctx.api.requestCount - requestsBefore,
    yearsProcessed,
    batchInfo: { batchSize, remainingToProcess, isComplete: remainingToProcess === 0 },
  }
  const span = years.length === 0 ? 'no past seasons' : `${years[0]}–${years[years.length - 1]}`
  const message =
    batch.length === 0
      ? `Daily sales for ${span} are complete for every location.`
      : `Processed daily sales for ${batch.length} location${batch.length === 1 ? '' : 's'} (${ordersReceived} orders, ${span}).`
  const note = remainingToProcess > 0 ? `${remainingToProcess} more location${remainingToProcess === 1 ? '' : 's'} to process: run again for the next batch.` : undefined
  return { summary, hydratedAt, message, note, changed: changed.list(), ordersReceived }
}
