// Refunds that return orders list, kept so a stored sale's partial refunds count a refund it lists
// itself only when no return order lists it too (src/analytics/refunds), in any season, and so
// every figure path (stats, items, reports, the locations answer) uses the same claims. Orders
// arrive in any order (a sale may be updated with its refund after the return order is stored),
// so both ways are covered: a sale is valued with the claims stored so far, and storing a return
// order values anew the stored sale it returns.
import type { Kysely } from 'kysely'
import { isCounted } from '../../../src/analytics/figures'
import { listsOwnRefunds, refundsClaimedBy, seasonPartialRefundCents } from '../../../src/analytics/refunds'
import type { Order } from '../../../src/contract/square-order'
import type { Database } from '../../db/schema'
import type { ChangedSeasons } from '../jobs/changed-seasons'

const NO_CLAIMS: ReadonlySet<string> = new Set()

/** Ids per query: well under SQLite's bound-variable limit. */
const IDS_PER_QUERY = 500

/** The ids among `refundIds` that stored return orders list. */
async function claimedAmong(db: Kysely<Database>, refundIds: readonly string[]): Promise<Set<string>> {
  const claimed = new Set<string>()
  for (let i = 0; i < refundIds.length; i += IDS_PER_QUERY) {
    const rows = await db.selectFrom('square_refund_claims').select('refund_id').where('refund_id', 'in', refundIds.slice(i, i + IDS_PER_QUERY)).execute()
    for (const row of rows) claimed.add(row.refund_id)
  }
  return claimed
}

/** The ids of `order`'s own refunds that stored return orders list. */
export async function claimedRefunds(db: Kysely<Database>, order: Order): Promise<ReadonlySet<string>> {
  if (!listsOwnRefunds(order)) return NO_CLAIMS
  const claimed = await claimedAmong(db, order.refunds!.map((refund) => refund.id))
  return claimed.size === 0 ? NO_CLAIMS : claimed
}

/**
 * The ids of the refunds that sales among `orders` list themselves and stored return orders list
 * too, wherever those are: what a figure over `orders` must leave to the return orders.
 */
export async function storedClaimsFor(db: Kysely<Database>, orders: readonly Order[]): Promise<Set<string>> {
  const ids = orders.filter(listsOwnRefunds).flatMap((order) => order.refunds!.map((refund) => refund.id))
  return ids.length === 0 ? new Set() : claimedAmong(db, ids)
}

/** Records the refunds COMPLETED return orders among `orders` list; returns the sales they name. */
export async function recordClaims(trx: Kysely<Database>, orders: readonly Order[]): Promise<string[]> {
  const claims = orders
    .filter(isCounted)
    .flatMap((order) => refundsClaimedBy(order).map((refundId) => ({ refund_id: refundId, return_order_id: order.id, sale_order_id: order.returns?.[0]?.source_order_id ?? null })))
  if (claims.length === 0) return []
  await trx
    .insertInto('square_refund_claims')
    .values(claims)
    .onConflict((conflict) => conflict.column('refund_id').doNothing())
    .execute()
  return [...new Set(claims.flatMap((claim) => (claim.sale_order_id === null ? [] : [claim.sale_order_id])))]
}

/** Values anew the partial refunds of the stored sales among `saleIds` that list refunds themselves; notes changed seasons. */
export async function revalueSales(trx: Kysely<Database>, saleIds: readonly string[], changed: ChangedSeasons): Promise<void> {
  if (saleIds.length === 0) return
  const rows = await trx
    .selectFrom('square_orders')
    .innerJoin('square_locations', 'square_locations.id', 'square_orders.location_id')
    .select(['square_orders.id', 'square_orders.location_id', 'square_orders.season_year', 'square_orders.partial_refund_cents', 'square_orders.raw_json', 'square_locations.timezone'])
    .where('square_orders.id', 'in', [...saleIds])
    .execute()
  for (const row of rows) {
    const order = JSON.parse(row.raw_json) as Order
    if (!listsOwnRefunds(order)) continue
    const partialRefunds = seasonPartialRefundCents(order, row.timezone, await claimedRefunds(trx, order))
    if (partialRefunds === row.partial_refund_cents) continue
    await trx.updateTable('square_orders').set({ partial_refund_cents: partialRefunds }).where('id', '=', row.id).execute()
    changed.add(row.location_id, row.season_year)
  }
}
