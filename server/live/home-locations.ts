// Home locations (DESIGN §3): the ids in FW_HOME_LOCATION_IDS, or, when that is unset, every
// location Square lists as ACTIVE in the stored locations.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** True when a payment at `locationId` is at a home location. */
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
