// @vitest-environment jsdom
import { createApiClient } from '../api/client'
import { queryCache } from '../api/query-cache'
import { $session, checkSessionExpiry, login, logout, restoreSession, sessionRefused } from './session'

const HOUR = 3_600_000
const admin = { username: 'admin', roles: ['admin'] }

function store(expiresInMs: number, user: unknown = admin) {
  localStorage.setItem('auth_token', 'tok-1')
  localStorage.setItem('auth_token_expiry', String(Date.now() + expiresInMs))
  if (user !== null) localStorage.setItem('auth_user', JSON.stringify(user))
}

function server(answers: Record<string, [number, unknown]>) {
  const calls: Array<{ path: string; authorization: string | undefined }> = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, '')
    calls.push({ path, authorization: (init?.headers as Record<string, string>).Authorization })
    const [status, body] = answers[path] ?? [404, {}]
    return new Response(JSON.stringify(body), { status })
  }) as typeof globalThis.fetch
  return { client: createApiClient({ apiBase: 'http://127.0.0.1/api', fetch }), calls }
}

const session = (token: string, expiresIn = 3600) => ({ success: true, data: { access_token: token, expires_in: expiresIn, user: admin } })

beforeEach(() => localStorage.clear())

describe('restoring the session (docs/shell-and-widgets.md#sign-in-and-sessions)', () => {
  it('is authenticated with a complete stored session far from expiry', () => {
    store(HOUR)
    expect(restoreSession()).toMatchObject({ status: 'authenticated', user: admin, token: 'tok-1' })
  })

  it('clears a session within 5 minutes of expiry, or one missing its user, and is unauthenticated', () => {
    store(299_000)
    expect(restoreSession()).toEqual({ status: 'unauthenticated' })
    expect(localStorage.getItem('auth_token')).toBeNull()
    store(HOUR, null)
    expect(restoreSession()).toEqual({ status: 'unauthenticated' })
    expect(localStorage.length).toBe(0)
  })
})

describe('login and logout', () => {
  it('goes loading, then authenticated, storing the session', async () => {
    restoreSession()
    const { client } = server({ '/auth/login': [200, session('fresh')] })
    const seen: string[] = []
    const unlisten = $session.listen((state) => seen.push(state.status))
    await login(client, { username: 'admin', password: 'secret123' })
    unlisten()
    expect(seen).toEqual(['loading', 'authenticated'])
    expect(localStorage.getItem('auth_token')).toBe('fresh')
  })

  it('is unauthenticated after a refused login, with the error rethrown', async () => {
    restoreSession()
    const { client } = server({ '/auth/login': [401, { success: false, error: 'UNAUTHORIZED', message: 'Invalid username or password' }] })
    await expect(login(client, { username: 'admin', password: 'nope' })).rejects.toThrow('Invalid username or password')
    expect($session.get()).toEqual({ status: 'unauthenticated' })
  })

  it('tells the server, clears the keys and the cached answers, even when the logout call fails', async () => {
    store(HOUR)
    restoreSession()
    queryCache.mutateCache(() => true, undefined)
    const { client, calls } = server({ '/auth/logout': [500, {}] })
    const $answer = queryCache.createFetcherStore<string>(['http://127.0.0.1/api', '/thing'], { fetcher: async () => 'figures of the last user' })
    const unsubscribe = $answer.subscribe(() => undefined)
    await vi.waitFor(() => expect($answer.get().data).toBe('figures of the last user'))
    await logout(client)
    expect(calls).toEqual([{ path: '/auth/logout', authorization: 'Bearer tok-1' }])
    expect(localStorage.getItem('auth_token')).toBeNull()
    expect($session.get()).toEqual({ status: 'unauthenticated' })
    expect($answer.get().data).toBeUndefined()
    unsubscribe()
  })

  it('signs the page out on a refused request, unless another tab stored a new session meanwhile', () => {
    store(HOUR)
    restoreSession()
    sessionRefused()
    expect($session.get().status).toBe('authenticated') // the keys are still there: someone re-signed in
    localStorage.clear()
    sessionRefused()
    expect($session.get()).toEqual({ status: 'unauthenticated' })
  })

  it('follows a sign-in and a sign-out in another tab', () => {
    restoreSession()
    store(HOUR)
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', newValue: 'tok-1' }))
    expect($session.get().status).toBe('authenticated')
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect($session.get()).toEqual({ status: 'unauthenticated' })
  })
})

describe('the refresh check (every 5 minutes)', () => {
  it('leaves a session far from expiry alone', async () => {
    store(HOUR)
    restoreSession()
    const { client, calls } = server({})
    expect(await checkSessionExpiry(client)).toBe('fresh')
    expect(calls).toEqual([])
  })

  it('refreshes a session within 5 minutes of expiry, storing the new token and expiry', async () => {
    store(HOUR)
    restoreSession()
    localStorage.setItem('auth_token_expiry', String(Date.now() + 240_000)) // four minutes left
    const { client, calls } = server({ '/auth/refresh': [200, session('rotated')] })
    expect(await checkSessionExpiry(client)).toBe('refreshed')
    expect(calls).toEqual([{ path: '/auth/refresh', authorization: 'Bearer tok-1' }])
    expect(localStorage.getItem('auth_token')).toBe('rotated')
    expect(Number(localStorage.getItem('auth_token_expiry')) - Date.now()).toBeGreaterThan(HOUR - 5_000)
    expect($session.get()).toMatchObject({ status: 'authenticated', token: 'rotated' })
  })

  it('logs the user out when the refresh fails', async () => {
    store(HOUR)
    restoreSession()
    localStorage.setItem('auth_token_expiry', String(Date.now() + 60_000))
    const { client, calls } = server({ '/auth/refresh': [401, {}], '/auth/logout': [200, { success: true, data: { loggedOut: true } }] })
    expect(await checkSessionExpiry(client)).toBe('logged-out')
    expect(calls.map((call) => call.path)).toEqual(['/auth/refresh', '/auth/logout'])
    expect($session.get()).toEqual({ status: 'unauthenticated' })
    expect(localStorage.getItem('auth_token')).toBeNull()
  })
})

describe('the page’s own refresh check', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs on any page while signed in, with nobody starting it, and stops on sign-out', async () => {
    restoreSession()
    vi.useFakeTimers()
    const refreshes: string[] = []
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL) => {
      refreshes.push(new URL(String(input)).pathname)
      return new Response(JSON.stringify(session('rotated')))
    }) as typeof fetch)
    store(HOUR)
    restoreSession()
    localStorage.setItem('auth_token_expiry', String(Date.now() + 6 * 60_000))
    await vi.advanceTimersByTimeAsync(300_000)
    expect(refreshes).toEqual(['/api/auth/refresh'])
    expect(localStorage.getItem('auth_token')).toBe('rotated')
    sessionRefused()
    localStorage.clear()
    sessionRefused()
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(refreshes).toHaveLength(1)
  })
})

describe('a page of another origin than the dashboard server', () => {
  it('keeps the session under a key of our own, never under auth_token', async () => {
    restoreSession('http://127.0.0.1/api')
    const { client } = server({ '/auth/login': [200, session('tok-9')] })
    await login(client, { username: 'dana', password: 'secret123' })
    expect(Object.keys(localStorage)).toEqual(['fw:session:http://127.0.0.1'])
    expect(localStorage.getItem('auth_token')).toBeNull()
    expect($session.get()).toMatchObject({ status: 'authenticated', token: 'tok-9' })
    // The dashboard's own origin again, for the other tests of this file.
    restoreSession(`${location.origin}/api`)
  })
})
