import * as z from 'zod/mini'
import { fixedClock, manualClock } from '../clock/clock'
import { signIn } from './auth'
import { createApiClient } from './client'
import type { ApiClientOptions } from './client'
import { ApiHttpError, ApiResponseError, errorText } from './errors'
import { fetchLocations } from './locations'
import { fetchOrders } from './orders'
import type { SessionStorage } from './stored-session'

const NOW = Date.parse('2025-07-04T20:00:00Z')
const HOUR = 3_600_000

interface Call {
  url: string
  method: string
  headers: Record<string, string>
  body: string | undefined
}

/** A fetch that records each call and answers from a queue of [status, body] pairs. */
function fakeFetch(...answers: Array<[number, unknown]>) {
  const calls: Call[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    })
    const [status, body] = answers.shift() ?? [500, undefined]
    const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body)
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

function memoryStorage(entries: Record<string, string> = {}): SessionStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

function storedSession(token: string, expiresAt = NOW + HOUR) {
  return memoryStorage({
    auth_token: token,
    auth_token_expiry: String(expiresAt),
    auth_user: JSON.stringify({ username: 'ann', roles: ['user'] }),
  })
}

const okSchema = z.object({ success: z.literal(true), data: z.object({ n: z.number() }) })

function client(options: ApiClientOptions) {
  return createApiClient({ apiBase: 'http://127.0.0.1:9/api', clock: fixedClock(NOW), ...options })
}

describe('the API client', () => {
  it('sends the explicit token as a bearer header and builds the URL from the base', async () => {
    const { fetch, calls } = fakeFetch([200, { success: true, data: { n: 1 } }])
    const api = client({ token: 'explicit', fetch, storage: storedSession('stored') })
    await expect(api.get('/thing', okSchema, { query: { a: 'x y', skip: undefined, year: 2025 } })).resolves.toEqual({
      success: true,
      data: { n: 1 },
    })
    expect(calls[0]).toEqual({
      url: 'http://127.0.0.1:9/api/thing?a=x+y&year=2025',
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: 'Bearer explicit' },
      body: undefined,
    })
  })

  it('reads the stored session on every request, so a refreshed token is picked up', async () => {
    const storage = storedSession('first')
    const { fetch, calls } = fakeFetch([200, { success: true, data: { n: 1 } }], [200, { success: true, data: { n: 2 } }])
    const api = client({ fetch, storage })
    await api.get('/a', okSchema)
    storage.setItem('auth_token', 'second')
    await api.get('/a', okSchema)
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer first', 'Bearer second'])
  })

  it('sends JSON bodies with a content type', async () => {
    const { fetch, calls } = fakeFetch([200, { success: true, data: { n: 3 } }])
    await client({ token: 't', fetch }).post('/things', { name: 'x' }, okSchema)
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.headers['Content-Type']).toBe('application/json')
    expect(calls[0]?.body).toBe('{"name":"x"}')
  })

  it('treats an expired or expiry-less stored token as no session, without calling the server', async () => {
    for (const storage of [storedSession('old', NOW - 1), memoryStorage({ auth_token: 'no-expiry' })]) {
      const { fetch, calls } = fakeFetch()
      const onUnauthorized = vi.fn()
      await expect(client({ fetch, storage, onUnauthorized }).get('/a', okSchema)).rejects.toThrow('Authentication required')
      expect(onUnauthorized).toHaveBeenCalledTimes(1)
      expect(calls).toHaveLength(0)
    }
  })

  it('on a 401 calls the hook, clears the stored session and throws Authentication required', async () => {
    const storage = storedSession('revoked')
    const { fetch } = fakeFetch([401, { success: false, error: 'UNAUTHORIZED', message: 'Session expired' }])
    const onUnauthorized = vi.fn()
    const failure = client({ fetch, storage, onUnauthorized }).get('/a', okSchema)
    await expect(failure).rejects.toThrow('Authentication required')
    await expect(failure).rejects.toMatchObject({ status: 401, apiMessage: 'Session expired', code: 'UNAUTHORIZED' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect([...storage.data.keys()]).toEqual([])
  })

  it('leaves a session stored meanwhile by another tab alone after a 401', async () => {
    const storage = storedSession('old')
    const fetch = (async () => {
      storage.setItem('auth_token', 'rotated') // the shell refreshed while this request was in flight
      return new Response('', { status: 401 })
    }) as typeof globalThis.fetch
    await expect(client({ fetch, storage }).get('/a', okSchema)).rejects.toThrow('Authentication required')
    expect(storage.getItem('auth_token')).toBe('rotated')
  })

  it('never touches the stored session when the token was explicit', async () => {
    const storage = storedSession('stored')
    const { fetch } = fakeFetch([401, ''])
    await expect(client({ token: 'explicit', fetch, storage }).get('/a', okSchema)).rejects.toThrow('Authentication required')
    expect(storage.getItem('auth_token')).toBe('stored')
  })

  it('throws HTTP error! status: {code} carrying the API error message and details', async () => {
    const body = { success: false, error: 'VALIDATION_ERROR', message: 'Invalid query', details: [{ field: 'year', message: 'Year must be between 2000 and 9999' }] }
    const { fetch } = fakeFetch([400, body], [503, '<html>down</html>'])
    const api = client({ token: 't', fetch })
    const error = await api.get('/a', okSchema).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiHttpError)
    expect(error).toMatchObject({ message: 'HTTP error! status: 400', status: 400, code: 'VALIDATION_ERROR', apiMessage: 'Invalid query', details: body.details })
    expect(errorText(error)).toBe('Invalid query')
    const plain = await api.get('/a', okSchema).catch((e: unknown) => e)
    expect(plain).toMatchObject({ message: 'HTTP error! status: 503', apiMessage: undefined })
    expect(errorText(plain)).toBe('HTTP error! status: 503')
  })

  it('refuses an answer that does not match the contract', async () => {
    const { fetch } = fakeFetch([200, { success: true, data: { n: 'one' } }])
    const error = await client({ token: 't', fetch }).get('/a', okSchema).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect((error as ApiResponseError).issues).toContain('data.n')
  })

  it('reads a long list answer as it downloads, a character cut between two chunks included', async () => {
    const item = z.object({ id: z.string(), name: z.string() })
    const schema = z.object({ success: z.literal(true), data: z.object({ orders: z.array(item) }) })
    const orders = Array.from({ length: 1_234 }, (_, index) => ({ id: `O${index}`, name: index % 2 ? 'Feuerwerk “Großer Bär” 🎆' : 'Rocket' }))
    const bytes = new TextEncoder().encode(JSON.stringify({ success: true, data: { orders } }))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // 1,001-byte chunks cut the multi-byte characters
        for (let at = 0; at < bytes.length; at += 1_001) controller.enqueue(bytes.slice(at, at + 1_001))
        controller.close()
      },
    })
    const fetch = (async () => new Response(body, { status: 200 })) as typeof globalThis.fetch
    const answer = await client({ token: 't', fetch }).get('/a', schema, { list: { path: ['data', 'orders'], item } })
    expect(answer.data.orders).toEqual(orders)
  })

  it('stops downloading a long list answer at the first item that breaks the contract', async () => {
    const item = z.object({ id: z.string() })
    const schema = z.object({ data: z.object({ orders: z.array(item) }) })
    const encoder = new TextEncoder()
    let cancelled = false
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`{"data":{"orders":[${Array.from({ length: 600 }, (_, index) => (index === 3 ? '{"id":3}' : `{"id":"O${index}"}`)).join(',')},`))
      },
      cancel() {
        cancelled = true
      },
    })
    const fetch = (async () => new Response(body, { status: 200 })) as typeof globalThis.fetch
    const error = await client({ token: 't', fetch }).get('/a', schema, { list: { path: ['data', 'orders'], item } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect((error as ApiResponseError).issues).toContain('data.orders.3.id')
    expect(cancelled).toBe(true)
  })

  it('defaults the base to /api when there is no page origin', async () => {
    const { fetch, calls } = fakeFetch([200, { success: true, data: { n: 1 } }])
    await createApiClient({ token: 't', fetch }).get('/x', okSchema)
    expect(calls[0]?.url).toBe('/api/x')
  })
})

describe('resources', () => {
  const order = { id: 'o1', location_id: 'L1', created_at: '2025-07-04T20:00:00Z', state: 'COMPLETED', total_money: { amount: 1250, currency: 'USD' } }

  it('fetches one location-year of orders', async () => {
    const { fetch, calls } = fakeFetch([200, { success: true, data: { orders: [order] } }])
    const orders = await fetchOrders(client({ token: 't', fetch }), { locationId: 'L1', year: 2025 })
    expect(calls[0]?.url).toBe('http://127.0.0.1:9/api/square/orders?locationId=L1&year=2025')
    expect(orders).toEqual([order])
  })

  it("refuses to fetch orders without a location or year ('No locationId or year')", async () => {
    const { fetch, calls } = fakeFetch()
    const api = client({ token: 't', fetch })
    await expect(fetchOrders(api, { locationId: '', year: 2025 })).rejects.toThrow('No locationId or year')
    await expect(fetchOrders(api, { locationId: 'L1', year: undefined })).rejects.toThrow('No locationId or year')
    expect(calls).toHaveLength(0)
  })

  it('fetches the locations answer', async () => {
    const data = {
      locations: [
        { id: 'L1', name: 'Oakdale Stand', address: null, coordinates: null, createdAt: '2023-01-01T00:00:00Z', status: 'ACTIVE', timezone: 'America/Los_Angeles', stats: {} },
      ],
      summary: {
        activeLocations: 1,
        totalLocations: 1,
        totalOrdersAllLocations: 0,
        yearsProcessed: [2025],
        totalApiRequests: 0,
        batchInfo: { batchSize: 5, processedInThisBatch: 1, totalNewLocationsFound: 0, remainingToProcess: 0, isComplete: true, geocodedCount: 0, locationsMarkedInactive: 0 },
      },
      cached: false,
      cachedAt: null,
      cacheIsExpired: false,
      hydrated: true,
      hydratedAt: '2025-07-04T19:00:00.000Z',
    }
    const { fetch, calls } = fakeFetch([200, { success: true, data }])
    const answer = await fetchLocations(client({ token: 't', fetch }))
    expect(calls[0]?.url).toBe('http://127.0.0.1:9/api/square/locations')
    expect(answer.locations.map((l) => l.name)).toEqual(['Oakdale Stand'])
    expect(answer.hydrated).toBe(true)
  })
})

describe('signIn', () => {
  it('posts the credentials without a token and stores the session with expiry now + expires_in', async () => {
    const storage = memoryStorage()
    const user = { username: 'admin', roles: ['admin'] }
    const { fetch, calls } = fakeFetch([200, { success: true, data: { access_token: 'fresh', expires_in: 3600, user } }])
    const clock = manualClock(NOW)
    const api = createApiClient({ apiBase: 'http://127.0.0.1:9/api', fetch, storage, clock })
    await signIn(api, { username: 'admin', password: 'pw123456' }, storage, clock)
    expect(calls[0]?.url).toBe('http://127.0.0.1:9/api/auth/login')
    expect(calls[0]?.headers.Authorization).toBeUndefined()
    expect(calls[0]?.body).toBe('{"username":"admin","password":"pw123456"}')
    expect(Object.fromEntries(storage.data)).toEqual({
      auth_token: 'fresh',
      auth_token_expiry: String(NOW + 3_600_000),
      auth_user: JSON.stringify(user),
    })
  })

  it("shows the server's message for a refused sign-in and 'Login failed' otherwise", async () => {
    const storage = memoryStorage()
    const { fetch } = fakeFetch(
      [401, { success: false, error: 'UNAUTHORIZED', message: 'Invalid username or password' }],
      [200, { success: false }],
      [500, 'oops'],
    )
    const onUnauthorized = vi.fn()
    const api = createApiClient({ apiBase: '/api', fetch, storage, onUnauthorized })
    const credentials = { username: 'admin', password: 'wrong' }
    await expect(signIn(api, credentials, storage)).rejects.toThrow('Invalid username or password')
    await expect(signIn(api, credentials, storage)).rejects.toThrow('Login failed')
    await expect(signIn(api, credentials, storage)).rejects.toThrow('Login failed')
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(storage.data.size).toBe(0)
  })
})
