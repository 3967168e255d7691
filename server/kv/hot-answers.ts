// Large cached answers (a season of orders is megabytes) kept in this process's memory as the
// exact bytes sent, as they are and gzip-compressed (compressed once, when kept, so serving a
// client that accepts gzip costs no compression), in front of the KV cache: each use checks the
// KV entry is still the one these bytes came from (same key, same creation time, not expired), so
// an invalidation by any process (a hydration worker, the CLI) takes effect at once, while a hit
// skips reading and copying the entry from the database. Bounded in bytes (both encodings
// counted), least recently used first out.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024

/** One answer's bytes in both encodings it is sent in. */
export interface EncodedAnswer {
  identity: Uint8Array<ArrayBuffer>
  gzip: Uint8Array<ArrayBuffer>
}

const sizeOf = (answer: EncodedAnswer) => answer.identity.byteLength + answer.gzip.byteLength

export class HotAnswers {
  private readonly entries = new Map<string, { createdAt: number; answer: EncodedAnswer }>()
  private totalBytes = 0

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** The answer stored for `key` from the KV entry created at `createdAt`, if still held. */
  get(key: string, createdAt: number): EncodedAnswer | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined || entry.createdAt !== createdAt) return undefined
    // Most recently used moves to the end.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.answer
  }

  set(key: string, createdAt: number, answer: EncodedAnswer): void {
    this.drop(key)
    if (sizeOf(answer) > this.maxBytes) return
    this.entries.set(key, { createdAt, answer })
    this.totalBytes += sizeOf(answer)
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
    this.totalBytes -= sizeOf(entry.answer)
  }
}

const perDatabase = new WeakMap<Kysely<Database>, HotAnswers>()

/** This process's hot answers for one database (tests run several side by side). */
export function hotAnswersFor(db: Kysely<Database>): HotAnswers {
  let hot = perDatabase.get(db)
  if (hot === undefined) perDatabase.set(db, (hot = new HotAnswers()))
  return hot
}
