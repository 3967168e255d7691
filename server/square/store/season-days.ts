// The per-day sums of each location-season, one row per location-season with a column pair per
// window day (server/db/migrations/023-…), summed again from the stored orders of every
// location-season a write changed, inside the writing transaction: the locations answer then
// reads one row per location-season, and a figure can never disagree with the orders it came
// from. Summing one location-season again reads its slice of the rollup index (and of the partial
// refunds' index), so the cost follows the orders written, not the orders stored.
import { sql, type Kysely } from 'kysely'
import { monthOfSeasonDay, SEASON_DAYS, type SeasonDay } from '../../../src/season/window'
import type { Database } from '../../db/schema'
import type { SeasonDayColumn } from '../../db/tables/square'

/** Location-seasons whose orders changed, as ChangedSeasons lists them. */
export type ChangedList = readonly { locationId: string; years: readonly number[] }[]

/** The column names of a window day in square_location_seasons. */
export function seasonDayColumns(day: SeasonDay): { netSales: `net_sales_cents_${SeasonDayColumn}`; transactions: `transactions_${SeasonDayColumn}` } {
  const name = `${monthOfSeasonDay(day) === 6 ? 'jun' : 'jul'}${day}` as SeasonDayColumn
  return { netSales: `net_sales_cents_${name}`, transactions: `transactions_${name}` }
}

/** Each window day's columns, in window order. */
export const SEASON_DAY_COLUMNS = SEASON_DAYS.map(seasonDayColumns)

const INSERTED = [...SEASON_DAY_COLUMNS.map((day) => day.netSales), ...SEASON_DAY_COLUMNS.map((day) => day.transactions)]
/** The days' sums laid into the columns, from rows of (season_year, local_day, net_sales_cents, transactions). */
const PIVOTED = [
  ...SEASON_DAYS.map((day) => sql`sum(CASE WHEN local_day = ${sql.lit(day)} THEN net_sales_cents ELSE 0 END)`),
  ...SEASON_DAYS.map((day) => sql`sum(CASE WHEN local_day = ${sql.lit(day)} THEN transactions ELSE 0 END)`),
]

/** Sums the changed location-seasons again from their stored orders. */
export async function resumSeasonDays(trx: Kysely<Database>, changed: ChangedList): Promise<void> {
  for (const { locationId, years } of changed) {
    if (years.length === 0) continue
    await trx.deleteFrom('square_location_seasons').where('location_id', '=', locationId).where('season_year', 'in', [...years]).execute()
    // Two reads, each through its own index: COMPLETED orders through the covering rollup index,
    // the few orders with partial refunds through their partial index. Summed per day first, so
    // laying the days into columns works on at most eight rows per season.
    await sql`
      INSERT INTO square_location_seasons (location_id, season_year, ${sql.join(INSERTED.map((column) => sql.ref(column)))}, partial_refund_cents)
      SELECT ${locationId}, season_year, ${sql.join(PIVOTED)}, sum(partial_refund_cents)
      FROM (
        SELECT season_year, local_day, sum(net_sales_cents) AS net_sales_cents, sum(is_transaction) AS transactions, sum(partial_refund_cents) AS partial_refund_cents
        FROM (
          SELECT season_year, local_day, net_sales_cents, is_transaction, 0 AS partial_refund_cents
          FROM square_orders
          WHERE location_id = ${locationId} AND season_year IN (${sql.join(years)}) AND state = 'COMPLETED'
          UNION ALL
          SELECT season_year, local_day, 0, 0, partial_refund_cents
          FROM square_orders
          WHERE location_id = ${locationId} AND season_year IN (${sql.join(years)}) AND partial_refund_cents <> 0
        ) AS counted
        GROUP BY season_year, local_day
      ) AS days
      GROUP BY season_year`.execute(trx)
  }
}
