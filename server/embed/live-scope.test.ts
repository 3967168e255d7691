// A host page's embed token on the live socket: opened from its key's origins (and only with the
// key's tokens from there), it hears payments and figure changes of its own locations only, and it
// is closed the moment its key is revoked, or at the next sweep once its token runs out.
import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL } from '../../src/contract/live'
import { createLiveTestContext, paymentCreatedEvent, type LiveTestContext } from '../testing/live-test-app'
import { SESSION_ENDED_CODE } from '../live/hub'
import { connectSocket } from '../live/testing/test-socket'
import { exchangeEmbedKey } from './embed-sessions'
import { createEmbedKey, revokeEmbedKey } from './keys'

const PING_MS = 150
const HOST = 'https://reports.example'

let t: LiveTestContext
let url: { http: string; ws: string }

beforeEach(async () => {
  t = await createLiveTestContext({ live: { pingIntervalMs: PING_MS } })
  url = await t.listen()
})

afterEach(async () => {
  await t.close()
})

const browserProtocols = (token: string) => [LIVE_SUBPROTOCOL, `${BEARER_SUBPROTOCOL_PREFIX}${token}`]

async function embedToken(locationIds: string[], expiresIn?: number) {
  const now = t.clock.now()
  const { row, secret } = await createEmbedKey(t.deps.db, { name: 'Reports page', origins: [HOST], locationIds }, { now, createdBy: 'alice' })
  const exchanged = await exchangeEmbedKey(t.deps.db, secret, { now, expiresIn })
  if (!exchanged.ok) throw new Error(exchanged.reason)
  return { keyId: row.id, token: exchanged.issued.token }
}

describe("an embed token's live socket", () => {
  it("hears only its own locations' payments and figure changes", async () => {
    const { token } = await embedToken(['LOC-HOME'])
    const embedded = await connectSocket(url.ws, { protocols: browserProtocols(token), headers: { Origin: HOST } })
    const staff = await connectSocket(url.ws, { protocols: browserProtocols(await t.signIn('ann', ['user'])) })
    await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-away', paymentId: 'pay-away', locationId: 'LOC-AWAY', amount: 700 }))
    await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-home', paymentId: 'pay-home', locationId: 'LOC-HOME', amount: 900 }))
    t.events.emit('location-changed', { locationId: 'LOC-AWAY', years: [2025] })
    t.events.emit('location-changed', { locationId: 'LOC-HOME', years: [2025] })
    // The staff socket hears both, in order; by then the embedded one has been sent all it will get.
    expect((await staff.next('payment_received')).payment_id).toBe('pay-away')
    expect((await staff.next('payment_received')).payment_id).toBe('pay-home')
    await staff.next('figures_changed')
    await staff.next('figures_changed')
    expect((await embedded.next('payment_received')).payment_id).toBe('pay-home')
    expect((await embedded.next('figures_changed')).location_id).toBe('LOC-HOME')
    const heard = embedded.messages.filter((message) => message.type === 'payment_received' || message.type === 'figures_changed')
    expect(heard.map((message) => ('location_id' in message ? message.location_id : ''))).toEqual(['LOC-HOME', 'LOC-HOME'])
    embedded.socket.close()
    staff.socket.close()
  })

  it("opens from the key's origin with its token only, never with a user's session from there", async () => {
    const { token } = await embedToken(['LOC-HOME'])
    await expect(connectSocket(url.ws, { protocols: browserProtocols(token), headers: { Origin: 'https://elsewhere.example' } })).rejects.toThrow('HTTP 403')
    const user = await t.signIn('ann', ['user'])
    await expect(connectSocket(url.ws, { protocols: browserProtocols(user), headers: { Origin: HOST } })).rejects.toThrow('HTTP 403')
    expect(t.live.hub.connectionCount).toBe(0)
  })

  it('is closed at once when its key is revoked', async () => {
    const { keyId, token } = await embedToken(['LOC-HOME'])
    const embedded = await connectSocket(url.ws, { protocols: browserProtocols(token), headers: { Origin: HOST } })
    await embedded.next('ping')
    await revokeEmbedKey(t.deps, keyId, t.clock.now())
    expect(await embedded.closed).toBe(SESSION_ENDED_CODE)
    await expect(connectSocket(url.ws, { protocols: browserProtocols(token), headers: { Origin: HOST } })).rejects.toThrow('HTTP 401')
  })

  it('stays open while its token works, and is closed by the sweep once it has run out', async () => {
    const { token } = await embedToken(['LOC-HOME'], 60)
    const embedded = await connectSocket(url.ws, { protocols: browserProtocols(token), headers: { Origin: HOST } })
    // Several sweeps (one per ping) pass with the token still valid.
    for (let ping = 0; ping < 3; ping++) await embedded.next('ping')
    expect(t.live.hub.connectionCount).toBe(1)
    t.clock.advance(60_000)
    expect(await embedded.closed).toBe(SESSION_ENDED_CODE)
  })
})
