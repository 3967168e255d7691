// Large cached answers (a season of orders is megabytes) kept in this process's memory as the
// exact bytes sent, in front of the KV cache: each use checks the KV entry is still the one these
// bytes came from (same key, same creation time, not expired), so an invalidation by any process
// (a hydration worker, the CLI) takes effect at once, while a hit skips reading and copying the
// entry from the database. Bounded in bytes, least recently used first out.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024

export class HotAnswers {
  private readonly entries = new Map<string, { createdAt: number; bytes: Uint8Array<ArrayBuffer> }>()
  private totalBytes = 0

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** The bytes stored for `key` from the KV entry created at `createdAt`, if still held. */
  get(key: string, createdAt: number): Uint8Array<ArrayBuffer> | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined || entry.createdAt !== createdAt) return undefined
    // Most recently used moves to the end.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.bytes
  }

  set(key: string, createdAt: number, bytes: Uint8Array<ArrayBuffer>): void {
    this.drop(key)
    if (bytes.byteLength > this.maxBytes) return
    this.entries.set(key, { createdAt, bytes })
    this.totalBytes += bytes.byteLength
    for (const oldest of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) break
      this.drop(oldest)
    }
  }

  get size(): number {
    return this.entries.size
  }

  private drop(key: string): void {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.entries.delete(key)
    this.totalBytes -= entry.bytes.byteLength
  }
}

const perDatabase = new WeakMap<Kysely<Database>, HotAnswers>()

/** This process's hot answers for one database (tests run several side by side). */
export function hotAnswersFor(db: Kysely<Database>): HotAnswers {
  let hot = perDatabase.get(db)
  if (hot === undefined) perDatabase.set(db, (hot = new HotAnswers()))
  return hot
}
