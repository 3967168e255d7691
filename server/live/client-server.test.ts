// The browser's live client (src/live) against the real hub: the same subprotocols, pongs the
// server accepts (it would drop a client whose pongs it could not read), and payments arriving
// in the feed store's order.
import WebSocket from 'ws'
import { createLiveClient, type LiveStatus, type WebSocketConstructor } from '../../src/live/live-client'
import type { ServerLiveMessage } from '../../src/contract/live'
import { createLiveTestContext, paymentCreatedEvent, type LiveTestContext } from '../testing/live-test-app'

const PING_MS = 150

let t: LiveTestContext
beforeEach(async () => {
  t = await createLiveTestContext({ live: { pingIntervalMs: PING_MS } })
})
afterEach(async () => {
  await t.close()
})

describe('the live client on the real hub', () => {
  it('connects, keeps its connection by answering pings, and receives payments', async () => {
    const { ws } = await t.listen()
    const token = await t.signIn('bob', ['user'])
    const statuses: LiveStatus[] = []
    const messages: ServerLiveMessage[] = []
    // The client's own socket, watched for pings so the test waits on them rather than on a clock.
    let pings = 0
    let onPing = () => {}
    class WatchedSocket extends WebSocket {
      constructor(url: string, protocols: string[]) {
        super(url, protocols)
        this.on('message', (data) => {
          if (data.toString().startsWith('{"type":"ping"')) {
            pings++
            onPing()
          }
        })
      }
    }
    const client = createLiveClient({ url: () => ws, token: () => token, WebSocket: WatchedSocket as unknown as WebSocketConstructor, log: { warn: () => {}, error: () => {} } })
    const connected = new Promise<void>((resolve) => client.onStatus((status) => (statuses.push(status), status === 'connected' && resolve())))
    const paid = new Promise<void>((resolve) => client.onMessage((message) => (messages.push(message), resolve())))
    client.start()
    await connected

    // Five pings: a client whose pongs the hub could not read is dropped when its third is due.
    await new Promise<void>((resolve) => {
      onPing = () => pings >= 5 && resolve()
      onPing()
    })
    expect(t.live.hub.connectionCount).toBe(1)

    expect((await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-c', paymentId: 'pay-c', amount: 875 }))).body.broadcast).toEqual({ connectionCount: 1 })
    await paid
    expect(messages).toEqual([expect.objectContaining({ type: 'payment_received', payment_id: 'pay-c', amount: 875 })])
    client.stop()
    expect(statuses).toEqual(['connecting', 'connected', 'disconnected'])
  })
})
