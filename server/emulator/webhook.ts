// Live payments: each one is a new COMPLETED order the emulator adds to its store, announced by a
// signed payment.created webhook in Square's event shape.
import { randomUUID } from 'node:crypto'
import type { SquarePayment } from '../../src/contract/square-location'
import type { Clock } from '../../src/clock/clock'
import { demoPayment } from '../../src/demo'
import type { EmulatorStore } from './store'
import { SIGNATURE_HEADER, squareSignature } from './webhook-signer'

export interface WebhookTarget {
  /** Where the event is POSTed. */
  url: string
  signatureKey: string
  /** The URL the signature covers (Square signs the subscription's URL); default `url`. */
  notificationUrl?: string
}

export interface PaymentCreatedEvent {
  merchant_id: string
  type: 'payment.created'
  event_id: string
  created_at: string
  data: { type: 'payment'; id: string; object: { payment: SquarePayment } }
}

export interface SentPaymentWebhook {
  event: PaymentCreatedEvent
  /** The exact body sent and its signature. */
  body: string
  signature: string | null
  /** The receiver's HTTP status; null when no target is set or it could not be reached. */
  status: number | null
  error?: string
}

export class LivePayments {
  private sequence = 0

  constructor(
    private readonly store: EmulatorStore,
    private readonly clock: Clock,
    private readonly target: WebhookTarget | undefined,
  ) {}

  /** Makes a payment now (at `locationId`, else a random ACTIVE location) and sends its webhook. */
  async send(locationId?: string): Promise<SentPaymentWebhook> {
    if (locationId !== undefined && !this.store.hasLocation(locationId)) {
      throw new RangeError(`Unknown location ${locationId}`)
    }
    const nowMs = this.clock.now()
    const { order, payment } = demoPayment(this.store.demo, {
      ...(locationId !== undefined ? { locationId } : {}),
      nowMs,
      sequence: this.sequence++,
    })
    this.store.addOrder(order)
    const event: PaymentCreatedEvent = {
      merchant_id: this.store.merchantId,
      type: 'payment.created',
      event_id: randomUUID(),
      created_at: new Date(nowMs).toISOString(),
      data: { type: 'payment', id: payment.id, object: { payment } },
    }
    const body = JSON.stringify(event)
    if (!this.target) return { event, body, signature: null, status: null }
    const signature = squareSignature(this.target.signatureKey, this.target.notificationUrl ?? this.target.url, body)
    try {
      const response = await fetch(this.target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature, 'square-version': '2025-08-20' },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer()
      return { event, body, signature, status: response.status }
    } catch (error) {
      return { event, body, signature, status: null, error: error instanceof Error ? error.message : String(error) }
    }
  }
}
