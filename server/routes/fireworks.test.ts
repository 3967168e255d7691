import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL } from '../../src/contract/live'
import { createLiveTestContext, paymentCreatedEvent, type LiveTestContext } from '../testing/live-test-app'
import { connectSocket, UpgradeRefused } from '../live/testing/test-socket'

const PING_MS = 150

let t: LiveTestContext
let url: { http: string; ws: string }

beforeEach(async () => {
  t = await createLiveTestContext({ env: { FW_ALLOWED_ORIGINS: 'https://intranet.example' }, live: { pingIntervalMs: PING_MS } })
  url = await t.listen()
})

afterEach(async () => {
  await t.close()
})

const browserProtocols = (token: string) => [LIVE_SUBPROTOCOL, `${BEARER_SUBPROTOCOL_PREFIX}${token}`]

describe('GET /api/ws/fireworks upgrade', () => {
  it('lets a signed-in browser in with the bearer subprotocol, selecting fireworks.v1, and pings at once', async () => {
    const token = await t.signIn('bob', ['user'])
    const client = await connectSocket(url.ws, { protocols: browserProtocols(token) })
    expect(client.socket.protocol).toBe(LIVE_SUBPROTOCOL)
    expect(await client.next('ping')).toEqual({ type: 'ping', timestamp: t.clock.now() })
    client.socket.close()
  })

  it('delivers a signed webhook payment to every connected dashboard and counts them in the answer', async () => {
    const a = await connectSocket(url.ws, { protocols: browserProtocols(await t.signIn('ann', ['user'])) })
    const b = await connectSocket(`${url.ws}?token=${await t.signIn('ben', ['user'])}`)
    const answer = await t.postWebhook(paymentCreatedEvent({ eventId: 'evt-live', paymentId: 'pay-live', amount: 3100 }))
    expect(answer.body).toEqual({ received: true, broadcast: { connectionCount: 2 } })
    const expected = { type: 'payment_received', payment_id: 'pay-live', location_id: 'LOC-HOME', amount: 3100, is_home_location: true, timestamp: '2025-07-04T19:59:58.000Z' }
    expect(await a.next('payment_received')).toEqual(expected)
    expect(await b.next('payment_received')).toEqual(expected)
    a.socket.close()
    b.socket.close()
  })

  it('never writes a ?token= to the log', async () => {
    const token = await t.signIn('ann', ['user'])
    const client = await connectSocket(`${url.ws}?token=${token}`)
    await client.next('ping')
    client.socket.close()
    await client.closed
    expect(t.log.lines.some((line) => line.includes('/api/ws/fireworks'))).toBe(true)
    expect(t.log.lines.join('\n')).not.toContain(token)
  })

  it('refuses an upgrade without a token, with an unknown token, or with an expired session', async () => {
    await expect(connectSocket(url.ws)).rejects.toThrow('HTTP 401')
    await expect(connectSocket(url.ws, { protocols: browserProtocols('not-a-token') })).rejects.toThrow('HTTP 401')
    const expired = await t.signIn('old', ['user'], { at: t.clock.now() - 2 * 3600_000 })
    await expect(connectSocket(`${url.ws}?token=${expired}`)).rejects.toThrow('HTTP 401')
    expect(t.live.hub.connectionCount).toBe(0)
  })

  it('refuses a page from an origin not allowed, and lets in its own origin and allowed ones', async () => {
    const token = await t.signIn('bob', ['user'])
    await expect(connectSocket(url.ws, { protocols: browserProtocols(token), headers: { Origin: 'https://evil.example' } })).rejects.toThrow('HTTP 403')
    const own = await connectSocket(url.ws, { protocols: browserProtocols(token), headers: { Origin: url.http } })
    const allowed = await connectSocket(url.ws, { protocols: browserProtocols(token), headers: { Origin: 'https://intranet.example' } })
    expect(t.live.hub.connectionCount).toBe(2)
    own.socket.close()
    allowed.socket.close()
  })

  it('tells a refused client why, in the API error shape', async () => {
    const token = await t.signIn('bob', ['user'])
    const refusal = async (connecting: Promise<unknown>) => {
      const error = await connecting.then(() => undefined, (reason: unknown) => reason)
      expect(error).toBeInstanceOf(UpgradeRefused)
      const { status, contentType, body } = error as UpgradeRefused
      return { status, contentType, body: JSON.parse(body) as unknown }
    }
    expect(await refusal(connectSocket(url.ws, { protocols: browserProtocols(token), headers: { Origin: 'https://evil.example' } }))).toEqual({
      status: 403,
      contentType: 'application/json; charset=UTF-8',
      body: { success: false, error: 'FORBIDDEN', message: 'This origin may not open the live connection', details: [] },
    })
    expect(await refusal(connectSocket(url.ws))).toMatchObject({ status: 401, body: { success: false, error: 'UNAUTHORIZED' } })
    expect(t.live.hub.connectionCount).toBe(0)
  })

  it('refuses a browser that offers protocols without fireworks.v1', async () => {
    const token = await t.signIn('bob', ['user'])
    await expect(connectSocket(url.ws, { protocols: [`${BEARER_SUBPROTOCOL_PREFIX}${token}`] })).rejects.toThrow('HTTP 400')
  })

  it('answers 426 to a plain GET', async () => {
    const response = await t.app.request('/api/ws/fireworks', { headers: t.authHeader(await t.signIn('bob', ['user'])) })
    expect(response.status).toBe(426)
  })
})

describe('heartbeat and dropping', () => {
  it('drops a client that answers no pings after its second unanswered ping, and keeps one that answers', async () => {
    const token = await t.signIn('bob', ['user'])
    const silent = await connectSocket(url.ws, { protocols: browserProtocols(token), answerPings: false })
    const lively = await connectSocket(url.ws, { protocols: browserProtocols(token) })
    expect(await silent.closed).toBe(1006)
    // Dropped when the third ping was due: it saw exactly two.
    expect(silent.messages.filter((message) => message.type === 'ping')).toHaveLength(2)
    // The answering client outlives more pings than that.
    for (let i = 0; i < 4; i++) await lively.next('ping')
    expect(lively.socket.readyState).toBe(lively.socket.OPEN)
    expect(t.live.hub.connectionCount).toBe(1)
    lively.socket.close()
  })

  it('closes a client that sends a message over the size cap', async () => {
    const client = await connectSocket(url.ws, { protocols: browserProtocols(await t.signIn('bob', ['user'])) })
    client.socket.send('x'.repeat(8 * 1024))
    expect(await client.closed).toBe(1009)
  })
})

describe('sessions ending', () => {
  it("closes the user's socket with 1008 on logout, leaving other sessions connected", async () => {
    const token = await t.signIn('bob', ['user'])
    const other = await t.signIn('bob', ['user'])
    const mine = await connectSocket(url.ws, { protocols: browserProtocols(token) })
    const theirs = await connectSocket(url.ws, { protocols: browserProtocols(other) })
    expect((await t.call('POST', '/api/auth/logout', { token })).status).toBe(200)
    expect(await mine.closed).toBe(1008)
    expect(theirs.socket.readyState).toBe(theirs.socket.OPEN)
    expect(t.live.hub.connectionCount).toBe(1)
    theirs.socket.close()
  })

  it('closes a socket whose session runs out without a sign-out', async () => {
    const token = await t.signIn('bob', ['user'])
    const client = await connectSocket(url.ws, { protocols: browserProtocols(token) })
    t.clock.advance(3601_000)
    expect(await client.closed).toBe(1008)
  })
})

describe('sockets per session', () => {
  it('closes the first socket of a session with 1008 when its ninth opens', async () => {
    const token = await t.signIn('bob', ['user'])
    const sockets = []
    for (let i = 0; i < 8; i++) sockets.push(await connectSocket(url.ws, { protocols: browserProtocols(token) }))
    const otherSession = await connectSocket(url.ws, { protocols: browserProtocols(await t.signIn('bob', ['user'])) })
    const ninth = await connectSocket(url.ws, { protocols: browserProtocols(token) })
    expect(await sockets[0]?.closed).toBe(1008)
    await ninth.next('ping')
    expect([...sockets.slice(1), ninth, otherSession].every((client) => client.socket.readyState === client.socket.OPEN)).toBe(true)
    expect(t.live.hub.connectionCount).toBe(9)
    for (const client of [...sockets, ninth, otherSession]) client.socket.close()
  })
})

describe('GET /api/ws/fireworks/status', () => {
  it('counts open sockets for admins only', async () => {
    const admin = await t.signIn('ada', ['admin'])
    const client = await connectSocket(url.ws, { protocols: browserProtocols(await t.signIn('bob', ['user'])) })
    expect(await (await t.app.request('/api/ws/fireworks/status', { headers: t.authHeader(admin) })).json()).toEqual({ connectionCount: 1 })
    const user = await t.signIn('cy', ['user'])
    expect((await t.app.request('/api/ws/fireworks/status', { headers: t.authHeader(user) })).status).toBe(403)
    expect((await t.app.request('/api/ws/fireworks/status')).status).toBe(401)
    client.socket.close()
  })
})
