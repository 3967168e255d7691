// GET /api/square/orders?locationId=…&year=…: one location's season of orders, every state, as
// Square sent them (SPEC §7).
import * as z from 'zod/mini'
import { successSchema } from './envelope'
import { locationIdSchema, yearSchema } from './query-fields'
import { orderSchema } from './square-order'

export const ordersQuerySchema = z.strictObject({ locationId: locationIdSchema, year: yearSchema })
export type OrdersQuery = z.infer<typeof ordersQuerySchema>

export const ordersDataSchema = z.object({ orders: z.array(orderSchema) })
export const ordersResponseSchema = successSchema(ordersDataSchema)
export type OrdersResponse = z.infer<typeof ordersResponseSchema>
