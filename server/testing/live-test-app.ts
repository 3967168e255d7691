// A test app for the live path: createTestContext's database, clock and sessions, with live
// services attached to the real app (server/app.ts) and the live routes on it.
// listen() serves it on 127.0.0.1 with WebSocket upgrades, as server/index.ts does.
import { createApp } from '../app'
import { startServer, type RunningServer } from '../index'
import { createTestContext, type TestContextOptions } from './test-app'
import { withLiveRoutes } from './live-routes'
import { createLiveServices, type LiveOptions } from '../live/services'
import { SIGNATURE_HEADER, signWebhook } from '../live/signature'

export const TEST_SIGNING_KEY = 'test-signing-key-0123456789'
export const TEST_NOTIFICATION_URL = 'https://dashboard.example/api/square/webhook'

/** A Square-shaped payment.created event (the body Square would post). */
export function paymentCreatedEvent(fields: { eventId: string; paymentId?: string; locationId?: string; amount?: number; orderId?: string; createdAt?: string }) {
  const createdAt = fields.createdAt ?? '2025-07-04T19:59:58.000Z'
  return {
    merchant_id: 'MERCHANT1',
    type: 'payment.created',
    event_id: fields.eventId,
    created_at: createdAt,
    data: {
      type: 'payment',
      id: fields.paymentId ?? `pay-${fields.eventId}`,
      object: {
        payment: {
          id: fields.paymentId ?? `pay-${fields.eventId}`,
          created_at: createdAt,
          amount_money: { amount: fields.amount ?? 1250, currency: 'USD' },
          total_money: { amount: fields.amount ?? 1250, currency: 'USD' },
          status: 'APPROVED',
          source_type: 'CARD',
          location_id: fields.locationId ?? 'LOC-HOME',
          ...(fields.orderId === undefined ? {} : { order_id: fields.orderId }),
          card_details: { status: 'CAPTURED', card: { card_brand: 'VISA', last_4: '4242' } },
        },
      },
    },
  }
}

export async function createLiveTestContext(options: TestContextOptions & { live?: LiveOptions } = {}) {
  const t = await createTestContext({ ...options, env: { FW_HOME_LOCATION_IDS: 'LOC-HOME', ...options.env } })
  const live = createLiveServices(t.deps, {
    ...options.live,
    webhook: { signatureKeys: [TEST_SIGNING_KEY], notificationUrl: TEST_NOTIFICATION_URL, ...options.live?.webhook },
  })
  t.deps.live = live
  const app = withLiveRoutes(createApp(t.deps))

  let server: RunningServer | undefined

  /** Posts `body` (an object or exact text) with a signature made by `key` over `url`, or the given header. */
  async function postWebhook(body: unknown, sign: { key?: string; url?: string; signature?: string | null; token?: string } = {}) {
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    const signature = sign.signature === undefined ? signWebhook(sign.key ?? TEST_SIGNING_KEY, sign.url ?? TEST_NOTIFICATION_URL, text) : sign.signature
    if (signature !== null) headers[SIGNATURE_HEADER] = signature
    if (sign.token !== undefined) headers.Authorization = `Bearer ${sign.token}`
    const response = await app.request('/api/square/webhook', { method: 'POST', headers, body: text })
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
    return { status: response.status, body: (await response.json()) as any }
  }

  /** Serves the app on 127.0.0.1 (a free port) with WebSocket upgrades; returns its base URLs. */
  async function listen(): Promise<{ http: string; ws: string; port: number }> {
    server = await startServer({ config: t.deps.config, deps: t.deps, app, port: 0, websocket: { server: live.hub.webSocketServer } })
    return { http: server.url, ws: `${server.url.replace('http:', 'ws:')}/api/ws/fireworks`, port: server.port }
  }

  return {
    ...t,
    app,
    live,
    postWebhook,
    listen,
    async close(): Promise<void> {
      live.close()
      await live.idle()
      if (server) {
        server.server.closeAllConnections()
        await server.close()
      }
      await t.close()
    },
  }
}

export type LiveTestContext = Awaited<ReturnType<typeof createLiveTestContext>>
