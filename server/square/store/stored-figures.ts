// The per-order columns (season, day, hour, net sales, transaction) are computed by src/season and
// src/analytics when an order is stored. When those definitions change (a fix to how returns
// count, say), rows stored earlier would keep the old figures; so at start a sample of stored
// orders is recomputed, and on any difference every row is recomputed from its raw JSON (under
// the hydration lock, so no hydration rewrites a row in between).
//
// The sample holds orders of every location-season, not only random ones: a location whose
// timezone changed while its orders kept the old placement (hydration re-places them at once, see
// ./replace-orders, but a database written before that did not) differs in all of its rows and in
// none of the others, so a random sample could miss it. Where a recomputation moves an order to
// another day or hour, or out of every window, that location's seasons are fetched again.
import { sql, type Kysely } from 'kysely'
import type { Order } from '../../../src/contract/square-order'
import type { Database } from '../../db/schema'
import { immediateTransaction } from '../../db/transaction'
import { waitForHydrationLock } from '../runner/hydration-lock'
import { COMPUTED_COLUMNS, computedDiffer, forgetFetchedSeasons, rewriteComputed, type ComputedColumns } from './replace-orders'
import { claimedRefunds } from './refund-claims'
import { orderRow } from './store-orders'

/** Orders recomputed per transaction. */
const CHUNK = 2000

type StoredRow = ComputedColumns & { id: string; location_id: string; raw_json: string }

async function recomputed(db: Kysely<Database>, row: StoredRow, timeZone: string | undefined): Promise<ComputedColumns | null | undefined> {
  if (timeZone === undefined) return undefined
  const order = JSON.parse(row.raw_json) as Order
  return orderRow(order, timeZone, '', await claimedRefunds(db, order))
}

/** Whether a row's stored columns are not what today's code computes (unknown location: left alone). */
async function stale(db: Kysely<Database>, row: StoredRow, zoneOf: ReadonlyMap<string, string>): Promise<boolean> {
  const fresh = await recomputed(db, row, zoneOf.get(row.location_id))
  return fresh !== undefined && computedDiffer(row, fresh)
}

async function anyStale(db: Kysely<Database>, rows: readonly StoredRow[], zoneOf: ReadonlyMap<string, string>): Promise<boolean> {
  for (const row of rows) if (await stale(db, row, zoneOf)) return true
  return false
}

async function zones(db: Kysely<Database>): Promise<Map<string, string>> {
  return new Map((await db.selectFrom('square_locations').select(['id', 'timezone']).execute()).map((row) => [row.id, row.timezone]))
}

const storedColumns = ['id', 'location_id', ...COMPUTED_COLUMNS, 'raw_json'] as const

/** Orders sampled at each end of every stored location-season (where a new zone moves orders across the window's edge). */
const PER_SEASON_END = 2

/**
 * Whether a sample of stored orders still has the columns today's code computes: random ones, ones
 * that give money back or list refunds (where the definitions are most intricate), and the first
 * and last orders of every stored location-season. The sample is chosen by index or by a short
 * scan, so the check costs milliseconds however many orders there are.
 */
export async function storedFiguresAreCurrent(db: Kysely<Database>, sampleSize = 300): Promise<boolean> {
  const zoneOf = await zones(db)
  // Orders listing refunds are a few in a hundred, so the LIKE finds its sample in a short scan.
  const rows = await sql<StoredRow>`
    SELECT ${sql.join(storedColumns.map((column) => sql.ref(column)))}
    FROM square_orders
    WHERE id IN (SELECT id FROM square_orders ORDER BY random() LIMIT ${sampleSize})
       OR id IN (SELECT id FROM square_orders WHERE net_sales_cents < 0 LIMIT ${sampleSize})
       OR id IN (SELECT id FROM square_orders WHERE raw_json LIKE '%"refunds":[{%' LIMIT ${sampleSize})`.execute(db)
  if (await anyStale(db, rows.rows, zoneOf)) return false
  for (const locationId of zoneOf.keys()) {
    // Each stored season of the location, found by seeking the index rather than reading it.
    let year = -1
    for (;;) {
      const next = await db
        .selectFrom('square_orders')
        .select((eb) => eb.fn.min('season_year').as('year'))
        .where('location_id', '=', locationId)
        .where('season_year', '>', year)
        .executeTakeFirst()
      if (next?.year == null) break
      year = next.year
      for (const direction of ['asc', 'desc'] as const) {
        const ends = await db
          .selectFrom('square_orders')
          .select(storedColumns)
          .where('location_id', '=', locationId)
          .where('season_year', '=', year)
          .orderBy('created_at_ms', direction)
          .limit(PER_SEASON_END)
          .execute()
        if (await anyStale(db, ends, zoneOf)) return false
      }
    }
  }
  return true
}

/**
 * Recomputes every stored order's columns from its raw JSON, deleting orders that fall in no
 * window now; returns how many rows changed. A location with an order placed anew has its
 * seasons fetched again at the next hydration.
 */
export async function recomputeStoredFigures(db: Kysely<Database>): Promise<number> {
  const lock = await waitForHydrationLock(db, 'recomputing stored figures')
  try {
    const zoneOf = await zones(db)
    const moved = new Set<string>()
    let changed = 0
    let after = ''
    for (;;) {
      const rows = await db.selectFrom('square_orders').select(storedColumns).where('id', '>', after).orderBy('id').limit(CHUNK).execute()
      if (rows.length === 0) break
      after = rows[rows.length - 1]!.id
      await immediateTransaction(db, async (trx) => {
        for (const row of rows) {
          const fresh = await recomputed(trx, row, zoneOf.get(row.location_id))
          if (fresh === undefined || !computedDiffer(row, fresh)) continue
          if (fresh === null || fresh.season_year !== row.season_year || fresh.local_day !== row.local_day || fresh.local_hour !== row.local_hour) moved.add(row.location_id)
          await rewriteComputed(trx, row.id, fresh)
          changed++
        }
      })
      await lock.renew()
    }
    if (moved.size > 0) {
      await immediateTransaction(db, async (trx) => {
        for (const locationId of moved) await forgetFetchedSeasons(trx, locationId)
      })
    }
    return changed
  } finally {
    await lock.release()
  }
}
