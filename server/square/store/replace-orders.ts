// Re-placing a location's stored orders in a timezone: when Square gives a location a new
// timezone, every stored order of it may fall on another local day or hour, in another season or
// in none. Each row is recomputed from its raw JSON (orders now outside every window go), and the
// location's seasons are marked unfetched, so the next fetch of its windows brings in the orders
// the new zone puts inside them.
import { sql, type Kysely } from 'kysely'
import type { Order } from '../../../src/contract/square-order'
import type { Database } from '../../db/schema'
import { claimedRefunds } from './refund-claims'
import { orderRow, type OrderRow } from './store-orders'

/** Rows read per step. */
const CHUNK = 2000

/** The columns placing and valuing an order, as stored. */
export const COMPUTED_COLUMNS = ['season_year', 'local_day', 'local_hour', 'net_sales_cents', 'is_transaction', 'partial_refund_cents'] as const
export type ComputedColumns = Pick<OrderRow, (typeof COMPUTED_COLUMNS)[number]>

/** Whether a stored row's computed columns differ from fresh ones (null: the order is in no window now). */
export function computedDiffer(row: ComputedColumns, fresh: ComputedColumns | null): boolean {
  return fresh === null || COMPUTED_COLUMNS.some((column) => row[column] !== fresh[column])
}

/** Writes fresh computed columns over a row, or deletes it when its order is in no window now. */
export async function rewriteComputed(trx: Kysely<Database>, id: string, fresh: ComputedColumns | null): Promise<void> {
  if (fresh === null) {
    await trx.deleteFrom('square_orders').where('id', '=', id).execute()
    return
  }
  await trx
    .updateTable('square_orders')
    .set({
      season_year: fresh.season_year,
      local_day: fresh.local_day,
      local_hour: fresh.local_hour,
      net_sales_cents: fresh.net_sales_cents,
      is_transaction: fresh.is_transaction,
      partial_refund_cents: fresh.partial_refund_cents,
    })
    .where('id', '=', id)
    .execute()
}

/**
 * Marks a location's seasons unfetched and the location not hydrated, so the next hydration fetches
 * its windows again (orders a new timezone brings into a window are not stored yet).
 */
export async function forgetFetchedSeasons(trx: Kysely<Database>, locationId: string): Promise<void> {
  await trx.deleteFrom('square_season_progress').where('location_id', '=', locationId).execute()
  await trx.updateTable('square_locations').set({ hydrated_at: null }).where('id', '=', locationId).execute()
}

type PlacedRow = ComputedColumns & { id: string; created_at_ms: number; raw_json: string }

/**
 * Re-places every stored order of a location in `timeZone`, inside the caller's transaction;
 * returns the seasons whose figures changed (before and after), for cache invalidation.
 */
export async function replaceLocationOrders(trx: Kysely<Database>, locationId: string, timeZone: string): Promise<number[]> {
  const years = new Set<number>()
  // Keyset over the listing index (location, season, created_at_ms), with the id breaking ties.
  let after: { year: number; ms: number; id: string } = { year: -1, ms: -1, id: '' }
  for (;;) {
    const rows: PlacedRow[] = await trx
      .selectFrom('square_orders')
      .select(['id', ...COMPUTED_COLUMNS, 'created_at_ms', 'raw_json'])
      .where('location_id', '=', locationId)
      .where(sql<boolean>`(season_year, created_at_ms, id) > (${after.year}, ${after.ms}, ${after.id})`)
      .orderBy('season_year')
      .orderBy('created_at_ms')
      .orderBy('id')
      .limit(CHUNK)
      .execute()
    if (rows.length === 0) break
    const last = rows[rows.length - 1]!
    after = { year: last.season_year, ms: last.created_at_ms, id: last.id }
    for (const row of rows) {
      const order = JSON.parse(row.raw_json) as Order
      const fresh = orderRow(order, timeZone, '', await claimedRefunds(trx, order))
      if (!computedDiffer(row, fresh)) continue
      years.add(row.season_year)
      if (fresh !== null) years.add(fresh.season_year)
      await rewriteComputed(trx, row.id, fresh)
    }
  }
  await forgetFetchedSeasons(trx, locationId)
  return [...years].sort((a, b) => a - b)
}
