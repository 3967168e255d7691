// Embedding keys: made by an admin for one host, listed, revoked. The secret is shown once, in the
// answer that made it, and stored only as its SHA-256 hash (as session tokens are: a copy of the
// database exchanges nothing). Revoking a key ends every token exchanged for it at once; the ended
// exchanges are announced so the live hub closes their sockets.
import type { Kysely } from 'kysely'
import type { EmbedKey, EmbedKeyCreate, EmbedKeyStatus } from '../../src/contract/embed'
import { EMBED_KEY_PREFIX } from '../../src/contract/embed'
import { announceRevoked } from '../auth/sessions'
import { hashToken, newSessionId, newToken } from '../auth/tokens'
import type { Database } from '../db/schema'
import { immediateTransaction } from '../db/transaction'
import type { CoreDeps } from '../core-deps'
import type { EmbedKeysTable } from '../db/tables/embed'
import { embedSessionRef } from './grant'

/** Characters of the secret (after the prefix) kept as its hint. */
const HINT_CHARACTERS = 4

/** A key row as read back. */
export type EmbedKeyRow = EmbedKeysTable

/** JSON text of a list column; a damaged value lists nothing (and so grants nothing). */
export function parseList(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString())

/** Whether a key works at `now`. */
export function keyStatus(row: Pick<EmbedKeyRow, 'revoked_at' | 'expires_at'>, now: number): EmbedKeyStatus {
  if (row.revoked_at !== null) return 'revoked'
  if (row.expires_at !== null && row.expires_at <= now) return 'expired'
  return 'active'
}

/** A key as the API lists it (never its secret or hash). */
export function listedKey(row: EmbedKeyRow, now: number): EmbedKey {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    origins: parseList(row.origins),
    locationIds: parseList(row.location_ids),
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    expiresAt: iso(row.expires_at),
    revokedAt: iso(row.revoked_at),
    lastUsedAt: iso(row.last_used_at),
    status: keyStatus(row, now),
  }
}

/** Makes a key; returns its row and its secret (the only time the secret exists outside the host). */
export async function createEmbedKey(
  db: Kysely<Database>,
  input: EmbedKeyCreate,
  context: { now: number; createdBy: string | null },
): Promise<{ row: EmbedKeyRow; secret: string }> {
  const secret = `${EMBED_KEY_PREFIX}${newToken()}`
  const row: EmbedKeyRow = {
    id: newSessionId(),
    name: input.name,
    secret_hash: hashToken(secret),
    hint: secret.slice(0, EMBED_KEY_PREFIX.length + HINT_CHARACTERS),
    origins: JSON.stringify(input.origins),
    location_ids: JSON.stringify(input.locationIds),
    created_at: context.now,
    created_by: context.createdBy,
    expires_at: input.expiresAt ? Date.parse(input.expiresAt) : null,
    revoked_at: null,
    last_used_at: null,
  }
  await db.insertInto('embed_keys').values(row).execute()
  return { row, secret }
}

/** Every key, newest first. */
export async function listEmbedKeys(db: Kysely<Database>): Promise<EmbedKeyRow[]> {
  return db.selectFrom('embed_keys').selectAll().orderBy('created_at', 'desc').orderBy('id').execute()
}

/** The key whose secret this is, whatever its status; undefined for a secret no key has. */
export async function findKeyBySecret(db: Kysely<Database>, secret: string): Promise<EmbedKeyRow | undefined> {
  if (!secret.startsWith(EMBED_KEY_PREFIX) || secret.length > 200) return undefined
  return db.selectFrom('embed_keys').selectAll().where('secret_hash', '=', hashToken(secret)).executeTakeFirst()
}

/**
 * Revokes a key and ends its exchanges (their tokens stop at once); returns the key as it now is,
 * or undefined when no key has that id. Revoking a revoked key changes nothing.
 */
export async function revokeEmbedKey(deps: Pick<CoreDeps, 'db' | 'events'>, id: string, now: number): Promise<EmbedKeyRow | undefined> {
  const outcome = await immediateTransaction(deps.db, async (trx) => {
    const row = await trx.selectFrom('embed_keys').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    if (row.revoked_at === null) await trx.updateTable('embed_keys').set({ revoked_at: now }).where('id', '=', id).execute()
    const ended = await trx.deleteFrom('embed_sessions').where('key_id', '=', id).returning('id').execute()
    return { row: { ...row, revoked_at: row.revoked_at ?? now }, ended: ended.map((session) => embedSessionRef(session.id)) }
  })
  if (!outcome) return undefined
  announceRevoked(deps.events, outcome.ended)
  return outcome.row
}

/** Every origin named by a key that works at `now` (the CORS rule's second list). */
export async function activeKeyOrigins(db: Kysely<Database>, now: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('embed_keys')
    .select('origins')
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .execute()
  return new Set(rows.flatMap((row) => parseList(row.origins)))
}
