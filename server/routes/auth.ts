// POST /api/auth/login, /refresh and /logout (docs/contract.md#the-calls, docs/server.md#sessions-and-sign-in).
// Sign-in is throttled before any hashing, per client and username with a growing delay and by a
// bucket of sign-in work for the whole server (../auth/throttle.ts); the client is the connection's
// address, or the trusted proxy's report of it (FW_TRUST_PROXY). An unknown username costs the
// same hash as a wrong password, so neither the answer nor its timing tells them apart. A
// successful sign-in's writes are one transaction; the log never holds what was typed for an
// unknown user.
// An admin may sign in only on the dashboard's own origin: a page of another origin (a widget's
// sign-in prompt on an intranet page) would keep an admin token where that page's scripts read it;
// such a page takes an embed token instead.
import { Hono } from 'hono'
import type { Context } from 'hono'
import { loginRequestSchema, type AuthSession } from '../../src/contract/auth'
import { publicAccess, requireSignedIn, signedInUser } from '../http/guards'
import { bearerToken } from '../http/session-middleware'
import { dummyPasswordHash, verifyPassword } from '../auth/passwords'
import { attemptedBy } from '../auth/login-log'
import { announceRevoked, createSession, deleteExpiredSessions, refreshSession, revokeSession } from '../auth/sessions'
import { beginAttempt, forgiveAttempt } from '../auth/throttle'
import { isAdmin, knownRoles, parseRoles } from '../auth/roles'
import { findUser, recordSignIn } from '../auth/users-store'
import { immediateTransaction } from '../db/transaction'
import type { AppEnv } from '../env'
import { clientAddress, clientKey } from '../http/client-address'
import { ApiFailure, apiError } from '../http/errors'
import { publicOrigin } from '../http/public-origin'
import { validJson } from '../http/validate'
import type { SignInOutcome } from '../metrics/server-metrics'

export const INVALID_CREDENTIALS = 'Invalid username or password'
export const ACCOUNT_INACTIVE = 'This account is inactive. Ask an administrator to activate it.'
export const SESSION_ENDED = 'Your session has ended. Please sign in again.'
export const ADMIN_ELSEWHERE =
  'Admin accounts sign in only on the dashboard itself, not on another site\'s page. Open the dashboard to sign in as an admin; to show widgets here, give them an embed token (Admin › Embedding).'

/** The log's word for each outcome the metrics count (throttled ones are logged as 'throttled' with their reason). */
const LOGGED: Record<SignInOutcome, string> = {
  success: 'success',
  wrong_password: 'wrong-password',
  unknown_user: 'unknown-user',
  inactive: 'inactive',
  throttled_client: 'throttled',
  throttled_busy: 'throttled',
  admin_elsewhere: 'admin-on-other-origin',
}

/** Logs an attempt and counts it in the metrics. */
function logAttempt(c: Context<AppEnv>, who: ReturnType<typeof attemptedBy>, outcome: SignInOutcome, extra: Record<string, string> = {}): void {
  const fields = { requestId: c.var.requestId, ...who, outcome: LOGGED[outcome], ...extra }
  if (outcome === 'success') c.var.deps.log.info('auth.login', fields)
  else c.var.deps.log.warn('auth.login', fields)
  c.var.metrics?.signIn(outcome)
}

/** "12 seconds", "1 minute", "5 minutes". */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** What a throttled client is told: whose doing it is, and how long to wait. */
export function throttledMessage(reason: 'client' | 'busy', retryAfterSeconds: number): string {
  return reason === 'client'
    ? `Too many failed sign-in attempts. Try again in ${waitText(retryAfterSeconds)}.`
    : `The server is receiving too many sign-in attempts. Try again in ${waitText(retryAfterSeconds)}.`
}

export const auth = new Hono<AppEnv>()
  .post('/login', publicAccess(), validJson(loginRequestSchema), async (c) => {
    const { db, clock } = c.var.deps
    const { username, password } = c.req.valid('json')
    const client = clientKey(clientAddress(c, c.var.deps.config.FW_TRUST_PROXY))
    const attempt = { clientKey: client, username }
    const gate = await beginAttempt(db, attempt, clock)
    if (!gate.allowed) {
      logAttempt(c, attemptedBy(await findUser(db, username), username), `throttled_${gate.reason}`, { reason: gate.reason, client })
      // Answered, not thrown: a flood's refusals should cost as little as a health check.
      c.header('Retry-After', String(gate.retryAfterSeconds))
      return apiError(c, 429, 'RATE_LIMITED', throttledMessage(gate.reason, gate.retryAfterSeconds))
    }
    const user = await findUser(db, username)
    const now = clock.now()
    const matches = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password)
    if (!user || !matches) {
      logAttempt(c, attemptedBy(user, username), user ? 'wrong_password' : 'unknown_user')
      throw new ApiFailure(401, 'UNAUTHORIZED', INVALID_CREDENTIALS)
    }
    if (user.status !== 'active') {
      logAttempt(c, attemptedBy(user, username), 'inactive')
      throw new ApiFailure(403, 'FORBIDDEN', ACCOUNT_INACTIVE)
    }
    const origin = c.req.header('origin')
    if (origin && origin !== publicOrigin(c) && isAdmin(parseRoles(user.roles))) {
      // The password was right: this is no failed attempt.
      await forgiveAttempt(db, db, attempt)
      logAttempt(c, attemptedBy(user, username), 'admin_elsewhere')
      throw new ApiFailure(403, 'FORBIDDEN', ADMIN_ELSEWHERE)
    }
    const lastLoginAt = new Date(now).toISOString()
    // Never signed in before this: the dashboard greets a first sign-in by asking for home stands.
    const firstSignIn = user.last_login_at === null
    // All or nothing: the client's failures at this username forgiven, stale sessions cleared, the new session and the sign-in time.
    const { issued, expired } = await immediateTransaction(db, async (trx) => {
      await forgiveAttempt(db, trx, attempt)
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
      user: { username: user.username, roles: knownRoles(parseRoles(user.roles)), lastLoginAt, firstSignIn },
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
