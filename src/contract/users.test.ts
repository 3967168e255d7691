import { managedUserSchema, omitEmptyPassword, sessionUserSchema, userCreateSchema, userUpdateSchema } from './users'
import { parseOrIssues } from './validation'

const validUser = {
  username: 'jane_doe-2',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  password: 'secret1',
}

function messagesFor(input: unknown, schema: typeof userCreateSchema | typeof userUpdateSchema = userCreateSchema) {
  const outcome = parseOrIssues(schema, input)
  if (outcome.ok) throw new Error('expected the input to be refused')
  return outcome.details
}

describe('userCreateSchema', () => {
  it('accepts a valid user and fills in roles [user] and status active', () => {
    expect(userCreateSchema.parse(validUser)).toEqual({ ...validUser, roles: ['user'], status: 'active' })
  })

  it('keeps given roles and status', () => {
    const parsed = userCreateSchema.parse({ ...validUser, roles: ['admin', 'user'], status: 'inactive' })
    expect(parsed.roles).toEqual(['admin', 'user'])
    expect(parsed.status).toBe('inactive')
  })

  it('refuses a username under 3 characters', () => {
    expect(messagesFor({ ...validUser, username: 'ab' })).toEqual([
      { field: 'username', message: 'Username must be at least 3 characters' },
    ])
  })

  it('accepts usernames of exactly 3 and exactly 50 characters', () => {
    expect(userCreateSchema.safeParse({ ...validUser, username: 'abc' }).success).toBe(true)
    expect(userCreateSchema.safeParse({ ...validUser, username: 'a'.repeat(50) }).success).toBe(true)
  })

  it('refuses a username over 50 characters', () => {
    expect(messagesFor({ ...validUser, username: 'a'.repeat(51) })).toEqual([
      { field: 'username', message: 'Username must be less than 50 characters' },
    ])
  })

  it('refuses a username with characters other than letters, digits, underscore and dash', () => {
    expect(messagesFor({ ...validUser, username: 'jane doe' })).toEqual([
      { field: 'username', message: 'Username can only contain letters, numbers, underscores, and dashes' },
    ])
    expect(messagesFor({ ...validUser, username: 'jane.doe' })[0]?.message).toBe(
      'Username can only contain letters, numbers, underscores, and dashes',
    )
  })

  it('reports every broken username rule at once', () => {
    expect(messagesFor({ ...validUser, username: 'a!' }).map((issue) => issue.message)).toEqual([
      'Username must be at least 3 characters',
      'Username can only contain letters, numbers, underscores, and dashes',
    ])
  })

  it('refuses an invalid or missing email', () => {
    expect(messagesFor({ ...validUser, email: 'jane@' })).toEqual([{ field: 'email', message: 'Invalid email address' }])
    const { email: _email, ...withoutEmail } = validUser
    expect(messagesFor(withoutEmail)).toEqual([{ field: 'email', message: 'Invalid email address' }])
  })

  it('requires first and last names, blank ones included', () => {
    expect(messagesFor({ ...validUser, firstName: '' })).toEqual([{ field: 'firstName', message: 'First name is required' }])
    expect(messagesFor({ ...validUser, firstName: '   ' })).toEqual([{ field: 'firstName', message: 'First name is required' }])
    expect(messagesFor({ ...validUser, lastName: '' })).toEqual([{ field: 'lastName', message: 'Last name is required' }])
    const { firstName: _f, lastName: _l, ...withoutNames } = validUser
    expect(messagesFor(withoutNames)).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
    ])
  })

  it('refuses names over 100 characters and accepts exactly 100', () => {
    expect(messagesFor({ ...validUser, firstName: 'x'.repeat(101) })).toEqual([
      { field: 'firstName', message: 'First name too long' },
    ])
    expect(messagesFor({ ...validUser, lastName: 'x'.repeat(101) })).toEqual([
      { field: 'lastName', message: 'Last name too long' },
    ])
    expect(userCreateSchema.safeParse({ ...validUser, firstName: 'x'.repeat(100) }).success).toBe(true)
  })

  it('trims names', () => {
    expect(userCreateSchema.parse({ ...validUser, firstName: '  Jane ' }).firstName).toBe('Jane')
  })

  it('requires at least one role', () => {
    expect(messagesFor({ ...validUser, roles: [] })).toEqual([{ field: 'roles', message: 'User must have at least one role' }])
  })

  it('refuses unknown roles and drops repeated ones', () => {
    expect(messagesFor({ ...validUser, roles: ['owner'] })).toEqual([
      { field: 'roles.0', message: 'Role must be admin, user or super_admin' },
    ])
    expect(userCreateSchema.parse({ ...validUser, roles: ['admin', 'admin'] }).roles).toEqual(['admin'])
  })

  it('refuses a status other than active or inactive', () => {
    expect(messagesFor({ ...validUser, status: 'ACTIVE' })).toEqual([
      { field: 'status', message: 'Status must be active or inactive' },
    ])
  })

  it('requires a password of at least 6 characters', () => {
    expect(messagesFor({ ...validUser, password: '12345' })).toEqual([
      { field: 'password', message: 'Password must be at least 6 characters' },
    ])
    expect(messagesFor({ ...validUser, password: '' })).toEqual([
      { field: 'password', message: 'Password must be at least 6 characters' },
    ])
    expect(userCreateSchema.safeParse({ ...validUser, password: '123456' }).success).toBe(true)
  })

  it('caps the password at 128 characters', () => {
    expect(messagesFor({ ...validUser, password: 'p'.repeat(129) })).toEqual([
      { field: 'password', message: 'Password must be at most 128 characters' },
    ])
  })

  it('rejects unknown fields', () => {
    expect(messagesFor({ ...validUser, isAdmin: true })).toEqual([{ field: 'isAdmin', message: 'Unknown field' }])
  })
})

describe('userUpdateSchema', () => {
  it('accepts an empty edit', () => {
    expect(userUpdateSchema.parse({})).toEqual({})
  })

  it('does not fill in defaults on edit', () => {
    expect(userUpdateSchema.parse({ email: 'new@example.com' })).toEqual({ email: 'new@example.com' })
  })

  it('keeps the username rules', () => {
    expect(messagesFor({ username: 'ab' }, userUpdateSchema)).toEqual([
      { field: 'username', message: 'Username must be at least 3 characters' },
    ])
    expect(messagesFor({ username: 'a'.repeat(51) }, userUpdateSchema)[0]?.message).toBe(
      'Username must be less than 50 characters',
    )
  })

  it('accepts an empty password, meaning keep the current one', () => {
    expect(userUpdateSchema.parse({ password: '' })).toEqual({ password: '' })
  })

  it('refuses a non-empty password under 6 characters', () => {
    expect(messagesFor({ password: 'abc' }, userUpdateSchema)).toEqual([
      { field: 'password', message: 'Password must be at least 6 characters' },
    ])
    expect(userUpdateSchema.parse({ password: 'abcdef' })).toEqual({ password: 'abcdef' })
  })

  it('still requires a role when roles are given, and a name when a name is given', () => {
    expect(messagesFor({ roles: [], firstName: '' }, userUpdateSchema)).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'roles', message: 'User must have at least one role' },
    ])
  })

  it('rejects unknown fields', () => {
    expect(messagesFor({ id: 7 }, userUpdateSchema)).toEqual([{ field: 'id', message: 'Unknown field' }])
  })
})

describe('omitEmptyPassword', () => {
  it('leaves an empty password out of the request body', () => {
    expect(omitEmptyPassword({ email: 'a@b.co', password: '' })).toEqual({ email: 'a@b.co' })
    expect('password' in omitEmptyPassword({ email: 'a@b.co', password: '' })).toBe(false)
  })

  it('keeps a new password', () => {
    expect(omitEmptyPassword({ email: 'a@b.co', password: 'newpass' })).toEqual({ email: 'a@b.co', password: 'newpass' })
  })

  it('does not change the body it was given', () => {
    const body = { password: '' }
    omitEmptyPassword(body)
    expect(body).toEqual({ password: '' })
  })
})

describe('answer shapes', () => {
  const row = {
    id: 1,
    username: 'admin',
    email: 'admin@example.com',
    firstName: 'Admin',
    lastName: 'User',
    roles: ['admin'],
    status: 'active',
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-02T10:00:00.000Z',
    lastLoginAt: null,
    homeLocationIds: ['L1'],
  }

  it('strips a password or its hash from a managed user', () => {
    const shaped = managedUserSchema.parse({ ...row, password: 'secret1', passwordHash: '$argon2id$...' })
    expect(shaped).toEqual(row)
    expect(Object.keys(shaped)).not.toContain('password')
    expect(Object.keys(shaped)).not.toContain('passwordHash')
  })

  it('requires ISO instants for the managed user times', () => {
    expect(managedUserSchema.safeParse({ ...row, createdAt: '2025-06-01 10:00:00' }).success).toBe(false)
    expect(managedUserSchema.safeParse({ ...row, lastLoginAt: '2025-07-04T21:15:00.000Z' }).success).toBe(true)
  })

  it("reads a user's own home locations, or null for one who follows the default", () => {
    expect(managedUserSchema.parse({ ...row, homeLocationIds: null }).homeLocationIds).toBeNull()
    expect(managedUserSchema.safeParse({ ...row, homeLocationIds: 'L1' }).success).toBe(false)
  })

  it('reads a session user with or without a last sign-in time', () => {
    expect(sessionUserSchema.parse({ username: 'jane', roles: ['user'] })).toEqual({ username: 'jane', roles: ['user'] })
    expect(
      sessionUserSchema.parse({ username: 'jane', roles: ['super_admin'], lastLoginAt: '2025-07-04T21:15:00.000Z' }).roles,
    ).toEqual(['super_admin'])
  })
})
