// The live connection behind a proxy that ends HTTPS, on a real server on 127.0.0.1: the proxy
// forwards `Host: dash.example` and `X-Forwarded-Proto: https`, the browser sends
// `Origin: https://dash.example`, and the server itself only ever sees http://.
import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL } from '../../src/contract/live'
import { createLiveTestContext, type LiveTestContext } from '../testing/live-test-app'
import { connectSocket } from '../live/testing/test-socket'

const PUBLIC = 'https://dash.example'

let t: LiveTestContext | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/** A server with `env`, and a function that opens a socket as a browser behind the proxy would. */
async function behindProxy(env: Record<string, string>) {
  t = await createLiveTestContext({ env })
  const { ws } = await t.listen()
  const token = await t.signIn('bob', ['user'])
  const context = t
  return {
    context,
    open: (origin: string, forwarded: Record<string, string> = { 'X-Forwarded-Proto': 'https' }) =>
      connectSocket(ws, {
        protocols: [LIVE_SUBPROTOCOL, `${BEARER_SUBPROTOCOL_PREFIX}${token}`],
        headers: { Host: 'dash.example', Origin: origin, ...forwarded },
      }),
  }
}

describe('the live connection behind a proxy that ends HTTPS', () => {
  it('lets the dashboard’s own page in when the proxy is trusted and the public origin set, and still refuses a foreign page', async () => {
    const { context, open } = await behindProxy({ FW_TRUST_PROXY: '1', FW_PUBLIC_ORIGIN: PUBLIC })
    const client = await open(PUBLIC)
    expect(client.socket.protocol).toBe(LIVE_SUBPROTOCOL)
    await client.next('ping')
    await expect(open('https://evil.example')).rejects.toThrow('HTTP 403')
    expect(context.live.hub.connectionCount).toBe(1)
    client.socket.close()
  })

  it('takes the scheme from a trusted proxy when no public origin is configured', async () => {
    const { open } = await behindProxy({ FW_TRUST_PROXY: '1' })
    const viaForwarded = await open(PUBLIC, { Forwarded: 'for=192.0.2.7;proto=https;host=dash.example' })
    const viaXForwarded = await open(PUBLIC)
    viaForwarded.socket.close()
    viaXForwarded.socket.close()
    await expect(open('http://dash.example')).rejects.toThrow('HTTP 403')
  })

  it('refuses a spoofed X-Forwarded-Proto when the proxy is not trusted', async () => {
    const { context, open } = await behindProxy({})
    await expect(open(PUBLIC)).rejects.toThrow('HTTP 403')
    await expect(open(PUBLIC, { Forwarded: 'proto=https' })).rejects.toThrow('HTTP 403')
    // What the server really saw (http and the forwarded Host) is still its own origin.
    const plain = await open('http://dash.example')
    expect(context.live.hub.connectionCount).toBe(1)
    plain.socket.close()
  })

  it('takes the public origin from SQUARE_WEBHOOK_URL when FW_PUBLIC_ORIGIN is not set', async () => {
    const { open } = await behindProxy({ SQUARE_WEBHOOK_URL: `${PUBLIC}/api/square/webhook` })
    const client = await open(PUBLIC, {})
    client.socket.close()
    await expect(open('http://dash.example', {})).rejects.toThrow('HTTP 403')
  })
})

describe('CORS and frame-ancestors behind a proxy', () => {
  it('allows the public origin to call the API and names it in frame-ancestors', async () => {
    t = await createLiveTestContext({ env: { FW_PUBLIC_ORIGIN: PUBLIC } })
    const api = await t.app.request('http://127.0.0.1/api/square/locations', { headers: { Origin: PUBLIC } })
    expect(api.headers.get('access-control-allow-origin')).toBe(PUBLIC)
    const foreign = await t.app.request('http://127.0.0.1/api/square/locations', { headers: { Origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const page = await t.app.request('http://127.0.0.1/stats')
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${PUBLIC}`)
  })

  it('honours a trusted proxy’s scheme for CORS, and ignores it from an untrusted one', async () => {
    t = await createLiveTestContext({ env: { FW_TRUST_PROXY: '1' } })
    const headers = { Origin: PUBLIC, 'X-Forwarded-Proto': 'https' }
    expect((await t.app.request('http://dash.example/api/square/locations', { headers })).headers.get('access-control-allow-origin')).toBe(PUBLIC)
    await t.close()
    t = await createLiveTestContext({})
    expect((await t.app.request('http://dash.example/api/square/locations', { headers })).headers.get('access-control-allow-origin')).toBeNull()
  })
})
