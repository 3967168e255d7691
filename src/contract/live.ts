// Live payments: the WebSocket messages, the Square payment.created webhook that feeds them, the
// webhook's answer, the connection count, and the admin webhook tester's amount (docs/contract.md#entities, docs/contract.md#the-calls).
import * as z from 'zod/mini'
import { centsSchema, countSchema, isoInstantSchema, yearNumberSchema } from './fields'
import { squarePaymentSchema } from './square-location'

/** Subprotocols a browser offers on /api/ws/fireworks (docs/server.md#live-payments); the server selects the first. */
export const LIVE_SUBPROTOCOL = 'fireworks.v1'
export const BEARER_SUBPROTOCOL_PREFIX = 'bearer.'

/** Server → client heartbeat; `timestamp` is ms since the epoch. */
export const pingMessageSchema = z.object({ type: z.literal('ping'), timestamp: z.number() })
/** Client → server answer to a ping, with the client's ms timestamp. */
export const pongMessageSchema = z.strictObject({ type: z.literal('pong'), timestamp: z.number() })

/** A projection of a Square payment: never card details (docs/server.md#live-payments). */
export const paymentReceivedMessageSchema = z.object({
  type: z.literal('payment_received'),
  payment_id: z.string(),
  location_id: z.string(),
  /** In cents. */
  amount: centsSchema,
  is_home_location: z.boolean(),
  /** When the payment was made (ISO instant). */
  timestamp: isoInstantSchema,
})
export type PaymentReceivedMessage = z.infer<typeof paymentReceivedMessageSchema>

/** Plays fireworks on every connected screen; `duration` in ms (5000 by default, docs/screens.md#live-payments-and-fireworks). */
export const fireworksMessageSchema = z.object({
  type: z.literal('fireworks'),
  duration: z.optional(z.int().check(z.gt(0))),
  timestamp: z.optional(z.number()),
})

/**
 * A location's stored figures changed (a payment's order arrived from Square, a refresh, a
 * hydration): screens showing those years ask again. A payment_received goes out the moment the
 * webhook is stored, before its order is fetched, so it cannot mean "the figures are ready".
 */
export const figuresChangedMessageSchema = z.object({
  type: z.literal('figures_changed'),
  location_id: z.string(),
  years: z.array(yearNumberSchema),
})
export type FiguresChangedMessage = z.infer<typeof figuresChangedMessageSchema>

export const liveMessageSchema = z.discriminatedUnion('type', [
  pingMessageSchema,
  pongMessageSchema,
  paymentReceivedMessageSchema,
  fireworksMessageSchema,
  figuresChangedMessageSchema,
])
export type LiveMessage = z.infer<typeof liveMessageSchema>

/** What the server may send. */
export const serverLiveMessageSchema = z.discriminatedUnion('type', [
  pingMessageSchema,
  paymentReceivedMessageSchema,
  fireworksMessageSchema,
  figuresChangedMessageSchema,
])
export type ServerLiveMessage = z.infer<typeof serverLiveMessageSchema>
/** What a client may send. */
export const clientLiveMessageSchema = pongMessageSchema
export type ClientLiveMessage = z.infer<typeof clientLiveMessageSchema>

/** Any Square webhook event: the envelope is checked, the object is kept as Square sent it. */
export const squareWebhookEventSchema = z.looseObject({
  merchant_id: z.string(),
  type: z.string(),
  event_id: z.string().check(z.minLength(1)),
  created_at: z.string(),
  data: z.looseObject({ type: z.string(), id: z.string(), object: z.optional(z.record(z.string(), z.unknown())) }),
})
export type SquareWebhookEvent = z.infer<typeof squareWebhookEventSchema>

/** Square's payment.created event. */
export const paymentCreatedEventSchema = z.looseObject({
  merchant_id: z.string(),
  type: z.literal('payment.created'),
  event_id: z.string().check(z.minLength(1)),
  created_at: z.string(),
  data: z.looseObject({
    type: z.literal('payment'),
    id: z.string(),
    object: z.looseObject({ payment: squarePaymentSchema }),
  }),
})
export type PaymentCreatedEvent = z.infer<typeof paymentCreatedEventSchema>

/** POST /api/square/webhook answer: its own shape, not the envelope (docs/contract.md#envelopes). */
export const webhookAnswerSchema = z.object({
  received: z.boolean(),
  error: z.optional(z.string()),
  broadcast: z.object({ connectionCount: countSchema }),
})
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>

/** GET /api/ws/fireworks/status answer. */
export const wsStatusSchema = z.object({ connectionCount: countSchema })
export type WsStatus = z.infer<typeof wsStatusSchema>

/** The tester sends whole dollars and cents; more than this is surely a typo. */
export const MAX_TEST_AMOUNT_DOLLARS = 100_000

/**
 * Dollars to integer cents without binary floating-point error: 19.99 × 100 is
 * 1998.9999999999998 in floating point (truncating gives 1998), and 0.1 + 0.2 is
 * 0.30000000000000004. Rounding the product to 15 significant digits removes that noise
 * (so 1.005 stays 100.5 cents rather than 100.49999999999999), then half a cent rounds away from zero.
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount: ${dollars}`)
  const cents = Number((dollars * 100).toPrecision(15))
  return Math.sign(cents) * Math.round(Math.abs(cents)) + 0 // `+ 0` turns -0 into 0
}

function hasWholeCents(dollars: number): boolean {
  return Number.isInteger(Number((dollars * 100).toPrecision(15)))
}

/** The webhook tester's form: an amount in dollars, step 0.01, at least 0. */
export const webhookTestFormSchema = z.strictObject({
  amount: z.number('Amount must be a number').check(
    z.gte(0, 'Amount must be 0 or more'),
    z.lte(MAX_TEST_AMOUNT_DOLLARS, 'Amount must be at most 100000'),
    z.refine(hasWholeCents, 'Amount can have at most 2 decimal places'),
  ),
})
export type WebhookTestForm = z.infer<typeof webhookTestFormSchema>
