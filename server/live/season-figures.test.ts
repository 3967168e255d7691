// The whole live data path in season: with the clock inside the 2025 window, the emulator makes a
// payment at a location and posts its signed webhook to the server; the server fetches the order
// from Square (the emulator), stores it, and that location's 2025 figures in GET
// /api/square/locations move by exactly that order.
import { fixedClock } from '../../src/clock/clock'
import { orderNetSales } from '../../src/analytics/figures'
import { DEMO_SIZE } from '../../src/demo'
import { startEmulator, type RunningEmulator } from '../emulator/emulator'
import { hydrateFromEmulator, wireEmulator } from '../testing/square-test-context'
import { loadOrCreateSigningKey } from '../square/webhook-signing-key'
import { createLiveTestContext, TEST_NOTIFICATION_URL, TEST_SIGNING_KEY, type LiveTestContext } from '../testing/live-test-app'

const FW_NOW = '2025-07-04T20:00:00.000Z'
const EMULATOR_TOKEN = 'season-test-token'

interface YearStats {
  totalTransactions: number
  totalNetSales: number
  dailySales: Record<string, { totalNetSales: number; totalTransactions: number }>
}

let t: LiveTestContext
let emulator: RunningEmulator
let serverUrl: string

beforeAll(async () => {
  t = await createLiveTestContext({ now: FW_NOW, env: { FW_NOW, FW_HOME_LOCATION_IDS: '' } })
  serverUrl = (await t.listen()).http
  emulator = await startEmulator({
    demo: DEMO_SIZE.tiny,
    accessToken: EMULATOR_TOKEN,
    clock: fixedClock(FW_NOW),
    webhook: { url: `${serverUrl}/api/square/webhook`, signatureKey: TEST_SIGNING_KEY, notificationUrl: TEST_NOTIFICATION_URL },
  })
  wireEmulator(t, emulator, { accessToken: EMULATOR_TOKEN })
  await hydrateFromEmulator(t, emulator, EMULATOR_TOKEN)
}, 120_000)

afterAll(async () => {
  await emulator?.close()
  await t?.close()
})

async function statsOf(token: string, locationId: string): Promise<YearStats | undefined> {
  const response = await t.app.request('/api/square/locations', { headers: t.authHeader(token) })
  expect(response.status).toBe(200)
  const answer = (await response.json()) as { data: { locations: Array<{ id: string; stats: Record<string, YearStats> }> } }
  const location = answer.data.locations.find((l) => l.id === locationId)
  return location?.stats['2025']
}

describe('a webhook payment in season', () => {
  it("moves that location's current-season figures by the order it paid for", async () => {
    const token = await t.signIn('viewer', ['user'])
    const locationId = emulator.store.mainLocationId()
    if (locationId === undefined) throw new Error('the tiny demo has no ACTIVE location')
    const before = await statsOf(token, locationId)
    if (!before) throw new Error('hydration stored no 2025 figures for the location')
    expect(before.totalTransactions).toBeGreaterThan(0)
    // Read twice: the second answer comes from the KV cache, which the webhook must invalidate.
    await statsOf(token, locationId)

    const sent = await emulator.sendPaymentWebhook(locationId)
    expect(sent.status).toBe(200)
    await t.live.idle()

    const orderId = sent.event.data.object.payment.order_id
    const entry = orderId === undefined ? undefined : emulator.store.entry(orderId)
    if (!entry) throw new Error('the emulator did not keep the paid order')
    const order = emulator.store.order(entry)
    expect(order.state).toBe('COMPLETED')
    const netSales = orderNetSales(order)
    expect(netSales).toBeGreaterThan(0)

    const after = await statsOf(token, locationId)
    expect(after?.totalTransactions).toBe(before.totalTransactions + 1)
    expect(after?.totalNetSales).toBe(before.totalNetSales + netSales)
    // FW_NOW is July 4 in the location's own day as well (20:00 UTC is the afternoon in the US).
    const dayBefore = before.dailySales['4'] ?? { totalNetSales: 0, totalTransactions: 0 }
    expect(after?.dailySales['4']).toEqual({ totalNetSales: dayBefore.totalNetSales + netSales, totalTransactions: dayBefore.totalTransactions + 1 })
    const stored = await t.deps.db.selectFrom('webhook_events').select(['refresh_state', 'is_home_location']).where('event_id', '=', sent.event.event_id).executeTakeFirst()
    expect(stored).toEqual({ refresh_state: 'done', is_home_location: 1 })
  })
})

describe('demo webhooks at start', () => {
  it("are accepted when signed with the data directory's key over the URL they are posted to", async () => {
    const demoEmulator = await startEmulator({
      demo: DEMO_SIZE.tiny,
      accessToken: EMULATOR_TOKEN,
      clock: fixedClock(FW_NOW),
      // As `npm start` does: no SQUARE_WEBHOOK_URL, so the signature covers the URL posted to.
      webhook: { url: `${serverUrl}/api/square/webhook`, signatureKey: loadOrCreateSigningKey(t.dataDir) },
    })
    const configured = { ...t.live.webhook }
    Object.assign(t.live.webhook, { signatureKeys: [loadOrCreateSigningKey(t.dataDir)], notificationUrl: undefined })
    try {
      const sent = await demoEmulator.sendPaymentWebhook()
      expect(sent.status).toBe(200)
      expect(await t.deps.db.selectFrom('webhook_events').select('source').where('event_id', '=', sent.event.event_id).executeTakeFirst()).toEqual({ source: 'square' })
    } finally {
      Object.assign(t.live.webhook, configured)
      await demoEmulator.close()
    }
  })
})
