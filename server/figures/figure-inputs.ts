// What a figure over some stored orders needs besides them, so every path counts each refund once
// and the same way (src/analytics/refunds): the refunds stored return orders of any season claim
// from sales among the orders, and the sales of other seasons that return orders among them give
// money back to (a refund goes back to the tender of the sale it returns).
import type { Kysely } from 'kysely'
import { isCounted } from '../../src/analytics/figures'
import { hasReturns } from '../../src/analytics/refunds'
import type { Order } from '../../src/contract/square-order'
import type { Database } from '../db/schema'
import { storedClaimsFor } from '../square/store/refund-claims'
import { ordersById } from './stored-orders'

export interface FigureInputs {
  /** The orders the figure counts, then the other seasons' sales their returns refund (for their tenders only). */
  orders: Order[]
  /** Ids of refunds sales among the orders list that stored return orders claim. */
  claimedRefunds: Set<string>
}

/** The ids of sales not among `orders` that return orders among them give money back to. */
function salesElsewhere(orders: readonly Order[]): string[] {
  const present = new Set(orders.map((order) => order.id))
  const missing = new Set<string>()
  for (const order of orders) {
    if (!isCounted(order) || !hasReturns(order) || order.refunds === undefined) continue
    for (const refund of order.refunds) {
      const saleId = order.returns![0]?.source_order_id ?? refund.transaction_id
      if (saleId !== undefined && !present.has(saleId)) missing.add(saleId)
    }
  }
  return [...missing]
}

/** The inputs of a figure over `orders`, a location's stored orders. */
export async function figureInputs(db: Kysely<Database>, orders: Order[]): Promise<FigureInputs> {
  const elsewhere = await ordersById(db, salesElsewhere(orders))
  return { orders: elsewhere.length === 0 ? orders : [...orders, ...elsewhere], claimedRefunds: await storedClaimsFor(db, orders) }
}
