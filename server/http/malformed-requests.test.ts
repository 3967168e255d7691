// Generated bad input across the routes: every answer is a 4xx in the API error shape, never a
// 5xx and never a stack trace.
import fc from 'fast-check'
import { apiErrorSchema } from '../../src/contract/envelope'
import { createTestContext, type TestContext } from '../testing/test-app'

let t: TestContext
let tokens: Record<'admin' | 'user', string>
beforeAll(async () => {
  t = await createTestContext({ now: '2025-07-04T20:00:00Z' })
  tokens = { admin: await t.signIn('fc-admin', ['admin']), user: await t.signIn('fc-user', ['user']) }
})
afterAll(async () => {
  await t.close()
})

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 })

/** Bodies that are not what any route wants: broken JSON, wrong shapes, wrong types, unknown keys. */
const badBody = fc.oneof(
  printable.filter((text) => {
    try {
      JSON.parse(text)
      return false
    } catch {
      return true
    }
  }),
  fc.jsonValue().filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)).map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        username: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constantFrom('', 'a', 'x y', 'é'.repeat(60))),
        password: fc.oneof(fc.integer(), fc.constant(null), fc.constant(''), fc.constant('12')),
        email: fc.oneof(fc.constant('not-an-email'), fc.integer()),
        roles: fc.oneof(fc.constant([]), fc.constant('admin'), fc.array(fc.string(), { maxLength: 3 })),
        status: fc.oneof(fc.constant('paused'), fc.integer()),
        sneaky: fc.anything(),
      },
      { requiredKeys: ['username'] },
    )
    .map((value) => JSON.stringify(value)),
)

/** Content types, mostly JSON so the body reaches validation, sometimes not. */
const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-8', undefined) },
)

const usernameParam = fc.oneof(printable.filter((s) => s.length > 0), fc.constantFrom('ab', 'a'.repeat(60), 'no such user', '..', '%00'))

const caller = fc.constantFrom<'admin' | 'user' | 'garbage' | 'none'>('admin', 'admin', 'user', 'garbage', 'none')

interface BadRequest {
  method: string
  path: string
  body?: string
  contentType?: string
  caller: 'admin' | 'user' | 'garbage' | 'none'
  authorization?: string
}

const badRequest: fc.Arbitrary<BadRequest> = fc.oneof(
  fc.record({ method: fc.constant('POST'), path: fc.constant('/api/auth/login'), body: badBody, contentType, caller }),
  fc.record({ method: fc.constant('POST'), path: fc.constant('/api/users'), body: badBody, contentType, caller }),
  fc.record({
    method: fc.constantFrom('PUT', 'DELETE'),
    path: usernameParam.map((name) => `/api/users/${encodeURIComponent(name)}`),
    body: badBody,
    contentType,
    caller,
  }),
  // Refresh and logout with a token that is not one.
  fc.record({
    method: fc.constant('POST'),
    path: fc.constantFrom('/api/auth/refresh', '/api/auth/logout'),
    caller: fc.constant('none' as const),
    authorization: fc.oneof(printable, printable.map((junk) => `Bearer ${junk}`), fc.constant('Bearer '), fc.constant('Basic YWRtaW46YWRtaW4=')),
  }),
  // Routes and methods that do not exist.
  fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
    path: printable.map((segment) => `/api/${encodeURIComponent(segment)}/${encodeURIComponent(segment)}`),
    caller,
  }),
  fc.record({ method: fc.constantFrom('PATCH', 'PUT', 'DELETE'), path: fc.constantFrom('/api/users', '/api/health', '/api/auth/login'), caller }),
  // A user (not admin) on admin routes, with any query string.
  fc.record({
    method: fc.constant('GET'),
    path: printable.map((query) => `/api/users?${encodeURIComponent(query)}=${encodeURIComponent(query)}`),
    caller: fc.constant('user' as const),
  }),
)

function headersFor(request: BadRequest): Record<string, string> {
  const headers: Record<string, string> = {}
  if (request.contentType) headers['Content-Type'] = request.contentType
  if (request.authorization !== undefined) headers.Authorization = request.authorization
  else if (request.caller === 'garbage') headers.Authorization = 'Bearer not-a-real-token'
  else if (request.caller !== 'none') headers.Authorization = `Bearer ${tokens[request.caller]}`
  return headers
}

describe('malformed requests', () => {
  it('are all answered 4xx with the error shape and no stack trace', async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(badRequest, async (request) => {
        runs += 1
        const res = await t.app.request(request.path, { method: request.method, headers: headersFor(request), body: request.body })
        const text = await res.text()
        expect(res.status, `${request.method} ${request.path} → ${text}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${request.method} ${request.path} → ${text}`).toBeLessThan(500)
        expect(apiErrorSchema.safeParse(JSON.parse(text)).success, text).toBe(true)
        expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/)
      }),
      { numRuns: 150, seed: 20250704 },
    )
    expect(runs).toBeGreaterThanOrEqual(150)
  })

  it('refuses an empty JSON body as not JSON', async () => {
    const res = await t.call('POST', '/api/users', { token: tokens.admin, headers: { 'Content-Type': 'application/json' } })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('The request body is not valid JSON')
  })

  it('refuses a body over the size limit with 413', async () => {
    const huge = JSON.stringify({ username: 'x'.repeat(100 * 1024), password: 'secret' })
    const tooBig = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: huge })
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' })
  })

  it('refuses an oversized body sent without a Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10) controller.close()
        else {
          sent += 1
          controller.enqueue(chunk)
        }
      },
    })
    const res = await t.app.request('/api/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.admin}` },
      body: stream,
      // @ts-expect-error -- Node's fetch needs duplex for a streamed body; the DOM typings lack it.
      duplex: 'half',
    })
    expect(res.status).toBe(413)
    expect(sent).toBeLessThan(10)
  })
})
