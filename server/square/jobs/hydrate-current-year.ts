// The current-year tool (GET /api/square/hydrate/currentYear): brings this season's orders up to
// date for up to `batchSize` ACTIVE locations not refreshed since the threshold (4 hours for the
// admin tool; the in-season schedule passes its own interval). A season never fetched is fetched
// whole by created_at; one fetched before is refreshed by updated_at. The summary says when the
// season's orders were last refreshed.
import type { CurrentYearSummary } from '../../../src/contract/hydration'
import { currentYearOf, type HydrationContext } from '../runner/hydration-context'
import { finishOrdersBatch } from './finish-orders-batch'
import type { JobOutcome } from './job-outcome'
import { fetchSeasonWindows, refreshSeasons } from './season-fetch'
import { ChangedSeasons } from './changed-seasons'

export const CURRENT_YEAR_STALE_MS = 4 * 3_600_000

export async function hydrateCurrentYear(
  ctx: HydrationContext,
  batchSize: number,
  staleAfterMs: number = CURRENT_YEAR_STALE_MS,
): Promise<JobOutcome<CurrentYearSummary>> {
  const currentYear = currentYearOf(ctx.clock)
  const threshold = new Date(ctx.clock.now() - staleAfterMs).toISOString()
  const active = await ctx.db
    .selectFrom('square_locations')
    .leftJoin('square_season_progress', (join) =>
      join.onRef('square_season_progress.location_id', '=', 'square_locations.id').on('square_season_progress.season_year', '=', currentYear),
    )
    .select(['square_locations.id', 'square_locations.timezone', 'square_season_progress.fetched_at', 'square_season_progress.refreshed_at'])
    .where('square_locations.status', '=', 'ACTIVE')
    .orderBy('square_locations.id')
    .execute()
  // ISO instants by the same clock compare as text.
  const needing = active
    .filter((row) => row.fetched_at === null || row.refreshed_at === null || row.refreshed_at < threshold)
    .sort((a, b) => (a.refreshed_at ?? '').localeCompare(b.refreshed_at ?? '') || a.id.localeCompare(b.id))
  const batch = needing.slice(0, batchSize)
  const neverFetched = batch.filter((row) => row.fetched_at === null || row.refreshed_at === null)
  const toRefresh = batch.filter((row) => row.fetched_at !== null && row.refreshed_at !== null)
  ctx.onProgress?.({ kind: 'plan', seasonsToFetch: batch.length })

  const changed = new ChangedSeasons()
  let ordersReceived = 0
  if (neverFetched.length > 0) {
    const outcome = await fetchSeasonWindows(ctx, neverFetched.map((row) => ({ id: row.id, timezone: row.timezone })), currentYear)
    changed.merge(outcome.changed)
    ordersReceived += outcome.ordersReceived
  }
  if (toRefresh.length > 0) {
    const outcome = await refreshSeasons(
      ctx,
      toRefresh.map((row) => ({ id: row.id, timezone: row.timezone, refreshedAt: row.refreshed_at! })),
      currentYear,
    )
    changed.merge(outcome.changed)
    ordersReceived += outcome.ordersReceived
  }
  const hydratedAt = await finishOrdersBatch(ctx, changed)

  const remainingToProcess = needing.length - batch.length
  const summary: CurrentYearSummary = {
    totalLocations: active.length,
    locationsNeedingProcessing: needing.length,
    processedInThisBatch: batch.length,
    remainingToProcess,
    currentYear,
    batchSize,
    fourHoursAgoThreshold: threshold,
    ordersRefreshedAt: await seasonRefreshedAt(ctx, currentYear),
  }
  const message =
    batch.length === 0
      ? `Every active location's ${currentYear} orders are up to date.`
      : `Updated ${currentYear} orders for ${batch.length} location${batch.length === 1 ? '' : 's'} (${ordersReceived} orders received).`
  const note = remainingToProcess > 0 ? `${remainingToProcess} more location${remainingToProcess === 1 ? '' : 's'} need updating: run again for the next batch.` : undefined
  return { summary, hydratedAt, message, note, changed: changed.list(), ordersReceived }
}

/** The least recent refresh of `year` among the active locations; null while one was never fetched. */
async function seasonRefreshedAt(ctx: HydrationContext, year: number): Promise<string | null> {
  const rows = await ctx.db
    .selectFrom('square_locations')
    .leftJoin('square_season_progress', (join) =>
      join.onRef('square_season_progress.location_id', '=', 'square_locations.id').on('square_season_progress.season_year', '=', year),
    )
    .select('square_season_progress.refreshed_at')
    .where('square_locations.status', '=', 'ACTIVE')
    .execute()
  const refreshed = rows.map((row) => row.refreshed_at)
  if (refreshed.length === 0 || refreshed.some((at) => at === null)) return null
  // ISO instants by the same clock compare as text.
  return refreshed.reduce((oldest, at) => (at! < oldest! ? at : oldest))
}
