import { createApp } from '../app'
import { createTestContext, type TestContext } from '../testing/test-app'

let t: TestContext
beforeEach(async () => {
  t = await createTestContext({
    env: { FW_ALLOWED_ORIGINS: 'https://intranet.example', FW_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png' },
  })
})
afterEach(async () => {
  await t.close()
})

describe('security headers', () => {
  it('marks API answers as UTF-8 JSON, not sniffable and never cached', async () => {
    const res = await t.app.request('/api/health')
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('gives the same headers to error answers', async () => {
    const res = await t.app.request('/api/users')
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('gives pages a strict policy that lets allowed origins embed them and loads tiles from the tile host', async () => {
    const res = await t.app.request('/stats')
    const policy = res.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("worker-src 'self' blob:")
    expect(policy).toContain("frame-ancestors 'self' https://intranet.example")
    expect(policy).toContain('img-src \'self\' data: blob: https://*.tiles.example')
    // Never the API's no-store: a page is cached as its files say (the built shell's index.html is
    // no-cache, and without a built shell there is nothing to cache), whether or not dist/shell exists.
    expect(res.headers.get('cache-control')).not.toBe('no-store')
  })
})

describe('request ids', () => {
  it('answers each request with its own id', async () => {
    const first = (await t.app.request('/api/health')).headers.get('x-request-id')
    const second = (await t.app.request('/api/health')).headers.get('x-request-id')
    expect(first).not.toBe(second)
  })

  it('keeps a plain id from a proxy and replaces one that is not plain', async () => {
    const kept = await t.app.request('/api/health', { headers: { 'X-Request-Id': 'edge-42.a' } })
    expect(kept.headers.get('x-request-id')).toBe('edge-42.a')
    const replaced = await t.app.request('/api/health', { headers: { 'X-Request-Id': '<script>' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('CORS', () => {
  it('allows an origin from FW_ALLOWED_ORIGINS and the page’s own origin', async () => {
    const allowed = await t.app.request('http://localhost/api/health', { headers: { Origin: 'https://intranet.example' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://intranet.example')
    const own = await t.app.request('http://localhost/api/health', { headers: { Origin: 'http://localhost' } })
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost')
  })

  it('lets an allowed origin read error answers too (a 401 must reach the embedding page)', async () => {
    const res = await t.app.request('http://localhost/api/users', { headers: { Origin: 'https://intranet.example' } })
    expect(res.status).toBe(401)
    expect(res.headers.get('access-control-allow-origin')).toBe('https://intranet.example')
  })

  it('does not allow any other origin (but to the public health answer)', async () => {
    const res = await t.app.request('http://localhost/api/square/locations', { headers: { Origin: 'https://evil.example' } })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers a preflight with the methods and headers the API uses', async () => {
    const res = await t.app.request('http://localhost/api/users', {
      method: 'OPTIONS',
      headers: { Origin: 'https://intranet.example', 'Access-Control-Request-Method': 'PUT' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('https://intranet.example')
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,DELETE,OPTIONS')
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type,X-Request-Id')
  })
})

describe('unexpected failures', () => {
  it('answer 500 with a reference and nothing internal, and log the error with the request id', async () => {
    const app = createApp(t.deps)
    app.get('/api/explode', () => {
      throw new Error('disk quota exceeded in /var/lib/secret.ts:12')
    })
    const res = await app.request('/api/explode')
    expect(res.status).toBe(500)
    const body = await res.json()
    const requestId = res.headers.get('x-request-id')
    expect(body).toEqual({ success: false, error: 'INTERNAL', message: `Something went wrong on the server. Reference: ${requestId}.`, details: [] })
    const logged = t.log.lines.map((line) => JSON.parse(line)).find((line) => line.event === 'request.failed')
    expect(logged).toMatchObject({ level: 'error', requestId, path: '/api/explode', error: { message: 'disk quota exceeded in /var/lib/secret.ts:12' } })
  })

  it('answer unknown routes 404 in the error shape', async () => {
    const res = await t.app.request('/api/nothing/here', { method: 'DELETE' })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ success: false, error: 'NOT_FOUND', message: 'No such route: DELETE /api/nothing/here', details: [] })
  })
})
