import type { SquareWebhookEvent } from '../../src/contract/live'
import { planEvent } from './event-plan'
import { paymentCreatedEvent } from '../testing/live-test-app'

const envelope = (type: string, data: SquareWebhookEvent['data']): SquareWebhookEvent => ({
  merchant_id: 'M',
  type,
  event_id: 'e',
  created_at: '2025-07-04T20:00:00Z',
  data,
})

describe('what a webhook event asks for', () => {
  it('projects a payment to id, location, cents and time, leaving card details behind', () => {
    const plan = planEvent(paymentCreatedEvent({ eventId: 'e1', paymentId: 'p1', locationId: 'L1', amount: 1999, orderId: 'o1', createdAt: '2025-07-04T19:00:00.123456789Z' }))
    expect(plan).toEqual({
      kind: 'payment',
      payment: { paymentId: 'p1', locationId: 'L1', amountCents: 1999, occurredAt: '2025-07-04T19:00:00.123Z' },
      target: { orderId: 'o1', locationId: 'L1' },
    })
    expect(JSON.stringify(plan)).not.toContain('4242')
  })

  it('shows a payment with no order but refreshes nothing for it', () => {
    expect(planEvent(paymentCreatedEvent({ eventId: 'e2' }))).toMatchObject({ kind: 'payment', target: null })
  })

  it('refreshes the order an order.updated names in its object, or in data.id', () => {
    const named = envelope('order.updated', { type: 'order_updated', id: 'o7', object: { order_updated: { order_id: 'o7', location_id: 'L2', state: 'COMPLETED' } } })
    expect(planEvent(named)).toEqual({ kind: 'refresh', target: { orderId: 'o7', locationId: 'L2' } })
    const bare = envelope('order.updated', { type: 'order_updated', id: 'o8', object: {} })
    expect(planEvent(bare)).toEqual({ kind: 'refresh', target: { orderId: 'o8', locationId: null } })
  })

  it('refreshes the order of an updated payment and of a refund', () => {
    const updated = envelope('payment.updated', { type: 'payment', id: 'p1', object: { payment: { id: 'p1', order_id: 'o1', location_id: 'L1' } } })
    expect(planEvent(updated)).toEqual({ kind: 'refresh', target: { orderId: 'o1', locationId: 'L1' } })
    const refund = envelope('refund.updated', { type: 'refund', id: 'r1', object: { refund: { id: 'r1', order_id: 'o2' } } })
    expect(planEvent(refund)).toEqual({ kind: 'refresh', target: { orderId: 'o2', locationId: null } })
  })

  it('ignores other types, and a refund that names no order', () => {
    expect(planEvent(envelope('customer.created', { type: 'customer', id: 'c1' }))).toEqual({ kind: 'ignored' })
    expect(planEvent(envelope('refund.created', { type: 'refund', id: 'r1', object: { refund: { id: 'r1' } } }))).toEqual({ kind: 'ignored' })
  })

  it('refuses a payment.created whose payment is malformed', () => {
    const event = paymentCreatedEvent({ eventId: 'e3' })
    const broken = { ...event, data: { ...event.data, object: { payment: { ...event.data.object.payment, amount_money: { amount: -5, currency: 'USD' } } } } }
    expect(planEvent(broken)).toMatchObject({ kind: 'invalid' })
  })
})
