// The page's embed token runs: the server is asked when a host's token ends, the token is renewed
// a little before (a quarter of its life, at most two minutes), every widget of the run is told
// first, a host may take the renewal over or mint the token itself, and a refused token is said so.
import { resetPageSingletons } from '../page/page-singleton'
import type * as EmbedTokens from './embed-tokens'

interface Call {
  method: string
  path: string
  authorization: string | undefined
}

/** A dashboard server that describes and refreshes embed tokens: fwe_1 → fwe_2 → …, each `lifetime` seconds. */
function tokenServer(options: { lifetime?: number; refuse?: boolean } = {}) {
  const calls: Call[] = []
  const lifetime = options.lifetime ?? 900
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>
    const path = new URL(String(input)).pathname.replace(/^\/api/, '')
    calls.push({ method: init.method ?? 'GET', path, authorization: headers.Authorization })
    const token = headers.Authorization?.replace('Bearer ', '') ?? ''
    if (options.refuse) return new Response(JSON.stringify({ success: false, error: 'UNAUTHORIZED', message: 'ended' }), { status: 401 })
    const next = path === '/embed/tokens/refresh' ? `fwe_${Number(token.slice(4)) + 1}` : token
    const data = { access_token: next, token_type: 'embed', expires_in: lifetime, locationIds: ['L1'], origins: ['https://intranet.example'] }
    return new Response(JSON.stringify({ success: true, data }))
  }) as typeof fetch
  return { fetch: fetchImpl, calls }
}

const API = 'https://dash.example/api'

let store: typeof EmbedTokens

beforeEach(async () => {
  vi.useFakeTimers()
  resetPageSingletons()
  vi.resetModules()
  store = await import('./embed-tokens')
})

afterEach(() => {
  vi.useRealTimers()
})

describe('an embed token run', () => {
  it('renews a 15-minute token two minutes before it ends, telling each widget first, and every widget then sends the new token', async () => {
    const server = tokenServer()
    const told: number[] = []
    const first = store.holdEmbedToken(API, 'fwe_1', { expiring: (at) => told.push(at) > 0 }, server.fetch)
    const second = store.holdEmbedToken(API, 'fwe_1', { expiring: (at) => told.push(at) > 0 }, server.fetch)
    await vi.advanceTimersByTimeAsync(0)
    expect(server.calls).toEqual([{ method: 'GET', path: '/embed/tokens/current', authorization: 'Bearer fwe_1' }])
    const ends = Date.now() + 900_000
    await vi.advanceTimersByTimeAsync(779_000)
    expect(server.calls).toHaveLength(1)
    expect(first.current()).toBe('fwe_1')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(told).toEqual([ends, ends])
    expect(server.calls[1]).toEqual({ method: 'POST', path: '/embed/tokens/refresh', authorization: 'Bearer fwe_1' })
    expect([first.current(), second.current()]).toEqual(['fwe_2', 'fwe_2'])
    // And again before the successor ends.
    await vi.advanceTimersByTimeAsync(780_000)
    expect(first.current()).toBe('fwe_3')
    first.release()
    second.release()
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(server.calls).toHaveLength(3)
  })

  it('leaves the renewal to a host that cancelled fw-token-expiring, and uses a host’s own provider', async () => {
    const server = tokenServer({ lifetime: 60 })
    const cancelled = store.holdEmbedToken(API, 'fwe_1', { expiring: () => false }, server.fetch)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls.map((call) => call.path)).toEqual(['/embed/tokens/current'])
    expect(cancelled.current()).toBe('fwe_1')
    cancelled.release()

    const provider = vi.fn(async () => 'fwe_40')
    const provided = store.holdEmbedToken(API, 'fwe_7', { expiring: () => true, provider }, server.fetch)
    // A one-minute token is renewed at 45 seconds.
    await vi.advanceTimersByTimeAsync(44_000)
    expect(provider).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(provider).toHaveBeenCalledTimes(1)
    expect(provided.current()).toBe('fwe_40')
    // The minted token is described like the host's first one; the server never refreshed anything.
    expect(server.calls.filter((call) => call.path === '/embed/tokens/refresh')).toEqual([])
    expect(server.calls.at(-1)).toEqual({ method: 'GET', path: '/embed/tokens/current', authorization: 'Bearer fwe_40' })
    provided.release()
  })

  it('says a token the server refuses from the start is refused', async () => {
    const server = tokenServer({ refuse: true })
    const held = store.holdEmbedToken(API, 'fwe_1', { expiring: () => true }, server.fetch)
    expect(held.$refused.get()).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(held.$refused.get()).toBe(true)
    held.release()
  })
})
