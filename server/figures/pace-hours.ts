// What a season pace reads from the stored orders: each location-season's net sales and
// transactions per window hour (a rollup of the per-order figures src/analytics computed when the
// orders were stored, over the covering index, as the locations answer does), its latest sale,
// and what the hour a cut falls in held before the cut. A location-season's hours are cached
// under its stats prefix, so a change to its orders drops them with its other figures, and a
// pace read every minute costs one small query per timezone and season beside the cache reads.
import { sql, type Kysely } from 'kysely'
import type { SlotSums } from '../../src/analytics/season-pace'
import { SEASON_SLOTS } from '../../src/analytics/year-tally'
import type { PaceFigures } from '../../src/contract/pace'
import { MS_PER_HOUR } from '../../src/season/instant'
import { seasonDayIndex, SEASON_DAYS } from '../../src/season/window'
import type { Database } from '../db/schema'
import { immediateTransaction } from '../db/transaction'
import { KvCache, KV_TTL_MS, statsCacheKey } from '../kv/kv-cache'
import type { FiguresContext } from './figures-cache'

/** A location-season's hourly sums and its latest sale (epoch ms), as cached. */
export interface SeasonHours extends SlotSums {
  lastSaleMs: number | null
}

/** Ids per statement: well under every driver's limit on bound values. */
const IDS_PER_QUERY = 500

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += IDS_PER_QUERY) out.push(items.slice(start, start + IDS_PER_QUERY))
  return out
}

/** The cache key of a location-season's hours: under its stats prefix, dropped with its orders. */
export function seasonHoursCacheKey(locationId: string, year: number): string {
  return statsCacheKey(locationId, year, 'hours')
}

const hoursKey = (locationId: string, year: number) => `${locationId}:${year}`

function emptyHours(): SeasonHours & { netSales: number[]; transactions: number[] } {
  return { netSales: new Array<number>(SEASON_SLOTS).fill(0), transactions: new Array<number>(SEASON_SLOTS).fill(0), lastSaleMs: null }
}

/** Rolls up the stored hours and latest sales of some locations' season. */
async function rollUp(db: Kysely<Database>, locationIds: readonly string[], year: number): Promise<Map<string, SeasonHours>> {
  const found = new Map(locationIds.map((id) => [id, emptyHours()]))
  for (const ids of chunks(locationIds)) {
    const hours = await db
      .selectFrom('square_orders')
      .select(['location_id', 'local_day', 'local_hour', sql<number>`sum(net_sales_cents)`.as('net_sales'), sql<number>`sum(is_transaction)`.as('transactions')])
      .where('location_id', 'in', ids)
      .where('season_year', '=', year)
      .where('state', '=', 'COMPLETED')
      .groupBy(['location_id', 'local_day', 'local_hour'])
      .execute()
    for (const row of hours) {
      const season = found.get(row.location_id)!
      const slot = seasonDayIndex(row.local_day) * 24 + row.local_hour
      season.netSales[slot] = Number(row.net_sales)
      season.transactions[slot] = Number(row.transactions)
    }
    const latest = await db
      .selectFrom('square_orders')
      .select(['location_id', sql<number>`max(created_at_ms)`.as('last_sale')])
      .where('location_id', 'in', ids)
      .where('season_year', '=', year)
      .where('state', '=', 'COMPLETED')
      .where('is_transaction', '=', 1)
      .groupBy('location_id')
      .execute()
    for (const row of latest) found.get(row.location_id)!.lastSaleMs = row.last_sale === null ? null : Number(row.last_sale)
  }
  return found
}

/**
 * Each location-season's hours, keyed "locationId:year": from the cache, the rest rolled up in a
 * few statements and cached. A season no location has orders for is all zeros and not cached.
 */
export async function storedSeasonHours(ctx: FiguresContext, locationIds: readonly string[], years: readonly number[]): Promise<Map<string, SeasonHours>> {
  const hours = new Map<string, SeasonHours>()
  for (const year of years) {
    if (!ctx.tracked.includes(year)) {
      for (const id of locationIds) hours.set(hoursKey(id, year), emptyHours())
      continue
    }
    const cached = await ctx.cache.getManyJson<SeasonHours>(locationIds.map((id) => seasonHoursCacheKey(id, year)))
    const missing: string[] = []
    for (const id of locationIds) {
      const hit = cached.get(seasonHoursCacheKey(id, year))
      if (hit === undefined) missing.push(id)
      else hours.set(hoursKey(id, year), hit)
    }
    if (missing.length === 0) continue
    const rolledUp = await rollUp(ctx.db, missing, year)
    for (const [id, season] of rolledUp) hours.set(hoursKey(id, year), season)
    // One write for the lot: a chain's first pace of the hour keeps hundreds of entries.
    await immediateTransaction(ctx.db, (trx) =>
      new KvCache(trx, ctx.clock, ctx.cache.maxBytes).setManyJson([...rolledUp].map(([id, season]) => [seasonHoursCacheKey(id, year), season] as const), KV_TTL_MS.figures),
    )
  }
  return hours
}

/** A location-season's hours from storedSeasonHours' map. */
export function hoursOf(hours: ReadonlyMap<string, SeasonHours>, locationId: string, year: number): SeasonHours {
  return hours.get(hoursKey(locationId, year)) ?? emptyHours()
}

/** The place of window hour `slot`: its window day (28 … 5) and local hour. */
function placeOfSlot(slot: number): { day: number; hour: number } {
  return { day: SEASON_DAYS[Math.floor(slot / 24)]!, hour: slot % 24 }
}

/** What window hour `slot` of season `year` held at each location before `beforeMs` (a cut inside that hour). */
export async function cutHourFigures(db: Kysely<Database>, locationIds: readonly string[], year: number, slot: number, beforeMs: number): Promise<Map<string, PaceFigures>> {
  const { day, hour } = placeOfSlot(slot)
  const figures = new Map<string, PaceFigures>()
  for (const ids of chunks(locationIds)) {
    const rows = await db
      .selectFrom('square_orders')
      .select(['location_id', sql<number>`sum(net_sales_cents)`.as('net_sales'), sql<number>`sum(is_transaction)`.as('transactions')])
      .where('location_id', 'in', ids)
      .where('season_year', '=', year)
      .where('state', '=', 'COMPLETED')
      .where('local_day', '=', day)
      .where('local_hour', '=', hour)
      // The hour began less than two hours before any cut in it (one, or two across a DST change):
      // the bound lets the listing index read only that stretch; the day and hour keep it exact.
      .where('created_at_ms', '>=', beforeMs - 2 * MS_PER_HOUR)
      .where('created_at_ms', '<', beforeMs)
      .groupBy('location_id')
      .execute()
    for (const row of rows) figures.set(row.location_id, { netSales: Number(row.net_sales), transactions: Number(row.transactions) })
  }
  return figures
}

/** A location's latest sale of season `year` created before `beforeMs`; null when none. */
export async function lastSaleBefore(db: Kysely<Database>, locationId: string, year: number, beforeMs: number): Promise<number | null> {
  const row = await db
    .selectFrom('square_orders')
    .select('created_at_ms')
    .where('location_id', '=', locationId)
    .where('season_year', '=', year)
    .where('created_at_ms', '<', beforeMs)
    .where('state', '=', 'COMPLETED')
    .where('is_transaction', '=', 1)
    .orderBy('created_at_ms', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row === undefined ? null : Number(row.created_at_ms)
}
