// The simulated Square payment.created event the webhook tester sends (docs/contract.md#the-calls
// /square/webhook): Square's envelope and payment object with the amount in cents, USD, status
// APPROVED, card details and the location. The server accepts it from an admin's session
// (server/routes/webhook.ts) and broadcasts it like a real payment.
import type { PaymentCreatedEvent } from '../../src/contract/live'

/** docs/contract.md#the-calls: the simulated payment's delayed-capture window, 168 hours. */
export const SIMULATED_DELAY = 'PT168H'
const DELAY_MS = 168 * 3_600_000

export interface TestEventInput {
  amountCents: number
  locationId: string
  /** When the payment is made (epoch ms). */
  nowMs: number
  /** Random hex that makes the event and payment ids unique. */
  nonce: string
}

/** Random hex from the platform's generator (crypto.randomUUID needs a secure context; this does not). */
export function randomNonce(bytes = 8): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes))
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('')
}

export function testPaymentEvent({ amountCents, locationId, nowMs, nonce }: TestEventInput): PaymentCreatedEvent {
  const createdAt = new Date(nowMs).toISOString()
  const paymentId = `test-payment-${nonce}`
  const money = { amount: amountCents, currency: 'USD' }
  // No order_id: a test payment has no Square order behind it for the server to fetch.
  return {
    merchant_id: 'test-merchant',
    type: 'payment.created',
    event_id: `test-event-${nonce}`,
    created_at: createdAt,
    data: {
      type: 'payment',
      id: paymentId,
      object: {
        payment: {
          id: paymentId,
          created_at: createdAt,
          updated_at: createdAt,
          amount_money: money,
          total_money: money,
          approved_money: money,
          status: 'APPROVED',
          source_type: 'CARD',
          delay_duration: SIMULATED_DELAY,
          delay_action: 'CANCEL',
          delayed_until: new Date(nowMs + DELAY_MS).toISOString(),
          card_details: {
            status: 'AUTHORIZED',
            card: { card_brand: 'VISA', last_4: '1111', exp_month: 12, exp_year: 2030, card_type: 'CREDIT' },
            entry_method: 'KEYED',
          },
          location_id: locationId,
          receipt_number: nonce.slice(0, 4).toUpperCase(),
        },
      },
    },
  }
}
