// An order cut down to what the orders table lists (src/contract/order-summaries), computed on the
// server from the stored order so the browser never needs the whole season of raw orders for it.
import type { OrderSummary } from '../contract/order-summaries'
import type { Order } from '../contract/square-order'

export function summariseOrder(order: Order): OrderSummary {
  const lines = order.line_items ?? []
  return {
    id: order.id,
    created_at: order.created_at,
    state: order.state,
    total: order.total_money?.amount ?? 0,
    items: lines
      .map((line) => line.name ?? '')
      .filter((name) => name !== '')
      .join(', '),
    count: lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0),
    tenders: [...new Set((order.tenders ?? []).map((tender) => tender.type))],
  }
}
