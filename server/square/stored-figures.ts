// The per-order columns (season, day, hour, net sales, transaction) are computed by src/season and
// src/analytics when an order is stored. When those definitions change (a fix to how returns
// count, say), rows stored earlier would keep the old figures; so at start a sample of stored
// orders is recomputed, and on any difference every row is recomputed from its raw JSON (under
// the hydration lock, so no hydration rewrites a row in between).
import { sql, type Kysely } from 'kysely'
import type { Order } from '../../src/contract/square-order'
import type { Database } from '../db/schema'
import { immediateTransaction } from '../db/transaction'
import { waitForHydrationLock } from './hydration-lock'
import { orderRow, type OrderRow } from './store-orders'

/** Orders recomputed per transaction. */
const CHUNK = 2000

type StoredRow = { id: string; location_id: string; season_year: number; local_day: number; local_hour: number; net_sales_cents: number; is_transaction: number; raw_json: string }

const COMPUTED = ['season_year', 'local_day', 'local_hour', 'net_sales_cents', 'is_transaction'] as const

function recomputed(row: StoredRow, timeZone: string | undefined): OrderRow | null {
  return timeZone === undefined ? null : orderRow(JSON.parse(row.raw_json) as Order, timeZone, '')
}

function differs(row: StoredRow, fresh: OrderRow | null): boolean {
  return fresh !== null && COMPUTED.some((column) => row[column] !== fresh[column])
}

async function zones(db: Kysely<Database>): Promise<Map<string, string>> {
  return new Map((await db.selectFrom('square_locations').select(['id', 'timezone']).execute()).map((row) => [row.id, row.timezone]))
}

const storedColumns = ['id', 'location_id', 'season_year', 'local_day', 'local_hour', 'net_sales_cents', 'is_transaction', 'raw_json'] as const

/**
 * Whether a sample of stored orders (random ones, and ones that give money back, where the
 * definitions are most intricate) still has the columns today's code computes. The sample is
 * chosen by rowid and index alone, so the check costs milliseconds however many orders there are.
 */
export async function storedFiguresAreCurrent(db: Kysely<Database>, sampleSize = 300): Promise<boolean> {
  const zoneOf = await zones(db)
  const rows = await sql<StoredRow>`
    SELECT id, location_id, season_year, local_day, local_hour, net_sales_cents, is_transaction, raw_json
    FROM square_orders
    WHERE rowid IN (SELECT rowid FROM square_orders ORDER BY random() LIMIT ${sampleSize})
       OR rowid IN (SELECT rowid FROM square_orders WHERE net_sales_cents < 0 LIMIT ${sampleSize})`.execute(db)
  return !rows.rows.some((row) => differs(row, recomputed(row, zoneOf.get(row.location_id))))
}

/** Recomputes every stored order's columns from its raw JSON; returns how many rows changed. */
export async function recomputeStoredFigures(db: Kysely<Database>): Promise<number> {
  const lock = await waitForHydrationLock(db, 'recomputing stored figures')
  try {
    const zoneOf = await zones(db)
    let changed = 0
    let after = ''
    for (;;) {
      const rows = await db.selectFrom('square_orders').select(storedColumns).where('id', '>', after).orderBy('id').limit(CHUNK).execute()
      if (rows.length === 0) return changed
      after = rows[rows.length - 1]!.id
      await immediateTransaction(db, async (trx) => {
        for (const row of rows) {
          const fresh = recomputed(row, zoneOf.get(row.location_id))
          if (!differs(row, fresh)) continue
          await trx
            .updateTable('square_orders')
            .set({ season_year: fresh!.season_year, local_day: fresh!.local_day, local_hour: fresh!.local_hour, net_sales_cents: fresh!.net_sales_cents, is_transaction: fresh!.is_transaction })
            .where('id', '=', row.id)
            .execute()
          changed++
        }
      })
      await lock.renew()
    }
  } finally {
    await lock.release()
  }
}
