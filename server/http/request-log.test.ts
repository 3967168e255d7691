import { createTestContext, TEST_PASSWORD, type TestContext } from '../testing/test-app'

let t: TestContext
beforeEach(async () => {
  t = await createTestContext({ now: '2025-07-04T20:00:00Z' })
})
afterEach(async () => {
  await t.close()
})

const parsed = () => t.log.lines.map((line) => JSON.parse(line) as Record<string, unknown>)

describe('the request log', () => {
  it('writes one line per request with method, path, status, duration, user and request id', async () => {
    const token = await t.signIn('dana', ['admin'])
    const res = await t.app.request('/api/users', { headers: t.authHeader(token) })
    const lines = parsed().filter((line) => line.event === 'request')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'debug',
      method: 'GET',
      path: '/api/users',
      status: 200,
      user: 'dana',
      requestId: res.headers.get('x-request-id'),
    })
    expect(typeof lines[0]?.durationMs).toBe('number')
  })

  it('leaves the query string out of the path, since it may carry a token', async () => {
    await t.app.request('/api/health?token=abcdef123456&x=1')
    expect(parsed().at(-1)).toMatchObject({ path: '/api/health', user: null })
    expect(t.log.lines.join('\n')).not.toContain('abcdef123456')
  })

  it('logs each sign-in attempt with its outcome', async () => {
    await t.createUser('dana', ['user'])
    await t.call('POST', '/api/auth/login', { body: { username: 'dana', password: 'wrong-one' } })
    await t.call('POST', '/api/auth/login', { body: { username: 'ghost', password: 'wrong-two' } })
    await t.call('POST', '/api/auth/login', { body: { username: 'dana', password: TEST_PASSWORD } })
    const attempts = parsed().filter((line) => line.event === 'auth.login')
    // An unknown name is logged as a hash only: it may be a password typed into the wrong box.
    expect(attempts.map((line) => [line.username ?? line.usernameHash, line.outcome, line.level])).toEqual([
      ['dana', 'wrong-password', 'warn'],
      [expect.stringMatching(/^[0-9a-f]{12}$/), 'unknown-user', 'warn'],
      ['dana', 'success', 'info'],
    ])
    expect(JSON.stringify(attempts)).not.toContain('ghost')
  })

  it('never contains a token or a password, through sign-in, refresh, user changes and logout', async () => {
    const admin = await t.signIn('boss', ['admin'])
    await t.createUser('dana', ['user'])
    const secrets = [admin, TEST_PASSWORD, 'wrong-password-77', 'brand-new-pass', 'changed-pass-88']
    await t.call('POST', '/api/auth/login', { body: { username: 'dana', password: 'wrong-password-77' } })
    const signedIn = await t.call('POST', '/api/auth/login', { body: { username: 'dana', password: TEST_PASSWORD } })
    const token: string = signedIn.body.data.access_token
    const refreshed = await t.call('POST', '/api/auth/refresh', { token })
    secrets.push(token, refreshed.body.data.access_token)
    await t.call('POST', '/api/users', {
      token: admin,
      body: { username: 'erin', email: 'erin@fireworks.example', firstName: 'Erin', lastName: 'Lee', password: 'brand-new-pass' },
    })
    await t.call('PUT', '/api/users/erin', { token: admin, body: { password: 'changed-pass-88' } })
    await t.call('POST', '/api/auth/logout', { token: refreshed.body.data.access_token })
    await t.call('GET', '/api/users', { headers: { Authorization: `Bearer ${admin}` } })
    const everything = t.log.lines.join('\n')
    expect(t.log.lines.length).toBeGreaterThanOrEqual(8)
    for (const secret of secrets) expect(everything).not.toContain(secret)
  })
})
