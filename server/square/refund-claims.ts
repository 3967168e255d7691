// Refunds that return orders list, kept so a stored sale's net sales count a refund it lists
// itself only when no return order lists it too (src/analytics/figures, rule 2). Orders arrive in
// any order (a sale may be updated with its refund after the return order is stored), so both
// ways are covered: a sale is valued with the claims stored so far, and storing a return order
// values anew the stored sale it returns.
import type { Kysely } from 'kysely'
import { isCounted, orderNetSales, refundsClaimedBy } from '../../src/analytics/figures'
import type { Order } from '../../src/contract/square-order'
import type { Database } from '../db/schema'
import type { ChangedSeasons } from './changed-seasons'

const NO_CLAIMS: ReadonlySet<string> = new Set()

/** Whether an order is a sale listing refunds itself (its net sales depend on claims). */
export function listsOwnRefunds(order: Order): boolean {
  return (order.returns === undefined || order.returns.length === 0) && (order.refunds?.length ?? 0) > 0
}

/** The ids of `order`'s own refunds that stored return orders list. */
export async function claimedRefunds(db: Kysely<Database>, order: Order): Promise<ReadonlySet<string>> {
  if (!listsOwnRefunds(order)) return NO_CLAIMS
  const ids = order.refunds!.map((refund) => refund.id)
  const rows = await db.selectFrom('square_refund_claims').select('refund_id').where('refund_id', 'in', ids).execute()
  return rows.length === 0 ? NO_CLAIMS : new Set(rows.map((row) => row.refund_id))
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

/** Values anew the stored sales among `saleIds` that list refunds themselves; notes changed seasons. */
export async function revalueSales(trx: Kysely<Database>, saleIds: readonly string[], changed: ChangedSeasons): Promise<void> {
  if (saleIds.length === 0) return
  const rows = await trx.selectFrom('square_orders').select(['id', 'location_id', 'season_year', 'net_sales_cents', 'raw_json']).where('id', 'in', [...saleIds]).execute()
  for (const row of rows) {
    const order = JSON.parse(row.raw_json) as Order
    if (!listsOwnRefunds(order)) continue
    const netSales = orderNetSales(order, await claimedRefunds(trx, order))
    if (netSales === row.net_sales_cents) continue
    await trx.updateTable('square_orders').set({ net_sales_cents: netSales }).where('id', '=', row.id).execute()
    changed.add(row.location_id, row.season_year)
  }
}
