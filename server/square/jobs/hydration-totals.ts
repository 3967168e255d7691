// Counts the hydration summaries report about what is stored, read in one pass each.
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'

export interface StoredTotals {
  totalLocations: number
  activeLocations: number
  /** Transactions (COMPLETED sales) over every location and season, as the stats count them. */
  totalOrdersAllLocations: number
  /** Seasons that hold orders, ascending. */
  yearsWithOrders: number[]
}

export async function storedTotals(db: Kysely<Database>): Promise<StoredTotals> {
  const locations = await db
    .selectFrom('square_locations')
    .select([sql<number>`count(*)`.as('total'), sql<number>`coalesce(sum(CASE WHEN status = 'ACTIVE' THEN 1 ELSE 0 END), 0)`.as('active')])
    .executeTakeFirstOrThrow()
  const years = await db
    .selectFrom('square_orders')
    .select(['season_year', sql<number>`sum(is_transaction)`.as('transactions')])
    .groupBy('season_year')
    .orderBy('season_year')
    .execute()
  return {
    totalLocations: Number(locations.total),
    activeLocations: Number(locations.active),
    totalOrdersAllLocations: years.reduce((sum, row) => sum + Number(row.transactions), 0),
    yearsWithOrders: years.map((row) => row.season_year),
  }
}

/**
 * Whether everything is in: every location Square lists has been hydrated and each of its
 * `years` fetched whole.
 */
export async function isFullyHydrated(db: Kysely<Database>, years: readonly number[]): Promise<boolean> {
  const listed = await db.selectFrom('square_locations').select(['id', 'hydrated_at']).where('missing_from_square', '=', 0).execute()
  if (listed.some((row) => row.hydrated_at === null)) return false
  if (listed.length === 0 || years.length === 0) return true
  const fetched = await db
    .selectFrom('square_season_progress')
    .innerJoin('square_locations', 'square_locations.id', 'square_season_progress.location_id')
    .select(sql<number>`count(*)`.as('count'))
    .where('square_locations.missing_from_square', '=', 0)
    .where('square_season_progress.fetched_at', 'is not', null)
    .where('square_season_progress.season_year', 'in', [...years])
    .executeTakeFirstOrThrow()
  return Number(fetched.count) === listed.length * years.length
}
