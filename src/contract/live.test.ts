import {
  clientLiveMessageSchema,
  dollarsToCents,
  liveMessageSchema,
  paymentCreatedEventSchema,
  serverLiveMessageSchema,
  squareWebhookEventSchema,
  webhookAnswerSchema,
  webhookTestFormSchema,
  wsStatusSchema,
} from './live'
import { parseOrIssues } from './validation'

describe('live messages', () => {
  const payment = {
    type: 'payment_received',
    payment_id: 'bP9mAsEMYPUGjjGNaNO5ZDVyLhSZY',
    location_id: 'L88917AVBK2S5',
    amount: 4599,
    is_home_location: true,
    timestamp: '2025-07-04T21:15:00.000Z',
  }

  it('tells the four message kinds apart by type', () => {
    expect(liveMessageSchema.parse({ type: 'ping', timestamp: 1 }).type).toBe('ping')
    expect(liveMessageSchema.parse({ type: 'pong', timestamp: 2 }).type).toBe('pong')
    expect(liveMessageSchema.parse(payment)).toEqual(payment)
    expect(liveMessageSchema.parse({ type: 'fireworks', duration: 5000 })).toEqual({ type: 'fireworks', duration: 5000 })
  })

  it('refuses an unknown type and a payment amount that is not whole cents', () => {
    expect(liveMessageSchema.safeParse({ type: 'hello' }).success).toBe(false)
    expect(liveMessageSchema.safeParse({ ...payment, amount: 45.99 }).success).toBe(false)
  })

  it('drops anything beyond the payment projection, such as card details', () => {
    const parsed = serverLiveMessageSchema.parse({ ...payment, card_details: { card: { last_4: '1111' } } })
    expect(parsed).toEqual(payment)
  })

  it('lets a client send only a pong, with nothing extra', () => {
    expect(clientLiveMessageSchema.safeParse({ type: 'pong', timestamp: 5 }).success).toBe(true)
    expect(clientLiveMessageSchema.safeParse({ type: 'pong', timestamp: 5, note: 'x' }).success).toBe(false)
    expect(clientLiveMessageSchema.safeParse({ type: 'ping', timestamp: 5 }).success).toBe(false)
    expect(serverLiveMessageSchema.safeParse({ type: 'pong', timestamp: 5 }).success).toBe(false)
  })
})

describe('webhook event', () => {
  const event = {
    merchant_id: 'MLEFBHHSJGVHD',
    type: 'payment.created',
    event_id: '6a8f5f28-54a1-4eb0-a98a-3111513fd4fc',
    created_at: '2025-07-04T21:15:00.000Z',
    data: {
      type: 'payment',
      id: 'bP9mAsEMYPUGjjGNaNO5ZDVyLhSZY',
      object: {
        payment: {
          id: 'bP9mAsEMYPUGjjGNaNO5ZDVyLhSZY',
          created_at: '2025-07-04T21:15:00.000Z',
          amount_money: { amount: 4599, currency: 'USD' },
          status: 'APPROVED',
          location_id: 'L88917AVBK2S5',
          order_id: 'CAISENgvlJ6jLWAzERDzjyHVybY',
          card_details: { status: 'CAPTURED', card: { card_brand: 'VISA', last_4: '1111' } },
        },
      },
    },
  }

  it('reads a payment.created event and its payment', () => {
    expect(paymentCreatedEventSchema.parse(event).data.object.payment.amount_money.amount).toBe(4599)
  })

  it('reads other event types with the generic envelope only', () => {
    const refund = { ...event, type: 'refund.created', data: { type: 'refund', id: 'r1', object: { refund: {} } } }
    expect(squareWebhookEventSchema.safeParse(refund).success).toBe(true)
    expect(paymentCreatedEventSchema.safeParse(refund).success).toBe(false)
  })

  it('requires an event id, which makes each event processed once', () => {
    expect(squareWebhookEventSchema.safeParse({ ...event, event_id: '' }).success).toBe(false)
  })

  it('reads the webhook answer and the connection count', () => {
    expect(webhookAnswerSchema.parse({ received: true, broadcast: { connectionCount: 3 } })).toEqual({
      received: true,
      broadcast: { connectionCount: 3 },
    })
    expect(webhookAnswerSchema.parse({ received: false, error: 'Bad signature', broadcast: { connectionCount: 0 } }).error).toBe('Bad signature')
    expect(wsStatusSchema.safeParse({ connectionCount: -1 }).success).toBe(false)
  })
})

describe('dollarsToCents', () => {
  it.each([
    [12.34, 1234],
    [19.99, 1999],
    [0.29, 29],
    [4.35, 435],
    [8.7, 870],
    [0.1 + 0.2, 30],
    [0, 0],
    [1234.56, 123456],
    [-5, -500],
    [-0.29, -29],
  ])('turns $%s into %i cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents)
  })

  it('rounds half a cent away from zero', () => {
    expect(dollarsToCents(1.005)).toBe(101)
    expect(dollarsToCents(-1.005)).toBe(-101)
  })

  it('never answers negative zero', () => {
    expect(Object.is(dollarsToCents(-0), 0)).toBe(true)
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true)
  })

  it('refuses what is not an amount', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError)
    expect(() => dollarsToCents(Infinity)).toThrow(RangeError)
  })
})

describe('webhookTestFormSchema', () => {
  it('accepts amounts in steps of 0.01 from 0', () => {
    expect(webhookTestFormSchema.parse({ amount: 12.34 })).toEqual({ amount: 12.34 })
    expect(webhookTestFormSchema.parse({ amount: 0 })).toEqual({ amount: 0 })
    expect(webhookTestFormSchema.safeParse({ amount: 0.1 + 0.2 }).success).toBe(true)
  })

  it('refuses negative amounts, fractions of a cent, and what is not a number', () => {
    expect(parseOrIssues(webhookTestFormSchema, { amount: -1 })).toEqual({
      ok: false,
      details: [{ field: 'amount', message: 'Amount must be 0 or more' }],
    })
    expect(parseOrIssues(webhookTestFormSchema, { amount: 1.005 })).toEqual({
      ok: false,
      details: [{ field: 'amount', message: 'Amount can have at most 2 decimal places' }],
    })
    expect(parseOrIssues(webhookTestFormSchema, { amount: Number.NaN })).toEqual({
      ok: false,
      details: [{ field: 'amount', message: 'Amount must be a number' }],
    })
    expect(parseOrIssues(webhookTestFormSchema, { amount: '12' })).toEqual({
      ok: false,
      details: [{ field: 'amount', message: 'Amount must be a number' }],
    })
  })

  it('refuses absurd amounts', () => {
    expect(parseOrIssues(webhookTestFormSchema, { amount: 100_000.01 })).toEqual({
      ok: false,
      details: [{ field: 'amount', message: 'Amount must be at most 100000' }],
    })
  })
})
