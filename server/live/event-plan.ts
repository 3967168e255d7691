// What an incoming Square event asks of us. A payment.created is shown live and makes its order
// stale; payment.updated, refund.* and order.created/updated only make an order (and so its
// location's figures) stale; every other type is acknowledged and ignored.
import type { FieldIssue } from '../../src/contract/envelope'
import { paymentCreatedEventSchema, type PaymentReceivedMessage, type SquareWebhookEvent } from '../../src/contract/live'
import { parseOrIssues } from '../../src/contract/validation'
import type { NewEvent, StoredEvent } from './inbox'

/** The order an event makes stale; the location is known for most events but not all. */
export interface OrderTarget {
  orderId: string
  locationId: string | null
}

/** A payment as live clients may see it: never card details. */
export interface PaymentProjection {
  paymentId: string
  locationId: string
  amountCents: number
  /** ISO instant of the payment. */
  occurredAt: string
}

export type EventPlan =
  | { kind: 'ignored' }
  | { kind: 'invalid'; details: FieldIssue[] }
  | { kind: 'payment'; payment: PaymentProjection; target: OrderTarget | null }
  | { kind: 'refresh'; target: OrderTarget }

/** Where each refreshing type keeps the object naming its order (Square's event payloads). */
const REFRESH_OBJECT_KEY: Record<string, string> = {
  'payment.updated': 'payment',
  'refund.created': 'refund',
  'refund.updated': 'refund',
  'order.created': 'order_created',
  'order.updated': 'order_updated',
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 255 ? value : null
}

/** An instant as toISOString writes it, or null when `value` is not one. */
function isoInstant(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : new Date(ms).toISOString()
}

/** Decides what to do with a webhook event whose envelope already passed the contract. */
export function planEvent(event: SquareWebhookEvent): EventPlan {
  if (event.type === 'payment.created') {
    const parsed = parseOrIssues(paymentCreatedEventSchema, event)
    if (!parsed.ok) return { kind: 'invalid', details: parsed.details }
    const payment = parsed.data.data.object.payment
    const amount = payment.amount_money.amount
    if (!Number.isSafeInteger(amount) || amount < 0) {
      return { kind: 'invalid', details: [{ field: 'data.object.payment.amount_money.amount', message: 'Amount must be a whole number of cents, 0 or more' }] }
    }
    const paymentId = text(payment.id)
    const locationId = text(payment.location_id)
    if (paymentId === null || locationId === null) {
      return { kind: 'invalid', details: [{ field: 'data.object.payment', message: 'Payment id and location_id must be 1 to 255 characters' }] }
    }
    const occurredAt = isoInstant(payment.created_at) ?? isoInstant(event.created_at)
    if (occurredAt === null) {
      return { kind: 'invalid', details: [{ field: 'data.object.payment.created_at', message: 'Must be an ISO instant' }] }
    }
    const orderId = text(payment.order_id)
    return {
      kind: 'payment',
      payment: { paymentId, locationId, amountCents: amount, occurredAt },
      target: orderId === null ? null : { orderId, locationId },
    }
  }
  const key = REFRESH_OBJECT_KEY[event.type]
  if (key === undefined) return { kind: 'ignored' }
  const object = event.data.object?.[key]
  const fields = typeof object === 'object' && object !== null ? (object as Record<string, unknown>) : {}
  // An order event names its order in data.id too; payments and refunds only inside the object.
  const orderId = text(fields.order_id) ?? (key.startsWith('order_') ? text(event.data.id) : null)
  if (orderId === null) return { kind: 'ignored' }
  return { kind: 'refresh', target: { orderId, locationId: text(fields.location_id) } }
}

/** The inbox row for a planned event (payment projection, what is still to be done). */
export function inboxRow(
  event: SquareWebhookEvent,
  plan: Extract<EventPlan, { kind: 'payment' | 'refresh' }>,
  facts: { body: string; source: 'square' | 'tester'; receivedAt: number; isHomeLocation: boolean },
): NewEvent {
  const payment = plan.kind === 'payment' ? plan.payment : null
  return {
    event_id: event.event_id,
    type: event.type,
    merchant_id: text(event.merchant_id),
    source: facts.source,
    received_at: facts.receivedAt,
    body: facts.body,
    payment_id: payment?.paymentId ?? null,
    location_id: payment?.locationId ?? plan.target?.locationId ?? null,
    amount_cents: payment?.amountCents ?? null,
    is_home_location: payment ? (facts.isHomeLocation ? 1 : 0) : null,
    occurred_at: payment?.occurredAt ?? null,
    order_id: plan.target?.orderId ?? null,
    broadcast_state: payment ? 'pending' : 'none',
    broadcast_at: null,
    refresh_state: plan.target ? 'pending' : 'none',
    refreshed_at: null,
    refresh_error: null,
  }
}

/** The live message for a stored payment event, built from the row alone; null for other events. */
export function paymentMessage(row: StoredEvent): PaymentReceivedMessage | null {
  if (row.payment_id === null || row.location_id === null || row.amount_cents === null || row.occurred_at === null) return null
  return {
    type: 'payment_received',
    payment_id: row.payment_id,
    location_id: row.location_id,
    amount: row.amount_cents,
    is_home_location: row.is_home_location === 1,
    timestamp: row.occurred_at,
  }
}
