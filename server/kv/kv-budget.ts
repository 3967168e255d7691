// The KV cache's byte budget (FW_CACHE_MAX_MB): what any caller can make the server cache (a
// report per date range, a season of orders per location-year) must not fill the disk. Each entry
// records its size; past the budget, expired entries go first, then the least recently used.
// Sizes count the bytes of key and value as UTF-8, what the cache holds, not the store's own
// overhead (pages, indexes). Live entries pushed out are counted in the database (/metrics reads
// the count), since every connection — the API's, a hydration worker's, another instance's — evicts.
import { sql, type Kysely } from 'kysely'
import type { Config } from '../config'
import type { Database } from '../db/schema'

export const BYTES_PER_MIB = 1024 * 1024

/** The budget when none is given: FW_CACHE_MAX_MB's default. */
export const DEFAULT_KV_MAX_BYTES = 64 * BYTES_PER_MIB

/** The configured budget in bytes. */
export function kvMaxBytesOf(config: Pick<Config, 'FW_CACHE_MAX_MB'>): number {
  return config.FW_CACHE_MAX_MB * BYTES_PER_MIB
}

/**
 * A read marks its entry used at most this often: recency to the minute is all eviction needs,
 * and a write on every cached read would queue each answer behind a hydration's write lock.
 */
export const KV_RECENCY_STEP_MS = 60_000

/** How many keys one DELETE names when evicting (SQLite allows 32,766 parameters). */
const EVICT_CHUNK = 500

/** The bytes an entry takes out of the budget. */
export function entryBytes(key: string, value: string): number {
  return Buffer.byteLength(key, 'utf8') + Buffer.byteLength(value, 'utf8')
}

/** The bytes and entries the cache holds now, expired entries not yet purged included. */
export async function kvUsage(db: Kysely<Database>): Promise<{ usedBytes: number; entries: number }> {
  const row = await db
    .selectFrom('kv_cache')
    .select([sql<number>`coalesce(sum(bytes), 0)`.as('used'), sql<number>`count(*)`.as('entries')])
    .executeTakeFirstOrThrow()
  return { usedBytes: Number(row.used), entries: Number(row.entries) }
}

/**
 * Brings the cache within `maxBytes`: expired entries out first, then the least recently used
 * (the oldest created first among equals). Returns how many entries went.
 */
export async function evictToBudget(db: Kysely<Database>, now: number, maxBytes: number): Promise<number> {
  let { usedBytes } = await kvUsage(db)
  if (usedBytes <= maxBytes) return 0
  const expired = await db.deleteFrom('kv_cache').where('expires_at', '<=', now).executeTakeFirst()
  const expiredCount = Number(expired.numDeletedRows)
  if (expiredCount > 0) usedBytes = (await kvUsage(db)).usedBytes
  if (usedBytes <= maxBytes) return expiredCount
  const candidates = await db.selectFrom('kv_cache').select(['key', 'bytes']).orderBy('used_at').orderBy('created_at').orderBy('key').execute()
  const victims: string[] = []
  for (const candidate of candidates) {
    if (usedBytes <= maxBytes) break
    victims.push(candidate.key)
    usedBytes -= candidate.bytes
  }
  let pushedOut = 0
  for (let start = 0; start < victims.length; start += EVICT_CHUNK) {
    const result = await db.deleteFrom('kv_cache').where('key', 'in', victims.slice(start, start + EVICT_CHUNK)).executeTakeFirst()
    pushedOut += Number(result.numDeletedRows)
  }
  if (pushedOut > 0) await countEvictions(db, pushedOut)
  return expiredCount + pushedOut
}

/** The evictions counter's row (018-kv-cache-evictions.sql). */
const EVICTIONS = 'evictions'

/** Adds live entries the budget pushed out to the count every connection shares. */
async function countEvictions(db: Kysely<Database>, count: number): Promise<void> {
  await db
    .insertInto('kv_cache_counters')
    .values({ name: EVICTIONS, value: count })
    .onConflict((conflict) => conflict.column('name').doUpdateSet((eb) => ({ value: eb('kv_cache_counters.value', '+', count) })))
    .execute()
}

/** Live entries the byte budget has pushed out since the database was made (expired ones not counted). */
export async function kvEvictions(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('kv_cache_counters').select('value').where('name', '=', EVICTIONS).executeTakeFirst()
  return Number(row?.value ?? 0)
}
