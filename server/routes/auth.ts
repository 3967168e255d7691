// POST /api/auth/login, /refresh and /logout (docs/contract.md#the-calls, docs/server.md#sessions-and-sign-in).
// Sign-in is throttled per username before any hashing, and an unknown username costs the same
// hash as a wrong password, so neither the answer nor its timing tells them apart. A successful
// sign-in's writes are one transaction; the log never holds what was typed for an unknown user.
import { Hono } from 'hono'
import type { Context } from 'hono'
import { loginRequestSchema, type AuthSession } from '../../src/contract/auth'
import { publicAccess, requireSignedIn, signedInUser } from '../auth/guards'
import { bearerToken } from '../auth/session-middleware'
import { dummyPasswordHash, verifyPassword } from '../auth/passwords'
import { attemptedBy } from '../auth/login-log'
import { announceRevoked, createSession, deleteExpiredSessions, refreshSession, revokeSession } from '../auth/sessions'
import { beginAttempt, forgiveAttempt } from '../auth/throttle'
import { knownRoles, parseRoles } from '../auth/roles'
import { findUser, recordSignIn } from '../auth/users-store'
import { immediateTransaction } from '../db/transaction'
import type { AppEnv } from '../env'
import { ApiFailure } from '../http/errors'
import { validJson } from '../http/validate'

export const INVALID_CREDENTIALS = 'Invalid username or password'
export const ACCOUNT_INACTIVE = 'This account is inactive. Ask an administrator to activate it.'
export const SESSION_ENDED = 'Your session has ended. Please sign in again.'

function logAttempt(c: Context<AppEnv>, who: ReturnType<typeof attemptedBy>, outcome: string): void {
  const fields = { requestId: c.var.requestId, ...who, outcome }
  if (outcome === 'success') c.var.deps.log.info('auth.login', fields)
  else c.var.deps.log.warn('auth.login', fields)
}

export const auth = new Hono<AppEnv>()
  .post('/login', publicAccess(), validJson(loginRequestSchema), async (c) => {
    const { db, clock } = c.var.deps
    const { username, password } = c.req.valid('json')
    const now = clock.now()
    const gate = await beginAttempt(db, username, now)
    if (!gate.allowed) {
      logAttempt(c, attemptedBy(await findUser(db, username), username), 'throttled')
      const minutes = Math.ceil(gate.retryAfterSeconds / 60)
      throw new ApiFailure(
        429,
        'RATE_LIMITED',
        `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        [],
        { 'Retry-After': String(gate.retryAfterSeconds) },
      )
    }
    const user = await findUser(db, username)
    const matches = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password)
    if (!user || !matches) {
      logAttempt(c, attemptedBy(user, username), user ? 'wrong-password' : 'unknown-user')
      throw new ApiFailure(401, 'UNAUTHORIZED', INVALID_CREDENTIALS)
    }
    if (user.status !== 'active') {
      logAttempt(c, attemptedBy(user, username), 'inactive')
      throw new ApiFailure(403, 'FORBIDDEN', ACCOUNT_INACTIVE)
    }
    const lastLoginAt = new Date(now).toISOString()
    // All or nothing: the attempt forgiven, stale sessions cleared, the new session and the sign-in time.
    const { issued, expired } = await immediateTransaction(db, async (trx) => {
      await forgiveAttempt(trx, gate.attemptId)
      const expired = await deleteExpiredSessions(trx, now)
      const issued = await createSession(trx, user.id, now)
      await recordSignIn(trx, user.id, lastLoginAt)
      return { issued, expired }
    })
    announceRevoked(c.var.deps.events, expired)
    logAttempt(c, attemptedBy(user, username), 'success')
    const data: AuthSession = {
      access_token: issued.token,
      expires_in: issued.expiresIn,
      user: { username: user.username, roles: knownRoles(parseRoles(user.roles)), lastLoginAt },
    }
    return c.json({ success: true as const, data })
  })
  // Signed in by the very token being replaced (a just-replaced one still counts for a moment).
  .post('/refresh', requireSignedIn(), async (c) => {
    const { db, clock } = c.var.deps
    const token = bearerToken(c.req.header('authorization')) ?? ''
    const refreshed = await refreshSession(db, token, clock.now())
    if (!refreshed) throw new ApiFailure(401, 'UNAUTHORIZED', SESSION_ENDED)
    const user = await db.selectFrom('users').select('last_login_at').where('id', '=', refreshed.user.userId).executeTakeFirst()
    const data: AuthSession = {
      access_token: refreshed.token,
      expires_in: refreshed.expiresIn,
      user: {
        username: refreshed.user.username,
        roles: knownRoles(refreshed.user.roles),
        lastLoginAt: user?.last_login_at ?? null,
      },
    }
    return c.json({ success: true as const, data })
  })
  .post('/logout', requireSignedIn(), async (c) => {
    const session = signedInUser(c.var.session)
    await revokeSession(c.var.deps, session.sessionId)
    c.var.deps.log.info('auth.logout', { requestId: c.var.requestId, username: session.username, sessionId: session.sessionId })
    return c.json({ success: true as const, data: { loggedOut: true as const } })
  })
