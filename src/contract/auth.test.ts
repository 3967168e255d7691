import {
  AUTH_TOKEN_EXPIRY_KEY,
  AUTH_TOKEN_KEY,
  AUTH_USER_KEY,
  SESSION_STORAGE_KEYS,
  THEME_STORAGE_KEY,
  loginRequestSchema,
  loginResponseSchema,
  refreshResponseSchema,
} from './auth'
import { parseOrIssues } from './validation'

describe('loginRequestSchema', () => {
  it('accepts a username and password', () => {
    expect(loginRequestSchema.parse({ username: 'admin', password: 'x' })).toEqual({ username: 'admin', password: 'x' })
  })

  it('requires both fields, missing or empty', () => {
    expect(parseOrIssues(loginRequestSchema, {})).toEqual({
      ok: false,
      details: [
        { field: 'username', message: 'Username is required' },
        { field: 'password', message: 'Password is required' },
      ],
    })
    expect(parseOrIssues(loginRequestSchema, { username: '', password: '' })).toEqual({
      ok: false,
      details: [
        { field: 'username', message: 'Username is required' },
        { field: 'password', message: 'Password is required' },
      ],
    })
  })

  it('does not apply the new-user rules to a login (a 2-letter name is looked up, not refused)', () => {
    expect(loginRequestSchema.safeParse({ username: 'ab', password: '1' }).success).toBe(true)
  })

  it('refuses oversized input before any password hashing', () => {
    expect(parseOrIssues(loginRequestSchema, { username: 'admin', password: 'p'.repeat(129) })).toEqual({
      ok: false,
      details: [{ field: 'password', message: 'Password is too long' }],
    })
  })

  it('rejects unknown fields', () => {
    expect(parseOrIssues(loginRequestSchema, { username: 'a', password: 'b', remember: true })).toEqual({
      ok: false,
      details: [{ field: 'remember', message: 'Unknown field' }],
    })
  })
})

describe('login and refresh answers', () => {
  const answer = {
    success: true,
    data: { access_token: 'tok_abc', expires_in: 3600, user: { username: 'admin', roles: ['admin'] } },
  }

  it('reads a successful answer', () => {
    expect(loginResponseSchema.parse(answer).data.expires_in).toBe(3600)
    expect(refreshResponseSchema.parse(answer).data.user.roles).toEqual(['admin'])
  })

  it('treats an answer without success=true as a failure', () => {
    expect(loginResponseSchema.safeParse({ ...answer, success: false }).success).toBe(false)
    expect(loginResponseSchema.safeParse({ data: answer.data }).success).toBe(false)
  })

  it('refuses a token with no lifetime', () => {
    expect(loginResponseSchema.safeParse({ ...answer, data: { ...answer.data, expires_in: 0 } }).success).toBe(false)
  })
})

describe('storage keys', () => {
  it('names the stored session keys as the dashboard keeps them', () => {
    expect([AUTH_TOKEN_KEY, AUTH_TOKEN_EXPIRY_KEY, AUTH_USER_KEY]).toEqual(['auth_token', 'auth_token_expiry', 'auth_user'])
    expect(SESSION_STORAGE_KEYS).toEqual(['auth_token', 'auth_token_expiry', 'auth_user'])
  })

  it('keys the theme by product name', () => {
    expect(THEME_STORAGE_KEY).toBe('fireworks-dashboard-theme')
  })
})
