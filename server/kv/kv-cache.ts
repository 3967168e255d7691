// The server's key-value cache (docs/server.md#the-kv-cache), kept in the database so every connection
// (API, hydration worker, CLI) sees and invalidates the same entries. An entry past its expiry is
// never served; purgeExpired() removes such entries, and keys() lists only live ones. The whole
// cache stays under a byte budget, least recently used out first (./kv-budget.ts).
import { sql, type Kysely } from 'kysely'
import type { Clock } from '../../src/clock/clock'
import type { Config } from '../config'
import { isPostgres } from '../db/dialect'
import type { Database } from '../db/schema'
import { DEFAULT_KV_MAX_BYTES, entryBytes, evictToBudget, KV_RECENCY_STEP_MS, kvMaxBytesOf, kvUsage } from './kv-budget'

export * from './kv-keys'

/** Keys one read names (well under every driver's limit on bound values). */
const KEYS_PER_READ = 500

export interface KvEntry {
  key: string
  value: string
  createdAt: number
  expiresAt: number
}

/** What the cache holds against its budget. */
export interface KvCacheUsage {
  usedBytes: number
  maxBytes: number
  entries: number
}

export class KvCache {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    /** The byte budget of the whole cache (FW_CACHE_MAX_MB); an entry larger than it is not kept. */
    readonly maxBytes = DEFAULT_KV_MAX_BYTES,
  ) {}

  /**
   * PostgreSQL's text cannot hold the NUL character, which SQLite's can: on PostgreSQL an entry
   * whose key or value holds one is never stored (a cache may decline), so it is never found.
   */
  private unstorable(...texts: string[]): boolean {
    return texts.some((text) => text.includes('\u0000')) && isPostgres(this.db)
  }

  /** The live entry under `key`, if any. */
  async get(key: string): Promise<KvEntry | undefined> {
    if (this.unstorable(key)) return undefined
    const row = await this.db
      .selectFrom('kv_cache')
      .select(['key', 'value', 'created_at', 'expires_at', 'used_at'])
      .where('key', '=', key)
      .where('expires_at', '>', this.clock.now())
      .executeTakeFirst()
    if (row === undefined) return undefined
    await this.markUsed(key, row.used_at)
    return { key: row.key, value: row.value, createdAt: row.created_at, expiresAt: row.expires_at }
  }

  /** When the live entry under `key` was created, without reading its value; undefined when there is none. */
  async createdAt(key: string): Promise<number | undefined> {
    if (this.unstorable(key)) return undefined
    const row = await this.db
      .selectFrom('kv_cache')
      .select(['created_at', 'used_at'])
      .where('key', '=', key)
      .where('expires_at', '>', this.clock.now())
      .executeTakeFirst()
    if (row === undefined) return undefined
    await this.markUsed(key, row.used_at)
    return row.created_at
  }

  /** The live entry's value as UTF-8 bytes, read without decoding: large answers go out as they are. */
  async getBytes(key: string): Promise<{ bytes: Buffer; createdAt: number; expiresAt: number } | undefined> {
    if (this.unstorable(key)) return undefined
    // The text's UTF-8 bytes as the driver's Buffer: a BLOB cast on SQLite, convert_to on PostgreSQL.
    const bytes = isPostgres(this.db) ? sql`convert_to(value, 'UTF8')` : sql`CAST(value AS BLOB)`
    const result = await sql<{ bytes: Buffer; created_at: number; expires_at: number; used_at: number }>`
      SELECT ${bytes} AS bytes, created_at, expires_at, used_at FROM kv_cache
      WHERE key = ${key} AND expires_at > ${this.clock.now()}`.execute(this.db)
    const row = result.rows[0]
    if (row === undefined) return undefined
    await this.markUsed(key, Number(row.used_at))
    return { bytes: row.bytes, createdAt: row.created_at, expiresAt: row.expires_at }
  }

  /** Moves the entry to the recent end of the eviction order, at most once a KV_RECENCY_STEP_MS. */
  private async markUsed(key: string, usedAt: number): Promise<void> {
    const now = this.clock.now()
    if (now - usedAt < KV_RECENCY_STEP_MS) return
    try {
      await this.db.updateTable('kv_cache').set({ used_at: now }).where('key', '=', key).execute()
    } catch {
      // Recency only orders eviction: a read must not fail because the mark could not be written.
    }
  }

  /** The live entry's value parsed as JSON, if any. */
  async getJson<T>(key: string): Promise<{ value: T; createdAt: number; expiresAt: number } | undefined> {
    const entry = await this.get(key)
    return entry === undefined ? undefined : { value: JSON.parse(entry.value) as T, createdAt: entry.createdAt, expiresAt: entry.expiresAt }
  }

  /**
   * Stores `value` (already JSON text) under `key` for `ttlMs`, then evicts what the budget cannot
   * hold; returns the entry's times. A value larger than the whole budget is not kept (the key's
   * older value goes, since it is stale).
   */
  async set(key: string, value: string, ttlMs: number): Promise<{ createdAt: number; expiresAt: number }> {
    const times = await this.write(key, value, ttlMs)
    await evictToBudget(this.db, times.createdAt, this.maxBytes)
    return times
  }

  /** Stores `value` as JSON. */
  async setJson(key: string, value: unknown, ttlMs: number): Promise<{ createdAt: number; expiresAt: number }> {
    return this.set(key, JSON.stringify(value), ttlMs)
  }

  /**
   * Stores several values as JSON for `ttlMs`, then evicts once. On a cache of a transaction's
   * connection they are written at once, which hundreds of small entries need.
   */
  async setManyJson(entries: Iterable<readonly [string, unknown]>, ttlMs: number): Promise<void> {
    for (const [key, value] of entries) await this.write(key, JSON.stringify(value), ttlMs)
    await evictToBudget(this.db, this.clock.now(), this.maxBytes)
  }

  /** Writes one entry without evicting. */
  private async write(key: string, value: string, ttlMs: number): Promise<{ createdAt: number; expiresAt: number }> {
    const createdAt = this.clock.now()
    const expiresAt = createdAt + ttlMs
    if (this.unstorable(key, value)) return { createdAt, expiresAt }
    const bytes = entryBytes(key, value)
    if (bytes > this.maxBytes) {
      await this.delete(key)
      return { createdAt, expiresAt }
    }
    const row = { created_at: createdAt, expires_at: expiresAt, used_at: createdAt, bytes, value }
    await this.db
      .insertInto('kv_cache')
      .values({ key, ...row })
      .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
      .execute()
    return { createdAt, expiresAt }
  }

  /** The live entries under `keys` that exist, parsed as JSON, each marked used as get() does; a read per few hundred keys. */
  async getManyJson<T>(keys: readonly string[]): Promise<Map<string, T>> {
    const found = new Map<string, T>()
    const now = this.clock.now()
    const storable = keys.filter((key) => !this.unstorable(key))
    for (let start = 0; start < storable.length; start += KEYS_PER_READ) {
      const rows = await this.db
        .selectFrom('kv_cache')
        .select(['key', 'value', 'used_at'])
        .where('key', 'in', storable.slice(start, start + KEYS_PER_READ))
        .where('expires_at', '>', now)
        .execute()
      for (const row of rows) found.set(row.key, JSON.parse(row.value) as T)
      const stale = rows.filter((row) => now - row.used_at >= KV_RECENCY_STEP_MS).map((row) => row.key)
      if (stale.length === 0) continue
      try {
        await this.db.updateTable('kv_cache').set({ used_at: now }).where('key', 'in', stale).execute()
      } catch {
        // Recency only orders eviction: a read must not fail because the mark could not be written.
      }
    }
    return found
  }

  /** Removes one key; true when it was there. */
  async delete(key: string): Promise<boolean> {
    if (this.unstorable(key)) return false
    const result = await this.db.deleteFrom('kv_cache').where('key', '=', key).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  /** Removes every key starting with `prefix` (compared as text, so % and _ are plain characters). */
  async deletePrefix(prefix: string): Promise<number> {
    if (this.unstorable(prefix)) return 0
    const result = await this.db
      .deleteFrom('kv_cache')
      // substr counts code points, as [...prefix] does (String.length counts UTF-16 units).
      .where(sql<boolean>`substr(key, 1, ${[...prefix].length}) = ${prefix}`)
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }

  /** Live keys, sorted. */
  async keys(): Promise<string[]> {
    return (await this.liveKeys()).map((row) => row.key)
  }

  /** Live keys with their expiry (epoch ms) and size, sorted by key. */
  async liveKeys(): Promise<{ key: string; expiresAt: number; bytes: number }[]> {
    const rows = await this.db
      .selectFrom('kv_cache')
      .select(['key', 'expires_at', 'bytes'])
      .where('expires_at', '>', this.clock.now())
      .orderBy('key')
      .execute()
    return rows.map((row) => ({ key: row.key, expiresAt: row.expires_at, bytes: row.bytes }))
  }

  /** Removes expired entries; returns how many. */
  async purgeExpired(): Promise<number> {
    const result = await this.db.deleteFrom('kv_cache').where('expires_at', '<=', this.clock.now()).executeTakeFirst()
    return Number(result.numDeletedRows)
  }

  /** Evicts what the budget cannot hold (after the budget was lowered); returns how many entries went. */
  trimToBudget(): Promise<number> {
    return evictToBudget(this.db, this.clock.now(), this.maxBytes)
  }

  /** The bytes held against the budget. */
  async usage(): Promise<KvCacheUsage> {
    return { ...(await kvUsage(this.db)), maxBytes: this.maxBytes }
  }
}

/** The server's KV cache, under its configured budget (FW_CACHE_MAX_MB). */
export function kvCacheOf(deps: { db: Kysely<Database>; clock: Clock; config: Pick<Config, 'FW_CACHE_MAX_MB'> }): KvCache {
  return new KvCache(deps.db, deps.clock, kvMaxBytesOf(deps.config))
}
