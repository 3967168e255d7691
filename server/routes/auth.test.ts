import { sql } from 'kysely'
import { apiErrorSchema } from '../../src/contract/envelope'
import { loginResponseSchema, logoutResponseSchema } from '../../src/contract/auth'
import { REFRESH_GRACE_MS } from '../auth/sessions'
import { FREE_FAILURES } from '../auth/throttle'
import { ADMIN_ELSEWHERE } from './auth'
import { createTestContext, TEST_PASSWORD, type TestContext } from '../testing/test-app'

let t: TestContext
beforeEach(async () => {
  t = await createTestContext({ now: '2025-07-04T20:00:00Z' })
  await t.createUser('dana', ['user'])
})
afterEach(async () => {
  await t.close()
})

const login = (username: unknown, password: unknown) => t.call('POST', '/api/auth/login', { body: { username, password } })

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers the contract shape', async () => {
    const res = await login('dana', TEST_PASSWORD)
    expect(res.status).toBe(200)
    const body = loginResponseSchema.parse(res.body)
    expect(body.data.expires_in).toBe(3600)
    expect(body.data.user).toEqual({ username: 'dana', roles: ['user'], lastLoginAt: '2025-07-04T20:00:00.000Z', firstSignIn: true })
    // The token works on a guarded route.
    const refreshed = await t.call('POST', '/api/auth/refresh', { token: body.data.access_token })
    expect(refreshed.status).toBe(200)
  })

  it('says whether this is the first sign-in of the user, and only the first', async () => {
    const first = loginResponseSchema.parse((await login('dana', TEST_PASSWORD)).body)
    expect(first.data.user.firstSignIn).toBe(true)
    t.clock.set('2025-07-04T21:00:00Z')
    const second = loginResponseSchema.parse((await login('dana', TEST_PASSWORD)).body)
    expect(second.data.user.firstSignIn).toBe(false)
    // A refresh is not a sign-in: it says nothing of it.
    const refreshed = loginResponseSchema.parse((await t.call('POST', '/api/auth/refresh', { token: second.data.access_token })).body)
    expect(refreshed.data.user.firstSignIn).toBeUndefined()
  })

  it('records the sign-in time on the user', async () => {
    t.clock.set('2025-07-03T18:30:00Z')
    await login('dana', TEST_PASSWORD)
    const row = await t.deps.db.selectFrom('users').select('last_login_at').where('username', '=', 'dana').executeTakeFirstOrThrow()
    expect(row.last_login_at).toBe('2025-07-03T18:30:00.000Z')
  })

  it('accepts the username in any case and answers with its stored spelling', async () => {
    const res = await login('DANA', TEST_PASSWORD)
    expect(res.status).toBe(200)
    expect(res.body.data.user.username).toBe('dana')
  })

  it('answers an unknown user and a wrong password alike', async () => {
    const unknown = await login('nobody', TEST_PASSWORD)
    const wrong = await login('dana', 'not-the-password')
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(apiErrorSchema.parse(unknown.body)).toEqual(apiErrorSchema.parse(wrong.body))
    expect(unknown.body).toEqual({ success: false, error: 'UNAUTHORIZED', message: 'Invalid username or password', details: [] })
  })

  it('refuses an inactive account even with the right password', async () => {
    await t.createUser('ivan', ['user'], 'inactive')
    const res = await login('ivan', TEST_PASSWORD)
    expect(res.status).toBe(403)
    expect(res.body.error).toBe('FORBIDDEN')
    expect(await t.deps.db.selectFrom('sessions').select('id').execute()).toHaveLength(0)
  })

  it("refuses an admin on another site's page, with no session made and no failure counted, and lets a user in there", async () => {
    await t.createUser('root', ['super_admin'])
    const fromPage = (username: string, origin: string) =>
      t.call('POST', 'http://dash.example/api/auth/login', { body: { username, password: TEST_PASSWORD }, headers: { Origin: origin } })
    for (let attempt = 0; attempt < 6; attempt++) {
      const refused = await fromPage('root', 'https://intranet.example')
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe(ADMIN_ELSEWHERE)
    }
    expect(await t.deps.db.selectFrom('sessions').select('id').execute()).toHaveLength(0)
    expect((await fromPage('dana', 'https://intranet.example')).status).toBe(200)
    // On the dashboard's own origin, and from a client that is no page, an admin signs in.
    expect((await fromPage('root', 'http://dash.example')).status).toBe(200)
    expect((await login('root', TEST_PASSWORD)).status).toBe(200)
  })

  it.each([
    [{}, [{ field: 'username', message: 'Username is required' }, { field: 'password', message: 'Password is required' }]],
    [{ username: '', password: '' }, [{ field: 'username', message: 'Username is required' }, { field: 'password', message: 'Password is required' }]],
    [{ username: 'dana' }, [{ field: 'password', message: 'Password is required' }]],
    [{ username: 42, password: TEST_PASSWORD }, [{ field: 'username', message: 'Username is required' }]],
    [{ username: 'dana', password: TEST_PASSWORD, remember: true }, [{ field: 'remember', message: 'Unknown field' }]],
  ])('refuses the body %j with field messages', async (body, details) => {
    const res = await t.call('POST', '/api/auth/login', { body })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, error: 'VALIDATION_ERROR', message: details[0]?.message, details })
  })

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"username":' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message: 'The request body is not valid JSON' })
  })

  it('refuses a form post', async () => {
    const res = await t.app.request('/api/auth/login', { method: 'POST', body: new URLSearchParams({ username: 'dana', password: TEST_PASSWORD }) })
    expect(res.status).toBe(415)
    expect((await res.json()).error).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('does not count successful sign-ins as failures', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await login('dana', TEST_PASSWORD)).status).toBe(200)
  })
})

describe('the sign-in log', () => {
  const typedPassword = 'Correct-Horse-Battery-Staple'
  const loginLines = () => t.log.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'auth.login')

  it('logs an unknown username only as a short hash, never the text typed', async () => {
    expect((await login(typedPassword, 'anything')).status).toBe(401)
    expect((await login(typedPassword.toUpperCase(), 'anything')).status).toBe(401)
    const text = t.log.lines.join('\n')
    expect(text.toLowerCase()).not.toContain(typedPassword.toLowerCase())
    const [first, second] = loginLines()
    expect(first).toMatchObject({ level: 'warn', outcome: 'unknown-user', usernameHash: expect.stringMatching(/^[0-9a-f]{12}$/) })
    expect(first).not.toHaveProperty('username')
    // The same text (in any case) gets the same tag, so repeated guesses can be told apart from others.
    expect(second?.usernameHash).toBe(first?.usernameHash)
  })

  it('keeps the text of an unknown username out of the log when it is throttled too', async () => {
    for (let attempt = 0; attempt < FREE_FAILURES + 1; attempt += 1) await login(typedPassword, 'anything')
    expect(loginLines().map((line) => line.outcome)).toEqual([...Array(FREE_FAILURES).fill('unknown-user'), 'throttled'])
    expect(t.log.lines.join('\n').toLowerCase()).not.toContain(typedPassword.toLowerCase())
  })

  it('names a known user by the stored username', async () => {
    await login('DANA', 'wrong')
    await login('Dana', TEST_PASSWORD)
    expect(loginLines().map(({ username, outcome }) => ({ username, outcome }))).toEqual([
      { username: 'dana', outcome: 'wrong-password' },
      { username: 'dana', outcome: 'success' },
    ])
  })
})

/** Makes every write of a sign-in time fail (a trigger), or stops doing so. */
async function failSignInTimeWrites(fail: boolean): Promise<void> {
  const statements =
    t.storeKind === 'postgres'
      ? fail
        ? [
            "CREATE FUNCTION fail_sign_in() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$",
            'CREATE TRIGGER fail_sign_in BEFORE UPDATE OF last_login_at ON users FOR EACH ROW EXECUTE FUNCTION fail_sign_in()',
          ]
        : ['DROP TRIGGER fail_sign_in ON users', 'DROP FUNCTION fail_sign_in()']
      : fail
        ? ["CREATE TRIGGER fail_sign_in BEFORE UPDATE OF last_login_at ON users BEGIN SELECT RAISE(ABORT, 'disk full'); END"]
        : ['DROP TRIGGER fail_sign_in']
  for (const statement of statements) await sql.raw(statement).execute(t.deps.db)
}

describe('a sign-in’s writes', () => {
  it('are one transaction: when one fails, no session is left and the attempt still counts', async () => {
    await failSignInTimeWrites(true)
    expect((await login('dana', TEST_PASSWORD)).status).toBe(500)
    expect(await t.deps.db.selectFrom('sessions').select('id').execute()).toEqual([])
    expect(await t.deps.db.selectFrom('login_failures').select('username_key').execute()).toEqual([{ username_key: 'dana' }])
    await failSignInTimeWrites(false)
    expect((await login('dana', TEST_PASSWORD)).status).toBe(200)
    expect(await t.deps.db.selectFrom('sessions').select('id').execute()).toHaveLength(1)
  })

  it('clear sessions that expired and announce them', async () => {
    const stale = await t.signIn('erin', ['user'], { at: t.clock.now() - 2 * 3_600_000 })
    const ended: string[][] = []
    t.events.on('sessions-revoked', ({ sessionIds }) => ended.push(sessionIds))
    expect((await login('dana', TEST_PASSWORD)).status).toBe(200)
    expect(ended).toHaveLength(1)
    expect((await t.call('POST', '/api/auth/refresh', { token: stale })).status).toBe(401)
  })
})

describe('POST /api/auth/refresh', () => {
  it('rotates the token: the new one works, the old one stops after the grace period', async () => {
    const token = await t.signIn('dana')
    t.clock.advance(58 * 60 * 1000)
    const res = await t.call('POST', '/api/auth/refresh', { token })
    expect(res.status).toBe(200)
    const body = loginResponseSchema.parse(res.body)
    expect(body.data.access_token).not.toBe(token)
    expect(body.data.expires_in).toBe(3600)
    expect(body.data.user).toMatchObject({ username: 'dana', roles: ['user'] })
    t.clock.advance(REFRESH_GRACE_MS)
    expect((await t.call('POST', '/api/auth/refresh', { token })).status).toBe(401)
    expect((await t.call('POST', '/api/auth/refresh', { token: body.data.access_token })).status).toBe(200)
  })

  it('keeps two tabs refreshing the same token at once both signed in, with the same new token', async () => {
    const token = await t.signIn('dana')
    const [tabA, tabB] = await Promise.all([
      t.call('POST', '/api/auth/refresh', { token }),
      t.call('POST', '/api/auth/refresh', { token }),
    ])
    expect([tabA.status, tabB.status]).toEqual([200, 200])
    expect(tabB.body.data.access_token).toBe(tabA.body.data.access_token)
    t.clock.advance(REFRESH_GRACE_MS)
    expect((await t.call('POST', '/api/auth/logout', { token: tabB.body.data.access_token })).status).toBe(200)
  })

  it('refuses a missing, unknown or expired token', async () => {
    expect((await t.call('POST', '/api/auth/refresh')).status).toBe(401)
    expect((await t.call('POST', '/api/auth/refresh', { token: 'made-up-token' })).status).toBe(401)
    const token = await t.signIn('dana')
    t.clock.advance(3600 * 1000)
    const res = await t.call('POST', '/api/auth/refresh', { token })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ success: false, error: 'UNAUTHORIZED', message: 'Authentication required', details: [] })
  })
})

describe('POST /api/auth/logout', () => {
  it('ends the session: the old token answers 401 afterwards, and the end is announced', async () => {
    const token = await t.signIn('dana')
    const revoked: string[][] = []
    t.events.on('sessions-revoked', (event) => revoked.push(event.sessionIds))
    const res = await t.call('POST', '/api/auth/logout', { token })
    expect(res.status).toBe(200)
    expect(logoutResponseSchema.parse(res.body).data.loggedOut).toBe(true)
    expect(revoked).toHaveLength(1)
    expect((await t.call('POST', '/api/auth/refresh', { token })).status).toBe(401)
    expect((await t.call('POST', '/api/auth/logout', { token })).status).toBe(401)
  })

  it('ends only that session, not the same user signed in elsewhere', async () => {
    const laptop = await t.signIn('dana')
    const phone = await t.signIn('dana')
    await t.call('POST', '/api/auth/logout', { token: laptop })
    expect((await t.call('POST', '/api/auth/refresh', { token: phone })).status).toBe(200)
  })
})
