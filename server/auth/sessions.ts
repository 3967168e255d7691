// Server-side sessions (docs/server.md#sessions-and-sign-in): an access token lives ACCESS_TOKEN_SECONDS, a refresh rotates
// it, and no session outlives SESSION_LIFETIME_MS from sign-in. Ending sessions is announced on
// deps.events so the live hub can close their sockets.
import type { Kysely } from 'kysely'
import { immediateTransaction } from '../db/transaction'
import type { Database } from '../db/schema'
import type { CoreDeps } from '../core-deps'
import { hashToken, newSessionId, newToken, successorToken } from './tokens'
import { parseRoles } from './roles'

/** The signed-in caller, set by the session middleware when a valid bearer token came. */
export interface SessionUser {
  userId: number
  username: string
  roles: string[]
  /** The id of the session row (never the token itself). */
  sessionId: string
}

export const ACCESS_TOKEN_SECONDS = 3600
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000
/** How long a replaced token still works, so requests already in flight from other tabs succeed. */
export const REFRESH_GRACE_MS = 60 * 1000

/** A token handed to a client, with when it stops working. */
export interface IssuedToken {
  token: string
  sessionId: string
  /** Epoch ms. */
  expiresAt: number
  /** Seconds from now to expiresAt (rounded up, so never 0 while valid), as the answer's expires_in. */
  expiresIn: number
}

function issued(token: string, sessionId: string, expiresAt: number, now: number): IssuedToken {
  return { token, sessionId, expiresAt, expiresIn: Math.max(0, Math.ceil((expiresAt - now) / 1000)) }
}

/** Starts a session for a user at `now` (tests pass an earlier instant to make one that expired). */
export async function createSession(db: Kysely<Database>, userId: number, now: number): Promise<IssuedToken> {
  const token = newToken()
  const id = newSessionId()
  const absolute = now + SESSION_LIFETIME_MS
  const expiresAt = Math.min(now + ACCESS_TOKEN_SECONDS * 1000, absolute)
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      token_hash: hashToken(token),
      previous_token_hash: null,
      previous_valid_until: null,
      created_at: now,
      expires_at: expiresAt,
      absolute_expires_at: absolute,
    })
    .execute()
  return issued(token, id, expiresAt, now)
}

/** The signed-in user a token stands for at `now`, or null (unknown, expired, revoked, inactive). */
export async function verifyToken(db: Kysely<Database>, token: string, now: number): Promise<SessionUser | null> {
  if (token.length === 0 || token.length > 200) return null
  const tokenHash = hashToken(token)
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'users.id as userId', 'users.username', 'users.roles'])
    .where((eb) =>
      eb.or([
        eb('sessions.token_hash', '=', tokenHash),
        eb.and([eb('sessions.previous_token_hash', '=', tokenHash), eb('sessions.previous_valid_until', '>', now)]),
      ]),
    )
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active')
    .executeTakeFirst()
  if (!row) return null
  return { userId: row.userId, username: row.username, roles: parseRoles(row.roles), sessionId: row.sessionId }
}

const rotationKeys = new WeakMap<Kysely<Database>, string>()

/** The key refreshed tokens are derived with (migration 001-auth), read once per database. */
export async function rotationKey(db: Kysely<Database>): Promise<string> {
  const known = rotationKeys.get(db)
  if (known) return known
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', 'auth_rotation_key').executeTakeFirst()
  if (!row) throw new Error('auth_rotation_key is missing from app_meta (migration 001-auth not applied)')
  rotationKeys.set(db, row.value)
  return row.value
}

/**
 * Replaces a valid token with its successor and extends the session (never past its absolute
 * lifetime). A second refresh of the same token within REFRESH_GRACE_MS gets the same successor,
 * so two tabs refreshing at once both stay signed in. Null when the token cannot be refreshed.
 */
export async function refreshSession(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<(IssuedToken & { user: SessionUser }) | null> {
  if (token.length === 0 || token.length > 200) return null
  const key = await rotationKey(db)
  const tokenHash = hashToken(token)
  const successor = successorToken(key, token)
  const successorHash = hashToken(successor)
  return immediateTransaction(db, async (trx) => {
    const session = await trx
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id',
        'sessions.token_hash',
        'sessions.previous_token_hash',
        'sessions.previous_valid_until',
        'sessions.expires_at',
        'sessions.absolute_expires_at',
        'users.id as userId',
        'users.username',
        'users.roles',
        'users.status',
      ])
      .where((eb) => eb.or([eb('sessions.token_hash', '=', tokenHash), eb('sessions.previous_token_hash', '=', tokenHash)]))
      .executeTakeFirst()
    if (!session || session.status !== 'active' || session.expires_at <= now) return null
    const user: SessionUser = {
      userId: session.userId,
      username: session.username,
      roles: parseRoles(session.roles),
      sessionId: session.id,
    }
    if (session.token_hash === tokenHash) {
      const expiresAt = Math.min(now + ACCESS_TOKEN_SECONDS * 1000, session.absolute_expires_at)
      if (expiresAt <= now) return null
      await trx
        .updateTable('sessions')
        .set({
          token_hash: successorHash,
          previous_token_hash: tokenHash,
          previous_valid_until: now + REFRESH_GRACE_MS,
          expires_at: expiresAt,
        })
        .where('id', '=', session.id)
        .execute()
      return { ...issued(successor, session.id, expiresAt, now), user }
    }
    // The token was just replaced: answer with the successor already issued for it, if this
    // token's grace has not run out and no later refresh has moved the session on.
    const withinGrace = session.previous_valid_until !== null && session.previous_valid_until > now
    if (!withinGrace || session.token_hash !== successorHash) return null
    return { ...issued(successor, session.id, session.expires_at, now), user }
  })
}

/** Announces ended sessions (no event for an empty list). */
export function announceRevoked(events: CoreDeps['events'], sessionIds: string[]): void {
  if (sessionIds.length > 0) events.emit('sessions-revoked', { sessionIds })
}

/** Deletes one session (sign-out) and announces it. */
export async function revokeSession(deps: Pick<CoreDeps, 'db' | 'events'>, sessionId: string): Promise<void> {
  const deleted = await deps.db.deleteFrom('sessions').where('id', '=', sessionId).returning('id').execute()
  announceRevoked(
    deps.events,
    deleted.map((row) => row.id),
  )
}

/**
 * Deletes every session of a user, except `keepSessionId` when given, inside the caller's
 * transaction; returns their ids for the caller to announce after commit.
 */
export async function deleteUserSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId?: string,
): Promise<string[]> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId)
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId)
  const deleted = await query.returning('id').execute()
  return deleted.map((row) => row.id)
}

/** Ends every session of a user (password reset) and announces them. */
export async function revokeUserSessions(deps: Pick<CoreDeps, 'db' | 'events'>, userId: number): Promise<string[]> {
  const ids = await deleteUserSessions(deps.db, userId)
  announceRevoked(deps.events, ids)
  return ids
}

/**
 * Deletes sessions whose token expired without a refresh (they can never be used again), inside
 * the caller's transaction; returns their ids for the caller to announce after commit.
 */
export async function deleteExpiredSessions(db: Kysely<Database>, now: number): Promise<string[]> {
  const deleted = await db.deleteFrom('sessions').where('expires_at', '<=', now).returning('id').execute()
  return deleted.map((row) => row.id)
}
