import { findEvent, INBOX_RETENTION_MS } from '../live/inbox'
import { purgeInbox } from '../live/services'
import { signWebhook } from '../live/signature'
import {
  createLiveTestContext,
  paymentCreatedEvent,
  TEST_NOTIFICATION_URL,
  TEST_SIGNING_KEY,
  type LiveTestContext,
} from '../testing/live-test-app'
import { storedLocationRow } from '../testing/location-rows'

let t: LiveTestContext
let broadcasts: unknown[]
let refreshed: Array<{ orderId: string; locationId: string | null }>

beforeEach(async () => {
  refreshed = []
  t = await createLiveTestContext({
    live: {
      refreshOrder: async (target) => {
        refreshed.push(target)
      },
    },
  })
  broadcasts = []
  const original = t.live.hub.broadcast.bind(t.live.hub)
  vi.spyOn(t.live.hub, 'broadcast').mockImplementation((message) => {
    broadcasts.push(message)
    return original(message)
  })
})

afterEach(async () => {
  await t.close()
})

async function storedCount(): Promise<number> {
  const row = await t.deps.db.selectFrom('webhook_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('POST /api/square/webhook signatures', () => {
  it('accepts a correctly signed payment, stores it and broadcasts its projection', async () => {
    const answer = await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-1', paymentId: 'pay-1', amount: 4599, orderId: 'ord-1' }))
    expect(answer).toEqual({ status: 200, body: { received: true, broadcast: { connectionCount: 0 } } })
    const row = await findEvent(t.deps.db, 'evt-1')
    expect(row).toMatchObject({ source: 'square', payment_id: 'pay-1', location_id: 'LOC-HOME', amount_cents: 4599, broadcast_state: 'sent', order_id: 'ord-1' })
    expect(broadcasts).toEqual([
      { type: 'payment_received', payment_id: 'pay-1', location_id: 'LOC-HOME', amount: 4599, is_home_location: true, timestamp: '2025-07-04T19:59:58.000Z' },
    ])
    await t.live.idle()
    expect(refreshed).toEqual([{ orderId: 'ord-1', locationId: 'LOC-HOME' }])
    expect((await findEvent(t.deps.db, 'evt-1'))?.refresh_state).toBe('done')
  })

  const body = JSON.stringify(paymentCreatedEvent({ eventId: 'evt-forged' }))
  const goodSignature = signWebhook(TEST_SIGNING_KEY, TEST_NOTIFICATION_URL, body)
  const otherBody = JSON.stringify(paymentCreatedEvent({ eventId: 'evt-forged', amount: 999_999 }))
  const refused: Array<[string, () => Promise<{ status: number; body: unknown }>]> = [
    ['a tampered body', () => t.postWebhook(body.replace('1250', '9250'), { signature: goodSignature })],
    ['a signature for another URL', () => t.postWebhook(body, { url: 'https://elsewhere.example/api/square/webhook' })],
    ['a signature made with another key', () => t.postWebhook(body, { key: 'not-the-key' })],
    ['no signature header', () => t.postWebhook(body, { signature: null })],
    ['a replayed signature on a different body', () => t.postWebhook(otherBody, { signature: goodSignature })],
  ]
  it.each(refused)('refuses %s with no row and no broadcast', async (_name, send) => {
    const answer = await send()
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ received: false, error: 'Invalid or missing webhook signature', broadcast: { connectionCount: 0 } })
    expect(await storedCount()).toBe(0)
    expect(broadcasts).toEqual([])
  })

  it('accepts the second key while a key is rotated', async () => {
    t.live.webhook.signatureKeys = ['new-key', TEST_SIGNING_KEY]
    expect((await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-old' }))).status).toBe(200)
    expect((await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-new' }), { key: 'new-key' })).status).toBe(200)
    expect(await storedCount()).toBe(2)
  })
})

describe('POST /api/square/webhook delivers each event once', () => {
  it('stores and broadcasts an event sent 10 times in a row once, answering 2xx every time', async () => {
    const event = paymentCreatedEvent({ eventId: 'evt-dup', orderId: 'ord-dup' })
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await t.postWebhook(event)).status)
    expect(statuses).toEqual(Array(10).fill(200))
    expect(await storedCount()).toBe(1)
    expect(broadcasts).toHaveLength(1)
    await t.live.idle()
    expect(refreshed).toHaveLength(1)
  })

  it('stores and broadcasts an event sent 10 times at once exactly once', async () => {
    const event = paymentCreatedEvent({ eventId: 'evt-burst' })
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.postWebhook(event)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(answers.every((answer) => answer.body.received === true)).toBe(true)
    expect(await storedCount()).toBe(1)
    expect(broadcasts).toHaveLength(1)
  })

  it('answers 2xx to event types it ignores, storing nothing', async () => {
    const event = { merchant_id: 'M', type: 'webhooks.test_notification', event_id: 'evt-test', created_at: '2025-07-04T20:00:00Z', data: { type: 'webhooks', id: 'x' } }
    expect(await t.postWebhook(event)).toEqual({ status: 200, body: { received: true, broadcast: { connectionCount: 0 } } })
    expect(await storedCount()).toBe(0)
  })

  it('refreshes the order a refund names, without a live broadcast', async () => {
    const event = {
      merchant_id: 'M',
      type: 'refund.created',
      event_id: 'evt-refund',
      created_at: '2025-07-04T20:00:00Z',
      data: { type: 'refund', id: 'ref-1', object: { refund: { id: 'ref-1', order_id: 'ord-9', location_id: 'LOC-B', status: 'PENDING' } } },
    }
    expect((await t.postWebhook(event)).status).toBe(200)
    await t.live.idle()
    expect(broadcasts).toEqual([])
    expect(refreshed).toEqual([{ orderId: 'ord-9', locationId: 'LOC-B' }])
    expect(await findEvent(t.deps.db, 'evt-refund')).toMatchObject({ broadcast_state: 'none', refresh_state: 'done' })
  })

  it('records a failed refresh without failing the answer', async () => {
    t.live.refreshOrder = async () => {
      throw new Error('Square answered 404')
    }
    expect((await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-gone', orderId: 'ord-gone' }))).status).toBe(200)
    await t.live.idle()
    expect(await findEvent(t.deps.db, 'evt-gone')).toMatchObject({ refresh_state: 'failed', refresh_error: 'Square answered 404' })
  })
})

describe('the inbox keeps only what de-duplication needs', () => {
  it('drops an event’s body once it is processed, and still recognises a duplicate', async () => {
    let finishRefresh = () => {}
    t.live.refreshOrder = (target) =>
      new Promise((done) => {
        refreshed.push(target)
        finishRefresh = done
      })
    const event = paymentCreatedEvent({ eventId: 'evt-card', orderId: 'ord-card' })
    expect((await t.postWebhook(event)).status).toBe(200)
    await vi.waitFor(() => expect(refreshed).toHaveLength(1))
    // Still being processed (its order refresh is under way): the body is kept until then.
    expect((await findEvent(t.deps.db, 'evt-card'))?.body).toContain('card_details')
    finishRefresh()
    await t.live.idle()
    expect(await findEvent(t.deps.db, 'evt-card')).toMatchObject({ body: null, broadcast_state: 'sent', refresh_state: 'done', payment_id: 'pay-evt-card' })

    expect(await t.postWebhook(event)).toEqual({ status: 200, body: { received: true, broadcast: { connectionCount: 0 } } })
    await t.live.idle()
    expect(broadcasts).toHaveLength(1)
    expect(refreshed).toHaveLength(1)
    expect(await storedCount()).toBe(1)
  })

  it('drops the body of a payment with no order as soon as it went out', async () => {
    expect((await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-no-order' }))).status).toBe(200)
    expect(await findEvent(t.deps.db, 'evt-no-order')).toMatchObject({ body: null, broadcast_state: 'sent', refresh_state: 'none' })
  })

  it('forgets events once Square can no longer redeliver them (72 hours and a margin)', async () => {
    await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-old' }))
    t.clock.advance(72 * 3_600_000)
    await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-recent' }))
    expect(await purgeInbox(t.deps)).toBe(0)
    t.clock.advance(INBOX_RETENTION_MS - 72 * 3_600_000 + 1)
    expect(await purgeInbox(t.deps)).toBe(1)
    expect(await findEvent(t.deps.db, 'evt-old')).toBeUndefined()
    expect(await findEvent(t.deps.db, 'evt-recent')).toBeDefined()
    expect(t.log.lines.some((line) => line.includes('"event":"live.inbox_purged"') && line.includes('"deleted":1'))).toBe(true)
  })

  it('purges old events on its own timer', async () => {
    const timed = await createLiveTestContext({ live: { inboxPurgeMs: 20 } })
    try {
      await timed.postWebhook(paymentCreatedEvent({ eventId: 'evt-timer' }))
      timed.clock.advance(INBOX_RETENTION_MS + 1)
      await vi.waitFor(async () => expect(await findEvent(timed.deps.db, 'evt-timer')).toBeUndefined())
    } finally {
      await timed.close()
    }
  })
})

describe('POST /api/square/webhook from the webhook tester', () => {
  it("accepts an admin's unsigned test event", async () => {
    const admin = await t.signIn('ada', ['admin'])
    const answer = await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-test-1', locationId: 'LOC-AWAY', amount: 2000 }), { signature: null, token: admin })
    expect(answer).toEqual({ status: 200, body: { received: true, broadcast: { connectionCount: 0 } } })
    expect(await findEvent(t.deps.db, 'evt-test-1')).toMatchObject({ source: 'tester', is_home_location: 0 })
    expect(broadcasts).toEqual([expect.objectContaining({ location_id: 'LOC-AWAY', amount: 2000, is_home_location: false })])
  })

  it("refuses a plain user's test event", async () => {
    const user = await t.signIn('bob', ['user'])
    const answer = await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-test-2' }), { signature: null, token: user })
    expect(answer.status).toBe(403)
    expect(answer.body.received).toBe(false)
    expect(await storedCount()).toBe(0)
    expect(broadcasts).toEqual([])
  })
})

describe('POST /api/square/webhook bad input', () => {
  it('refuses a signed body that is not JSON', async () => {
    expect((await t.postWebhook('{not json')).status).toBe(400)
  })

  it('refuses a payment without a location, and a fractional amount, storing nothing', async () => {
    const noLocation = paymentCreatedEvent({ eventId: 'evt-bad-1' })
    delete (noLocation.data.object.payment as Partial<typeof noLocation.data.object.payment>).location_id
    const answer = await t.postWebhook(noLocation)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toContain('data.object.payment.location_id')
    expect((await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-bad-2', amount: 12.5 }))).status).toBe(400)
    expect(await storedCount()).toBe(0)
  })

  it('refuses an event over 64 KiB', async () => {
    const event = { ...paymentCreatedEvent({ eventId: 'evt-big' }), padding: 'x'.repeat(65 * 1024) }
    expect((await t.postWebhook(event)).status).toBe(413)
    expect(await storedCount()).toBe(0)
  })
})

describe('home locations', () => {
  it('counts every ACTIVE stored location as home when FW_HOME_LOCATION_IDS is unset', async () => {
    const t2 = await createLiveTestContext({ env: { FW_HOME_LOCATION_IDS: '' } })
    try {
      await t2.deps.db.insertInto('square_locations').values([storedLocationRow('LOC-A', 'ACTIVE', 'America/Chicago'), storedLocationRow('LOC-I', 'INACTIVE', 'America/Chicago')]).execute()
      for (const [eventId, locationId] of [['e-a', 'LOC-A'], ['e-i', 'LOC-I'], ['e-u', 'LOC-UNKNOWN']] as const) {
        expect((await t2.postWebhook(paymentCreatedEvent({ eventId, locationId }))).status).toBe(200)
      }
      const rows = await t2.deps.db.selectFrom('webhook_events').select(['location_id', 'is_home_location']).orderBy('location_id').execute()
      expect(rows).toEqual([
        { location_id: 'LOC-A', is_home_location: 1 },
        { location_id: 'LOC-I', is_home_location: 0 },
        { location_id: 'LOC-UNKNOWN', is_home_location: 0 },
      ])
    } finally {
      await t2.close()
    }
  })
})
