import { userDeletedResponseSchema, userResponseSchema, usersListResponseSchema } from '../../src/contract/users'
import { createTestContext, TEST_PASSWORD, type TestContext } from '../testing/test-app'

let t: TestContext
let admin: string
beforeEach(async () => {
  t = await createTestContext({ now: '2025-07-04T20:00:00Z' })
  admin = await t.signIn('boss', ['admin'])
})
afterEach(async () => {
  await t.close()
})

const newUser = {
  username: 'casey_j',
  email: 'casey@fireworks.example',
  firstName: 'Casey',
  lastName: 'Jones',
  roles: ['user'],
  status: 'active',
  password: 'sparkler1',
}

const create = (body: unknown) => t.call('POST', '/api/users', { token: admin, body })
const update = (username: string, body: unknown, token = admin) => t.call('PUT', `/api/users/${username}`, { token, body })
const login = (username: string, password: string) => t.call('POST', '/api/auth/login', { body: { username, password } })

describe('GET /api/users', () => {
  it('lists every user by username, without password hashes', async () => {
    await t.createUser('zed', ['user'])
    await t.createUser('amy', ['super_admin'], 'inactive')
    const res = await t.call('GET', '/api/users', { token: admin })
    expect(res.status).toBe(200)
    const body = usersListResponseSchema.parse(res.body)
    expect(body.data.map((user) => [user.username, user.roles, user.status])).toEqual([
      ['amy', ['super_admin'], 'inactive'],
      ['boss', ['admin'], 'active'],
      ['zed', ['user'], 'active'],
    ])
    expect(res.text).not.toMatch(/argon2|password/i)
  })

  it("lists each user's last sign-in, and null for one who never signed in", async () => {
    expect((await create(newUser)).status).toBe(201)
    const before = usersListResponseSchema.parse((await t.call('GET', '/api/users', { token: admin })).body).data
    expect(before.find((user) => user.username === 'casey_j')?.lastLoginAt).toBeNull()
    t.clock.advance(90_000)
    expect((await login('casey_j', 'sparkler1')).status).toBe(200)
    const after = usersListResponseSchema.parse((await t.call('GET', '/api/users', { token: admin })).body).data
    expect(after.find((user) => user.username === 'casey_j')?.lastLoginAt).toBe('2025-07-04T20:01:30.000Z')
  })
})

describe('POST /api/users', () => {
  it('creates a user who can then sign in, with defaults roles [user] and status active', async () => {
    const { roles: _roles, status: _status, ...withoutDefaults } = newUser
    const res = await create(withoutDefaults)
    expect(res.status).toBe(201)
    const user = userResponseSchema.parse(res.body).data
    expect(user).toMatchObject({ username: 'casey_j', email: 'casey@fireworks.example', firstName: 'Casey', lastName: 'Jones', roles: ['user'], status: 'active', lastLoginAt: null })
    expect(user.createdAt).toBe('2025-07-04T20:00:00.000Z')
    expect(res.text).not.toMatch(/argon2|sparkler1/)
    expect((await login('casey_j', 'sparkler1')).status).toBe(200)
    const stored = await t.deps.db.selectFrom('users').select('password_hash').where('username', '=', 'casey_j').executeTakeFirstOrThrow()
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('trims names and drops a repeated role', async () => {
    const res = await create({ ...newUser, firstName: '  Casey ', roles: ['admin', 'admin', 'user'] })
    expect(res.body.data).toMatchObject({ firstName: 'Casey', roles: ['admin', 'user'] })
  })

  it('refuses a username already taken, in any case', async () => {
    await create(newUser)
    const res = await create({ ...newUser, username: 'CASEY_J' })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      success: false,
      error: 'CONFLICT',
      message: 'Username is already taken',
      details: [{ field: 'username', message: 'Username is already taken' }],
    })
  })

  it('accepts the shortest and longest allowed username and names', async () => {
    expect((await create({ ...newUser, username: 'abc' })).status).toBe(201)
    expect((await create({ ...newUser, username: 'a'.repeat(50), firstName: 'F'.repeat(100), lastName: 'L'.repeat(100) })).status).toBe(201)
  })

  // Every validation message (docs/contract.md#validation-messages), as a dialog would show it under its field.
  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'a'.repeat(51), 'Username must be less than 50 characters'],
    ['username', 'casey jones', 'Username can only contain letters, numbers, underscores, and dashes'],
    ['username', 'casey@home', 'Username can only contain letters, numbers, underscores, and dashes'],
    ['email', 'casey.example', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'F'.repeat(101), 'First name too long'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'L'.repeat(101), 'Last name too long'],
    ['roles', [], 'User must have at least one role'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['status', 'retired', 'Status must be active or inactive'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const res = await create({ ...newUser, [field]: value })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, error: 'VALIDATION_ERROR', message, details: [{ field, message }] })
  })

  it('names every missing field at once', async () => {
    const res = await create({})
    expect(res.status).toBe(400)
    expect(res.body.details).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ])
  })

  it('refuses an unknown role and an unknown field', async () => {
    const res = await create({ ...newUser, roles: ['owner'], isAdmin: true })
    expect(res.status).toBe(400)
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'roles.0', message: 'Role must be admin, user or super_admin' },
        { field: 'isAdmin', message: 'Unknown field' },
      ]),
    )
  })
})

describe('PUT /api/users/{username}', () => {
  // Made directly (password TEST_PASSWORD) so each test spends no time hashing a new password.
  beforeEach(async () => {
    await t.createUser('casey_j', ['user'])
  })

  it('changes the given fields only and keeps the password when it is empty', async () => {
    t.clock.advance(60_000)
    const res = await update('casey_j', { email: 'cj@fireworks.example', lastName: 'Smith', password: '' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ username: 'casey_j', email: 'cj@fireworks.example', firstName: 'Test', lastName: 'Smith', updatedAt: '2025-07-04T20:01:00.000Z' })
    expect((await login('casey_j', TEST_PASSWORD)).status).toBe(200)
  })

  it('sets a new password and ends the user’s sessions', async () => {
    const caseySession = await t.signIn('casey_j')
    expect((await update('casey_j', { password: 'roman-candle' })).status).toBe(200)
    expect((await login('casey_j', TEST_PASSWORD)).status).toBe(401)
    expect((await login('casey_j', 'roman-candle')).status).toBe(200)
    expect((await t.call('POST', '/api/auth/refresh', { token: caseySession })).status).toBe(401)
  })

  it('keeps the acting admin signed in when they change their own password', async () => {
    const otherBossSession = await t.signIn('boss', ['admin'])
    expect((await update('boss', { password: 'new-boss-pass' })).status).toBe(200)
    expect((await t.call('GET', '/api/users', { token: admin })).status).toBe(200)
    expect((await t.call('GET', '/api/users', { token: otherBossSession })).status).toBe(401)
  })

  it('ends the user’s sessions at once when their roles change, and announces it', async () => {
    const caseySession = await t.signIn('casey_j')
    const revoked: string[][] = []
    t.events.on('sessions-revoked', (event) => revoked.push(event.sessionIds))
    expect((await update('casey_j', { roles: ['user', 'admin'] })).status).toBe(200)
    expect(revoked).toHaveLength(1)
    expect((await t.call('POST', '/api/auth/refresh', { token: caseySession })).status).toBe(401)
  })

  it('keeps sessions when the roles are the same in another order', async () => {
    await update('casey_j', { roles: ['admin', 'user'] })
    const caseySession = await t.signIn('casey_j')
    expect((await update('casey_j', { roles: ['user', 'admin'], firstName: 'Case' })).status).toBe(200)
    expect((await t.call('GET', '/api/users', { token: caseySession })).status).toBe(200)
  })

  it('ends the sessions of a deactivated user, who can then no longer sign in', async () => {
    const caseySession = await t.signIn('casey_j')
    expect((await update('casey_j', { status: 'inactive' })).status).toBe(200)
    expect((await t.call('POST', '/api/auth/refresh', { token: caseySession })).status).toBe(401)
    expect((await login('casey_j', TEST_PASSWORD)).status).toBe(403)
  })

  it('renames a user, unless the new name is taken', async () => {
    await t.createUser('taken', ['user'])
    expect((await update('casey_j', { username: 'Taken' })).status).toBe(409)
    const renamed = await update('casey_j', { username: 'casey-j' })
    expect(renamed.body.data.username).toBe('casey-j')
    expect((await login('casey-j', TEST_PASSWORD)).status).toBe(200)
  })

  it('lets a user change only the case of their own username', async () => {
    expect((await update('casey_j', { username: 'Casey_J' })).body.data.username).toBe('Casey_J')
  })

  it('answers 404 for an unknown user', async () => {
    const res = await update('nobody', { firstName: 'No' })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ success: false, error: 'NOT_FOUND', message: 'User not found', details: [] })
  })

  it.each([
    [{ password: 'abc' }, 'password', 'Password must be at least 6 characters'],
    [{ username: 'x' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'no spaces' }, 'username', 'Username can only contain letters, numbers, underscores, and dashes'],
    [{ roles: [] }, 'roles', 'User must have at least one role'],
    [{ email: 'nope' }, 'email', 'Invalid email address'],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: 'L'.repeat(101) }, 'lastName', 'Last name too long'],
  ])('refuses the edit %j', async (body, field, message) => {
    const res = await update('casey_j', body)
    expect(res.status).toBe(400)
    expect(res.body.details).toEqual([{ field, message }])
  })

  it('refuses a malformed username in the path', async () => {
    const res = await update('a', { firstName: 'A' })
    expect(res.status).toBe(400)
    expect(res.body.details).toEqual([{ field: 'username', message: 'Username must be at least 3 characters' }])
  })
})

describe('the last admin', () => {
  it('cannot be demoted, deactivated or deleted', async () => {
    for (const res of [
      await update('boss', { roles: ['user'] }),
      await update('boss', { status: 'inactive' }),
      await t.call('DELETE', '/api/users/boss', { token: admin }),
    ]) {
      expect(res.status).toBe(409)
      expect(res.body).toEqual({ success: false, error: 'CONFLICT', message: 'At least one active admin must remain', details: [] })
    }
  })

  it('can be demoted once a super_admin exists, but an inactive admin does not count', async () => {
    await t.createUser('dormant', ['admin'], 'inactive')
    expect((await update('boss', { roles: ['user'] })).status).toBe(409)
    await t.createUser('root', ['super_admin'])
    expect((await update('boss', { roles: ['user'] })).status).toBe(200)
  })
})

describe('DELETE /api/users/{username}', () => {
  it('deletes the user: their token answers 401 at once and the end is announced', async () => {
    const caseySession = await t.signIn('casey_j')
    const revoked: string[][] = []
    t.events.on('sessions-revoked', (event) => revoked.push(event.sessionIds))
    const res = await t.call('DELETE', '/api/users/casey_j', { token: admin })
    expect(res.status).toBe(200)
    expect(userDeletedResponseSchema.parse(res.body).data).toEqual({ username: 'casey_j' })
    expect(revoked).toHaveLength(1)
    expect((await t.call('POST', '/api/auth/refresh', { token: caseySession })).status).toBe(401)
    expect((await t.call('GET', '/api/users', { token: admin })).body.data.map((u: { username: string }) => u.username)).toEqual(['boss'])
  })

  it('answers 404 for an unknown user', async () => {
    expect((await t.call('DELETE', '/api/users/nobody', { token: admin })).status).toBe(404)
  })

  it('is refused to a signed-in user who is not an admin', async () => {
    const casey = await t.signIn('casey_j')
    await t.createUser('victim', ['user'])
    const res = await t.call('DELETE', '/api/users/victim', { token: casey })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ success: false, error: 'FORBIDDEN', message: "You don't have permission to do this", details: [] })
  })
})
