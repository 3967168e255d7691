// The answer of GET /api/square/pace: the selected locations' seasons from their stored hours
// (./pace-hours), cut by src/analytics/season-pace at the asked minute, in each location's
// timezone. The whole answer is kept for its minute under square:pace:…, and every such answer is
// dropped whenever stored orders change (invalidateSquareData), so a page asking each minute and
// after each payment costs a computation only when something moved.
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { filterLocations } from '../../src/analytics/locations'
import { locationCut, paceIsLikeForLike, seasonPace, type PaceLocationInput } from '../../src/analytics/season-pace'
import { SEASON_SLOTS } from '../../src/analytics/year-tally'
import { fixedClock } from '../../src/clock/clock'
import type { PaceData } from '../../src/contract/pace'
import { MS_PER_MINUTE } from '../../src/season/instant'
import { currentSeason } from '../../src/season/seasons'
import type { Database } from '../db/schema'
import type { CoreDeps } from '../core-deps'
import { KV_PREFIX, kvCacheOf } from '../kv/kv-cache'
import { locationOf } from '../square/store/locations-read'
import type { FiguresContext } from './figures-cache'
import { cutHourFigures, hoursOf, lastSaleBefore, storedSeasonHours } from './pace-hours'
import { storedTrackedSeasons } from './stored-orders'

/** A pace answer serves its minute and the next: older ones are of no use to anyone. */
const PACE_TTL_MS = 2 * MS_PER_MINUTE

/**
 * Only the live minutes are kept: a page asks at its view of the server's minute, which may be a
 * minute off. Any other minute (an admin's replay or what-if) or an untracked season is computed
 * and not kept, so no caller can fill the cache with answers nobody will ask for again.
 */
function worthKeeping(minuteMs: number, nowMs: number, years: readonly number[], tracked: readonly number[]): boolean {
  return Math.abs(minuteMs - nowMs) <= PACE_TTL_MS && years.every((year) => tracked.includes(year))
}

/** Which locations: these ids, a city (empty: every city), or every location. */
export type PaceSelection = { locationIds: readonly string[] } | { city: string } | Record<string, never>

export interface PaceRequest {
  selection: PaceSelection
  /** The seasons asked for; undefined: every tracked season up to the current one. */
  years: readonly number[] | undefined
  /** The instant to read at (epoch ms). */
  asOfMs: number
}

type StoredLocation = Parameters<typeof locationOf>[0]

/** The stored locations of a selection, by name; `unknown` lists asked ids that name none. */
async function selectedLocations(db: Kysely<Database>, selection: PaceSelection): Promise<{ rows: StoredLocation[]; unknown: string[] }> {
  const rows = await db.selectFrom('square_locations').selectAll().execute()
  rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id))
  if ('locationIds' in selection) {
    const asked = new Set(selection.locationIds)
    return { rows: rows.filter((row) => asked.has(row.id)), unknown: selection.locationIds.filter((id) => !rows.some((row) => row.id === id)) }
  }
  if ('city' in selection) {
    // The location filters' own rule (trimmed, any case), on the locations as the dashboard sees them.
    const kept = new Set(filterLocations(rows.map((row) => locationOf(row, {})), { city: selection.city }).map((location) => location.id))
    return { rows: rows.filter((row) => kept.has(row.id)), unknown: [] }
  }
  return { rows, unknown: [] }
}

/** The cache key of one selection's pace at one minute: the ids hashed, so any selection makes a short key. */
function paceCacheKey(minuteMs: number, years: readonly number[], locationIds: readonly string[]): string {
  const ids = createHash('sha256').update([...locationIds].sort().join(',')).digest('hex').slice(0, 24)
  return `${KV_PREFIX.pace}${new Date(minuteMs).toISOString()}:${years.join(',')}:${ids}`
}

/** The pace inputs of locations sharing a timezone: one cut, one query per season for the cut hour. */
async function timeZoneInputs(ctx: FiguresContext, rows: readonly StoredLocation[], years: readonly number[], asOfMs: number, likeForLike: boolean): Promise<PaceLocationInput[]> {
  const timeZone = rows[0]!.timezone
  const ids = rows.map((row) => row.id)
  const cut = locationCut(years, timeZone, asOfMs, likeForLike)
  const hours = await storedSeasonHours(ctx, ids, years)
  const cutHours = new Map<number, Awaited<ReturnType<typeof cutHourFigures>>>()
  if (cut.slot >= 0 && cut.slot < SEASON_SLOTS) {
    for (const year of years) cutHours.set(year, ctx.tracked.includes(year) ? await cutHourFigures(ctx.db, ids, year, cut.slot, cut.atMs.get(year)!) : new Map())
  }
  const newest = years[years.length - 1]
  const inputs: PaceLocationInput[] = []
  for (const row of rows) {
    let lastSaleMs = newest === undefined ? null : hoursOf(hours, row.id, newest).lastSaleMs
    // The cached latest sale is the season's; a pace read at an earlier moment asks for the one before it.
    if (newest !== undefined && lastSaleMs !== null && lastSaleMs >= cut.atMs.get(newest)!) lastSaleMs = await lastSaleBefore(ctx.db, row.id, newest, cut.atMs.get(newest)!)
    inputs.push({
      id: row.id,
      name: row.name,
      status: row.status,
      timeZone,
      cut,
      seasons: new Map(years.map((year) => [year, hoursOf(hours, row.id, year)])),
      cutHours: new Map([...cutHours].map(([year, figures]) => [year, figures.get(row.id) ?? { netSales: 0, transactions: 0 }])),
      lastSaleMs,
    })
  }
  return inputs
}

/**
 * Every tracked season up to the current one (docs/clock-and-seasons.md#tracked-seasons-and-the-current-season), where the current season is the latest
 * begun at any of the locations: at midnight of June 28 in New York the season has begun there,
 * though not yet in Los Angeles.
 */
function seasonsUpToCurrent(tracked: readonly number[], timeZones: readonly string[], atMs: number): number[] {
  const clock = fixedClock(atMs)
  const current = Math.max(...[...new Set(timeZones.length === 0 ? ['UTC'] : timeZones)].map((timeZone) => currentSeason(tracked, clock, timeZone) ?? -Infinity))
  return tracked.filter((year) => year <= current)
}

export type PaceOutcome = { found: true; data: PaceData } | { found: false; unknownIds: string[] }

/** The pace of a selection at a minute: from the cache, or computed and kept for the minute. */
export async function paceAnswer(deps: Pick<CoreDeps, 'db' | 'clock' | 'config'>, request: PaceRequest): Promise<PaceOutcome> {
  const { db, clock } = deps
  // Read at the start of the asked minute: every season is cut through that minute anyway.
  const minuteMs = Math.floor(request.asOfMs / MS_PER_MINUTE) * MS_PER_MINUTE
  const { rows, unknown } = await selectedLocations(db, request.selection)
  if (unknown.length > 0) return { found: false, unknownIds: unknown }
  const tracked = await storedTrackedSeasons(db)
  const years = request.years ?? seasonsUpToCurrent(tracked, rows.map((row) => row.timezone), minuteMs)
  const ctx: FiguresContext = { db, clock, tracked, cache: kvCacheOf(deps) }
  const key = worthKeeping(minuteMs, clock.now(), years, tracked) ? paceCacheKey(minuteMs, years, rows.map((row) => row.id)) : undefined
  const hit = key === undefined ? undefined : await ctx.cache.getJson<PaceData>(key)
  if (hit !== undefined) return { found: true, data: hit.value }
  const likeForLike = paceIsLikeForLike(years, rows.map((row) => row.timezone), minuteMs)
  const byTimeZone = new Map<string, StoredLocation[]>()
  for (const row of rows) byTimeZone.set(row.timezone, [...(byTimeZone.get(row.timezone) ?? []), row])
  const inputs = new Map<string, PaceLocationInput>()
  for (const group of byTimeZone.values()) for (const input of await timeZoneInputs(ctx, group, years, minuteMs, likeForLike)) inputs.set(input.id, input)
  const data = seasonPace(years, likeForLike, minuteMs, rows.map((row) => inputs.get(row.id)!))
  if (key !== undefined) await ctx.cache.setJson(key, data, PACE_TTL_MS)
  return { found: true, data }
}
