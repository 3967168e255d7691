// Home locations (docs/server.md#live-payments). Each user may keep a list of their own (users.home_location_ids); a
// user without one follows the default: the ids in FW_HOME_LOCATION_IDS, or, when that is unset,
// every location Square lists as ACTIVE in the stored locations.
//
// A stored payment carries the default's answer (is_home_location in the inbox); each socket's
// copy of the live message is then made to follow its own user (server/live/hub.ts), so one
// payment can celebrate on one person's screen and not on another's.
import type { Kysely } from 'kysely'
import type { HomeLocations, HomeLocationsSource } from '../../src/contract/home-locations'
import { parseHomeLocationIds } from '../auth/home-location-ids'
import type { Database } from '../db/schema'

/** True when a payment at `locationId` is at a home location by the default rule. */
export async function isHomeLocation(
  db: Kysely<Database>,
  configured: readonly string[] | undefined,
  locationId: string,
): Promise<boolean> {
  if (configured !== undefined) return configured.includes(locationId)
  const row = await db
    .selectFrom('square_locations')
    .select('id')
    .where('id', '=', locationId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst()
  return row !== undefined
}

/** The default's ids: the configured ones, else every ACTIVE stored location, by id. */
export async function defaultHomeLocations(
  db: Kysely<Database>,
  configured: readonly string[] | undefined,
): Promise<{ source: HomeLocationsSource; ids: string[] }> {
  if (configured !== undefined) return { source: 'configured', ids: [...configured] }
  const rows = await db.selectFrom('square_locations').select('id').where('status', '=', 'ACTIVE').orderBy('id').execute()
  return { source: 'all-active', ids: rows.map((row) => row.id) }
}

/** The user's own list, or null when they follow the default (or no longer exist). */
export async function userHomeLocationIds(db: Kysely<Database>, userId: number): Promise<string[] | null> {
  const row = await db.selectFrom('users').select('home_location_ids').where('id', '=', userId).executeTakeFirst()
  return parseHomeLocationIds(row?.home_location_ids ?? null)
}

/** What GET /api/users/me/home-locations answers for a user's list. */
export async function homeLocationsAnswer(
  db: Kysely<Database>,
  configured: readonly string[] | undefined,
  locationIds: string[] | null,
): Promise<HomeLocations> {
  const fallback = await defaultHomeLocations(db, configured)
  return { locationIds, defaultLocationIds: fallback.ids, defaultSource: fallback.source }
}

/** The ids Square has never listed (not among the stored locations), in the order given. */
export async function unknownLocationIds(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const known = new Set<string>()
  // In slices: a list may be long, and both stores cap a statement's parameters.
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db.selectFrom('square_locations').select('id').where('id', 'in', ids.slice(start, start + 500)).execute()
    for (const row of rows) known.add(row.id)
  }
  return ids.filter((id) => !known.has(id))
}
