// Who may call each route. Every route of createApp() must have a row here, and each row is
// checked against anonymous, user, admin, super_admin, deactivated and expired callers, and
// against a host page's embed token (for location MATRIX-LOC) and one whose key was revoked. An embed
// token reads figures and live payments of its own locations and nothing else: every user and
// admin route answers it 403.
//
// Adding a route? Add one row to ACCESS_MATRIX: its method and path as the app declares them,
// the access its guard states, and (when needed) a concrete path and a body that does no harm.
import { apiErrorSchema } from '../src/contract/envelope'
import { webhookAnswerSchema } from '../src/contract/live'
import { declaredAccess, type AccessLabel } from './http/guards'
import { exchangeEmbedKey } from './embed/embed-sessions'
import { createEmbedKey, revokeEmbedKey } from './embed/keys'
import { READER_ACCESS } from './http/reader-guard'
import { createLiveTestContext } from './testing/live-test-app'

type Identity = 'anonymous' | 'user' | 'admin' | 'super_admin' | 'deactivated' | 'expired' | 'embed' | 'embed-revoked'
const IDENTITIES: Identity[] = ['anonymous', 'user', 'admin', 'super_admin', 'deactivated', 'expired', 'embed', 'embed-revoked']

/** The one location the matrix's embed tokens may read. */
const EMBED_LOCATION = 'MATRIX-LOC'

/** 'allowed': the guard lets the call through (any answer but 401/403, and never 5xx). */
type Outcome = 'allowed' | 401 | 403

interface AccessRow {
  /** "METHOD /path" exactly as in app.routes (path parameters as :name). */
  route: string
  /** The access the route's guard states (checked against the guard itself). */
  access: AccessLabel
  /** A concrete path when the route has parameters. */
  path?: string
  /** A JSON body to send; pick one that is refused by validation or names nothing, so no harm is done. */
  body?: unknown
  /** Only for custom access labels: the outcome per caller. */
  expect?: Record<Identity, Outcome>
  /** The route answers refusals in its own shape (docs/contract.md#envelopes) rather than the API error shape. */
  refusalShape?: (body: unknown) => boolean
}

const ACCESS_MATRIX: AccessRow[] = [
  { route: 'GET /api/health', access: 'public' },
  { route: 'GET /api/ready', access: 'public' },
  { route: 'GET /api/client-config', access: 'public' },
  // Embedding: the public check, the key exchange (an empty body names no key), an embed token's
  // own refresh and description, and the admins' keys.
  { route: 'GET /api/embed/check', access: 'public' },
  { route: 'POST /api/embed/tokens', access: 'public', body: {} },
  { route: 'POST /api/embed/tokens/refresh', access: 'embed-token' },
  { route: 'GET /api/embed/tokens/current', access: 'embed-token' },
  { route: 'GET /api/embed/keys', access: 'admin' },
  { route: 'POST /api/embed/keys', access: 'admin', body: {} },
  { route: 'DELETE /api/embed/keys/:id', access: 'admin', path: '/api/embed/keys/matrix-nobody' },
  { route: 'GET /api/admin/settings', access: 'admin' },
  // An empty body is refused by validation (400), so no password is hashed and no attempt counted.
  { route: 'POST /api/auth/login', access: 'public', body: {} },
  { route: 'POST /api/auth/refresh', access: 'signed-in' },
  { route: 'POST /api/auth/logout', access: 'signed-in' },
  // One's own home locations; a body naming no list is refused by validation.
  { route: 'GET /api/users/me/home-locations', access: 'signed-in' },
  { route: 'PUT /api/users/me/home-locations', access: 'signed-in', body: {} },
  { route: 'GET /api/users', access: 'admin' },
  { route: 'POST /api/users', access: 'admin', body: {} },
  { route: 'PUT /api/users/:username', access: 'admin', path: '/api/users/matrix-nobody', body: {} },
  { route: 'DELETE /api/users/:username', access: 'admin', path: '/api/users/matrix-nobody' },
  // Square signs its events; without a signature only an admin (the webhook tester) may post.
  // An empty object is not a Square event, so an allowed caller gets 400 and nothing is stored.
  {
    route: 'POST /api/square/webhook',
    access: 'square-signature-or-admin',
    body: {},
    expect: { anonymous: 401, user: 403, admin: 'allowed', super_admin: 'allowed', deactivated: 401, expired: 401, embed: 403, 'embed-revoked': 401 },
    refusalShape: (body) => webhookAnswerSchema.safeParse(body).success && (body as { received: boolean }).received === false,
  },
  { route: 'GET /api/ws/fireworks/status', access: 'admin' },
  // Without an Upgrade header an allowed caller gets 426: the guard ran, no socket opened.
  { route: 'GET /api/ws/fireworks', access: READER_ACCESS },
  // An embed token gets only its own locations in the answer.
  { route: 'GET /api/square/locations', access: READER_ACCESS },
  // Queries that fail validation: nothing is read from Square, no hydration starts.
  { route: 'GET /api/square/orders', access: 'signed-in' },
  { route: 'GET /api/square/order-summaries', access: 'signed-in' },
  { route: 'GET /api/square/orders/:orderId', access: 'signed-in', path: '/api/square/orders/MATRIX' },
  // Figures name their location: an unknown one is 404 for whoever may ask; the embed token's is MATRIX-LOC.
  { route: 'GET /api/square/stats', access: READER_ACCESS, path: `/api/square/stats?locationId=${EMBED_LOCATION}` },
  { route: 'GET /api/square/items', access: READER_ACCESS, path: `/api/square/items?locationId=${EMBED_LOCATION}` },
  { route: 'GET /api/square/pace', access: READER_ACCESS, path: `/api/square/pace?locationIds=${EMBED_LOCATION}&years=none` },
  { route: 'GET /api/square/reports/sales', access: READER_ACCESS, path: `/api/square/reports/sales?locationId=${EMBED_LOCATION}` },
  { route: 'GET /api/square/reports/year', access: READER_ACCESS, path: `/api/square/reports/year?locationId=${EMBED_LOCATION}` },
  { route: 'GET /api/square/hydrate', access: 'admin', path: '/api/square/hydrate?batchSize=0' },
  { route: 'GET /api/square/hydrate/currentYear', access: 'admin', path: '/api/square/hydrate/currentYear?batchSize=0' },
  { route: 'GET /api/square/hydrate/dailySales', access: 'admin', path: '/api/square/hydrate/dailySales?batchSize=0' },
  { route: 'GET /api/kv-cache/keys', access: 'admin' },
  { route: 'GET /api/kv-cache/value/*', access: 'admin', path: '/api/kv-cache/value/matrix%3Anothing' },
  { route: 'DELETE /api/kv-cache/key/*', access: 'admin', path: '/api/kv-cache/key/matrix%3Anothing' },
  // Only the machine itself (a loopback socket; these calls have none) or FW_METRICS_TOKEN (unset
  // here): neither a session's token nor an embed token is a metrics token.
  {
    route: 'GET /metrics',
    access: 'loopback-or-metrics-token',
    expect: { anonymous: 403, user: 401, admin: 401, super_admin: 401, deactivated: 401, expired: 401, embed: 401, 'embed-revoked': 401 },
  },
  { route: 'GET /*', access: 'public', path: '/shell-file-missing.js' },
  { route: 'GET /examples', access: 'public' },
  { route: 'GET /examples/*', access: 'public', path: '/examples/index.html' },
  { route: 'GET /dist', access: 'public' },
  { route: 'GET /favicon.svg', access: 'public' },
  { route: 'GET /sounds', access: 'public' },
  { route: 'GET /sounds/*', access: 'public', path: '/sounds/missing.wav' },
  { route: 'GET /dist/*', access: 'public', path: '/dist/missing.js' },
]

const STANDARD: Record<string, Record<Identity, Outcome>> = {
  public: { anonymous: 'allowed', user: 'allowed', admin: 'allowed', super_admin: 'allowed', deactivated: 'allowed', expired: 'allowed', embed: 'allowed', 'embed-revoked': 'allowed' },
  'signed-in': { anonymous: 401, user: 'allowed', admin: 'allowed', super_admin: 'allowed', deactivated: 401, expired: 401, embed: 403, 'embed-revoked': 401 },
  admin: { anonymous: 401, user: 403, admin: 'allowed', super_admin: 'allowed', deactivated: 401, expired: 401, embed: 403, 'embed-revoked': 401 },
  [READER_ACCESS]: { anonymous: 401, user: 'allowed', admin: 'allowed', super_admin: 'allowed', deactivated: 401, expired: 401, embed: 'allowed', 'embed-revoked': 401 },
  'embed-token': { anonymous: 401, user: 403, admin: 403, super_admin: 403, deactivated: 401, expired: 401, embed: 'allowed', 'embed-revoked': 401 },
}

function expected(row: AccessRow): Record<Identity, Outcome> {
  const outcomes = row.expect ?? STANDARD[row.access]
  if (!outcomes) throw new Error(`${row.route}: access '${row.access}' needs an explicit expect map`)
  return outcomes
}

// Every service attached, so an allowed call reaches its handler rather than a 503.
let t: Awaited<ReturnType<typeof createLiveTestContext>>
beforeAll(async () => {
  t = await createLiveTestContext({ now: '2025-07-04T20:00:00Z' })
})
afterAll(async () => {
  await t.close()
})

/** A new embed token for MATRIX-LOC (its key revoked at once when `revoked`). */
async function embedToken(revoked: boolean): Promise<string> {
  const now = t.clock.now()
  const { row, secret } = await createEmbedKey(t.deps.db, { name: 'Matrix host', origins: ['https://intranet.example'], locationIds: [EMBED_LOCATION] }, { now, createdBy: 'matrix' })
  const exchanged = await exchangeEmbedKey(t.deps.db, secret, { now })
  if (!exchanged.ok) throw new Error(`The matrix key was refused: ${exchanged.reason}`)
  if (revoked) await revokeEmbedKey(t.deps, row.id, now)
  return exchanged.issued.token
}

/** A fresh token for the identity (fresh each call: a logout or refresh must not affect the next). */
async function tokenFor(identity: Identity): Promise<string | undefined> {
  switch (identity) {
    case 'anonymous':
      return undefined
    case 'user':
      return t.signIn('matrix-user', ['user'])
    case 'admin':
      return t.signIn('matrix-admin', ['admin'])
    case 'super_admin':
      return t.signIn('matrix-root', ['super_admin'])
    case 'deactivated':
      // An admin whose account was deactivated while a session lingered.
      return t.signIn('matrix-gone', ['admin'], { status: 'inactive' })
    case 'expired':
      return t.signIn('matrix-late', ['admin'], { at: t.clock.now() - 2 * 60 * 60 * 1000 })
    case 'embed':
      return embedToken(false)
    case 'embed-revoked':
      return embedToken(true)
  }
}

/** Every distinct "METHOD path" the app serves, with the access its first labelled guard states. */
function appRoutes(): Map<string, AccessLabel | undefined> {
  const routes = new Map<string, AccessLabel | undefined>()
  for (const route of t.app.routes) {
    if (route.method === 'ALL') continue
    const key = `${route.method} ${route.path}`
    if (!routes.has(key)) routes.set(key, undefined)
    routes.set(key, routes.get(key) ?? declaredAccess(route.handler))
  }
  return routes
}

describe('the access matrix', () => {
  it('has a row for every route of the app, and no row for a route that is gone', () => {
    const routes = appRoutes()
    const listed = new Set(ACCESS_MATRIX.map((row) => row.route))
    const missing = [...routes.keys()].filter((route) => !listed.has(route))
    expect(missing, `Routes missing from ACCESS_MATRIX in server/access-matrix.test.ts: ${missing.join(', ')}. Add a row for each.`).toEqual([])
    const stale = [...listed].filter((route) => !routes.has(route))
    expect(stale, `Rows in ACCESS_MATRIX for routes the app no longer has: ${stale.join(', ')}`).toEqual([])
  })

  it('finds every route stating its access with a guard that matches its row', () => {
    const routes = appRoutes()
    const mismatched = ACCESS_MATRIX.filter((row) => routes.has(row.route) && routes.get(row.route) !== row.access).map(
      (row) => `${row.route} states ${String(routes.get(row.route) ?? 'nothing')}, row says ${row.access}`,
    )
    expect(mismatched).toEqual([])
  })

  describe.each(ACCESS_MATRIX)('$route ($access)', (row) => {
    it.each(IDENTITIES)('as %s', async (identity) => {
      const [method = 'GET', routePath = '/'] = row.route.split(' ')
      const token = await tokenFor(identity)
      const res = await t.call(method, row.path ?? routePath, { token, body: row.body })
      const outcome = expected(row)[identity]
      if (outcome === 'allowed') {
        expect(res.status, `${row.route} as ${identity}: ${res.text}`).not.toBe(401)
        expect(res.status, `${row.route} as ${identity}: ${res.text}`).not.toBe(403)
        expect(res.status).toBeLessThan(500)
      } else {
        expect(res.status, `${row.route} as ${identity}: ${res.text}`).toBe(outcome)
        if (row.refusalShape) expect(row.refusalShape(res.body), res.text).toBe(true)
        else expect(apiErrorSchema.parse(res.body).error).toBe(outcome === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN')
      }
    })
  })
})

describe("an embed token's locations", () => {
  const namingRows = ACCESS_MATRIX.filter((row) => row.access === READER_ACCESS && row.path?.includes(EMBED_LOCATION))

  it.each(namingRows)('$route refuses it another location, and a request naming none', async (row) => {
    const [method = 'GET', routePath = '/'] = row.route.split(' ')
    const token = await tokenFor('embed')
    const other = await t.call(method, (row.path ?? routePath).replace(EMBED_LOCATION, 'OTHER-LOC'), { token })
    expect(other.status, other.text).toBe(403)
    expect(apiErrorSchema.parse(other.body).error).toBe('FORBIDDEN')
    const both = await t.call(method, (row.path ?? routePath).replace(EMBED_LOCATION, `${EMBED_LOCATION},OTHER-LOC`), { token })
    const repeated = await t.call(method, `${row.path ?? routePath}&locationId=OTHER-LOC&locationIds=OTHER-LOC`, { token })
    const none = await t.call(method, routePath, { token })
    expect([both.status, repeated.status, none.status]).toEqual([403, 403, 403])
    // A signed-in user naming the other location is not refused for it.
    const user = await t.call(method, (row.path ?? routePath).replace(EMBED_LOCATION, 'OTHER-LOC'), { token: await tokenFor('user') })
    expect([401, 403]).not.toContain(user.status)
  })
})
