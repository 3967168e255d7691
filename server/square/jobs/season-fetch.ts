// Fetching seasons of orders from Square into the database. A season is fetched whole by
// created_at (every state, sorted CREATED_AT, the location's own timezone deciding the window)
// and later brought up to date by updated_at, which catches late offline orders and state changes.
// Each page is written in one transaction, and a location-year is marked done only once its whole
// window is in, so an interrupted run redoes at most the windows it was in.
import { seasonBounds } from '../../../src/season/season-place'
import { immediateTransaction } from '../../db/transaction'
import { MAX_LOCATIONS_PER_SEARCH, type OrderSearch } from '../square-api/client'
import { isoNow, stopIfAsked, type HydrationContext } from '../runner/hydration-context'
import { ChangedSeasons } from './changed-seasons'
import { orderRow, upsertOrderRows, type OrderRow } from '../store/store-orders'

/** How far before the last refresh an updated_at refresh starts, for clock skew and slow commits. */
export const REFRESH_OVERLAP_MS = 10 * 60_000

export interface SeasonLocation {
  id: string
  timezone: string
}

export interface FetchOutcome {
  /** Orders Square returned (placed in a season or not). */
  ordersReceived: number
  /** Rows inserted or replaced by a newer version. */
  ordersWritten: number
  changed: ChangedSeasons
}

/** Groups locations by timezone, then into searches of at most 10 (Square's limit). */
export function searchGroups(locations: readonly SeasonLocation[]): SeasonLocation[][] {
  const byZone = new Map<string, SeasonLocation[]>()
  for (const location of locations) {
    const group = byZone.get(location.timezone)
    if (group === undefined) byZone.set(location.timezone, [location])
    else group.push(location)
  }
  const groups: SeasonLocation[][] = []
  for (const zone of byZone.values()) {
    for (let i = 0; i < zone.length; i += MAX_LOCATIONS_PER_SEARCH) groups.push(zone.slice(i, i + MAX_LOCATIONS_PER_SEARCH))
  }
  return groups
}

/** Runs one search through every page, writing each page in its own transaction. */
async function runSearch(ctx: HydrationContext, search: OrderSearch, zoneOf: ReadonlyMap<string, string>, outcome: FetchOutcome): Promise<void> {
  for await (const page of ctx.api.searchOrders(search)) {
    for (const rejected of page.rejected) ctx.log.warn('square.order_rejected', { orderId: rejected.id, issues: rejected.issues })
    const storedAt = isoNow(ctx.clock)
    const rows: OrderRow[] = []
    for (const order of page.orders) {
      const zone = zoneOf.get(order.location_id)
      if (zone === undefined) continue // not one of the locations asked about
      const row = orderRow(order, zone, storedAt)
      if (row !== null) rows.push(row)
    }
    const written = await immediateTransaction(ctx.db, (trx) => upsertOrderRows(trx, rows))
    outcome.ordersReceived += page.orders.length
    outcome.ordersWritten += written.written
    outcome.changed.merge(written.changed)
    await ctx.lock.renew()
    ctx.onProgress?.({ kind: 'page', orders: page.orders.length })
    stopIfAsked(ctx)
  }
}

function newOutcome(): FetchOutcome {
  return { ordersReceived: 0, ordersWritten: 0, changed: new ChangedSeasons() }
}

function mergeOutcome(into: FetchOutcome, from: FetchOutcome): void {
  into.ordersReceived += from.ordersReceived
  into.ordersWritten += from.ordersWritten
  into.changed.merge(from.changed)
}

/**
 * Fetches the whole created_at window of `year` for each location and marks each location-year
 * fetched (and refreshed as of the moment the fetch began).
 */
export async function fetchSeasonWindows(ctx: HydrationContext, locations: readonly SeasonLocation[], year: number): Promise<FetchOutcome> {
  const total = newOutcome()
  for (const group of searchGroups(locations)) {
    const startedAt = isoNow(ctx.clock)
    const zone = group[0]!.timezone
    const bounds = seasonBounds(year, zone)
    const outcome = newOutcome()
    const search: OrderSearch = { locationIds: group.map((l) => l.id), field: 'CREATED_AT', startAt: bounds.beginAt, endAt: bounds.endAt }
    await runSearch(ctx, search, new Map(group.map((l) => [l.id, l.timezone])), outcome)
    await markSeasons(ctx, group, year, { fetched_at: startedAt, refreshed_at: startedAt })
    mergeOutcome(total, outcome)
    ctx.onProgress?.({ kind: 'seasons-done', count: group.length })
  }
  return total
}

/**
 * Brings a season up to date by updated_at since each group's oldest refresh (less an overlap),
 * catching orders that arrived late or changed state; marks the location-years refreshed.
 */
export async function refreshSeasons(
  ctx: HydrationContext,
  locations: readonly (SeasonLocation & { refreshedAt: string })[],
  year: number,
): Promise<FetchOutcome> {
  const total = newOutcome()
  const refreshedAtOf = new Map(locations.map((l) => [l.id, l.refreshedAt]))
  for (const group of searchGroups(locations)) {
    const startedAt = isoNow(ctx.clock)
    const oldest = Math.min(...group.map((l) => Date.parse(refreshedAtOf.get(l.id)!)))
    const search: OrderSearch = {
      locationIds: group.map((l) => l.id),
      field: 'UPDATED_AT',
      startAt: new Date(oldest - REFRESH_OVERLAP_MS).toISOString(),
      endAt: startedAt,
    }
    const outcome = newOutcome()
    await runSearch(ctx, search, new Map(group.map((l) => [l.id, l.timezone])), outcome)
    await markSeasons(ctx, group, year, { refreshed_at: startedAt })
    mergeOutcome(total, outcome)
    ctx.onProgress?.({ kind: 'seasons-done', count: group.length })
  }
  return total
}

async function markSeasons(
  ctx: HydrationContext,
  locations: readonly SeasonLocation[],
  year: number,
  marks: { fetched_at?: string; refreshed_at: string },
): Promise<void> {
  await immediateTransaction(ctx.db, async (trx) => {
    for (const location of locations) {
      await trx
        .insertInto('square_season_progress')
        .values({ location_id: location.id, season_year: year, fetched_at: marks.fetched_at ?? null, refreshed_at: marks.refreshed_at })
        .onConflict((conflict) =>
          conflict.columns(['location_id', 'season_year']).doUpdateSet({
            refreshed_at: marks.refreshed_at,
            ...(marks.fetched_at === undefined ? {} : { fetched_at: marks.fetched_at }),
          }),
        )
        .execute()
    }
  })
}

/** Location-years of `years` not yet fetched whole, per location id. */
export async function unfetchedYears(ctx: Pick<HydrationContext, 'db'>, locationIds: readonly string[], years: readonly number[]): Promise<Map<string, number[]>> {
  const missing = new Map<string, number[]>()
  if (locationIds.length === 0 || years.length === 0) return missing
  const fetched = await ctx.db
    .selectFrom('square_season_progress')
    .select(['location_id', 'season_year'])
    .where('fetched_at', 'is not', null)
    .where('season_year', 'in', [...years])
    .execute()
  const done = new Set(fetched.map((row) => `${row.location_id}\u0000${row.season_year}`))
  for (const id of locationIds) {
    const notFetched = years.filter((year) => !done.has(`${id}\u0000${year}`))
    if (notFetched.length > 0) missing.set(id, notFetched)
  }
  return missing
}
