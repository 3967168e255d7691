// GET /square/order-summaries for the stand-in APIs of tests and stories: a location-year's orders
// summarised and listed newest first, as the server lists them, or one page of them (with `limit`)
// made by the server's own page code, the query checked by the server's own schema.
import { SummarySeason } from '../../analytics/order-summary-pages'
import { summariseOrder } from '../../analytics/order-summary'
import { orderSummariesQuerySchema } from '../../contract/order-summaries-query'
import type { Order } from '../../contract/square-order'

export function orderSummariesAnswer(orders: readonly Order[], timeZone: string, query: URLSearchParams): { status: number; body: unknown } {
  const asked = orderSummariesQuerySchema.safeParse(Object.fromEntries(query))
  if (!asked.success) return { status: 400, body: { success: false, error: 'VALIDATION_ERROR', message: asked.error.issues[0]!.message, details: [] } }
  const summaries = orders.map(summariseOrder).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? 1 : -1))
  if (asked.data.page === undefined) return { status: 200, body: { success: true, data: { orders: summaries } } }
  return { status: 200, body: { success: true, data: new SummarySeason(summaries, timeZone).page(asked.data.page) } }
}
