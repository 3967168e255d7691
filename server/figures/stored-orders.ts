// The stored orders figures are computed from, read by the indexed columns stored beside each
// order's raw JSON (server/square/store/store-orders.ts): its location, season year, local window day
// (placed in the location's timezone when stored, as src/season places it) and created_at.
import { sql, type Kysely } from 'kysely'
import type { Order } from '../../src/contract/square-order'
import type { Database } from '../db/schema'
import { storedSeasonJson } from '../square/store/orders-read'

/** Parses many stored orders at once (one JSON.parse over the joined texts). */
function parseJsonTexts(texts: readonly string[]): Order[] {
  return texts.length === 0 ? [] : (JSON.parse(`[${texts.join(',')}]`) as Order[])
}

function parseOrders(rows: readonly { raw_json: string }[]): Order[] {
  return parseJsonTexts(rows.map((row) => row.raw_json))
}

/** A stored location's IANA timezone; undefined when no such location is stored. */
export async function locationTimeZone(db: Kysely<Database>, locationId: string): Promise<string | undefined> {
  const row = await db.selectFrom('square_locations').select('timezone').where('id', '=', locationId).executeTakeFirst()
  return row?.timezone
}

/**
 * The tracked seasons (docs/clock-and-seasons.md#tracked-seasons-and-the-current-season): the years any stored location has orders for, ascending (what
 * src/season's trackedSeasons makes of them), as opposed to the seasons hydration fetches.
 * Read per location as a loose index scan (the next year after the last one found), so it costs a
 * few index lookups per location however many orders are stored.
 */
export async function storedTrackedSeasons(db: Kysely<Database>): Promise<number[]> {
  const result = await sql<{ year: number }>`
    WITH RECURSIVE seasons(location_id, year) AS (
      SELECT id, (SELECT min(season_year) FROM square_orders WHERE location_id = square_locations.id)
      FROM square_locations
      UNION ALL
      SELECT location_id,
        (SELECT min(season_year) FROM square_orders WHERE location_id = seasons.location_id AND season_year > seasons.year)
      FROM seasons WHERE year IS NOT NULL
    )
    SELECT DISTINCT year FROM seasons WHERE year IS NOT NULL ORDER BY year`.execute(db)
  return result.rows.map((row) => Number(row.year))
}

/** A location's orders of one season (every state), newest first, parsed (storedSeasonJson). */
export async function seasonOrders(db: Kysely<Database>, locationId: string, year: number): Promise<Order[]> {
  return parseJsonTexts(await storedSeasonJson(db, locationId, year))
}

/**
 * A location's COMPLETED orders of the seasons `firstYear` – `lastYear` created before `endMs`
 * (excluded): the sales of a report's range and those whose money may have moved in it.
 */
export async function completedSeasonOrdersBefore(
  db: Kysely<Database>,
  locationId: string,
  range: { endMs: number; firstYear: number; lastYear: number },
): Promise<Order[]> {
  const rows = await db
    .selectFrom('square_orders')
    .select('raw_json')
    .where('location_id', '=', locationId)
    .where('season_year', '>=', range.firstYear)
    .where('season_year', '<=', range.lastYear)
    .where('created_at_ms', '<', range.endMs)
    .where('state', '=', 'COMPLETED')
    .orderBy('created_at_ms')
    .orderBy('id')
    .execute()
  return parseOrders(rows)
}

/** Stored orders by id (those stored; in no particular order). */
export async function ordersById(db: Kysely<Database>, ids: readonly string[]): Promise<Order[]> {
  if (ids.length === 0) return []
  const rows = await db.selectFrom('square_orders').select('raw_json').where('id', 'in', [...ids]).execute()
  return parseOrders(rows)
}
