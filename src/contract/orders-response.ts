// GET /api/square/orders?locationId=…&year=…: one location's season of orders, every state, as
// Square sent them (docs/contract.md#the-calls).
import * as z from 'zod/mini'
import { successSchema } from './envelope'
import { locationIdSchema, yearSchema } from './query-fields'
import { orderSchema } from './square-order'

export const ordersQuerySchema = z.strictObject({ locationId: locationIdSchema, year: yearSchema })
export type OrdersQuery = z.infer<typeof ordersQuerySchema>

export const ordersDataSchema = z.object({ orders: z.array(orderSchema) })
export const ordersResponseSchema = successSchema(ordersDataSchema)
export type OrdersResponse = z.infer<typeof ordersResponseSchema>

export const ORDER_ID_MESSAGE = 'Order id can only contain letters, numbers, underscores, and dashes'

/** GET /api/square/orders/{orderId}?locationId=…&year=…: one order of that location's season. */
export const orderIdSchema = z.string().check(z.minLength(1, ORDER_ID_MESSAGE), z.maxLength(192, 'Order id is too long'), z.regex(/^[A-Za-z0-9_-]+$/, ORDER_ID_MESSAGE))
export const orderParamsSchema = z.strictObject({ orderId: orderIdSchema })
export const orderResponseSchema = successSchema(z.object({ order: orderSchema }))
