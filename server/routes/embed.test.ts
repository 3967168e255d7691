// /api/embed: an admin makes a key (its secret shown once, stored as a hash), a host's back end
// exchanges it for a short-lived read-only token, the token refreshes itself, and a revoked key's
// tokens stop at once. Which routes a token may call is the access matrix's (server/access-matrix.test.ts).
import { embedCheckResponseSchema, embedKeyCreatedResponseSchema, embedKeysResponseSchema, embedTokenResponseSchema } from '../../src/contract/embed'
import { locationsResponseSchema } from '../../src/contract/locations-response'
import { REFRESH_GRACE_MS } from '../auth/sessions'
import { hashToken } from '../auth/tokens'
import { EMBED_SESSION_LIFETIME_MS } from '../embed/embed-sessions'
import { EMBED_LOCATION_REFUSED } from '../http/reader-guard'
import { storedLocationRow } from '../testing/location-rows'
import { createTestContext, type TestContext } from '../testing/test-app'
import { EMBED_TOKEN_ENDED, EXPIRY_IN_PAST, KEY_FROM_BROWSER } from './embed'

const HOST = 'https://intranet.example'

let t: TestContext
let admin: string

beforeEach(async () => {
  t = await createTestContext({ now: '2025-07-04T20:00:00Z' })
  admin = await t.signIn('alice', ['admin'])
  await t.deps.db.insertInto('square_locations').values([storedLocationRow('L-NORTH', 'ACTIVE'), storedLocationRow('L-SOUTH', 'ACTIVE'), storedLocationRow('L-EAST', 'ACTIVE')]).execute()
})

afterEach(async () => {
  await t.close()
})

async function makeKey(fields: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/embed/keys', { token: admin, body: { name: 'Stand report', origins: [HOST], locationIds: ['L-NORTH', 'L-SOUTH'], ...fields } })
  expect(res.status, res.text).toBe(201)
  return embedKeyCreatedResponseSchema.parse(res.body).data
}

async function exchange(key: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return t.call('POST', '/api/embed/tokens', { body: { key, ...body }, headers })
}

async function tokenFor(key: string, body: Record<string, unknown> = {}) {
  const res = await exchange(key, body)
  expect(res.status, res.text).toBe(200)
  return embedTokenResponseSchema.parse(res.body).data
}

describe('embedding keys', () => {
  it('shows the secret once, when the key is made, and keeps only its hash', async () => {
    const { key, secret } = await makeKey({ origins: ['https://Intranet.Example/'] })
    expect(secret).toMatch(/^fwk_[A-Za-z0-9_-]{43}$/)
    expect(key).toMatchObject({ name: 'Stand report', origins: [HOST], locationIds: ['L-NORTH', 'L-SOUTH'], hint: secret.slice(0, 8), status: 'active', createdBy: 'alice', expiresAt: null })
    const listed = await t.call('GET', '/api/embed/keys', { token: admin })
    expect(embedKeysResponseSchema.parse(listed.body).data.keys).toEqual([key])
    expect(listed.text).not.toContain(secret)
    const rows = await t.deps.db.selectFrom('embed_keys').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(secret)
    expect(rows[0]?.secret_hash).toBe(hashToken(secret))
  })

  it('refuses a key without origins or locations, with an origin that has a path, an unknown location or a past expiry', async () => {
    const refused = async (fields: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/embed/keys', { token: admin, body: { name: 'x', origins: [HOST], locationIds: ['L-NORTH'], ...fields } })
      expect(res.status, res.text).toBe(400)
      return res.body.details[0] as { field: string; message: string }
    }
    expect((await refused({ origins: [] })).field).toBe('origins')
    expect((await refused({ origins: ['https://intranet.example/reports'] })).field).toBe('origins.0')
    expect((await refused({ origins: ['intranet.example'] })).field).toBe('origins.0')
    expect((await refused({ locationIds: [] })).field).toBe('locationIds')
    expect(await refused({ locationIds: ['L-NOWHERE'] })).toEqual({ field: 'locationIds', message: 'Unknown location: L-NOWHERE' })
    expect(await refused({ expiresAt: '2025-07-04T19:00:00Z' })).toEqual({ field: 'expiresAt', message: EXPIRY_IN_PAST })
    expect((await refused({ name: '  ' })).field).toBe('name')
  })

  it('lists a revoked key as revoked and an expired one as expired, newest first', async () => {
    const first = await makeKey({ name: 'Old', expiresAt: '2025-07-04T21:00:00Z' })
    t.clock.advance(1000)
    const second = await makeKey({ name: 'New' })
    const revoked = await t.call('DELETE', `/api/embed/keys/${second.key.id}`, { token: admin })
    expect(revoked.body.data.key).toMatchObject({ id: second.key.id, status: 'revoked', revokedAt: '2025-07-04T20:00:01.000Z' })
    t.clock.advance(2 * 60 * 60 * 1000)
    const later = await t.signIn('alice', ['admin'])
    const listed = embedKeysResponseSchema.parse((await t.call('GET', '/api/embed/keys', { token: later })).body).data.keys
    expect(listed.map((key) => [key.name, key.status])).toEqual([
      ['New', 'revoked'],
      ['Old', 'expired'],
    ])
    expect(first.key.status).toBe('active')
    expect((await t.call('DELETE', '/api/embed/keys/nobody', { token: later })).status).toBe(404)
  })
})

describe('exchanging a key', () => {
  it("gives the host's back end a read-only token for the key's locations, and never a browser", async () => {
    const { secret } = await makeKey()
    const token = await tokenFor(secret)
    expect(token).toMatchObject({ token_type: 'embed', expires_in: 900, locationIds: ['L-NORTH', 'L-SOUTH'], origins: [HOST] })
    expect(token.access_token).toMatch(/^fwe_/)
    const fromPage = await exchange(secret, {}, { Origin: HOST })
    expect(fromPage.status).toBe(403)
    expect(fromPage.body.message).toBe(KEY_FROM_BROWSER)
    // The key's last use is shown to admins.
    const listed = embedKeysResponseSchema.parse((await t.call('GET', '/api/embed/keys', { token: admin })).body).data.keys
    expect(listed[0]?.lastUsedAt).toBe('2025-07-04T20:00:00.000Z')
  })

  it('narrows to fewer locations and a shorter life when asked, and refuses a location outside the key', async () => {
    const { secret } = await makeKey()
    expect(await tokenFor(secret, { locationIds: ['L-SOUTH'], expiresIn: 120 })).toMatchObject({ locationIds: ['L-SOUTH'], expires_in: 120 })
    const outside = await exchange(secret, { locationIds: ['L-SOUTH', 'L-EAST'] })
    expect(outside.status).toBe(403)
    expect(outside.body.details).toEqual([{ field: 'locationIds', message: "Not one of the key's locations: L-EAST" }])
    expect((await exchange(secret, { expiresIn: 10 })).status).toBe(400)
  })

  it('refuses an unknown, a revoked and an expired key', async () => {
    expect((await exchange('fwk_nothing')).body.message).toBe('That is not an embedding key of this server')
    const revoked = await makeKey()
    await t.call('DELETE', `/api/embed/keys/${revoked.key.id}`, { token: admin })
    expect((await exchange(revoked.secret)).body.message).toBe('That embedding key was revoked')
    const expiring = await makeKey({ expiresAt: '2025-07-04T20:10:00Z' })
    const token = await tokenFor(expiring.secret)
    // A token never outlives its key.
    expect(token.expires_in).toBe(600)
    t.clock.advance(10 * 60 * 1000)
    const late = await exchange(expiring.secret)
    expect([late.status, late.body.message]).toEqual([401, 'That embedding key has expired'])
    expect((await t.call('GET', '/api/square/locations', { token: token.access_token })).status).toBe(401)
  })
})

describe('an embed token', () => {
  it('reads the locations answer with only its own locations, and figures only of those', async () => {
    const { secret } = await makeKey()
    const { access_token: token } = await tokenFor(secret, { locationIds: ['L-NORTH'] })
    const answer = locationsResponseSchema.parse((await t.call('GET', '/api/square/locations', { token })).body).data
    expect(answer.locations.map((location) => location.id)).toEqual(['L-NORTH'])
    expect(answer.summary.totalLocations).toBe(1)
    // The whole list is still what a user reads.
    const whole = locationsResponseSchema.parse((await t.call('GET', '/api/square/locations', { token: admin })).body).data
    expect(whole.locations).toHaveLength(3)
    expect((await t.call('GET', '/api/square/stats?locationId=L-NORTH&years=2025', { token })).status).toBe(200)
    const other = await t.call('GET', '/api/square/stats?locationId=L-SOUTH&years=2025', { token })
    expect([other.status, other.body.message]).toEqual([403, EMBED_LOCATION_REFUSED])
  })

  it('refreshes into a successor, the replaced token working only through the grace', async () => {
    const { secret } = await makeKey()
    const first = await tokenFor(secret, { expiresIn: 300 })
    t.clock.advance(240_000)
    const current = await t.call('GET', '/api/embed/tokens/current', { token: first.access_token })
    expect(current.body.data).toMatchObject({ access_token: first.access_token, expires_in: 60, locationIds: ['L-NORTH', 'L-SOUTH'] })
    const refreshed = embedTokenResponseSchema.parse((await t.call('POST', '/api/embed/tokens/refresh', { token: first.access_token })).body).data
    expect(refreshed.access_token).not.toBe(first.access_token)
    expect(refreshed.expires_in).toBe(300)
    // A second tab refreshing the same token at once gets the same successor.
    const again = await t.call('POST', '/api/embed/tokens/refresh', { token: first.access_token })
    expect(again.body.data.access_token).toBe(refreshed.access_token)
    expect((await t.call('GET', '/api/square/locations', { token: first.access_token })).status).toBe(200)
    t.clock.advance(REFRESH_GRACE_MS)
    expect((await t.call('GET', '/api/square/locations', { token: first.access_token })).status).toBe(401)
    expect((await t.call('GET', '/api/square/locations', { token: refreshed.access_token })).status).toBe(200)
    const stale = await t.call('POST', '/api/embed/tokens/refresh', { token: first.access_token })
    expect([stale.status, stale.body.message]).toEqual([401, EMBED_TOKEN_ENDED])
  })

  it('stops refreshing when the run since the exchange reaches its end', async () => {
    const { secret } = await makeKey()
    let token = (await tokenFor(secret, { expiresIn: 3600 })).access_token
    for (let hour = 1; hour <= EMBED_SESSION_LIFETIME_MS / 3_600_000; hour++) {
      t.clock.advance(3_590_000)
      token = (await t.call('POST', '/api/embed/tokens/refresh', { token })).body.data.access_token as string
    }
    const last = await t.call('GET', '/api/embed/tokens/current', { token })
    expect(last.body.data.expires_in).toBe(120)
    t.clock.advance(last.body.data.expires_in * 1000)
    expect((await t.call('POST', '/api/embed/tokens/refresh', { token })).status).toBe(401)
  })

  it("stops at once when its key is revoked, and its live sockets are told to close", async () => {
    const { key, secret } = await makeKey()
    const { access_token: token } = await tokenFor(secret)
    const ended: string[][] = []
    t.events.on('sessions-revoked', ({ sessionIds }) => ended.push(sessionIds))
    expect((await t.call('GET', '/api/square/locations', { token })).status).toBe(200)
    await t.call('DELETE', `/api/embed/keys/${key.id}`, { token: admin })
    expect((await t.call('GET', '/api/square/locations', { token })).status).toBe(401)
    expect((await t.call('POST', '/api/embed/tokens/refresh', { token })).status).toBe(401)
    expect(ended).toHaveLength(1)
    expect(ended[0]?.[0]).toMatch(/^embed:/)
  })

  it('is refused by the sign-in routes as by every user route', async () => {
    const { secret } = await makeKey()
    const { access_token: token } = await tokenFor(secret)
    expect((await t.call('POST', '/api/auth/refresh', { token })).status).toBe(403)
    expect((await t.call('POST', '/api/auth/logout', { token })).status).toBe(403)
    expect((await t.call('POST', '/api/embed/tokens/refresh', { token: admin })).status).toBe(403)
  })
})

describe('the public check', () => {
  it('names the standing of the asking origin, readable from any origin', async () => {
    const { secret } = await makeKey({ origins: ['https://reports.example'] })
    await tokenFor(secret)
    const config = await createTestContext({ env: { FW_ALLOWED_ORIGINS: HOST } })
    try {
      const standing = async (context: TestContext, origin?: string) => {
        const res = await context.call('GET', 'http://dash.example/api/embed/check', { headers: origin ? { Origin: origin } : {} })
        if (origin) expect(res.headers.get('access-control-allow-origin')).toBe(origin)
        return embedCheckResponseSchema.parse(res.body).data.standing
      }
      expect(await standing(config, 'http://dash.example')).toBe('dashboard')
      expect(await standing(config, HOST)).toBe('allowed')
      expect(await standing(t, 'https://reports.example')).toBe('embed-tokens')
      expect(await standing(t, 'https://elsewhere.example')).toBe('refused')
      expect(await standing(t)).toBe('no-origin')
    } finally {
      await config.close()
    }
  })
})

describe("CORS for a key's origins", () => {
  it("answers their preflight, and lets them read answers made with that key's tokens only", async () => {
    const { secret } = await makeKey({ origins: ['https://reports.example'] })
    const { access_token: token } = await tokenFor(secret)
    const origin = 'https://reports.example'
    const preflight = await t.app.request('http://dash.example/api/square/locations', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    const withToken = await t.call('GET', 'http://dash.example/api/square/locations', { token, headers: { Origin: origin } })
    expect(withToken.headers.get('access-control-allow-origin')).toBe(origin)
    // A user's session from that page is not readable there: only the dashboard and FW_ALLOWED_ORIGINS get those.
    const withSession = await t.call('GET', 'http://dash.example/api/square/locations', { token: admin, headers: { Origin: origin } })
    expect(withSession.headers.get('access-control-allow-origin')).toBeNull()
    // Another origin gets nothing, preflight or answer.
    const stranger = await t.app.request('http://dash.example/api/square/locations', {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
    const strangerWithToken = await t.call('GET', 'http://dash.example/api/square/locations', { token, headers: { Origin: 'https://elsewhere.example' } })
    expect(strangerWithToken.headers.get('access-control-allow-origin')).toBeNull()
  })

  it("forgets a revoked key's origins at once", async () => {
    const { key } = await makeKey({ origins: ['https://reports.example'] })
    const preflight = () =>
      t.app.request('http://dash.example/api/square/locations', { method: 'OPTIONS', headers: { Origin: 'https://reports.example', 'Access-Control-Request-Method': 'GET' } })
    expect((await preflight()).headers.get('access-control-allow-origin')).toBe('https://reports.example')
    await t.call('DELETE', `/api/embed/keys/${key.id}`, { token: admin })
    expect((await preflight()).headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lets any page read the health answer, whose server time sets its clock', async () => {
    const health = await t.call('GET', 'http://dash.example/api/health', { headers: { Origin: 'https://elsewhere.example' } })
    expect(health.status).toBe(200)
    expect(health.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example')
  })

  it("lets a page read the 401 that refuses a revoked key's token, and nothing else of a token it does not name", async () => {
    const { key, secret } = await makeKey({ origins: ['https://reports.example'] })
    const { access_token: token } = await tokenFor(secret)
    const origin = 'https://reports.example'
    await t.call('DELETE', `/api/embed/keys/${key.id}`, { token: admin })
    const refused = await t.call('GET', 'http://dash.example/api/square/locations', { token, headers: { Origin: origin } })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin)
    // A user's refused session is not an embed token's refusal: only the dashboard and FW_ALLOWED_ORIGINS read it.
    const stale = await t.call('GET', 'http://dash.example/api/square/locations', { token: 'not-a-session', headers: { Origin: origin } })
    expect(stale.status).toBe(401)
    expect(stale.headers.get('access-control-allow-origin')).toBeNull()
  })
})
