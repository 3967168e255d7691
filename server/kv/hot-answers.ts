// Large cached answers (a season of orders is megabytes) kept in this process's memory as the
// exact bytes sent, as they are and gzip-compressed (compressed once, when kept, so serving a
// client that accepts gzip costs no compression), in front of the KV cache: each use checks the
// KV entry is still the one these bytes came from (same key, same creation time, not expired), so
// an invalidation by any process (a hydration worker, the CLI) takes effect at once, while a hit
// skips reading and copying the entry from the database. Bounded in bytes (every byte kept
// counted), least recently used first out. An answer whose last bytes change per request (the
// locations answer's cache flags) is kept as its fixed start instead (./spliced-gzip.ts). The
// order summaries' pages are answered from the season itself, kept here parsed and indexed
// (a SummarySeason) beside its bytes and checked against the same KV entry.
import type { Kysely } from 'kysely'
import type { SummarySeason } from '../../src/analytics/order-summary-pages'
import type { Database } from '../db/schema'
import type { DeflatedStart } from './spliced-gzip'

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024

/** One answer's bytes in both encodings it is sent in. */
export interface EncodedAnswer {
  identity: Uint8Array<ArrayBuffer>
  gzip: Uint8Array<ArrayBuffer>
}

/** The fixed start of an answer, as it is and deflated, and when its KV entry expires. */
export interface AnswerStart {
  start: DeflatedStart
  expiresAt: number
}

/** A season of order summaries ready to page through, and about how many bytes of memory it holds. */
export interface KeptSeason {
  season: SummarySeason
  bytes: number
}

export type KeptAnswer = EncodedAnswer | AnswerStart | KeptSeason

export const isEncodedAnswer = (kept: KeptAnswer | undefined): kept is EncodedAnswer => kept !== undefined && 'identity' in kept
export const isAnswerStart = (kept: KeptAnswer | undefined): kept is AnswerStart => kept !== undefined && 'start' in kept
export const isKeptSeason = (kept: KeptAnswer | undefined): kept is KeptSeason => kept !== undefined && 'season' in kept

function sizeOf(kept: KeptAnswer): number {
  if (isEncodedAnswer(kept)) return kept.identity.byteLength + kept.gzip.byteLength
  if (isKeptSeason(kept)) return kept.bytes
  return kept.start.bytes.byteLength + kept.start.deflated.reduce((sum, piece) => sum + piece.byteLength, 0)
}

export class HotAnswers {
  private readonly entries = new Map<string, { createdAt: number; answer: KeptAnswer }>()
  private totalBytes = 0

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** The answer stored for `key` from the KV entry created at `createdAt`, if still held. */
  get(key: string, createdAt: number): KeptAnswer | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined || entry.createdAt !== createdAt) return undefined
    // Most recently used moves to the end.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.answer
  }

  set(key: string, createdAt: number, answer: KeptAnswer): void {
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
