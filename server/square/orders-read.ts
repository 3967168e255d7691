// One location-year of orders, newest first, as Square sent them: the stored JSON is joined as it
// is, never parsed, so a season of thousands of orders goes out at close to the speed of copying.
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** `{"orders":[…]}` for a location's season `year` (every state), newest created_at first. */
export async function ordersDataJson(db: Kysely<Database>, locationId: string, year: number): Promise<string> {
  const result = await sql<{ raw_json: string }>`
    SELECT raw_json FROM square_orders
    WHERE location_id = ${locationId} AND season_year = ${year}
    ORDER BY created_at_ms DESC, id DESC`.execute(db)
  return `{"orders":[${result.rows.map((row) => row.raw_json).join(',')}]}`
}

export async function locationExists(db: Kysely<Database>, locationId: string): Promise<boolean> {
  return (await db.selectFrom('square_locations').select('id').where('id', '=', locationId).executeTakeFirst()) !== undefined
}
