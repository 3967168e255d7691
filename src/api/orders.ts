// GET {apiBase}/square/orders?locationId=&year= — every order of one location's season, as
// Square returned it (all states: figures filter COMPLETED themselves).
import { ordersResponseSchema } from '../contract/orders-response'
import type { Order } from '../contract/square-order'
import type { ApiClient } from './client'

export const NO_LOCATION_OR_YEAR = 'No locationId or year'

export interface OrdersQueryInput {
  locationId: string | undefined
  year: number | string | undefined
}

/** One location's orders for one season year; throws 'No locationId or year' when either is missing. */
export async function fetchOrders(client: ApiClient, { locationId, year }: OrdersQueryInput, signal?: AbortSignal): Promise<Order[]> {
  if (!locationId || year === undefined || year === '') throw new Error(NO_LOCATION_OR_YEAR)
  const answer = await client.get('/square/orders', ordersResponseSchema, { query: { locationId, year }, signal })
  return answer.data.orders
}
