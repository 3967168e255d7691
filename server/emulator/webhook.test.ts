// Signed payment.created webhooks: Square's signature test vectors, and a live payment's order
// that can be fetched afterwards.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebhooksHelper } from 'square'
import { manualClock } from '../../src/clock/clock'
import { orderSchema } from '../../src/contract/square-order'
import { SQUARE_WEBHOOK_SIGNATURE_VECTORS as vectors } from '../../tests/fixtures/square/webhook-signature-vectors'
import { squareSchemaViolations } from './square-sdk-schemas'
import { startEmulator } from './emulator'
import { testEmulator, TEST_TOKEN } from './test-emulator'
import { SIGNATURE_HEADER, squareSignature } from './webhook-signer'

describe('webhook signature', () => {
  it('matches every one of Square’s published test vectors', () => {
    expect(vectors.filter((x) => x.valid).length).toBeGreaterThanOrEqual(3)
    for (const v of vectors) {
      if (v.valid) expect(squareSignature(v.signatureKey, v.notificationUrl, v.body)).toBe(v.signature)
      else expect(squareSignature(v.signatureKey, v.notificationUrl, v.body)).not.toBe(v.signature)
    }
  })

  it('changes when the URL, the body or the key changes', () => {
    const v = vectors[0] as (typeof vectors)[number]
    expect(squareSignature(v.signatureKey, `${v.notificationUrl}/`, v.body)).not.toBe(v.signature)
    expect(squareSignature(v.signatureKey, v.notificationUrl, `${v.body} `)).not.toBe(v.signature)
    expect(squareSignature(`${v.signatureKey}x`, v.notificationUrl, v.body)).not.toBe(v.signature)
  })
})

/** 5 PM in California on the Fourth, the demo season's busiest hour. */
const FOURTH_AFTERNOON = '2025-07-05T00:00:00Z'

interface Received {
  headers: IncomingMessage['headers']
  body: string
}

/** A local receiver on 127.0.0.1 that records what it is sent. */
async function receiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}')
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/api/square/webhook`, received, close: () => new Promise((done) => server.close(() => done())) }
}

describe('payment.created webhooks', () => {
  it('sends a signed event whose payment and order the emulator then serves', async () => {
    const sink = await receiver()
    const clock = manualClock('2025-07-04T03:15:00.000Z')
    const notificationUrl = 'https://dashboard.example.com/api/square/webhook'
    const emulator = await startEmulator({
      demo: { locationCount: 2, ordersPerLocationYear: 10 },
      accessToken: TEST_TOKEN,
      clock,
      webhook: { url: sink.url, signatureKey: 'test-signature-key', notificationUrl },
    })
    try {
      const locationId = emulator.store.locations[1]?.id as string
      const sent = await emulator.sendPaymentWebhook(locationId)
      expect(sent.status).toBe(200)
      expect(sink.received).toHaveLength(1)
      const delivery = sink.received[0] as Received
      expect(delivery.body).toBe(sent.body)
      expect(delivery.headers[SIGNATURE_HEADER]).toBe(squareSignature('test-signature-key', notificationUrl, delivery.body))
      expect(
        await WebhooksHelper.verifySignature({
          requestBody: delivery.body,
          signatureHeader: String(delivery.headers[SIGNATURE_HEADER]),
          signatureKey: 'test-signature-key',
          notificationUrl,
        }),
      ).toBe(true)

      expect(squareSchemaViolations('PaymentCreatedEvent', JSON.parse(delivery.body))).toEqual([])
      const event = JSON.parse(delivery.body) as typeof sent.event
      expect(event).toMatchObject({
        merchant_id: emulator.store.merchantId,
        type: 'payment.created',
        created_at: '2025-07-04T03:15:00.000Z',
        data: { type: 'payment', id: sent.event.data.object.payment.id },
      })
      expect(event.event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      const payment = event.data.object.payment
      expect(payment).toMatchObject({ location_id: locationId, status: 'COMPLETED' })

      const auth = { authorization: `Bearer ${TEST_TOKEN}` }
      const retrieved = await fetch(`${emulator.url}/v2/orders/${payment.order_id}`, { headers: auth })
      expect(retrieved.status).toBe(200)
      const { order } = (await retrieved.json()) as { order: unknown }
      expect(orderSchema.parse(order)).toMatchObject({ id: payment.order_id, state: 'COMPLETED', location_id: locationId, total_money: payment.total_money })

      clock.advance(60_000)
      const listed = await fetch(`${emulator.url}/v2/payments?location_id=${locationId}&begin_time=2025-07-04T03:00:00Z`, { headers: auth })
      const { payments } = (await listed.json()) as { payments: { id: string }[] }
      expect(payments[0]?.id).toBe(payment.id)
    } finally {
      await emulator.close()
      await sink.close()
    }
  })

  it('starts its timed webhooks only once the receiver says it listens', async () => {
    const sink = await receiver()
    let listening!: () => void
    const startAfter = new Promise<void>((resolve) => (listening = resolve))
    const failures: unknown[] = []
    const emulator = await startEmulator({
      demo: { locationCount: 2, ordersPerLocationYear: 10 },
      accessToken: TEST_TOKEN,
      // The Fourth's busiest hour: a webhook every 20 ms or so.
      clock: manualClock(FOURTH_AFTERNOON),
      webhook: { url: sink.url, signatureKey: 'k', busiestGapMs: 20, startAfter },
      onWebhookSent: (sent) => (sent.status === 200 ? undefined : failures.push(sent)),
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 150))
      expect(sink.received).toHaveLength(0)
      listening()
      await vi.waitFor(() => expect(sink.received.length).toBeGreaterThanOrEqual(2))
      expect(failures).toEqual([])
    } finally {
      await emulator.close()
      await sink.close()
    }
  })

  it('rings its own payments at the season’s pace, at the stands that sell', async () => {
    const sink = await receiver()
    const clock = manualClock(FOURTH_AFTERNOON)
    // A pinned random: every gap is the mean gap of its moment.
    const emulator = await startEmulator({
      demo: { locationCount: 6, ordersPerLocationYear: 40 },
      accessToken: TEST_TOKEN,
      clock,
      random: () => 1 - Math.exp(-1),
      webhook: { url: sink.url, signatureKey: 'k', busiestGapMs: 20 },
    })
    try {
      await vi.waitFor(() => expect(sink.received.length).toBeGreaterThanOrEqual(5))
      const active = new Set(emulator.store.locations.filter((location) => location.status === 'ACTIVE').map((location) => location.id))
      const rungAt = sink.received.map((sent) => (JSON.parse(sent.body) as { data: { object: { payment: { location_id: string } } } }).data.object.payment.location_id)
      expect(rungAt.every((id) => active.has(id))).toBe(true)
      // At 3 AM the stands are closed: the demo slows to a twentieth of its busiest pace.
      clock.set(Date.parse('2025-07-04T10:00:00Z'))
      const before = sink.received.length
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(sink.received.length - before).toBeLessThanOrEqual(2)
    } finally {
      await emulator.close()
      await sink.close()
    }
  })

  it('sends no timed webhook at all when closed before the receiver listens', async () => {
    const sink = await receiver()
    let listening!: () => void
    const startAfter = new Promise<void>((resolve) => (listening = resolve))
    const emulator = await startEmulator({ demo: { locationCount: 1, ordersPerLocationYear: 5 }, accessToken: TEST_TOKEN, webhook: { url: sink.url, signatureKey: 'k', busiestGapMs: 10, startAfter } })
    await emulator.close()
    listening()
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(sink.received).toHaveLength(0)
    await sink.close()
  })

  it('adds the order even with no webhook target, and refuses an unknown location', async () => {
    const emulator = testEmulator()
    const sent = await emulator.live.send()
    expect(sent).toMatchObject({ status: null, signature: null })
    const orderId = sent.event.data.object.payment.order_id as string
    const active = emulator.store.locations.filter((l) => l.status === 'ACTIVE').map((l) => l.id)
    expect(active).toContain(sent.event.data.object.payment.location_id)
    expect((await emulator.get(`/v2/orders/${orderId}`)).status).toBe(200)
    await expect(emulator.live.send('NOT-A-LOCATION')).rejects.toThrow(RangeError)
  })

  it('reports a receiver that cannot be reached instead of throwing', async () => {
    const emulator = testEmulator({ webhook: { url: 'http://127.0.0.1:9/nowhere', signatureKey: 'k' } })
    const sent = await emulator.live.send()
    expect(sent.status).toBeNull()
    expect(sent.error).toBeDefined()
    expect(sent.signature).toBe(squareSignature('k', 'http://127.0.0.1:9/nowhere', sent.body))
  })
})
