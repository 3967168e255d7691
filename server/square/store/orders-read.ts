// One location-year of orders, newest first: as Square sent them, the stored JSON joined as it is
// and never parsed, so a season of thousands of orders goes out at close to the speed of copying;
// or as the orders table's summaries, each stored order parsed once and cut down; and one order by
// its id, for the invoice.
import { sql, type Kysely } from 'kysely'
import { summariseOrder } from '../../../src/analytics/order-summary'
import type { Order } from '../../../src/contract/square-order'
import type { Database } from '../../db/schema'

/**
 * A location's orders of season `year` (every state) as stored JSON texts, newest created_at first
 * (ties by id): the order GET /api/square/orders lists them in, which the figures read too, so
 * figures that depend on the order of orders (the name an item is shown under) come out as a
 * browser computes them from that answer.
 */
export async function storedSeasonJson(db: Kysely<Database>, locationId: string, year: number): Promise<string[]> {
  const result = await sql<{ raw_json: string }>`
    SELECT raw_json FROM square_orders
    WHERE location_id = ${locationId} AND season_year = ${year}
    ORDER BY created_at_ms DESC, id DESC`.execute(db)
  return result.rows.map((row) => row.raw_json)
}

/** `{"orders":[…]}` for a location's season `year` (every state), newest created_at first. */
export async function ordersDataJson(db: Kysely<Database>, locationId: string, year: number): Promise<string> {
  return `{"orders":[${(await storedSeasonJson(db, locationId, year)).join(',')}]}`
}

/** `{"orders":[…]}` of the same orders in the same order, as summaries (src/contract/order-summaries). */
export async function orderSummariesDataJson(db: Kysely<Database>, locationId: string, year: number): Promise<string> {
  const summaries = (await storedSeasonJson(db, locationId, year)).map((raw) => summariseOrder(JSON.parse(raw) as Order))
  return JSON.stringify({ orders: summaries })
}

/** One stored order of a location's season as Square sent it, or undefined when it has none by that id. */
export async function storedOrderJson(db: Kysely<Database>, locationId: string, year: number, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('square_orders')
    .select('raw_json')
    .where('id', '=', orderId)
    .where('location_id', '=', locationId)
    .where('season_year', '=', year)
    .executeTakeFirst()
  return row?.raw_json
}

export async function locationExists(db: Kysely<Database>, locationId: string): Promise<boolean> {
  return (await db.selectFrom('square_locations').select('id').where('id', '=', locationId).executeTakeFirst()) !== undefined
}
