// The per-day sums of each location-season (server/db/migrations/022-…), summed again from the
// stored orders of every location-season a write changed, inside the writing transaction: the
// locations answer then reads a few rows per location-season, and a figure can never disagree
// with the orders it came from. Summing one location-season again reads its slice of the rollup
// index (and of the partial refunds' index), so the cost follows the orders written, not the
// orders stored.
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** Location-seasons whose orders changed, as ChangedSeasons lists them. */
export type ChangedList = readonly { locationId: string; years: readonly number[] }[]

/** Sums the changed location-seasons' days again from their stored orders. */
export async function resumSeasonDays(trx: Kysely<Database>, changed: ChangedList): Promise<void> {
  for (const { locationId, years } of changed) {
    if (years.length === 0) continue
    await trx.deleteFrom('square_season_days').where('location_id', '=', locationId).where('season_year', 'in', [...years]).execute()
    // Two reads, each through its own index: COMPLETED orders through the covering rollup index,
    // the few orders with partial refunds through their partial index.
    await sql`
      INSERT INTO square_season_days (location_id, season_year, local_day, net_sales_cents, transactions, partial_refund_cents)
      SELECT ${locationId}, season_year, local_day, sum(net_sales_cents), sum(is_transaction), sum(partial_refund_cents)
      FROM (
        SELECT season_year, local_day, net_sales_cents, is_transaction, 0 AS partial_refund_cents
        FROM square_orders
        WHERE location_id = ${locationId} AND season_year IN (${sql.join(years)}) AND state = 'COMPLETED'
        UNION ALL
        SELECT season_year, local_day, 0, 0, partial_refund_cents
        FROM square_orders
        WHERE location_id = ${locationId} AND season_year IN (${sql.join(years)}) AND partial_refund_cents <> 0
      ) AS counted
      GROUP BY season_year, local_day`.execute(trx)
  }
}
