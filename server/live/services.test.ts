import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL } from '../../src/contract/live'
import { findEvent, type NewEvent } from './inbox'
import { createLiveServices, recoverLiveEvents } from './services'
import { loadOrCreateSigningKey } from '../square/webhook-signing-key'
import { createLiveTestContext, type LiveTestContext } from '../testing/live-test-app'
import { connectSocket } from './testing/test-socket'

let t: LiveTestContext
let refreshed: string[]

beforeEach(async () => {
  refreshed = []
  t = await createLiveTestContext({ live: { refreshOrder: async (target) => void refreshed.push(target.orderId) } })
})
afterEach(async () => {
  await t.close()
})

function storedPayment(eventId: string, ageMs: number, overrides: Partial<NewEvent> = {}): NewEvent {
  return {
    event_id: eventId,
    type: 'payment.created',
    merchant_id: 'M',
    source: 'square',
    received_at: t.clock.now() - ageMs,
    body: '{}',
    payment_id: `pay-${eventId}`,
    location_id: 'LOC-HOME',
    amount_cents: 700,
    is_home_location: 1,
    occurred_at: '2025-07-04T19:59:00.000Z',
    order_id: null,
    broadcast_state: 'pending',
    broadcast_at: null,
    refresh_state: 'none',
    refreshed_at: null,
    refresh_error: null,
    ...overrides,
  }
}

describe('after a restart', () => {
  it('sends a stored, unsent payment under a minute old to dashboards that reconnect, and never an older one', async () => {
    await t.deps.db
      .insertInto('webhook_events')
      .values([
        storedPayment('recent', 30_000),
        storedPayment('stale', 61_000),
        storedPayment('already-sent', 10_000, { broadcast_state: 'sent', broadcast_at: t.clock.now() - 9_000 }),
      ])
      .execute()
    expect(await recoverLiveEvents(t.deps, t.live)).toEqual({ replayed: 1, refreshing: 0 })
    expect((await findEvent(t.deps.db, 'recent'))?.broadcast_state).toBe('sent')
    expect((await findEvent(t.deps.db, 'stale'))?.broadcast_state).toBe('expired')

    const { ws } = await t.listen()
    const token = await t.signIn('bob', ['user'])
    const client = await connectSocket(ws, { protocols: [LIVE_SUBPROTOCOL, `${BEARER_SUBPROTOCOL_PREFIX}${token}`] })
    expect(await client.next('payment_received')).toMatchObject({ payment_id: 'pay-recent', amount: 700, is_home_location: true })
    await client.next('ping')
    expect(client.messages.filter((message) => message.type === 'payment_received')).toHaveLength(1)
    client.socket.close()

    // A second restart finds nothing left to send.
    expect(await recoverLiveEvents(t.deps, t.live)).toEqual({ replayed: 0, refreshing: 0 })
  })

  it('finishes order refreshes that a restart interrupted', async () => {
    await t.deps.db
      .insertInto('webhook_events')
      .values(storedPayment('half-done', 5_000, { broadcast_state: 'sent', order_id: 'ord-5', refresh_state: 'pending' }))
      .execute()
    expect(await recoverLiveEvents(t.deps, t.live)).toEqual({ replayed: 0, refreshing: 1 })
    await t.live.idle()
    expect(refreshed).toEqual(['ord-5'])
    expect((await findEvent(t.deps.db, 'half-done'))?.refresh_state).toBe('done')
  })
})

describe('webhook signature keys', () => {
  it('checks demo webhooks against the key generated in the data directory, the one the emulator signs with', () => {
    const live = createLiveServices(t.deps)
    try {
      expect(t.deps.config.useEmulator).toBe(true)
      expect(live.webhook.signatureKeys).toEqual([loadOrCreateSigningKey(t.dataDir)])
      expect(live.webhook.notificationUrl).toBeUndefined()
    } finally {
      live.close()
    }
  })

  it('uses the configured keys, both during a rotation', async () => {
    const t2 = await createLiveTestContext({ env: { SQUARE_WEBHOOK_SIGNATURE_KEY: 'old-key,new-key', SQUARE_WEBHOOK_URL: 'https://dash.example/api/square/webhook' } })
    const live = createLiveServices(t2.deps)
    try {
      expect(live.webhook).toEqual({ signatureKeys: ['old-key', 'new-key'], notificationUrl: 'https://dash.example/api/square/webhook' })
    } finally {
      live.close()
      await t2.close()
    }
  })

  it('with real Square and no key, refuses signed events and says so at start', async () => {
    const t2 = await createLiveTestContext({ env: { SQUARE_ACCESS_TOKEN: 'real-token' } })
    const live = createLiveServices(t2.deps)
    try {
      expect(live.webhook.signatureKeys).toEqual([])
      expect(t2.log.lines.some((line) => line.includes('live.no_signature_key'))).toBe(true)
    } finally {
      live.close()
      await t2.close()
    }
  })
})
