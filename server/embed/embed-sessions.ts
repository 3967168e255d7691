// Embed tokens: a host's back end exchanges its key for one, widgets refresh it before it runs out.
// Each exchange is a row (an "embed session") holding its current token's hash, like a user's
// session: a refresh rotates the token (the replaced one still works for a short grace, so widgets
// of two tabs refreshing at once carry on), a run of refreshes ends EMBED_SESSION_LIFETIME_MS after
// the exchange, and nothing outlives its key: a revoked or expired key's tokens stop at once,
// because every check reads the key beside the token.
import type { Kysely } from 'kysely'
import { EMBED_TOKEN_DEFAULT_SECONDS, EMBED_TOKEN_PREFIX, type EmbedToken } from '../../src/contract/embed'
import { REFRESH_GRACE_MS, rotationKey } from '../auth/sessions'
import { hashToken, newSessionId, newToken, successorToken } from '../auth/tokens'
import type { Database } from '../db/schema'
import { immediateTransaction } from '../db/transaction'
import { embedSessionRef, type EmbedGrant } from './grant'
import { findKeyBySecret, keyStatus, parseList, type EmbedKeyRow } from './keys'

/** A run of refreshed tokens ends this long after its exchange; the host's back end then exchanges again. */
export const EMBED_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000

/** A token handed out, with when it stops and what it grants. */
export interface IssuedEmbedToken {
  token: string
  /** Epoch ms. */
  expiresAt: number
  grant: EmbedGrant
}

export type ExchangeRefusal = 'unknown-key' | 'key-revoked' | 'key-expired' | 'locations-outside-key'

export type ExchangeOutcome =
  | { ok: true; issued: IssuedEmbedToken; endedRefs: string[] }
  | { ok: false; reason: ExchangeRefusal; outside?: string[] }

function grantOf(sessionId: string, key: Pick<EmbedKeyRow, 'id' | 'name' | 'origins'>, locationIds: readonly string[], expiresAt: number): EmbedGrant {
  return { sessionRef: embedSessionRef(sessionId), keyId: key.id, keyName: key.name, locationIds, origins: parseList(key.origins), expiresAt }
}

/** A token's end: its lifetime from now, never past the run's end or the key's expiry. */
function tokenEnd(now: number, lifetimeMs: number, absoluteEnd: number, keyExpiresAt: number | null): number {
  return Math.min(now + lifetimeMs, absoluteEnd, keyExpiresAt ?? Number.POSITIVE_INFINITY)
}

/** The answer's shape for an issued token (expires_in rounded up, so never 0 while it works). */
export function embedTokenAnswer(issued: IssuedEmbedToken, now: number): EmbedToken {
  return {
    access_token: issued.token,
    token_type: 'embed',
    expires_in: Math.max(0, Math.ceil((issued.expiresAt - now) / 1000)),
    locationIds: [...issued.grant.locationIds],
    origins: [...issued.grant.origins],
  }
}

/**
 * Exchanges a key's secret for a token. `locationIds` narrows the key's locations (each must be
 * one of them); `expiresIn` (seconds) sets how long each token of this exchange lasts.
 */
export async function exchangeEmbedKey(
  db: Kysely<Database>,
  secret: string,
  request: { now: number; locationIds?: readonly string[]; expiresIn?: number },
): Promise<ExchangeOutcome> {
  const { now } = request
  const key = await findKeyBySecret(db, secret)
  if (!key) return { ok: false, reason: 'unknown-key' }
  const status = keyStatus(key, now)
  if (status === 'revoked') return { ok: false, reason: 'key-revoked' }
  if (status === 'expired') return { ok: false, reason: 'key-expired' }
  const keyLocations = parseList(key.location_ids)
  const locationIds = request.locationIds ?? keyLocations
  const outside = locationIds.filter((id) => !keyLocations.includes(id))
  if (outside.length > 0) return { ok: false, reason: 'locations-outside-key', outside }

  const token = `${EMBED_TOKEN_PREFIX}${newToken()}`
  const id = newSessionId()
  const lifetimeMs = (request.expiresIn ?? EMBED_TOKEN_DEFAULT_SECONDS) * 1000
  const absolute = now + EMBED_SESSION_LIFETIME_MS
  const expiresAt = tokenEnd(now, lifetimeMs, absolute, key.expires_at)
  const ended = await immediateTransaction(db, async (trx) => {
    // Exchanges whose token ran out without a refresh can never be used again.
    const expired = await trx.deleteFrom('embed_sessions').where('expires_at', '<=', now).returning('id').execute()
    await trx
      .insertInto('embed_sessions')
      .values({
        id,
        key_id: key.id,
        token_hash: hashToken(token),
        previous_token_hash: null,
        previous_valid_until: null,
        location_ids: JSON.stringify(locationIds),
        lifetime_ms: lifetimeMs,
        created_at: now,
        expires_at: expiresAt,
        absolute_expires_at: absolute,
      })
      .execute()
    await trx.updateTable('embed_keys').set({ last_used_at: now }).where('id', '=', key.id).execute()
    return expired.map((row) => embedSessionRef(row.id))
  })
  return { ok: true, issued: { token, expiresAt, grant: grantOf(id, key, locationIds, expiresAt) }, endedRefs: ended }
}

/** The columns every check reads: the exchange and its key. */
function withKey(db: Kysely<Database>) {
  return db
    .selectFrom('embed_sessions')
    .innerJoin('embed_keys', 'embed_keys.id', 'embed_sessions.key_id')
    .select([
      'embed_sessions.id',
      'embed_sessions.token_hash',
      'embed_sessions.previous_token_hash',
      'embed_sessions.previous_valid_until',
      'embed_sessions.location_ids',
      'embed_sessions.lifetime_ms',
      'embed_sessions.expires_at',
      'embed_sessions.absolute_expires_at',
      'embed_keys.id as keyId',
      'embed_keys.name as keyName',
      'embed_keys.origins',
      'embed_keys.expires_at as keyExpiresAt',
      'embed_keys.revoked_at as keyRevokedAt',
    ])
}

/** The grant of an embed token valid at `now`, or null (unknown, expired, its key revoked or expired). */
export async function verifyEmbedToken(db: Kysely<Database>, token: string, now: number): Promise<{ grant: EmbedGrant } | null> {
  if (!token.startsWith(EMBED_TOKEN_PREFIX) || token.length > 200) return null
  const tokenHash = hashToken(token)
  const row = await withKey(db)
    .where((eb) =>
      eb.or([
        eb('embed_sessions.token_hash', '=', tokenHash),
        eb.and([eb('embed_sessions.previous_token_hash', '=', tokenHash), eb('embed_sessions.previous_valid_until', '>', now)]),
      ]),
    )
    .where('embed_sessions.expires_at', '>', now)
    .where('embed_keys.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('embed_keys.expires_at', 'is', null), eb('embed_keys.expires_at', '>', now)]))
    .executeTakeFirst()
  if (!row) return null
  // A just-replaced token works only through its grace.
  const expiresAt = row.token_hash === tokenHash ? row.expires_at : Math.min(row.expires_at, row.previous_valid_until ?? now)
  return { grant: grantOf(row.id, { id: row.keyId, name: row.keyName, origins: row.origins }, parseList(row.location_ids), expiresAt) }
}

/**
 * Replaces a valid embed token with its successor and moves its end on by the exchange's token
 * lifetime (never past the run's end or the key's expiry). A second refresh of the same token within
 * the grace gets the same successor. Null when the token cannot be refreshed.
 */
export async function refreshEmbedToken(db: Kysely<Database>, token: string, now: number): Promise<IssuedEmbedToken | null> {
  if (!token.startsWith(EMBED_TOKEN_PREFIX) || token.length > 200) return null
  const key = await rotationKey(db)
  const tokenHash = hashToken(token)
  const successor = `${EMBED_TOKEN_PREFIX}${successorToken(key, token)}`
  const successorHash = hashToken(successor)
  return immediateTransaction(db, async (trx) => {
    const row = await withKey(trx)
      .where((eb) => eb.or([eb('embed_sessions.token_hash', '=', tokenHash), eb('embed_sessions.previous_token_hash', '=', tokenHash)]))
      .executeTakeFirst()
    if (!row || row.expires_at <= now || keyStatus({ revoked_at: row.keyRevokedAt, expires_at: row.keyExpiresAt }, now) !== 'active') return null
    const grantUntil = (expiresAt: number) => grantOf(row.id, { id: row.keyId, name: row.keyName, origins: row.origins }, parseList(row.location_ids), expiresAt)
    if (row.token_hash === tokenHash) {
      const expiresAt = tokenEnd(now, row.lifetime_ms, row.absolute_expires_at, row.keyExpiresAt)
      if (expiresAt <= now) return null
      await trx
        .updateTable('embed_sessions')
        .set({ token_hash: successorHash, previous_token_hash: tokenHash, previous_valid_until: now + REFRESH_GRACE_MS, expires_at: expiresAt })
        .where('id', '=', row.id)
        .execute()
      return { token: successor, expiresAt, grant: grantUntil(expiresAt) }
    }
    // Just replaced: the successor already issued, while this token's grace lasts and no later
    // refresh has moved the exchange on.
    const withinGrace = row.previous_valid_until !== null && row.previous_valid_until > now
    if (!withinGrace || row.token_hash !== successorHash) return null
    return { token: successor, expiresAt: row.expires_at, grant: grantUntil(row.expires_at) }
  })
}

/** The exchange ids among `ids` whose token still works at `now` (for the live hub's sweep). */
export async function stillValidEmbedSessions(db: Kysely<Database>, ids: readonly string[], now: number): Promise<Set<string>> {
  const valid = new Set<string>()
  const perQuery = 500
  for (let start = 0; start < ids.length; start += perQuery) {
    const rows = await db
      .selectFrom('embed_sessions')
      .innerJoin('embed_keys', 'embed_keys.id', 'embed_sessions.key_id')
      .select('embed_sessions.id')
      .where('embed_sessions.id', 'in', ids.slice(start, start + perQuery))
      .where('embed_sessions.expires_at', '>', now)
      .where('embed_keys.revoked_at', 'is', null)
      .where((eb) => eb.or([eb('embed_keys.expires_at', 'is', null), eb('embed_keys.expires_at', '>', now)]))
      .execute()
    for (const row of rows) valid.add(row.id)
  }
  return valid
}
