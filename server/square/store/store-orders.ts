// Storing Square orders: each order's JSON as it came, beside the columns figures and queries
// need, computed here once with src/season (where created_at places it) and src/analytics (what it
// is worth). Upserts go by id and version, so a repeated or interrupted hydration converges.
import type { Insertable, Kysely } from 'kysely'
import { isCounted, isSale, orderNetSales } from '../../../src/analytics/figures'
import { listsOwnRefunds, seasonPartialRefundCents } from '../../../src/analytics/refunds'
import type { Order } from '../../../src/contract/square-order'
import { parseInstant } from '../../../src/season/instant'
import { seasonPlace } from '../../../src/season/season-place'
import type { Database } from '../../db/schema'
import { ChangedSeasons } from '../jobs/changed-seasons'
import { claimedRefunds, recordClaims, revalueSales } from './refund-claims'
import { resumSeasonDays } from './season-days'
import type { SquareOrdersTable } from '../../db/tables/square'

export type OrderRow = Insertable<SquareOrdersTable>

/** Rows per INSERT statement: well under SQLite's bound-variable limit at 21 columns a row. */
const ROWS_PER_STATEMENT = 200

const NO_CLAIMS: ReadonlySet<string> = new Set()

/**
 * The stored row of an order placed in `timeZone`; null when created_at falls outside every season
 * window. `claimedRefunds`: ids of its own refunds that return orders list (./refund-claims).
 */
export function orderRow(order: Order, timeZone: string, storedAt: string, claimedRefunds: ReadonlySet<string> = NO_CLAIMS): OrderRow | null {
  const place = seasonPlace(order.created_at, timeZone)
  if (place === null) return null
  return {
    id: order.id,
    location_id: order.location_id,
    season_year: place.year,
    local_day: place.day,
    local_hour: place.hour,
    state: order.state,
    created_at: order.created_at,
    created_at_ms: parseInstant(order.created_at),
    updated_at: order.updated_at ?? null,
    version: order.version ?? 0,
    net_sales_cents: orderNetSales(order),
    is_transaction: isCounted(order) && isSale(order) ? 1 : 0,
    partial_refund_cents: seasonPartialRefundCents(order, timeZone, claimedRefunds),
    total_money_cents: order.total_money?.amount ?? 0,
    total_tax_cents: order.total_tax_money?.amount ?? 0,
    total_tip_cents: order.total_tip_money?.amount ?? 0,
    total_discount_cents: order.total_discount_money?.amount ?? 0,
    raw_json: JSON.stringify(order),
    stored_at: storedAt,
  }
}

async function locationZone(trx: Kysely<Database>, locationId: string): Promise<string | undefined> {
  return (await trx.selectFrom('square_locations').select('timezone').where('id', '=', locationId).executeTakeFirst())?.timezone
}

/**
 * Inserts new orders and replaces stored ones that Square has a newer version of; an order seen
 * again at the same (or an older) version is left alone. Call inside one transaction per page.
 * Returns the number of rows written and the location-years they touched (from RETURNING, which
 * lists exactly the rows inserted or replaced), whose day sums it brings up to date.
 */
export async function upsertOrderRows(trx: Kysely<Database>, rows: readonly OrderRow[]): Promise<{ written: number; changed: ChangedSeasons }> {
  const changed = new ChangedSeasons()
  // The newest version of each id in this page (a page may, rarely, repeat an order): one
  // statement may not insert the same key twice.
  const newest = new Map<string, OrderRow>()
  for (const row of rows) {
    const seen = newest.get(row.id)
    if (seen === undefined || row.version > seen.version) newest.set(row.id, row)
  }
  const unique = [...newest.values()]
  // Refunds: a return order's claim them; a sale listing one itself has its partial refunds
  // valued with the claims stored so far (this page's included); stored sales a return order
  // names are valued anew.
  const withRefunds = unique.filter((row) => row.raw_json.includes('"refunds":'))
  let claimedSales: string[] = []
  if (withRefunds.length > 0) {
    const parsed = withRefunds.map((row) => ({ row, order: JSON.parse(row.raw_json) as Order }))
    claimedSales = await recordClaims(trx, parsed.map((entry) => entry.order))
    for (const { row, order } of parsed) {
      if (!listsOwnRefunds(order)) continue
      const zone = await locationZone(trx, order.location_id)
      if (zone !== undefined) row.partial_refund_cents = seasonPartialRefundCents(order, zone, await claimedRefunds(trx, order))
    }
  }
  let written = 0
  for (let i = 0; i < unique.length; i += ROWS_PER_STATEMENT) {
    const returned = await trx
      .insertInto('square_orders')
      .values(unique.slice(i, i + ROWS_PER_STATEMENT))
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) => ({
            location_id: eb.ref('excluded.location_id'),
            season_year: eb.ref('excluded.season_year'),
            local_day: eb.ref('excluded.local_day'),
            local_hour: eb.ref('excluded.local_hour'),
            state: eb.ref('excluded.state'),
            created_at: eb.ref('excluded.created_at'),
            created_at_ms: eb.ref('excluded.created_at_ms'),
            updated_at: eb.ref('excluded.updated_at'),
            version: eb.ref('excluded.version'),
            net_sales_cents: eb.ref('excluded.net_sales_cents'),
            is_transaction: eb.ref('excluded.is_transaction'),
            partial_refund_cents: eb.ref('excluded.partial_refund_cents'),
            total_money_cents: eb.ref('excluded.total_money_cents'),
            total_tax_cents: eb.ref('excluded.total_tax_cents'),
            total_tip_cents: eb.ref('excluded.total_tip_cents'),
            total_discount_cents: eb.ref('excluded.total_discount_cents'),
            raw_json: eb.ref('excluded.raw_json'),
            stored_at: eb.ref('excluded.stored_at'),
          }))
          .where('excluded.version', '>', (eb) => eb.ref('square_orders.version')),
      )
      .returning(['location_id', 'season_year'])
      .execute()
    written += returned.length
    for (const row of returned) changed.add(row.location_id, row.season_year)
  }
  await revalueSales(trx, claimedSales, changed)
  await resumSeasonDays(trx, changed.list())
  return { written, changed }
}
