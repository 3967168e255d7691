// Sign-in throttling that nobody can turn against a user. Two rules, both kept in the database so
// every instance sharing it applies them alike:
//
// - Failures count per (client, username): after FREE_FAILURES of them within FAILURE_MEMORY_MS,
//   that client must wait before trying that username again, 1 s, then 2 s, 4 s … up to
//   MAX_DELAY_MS after its latest failure. It is a delay, never a lock, and it binds only the
//   client that failed: a stranger's guesses do not stop the account's owner signing in elsewhere.
// - A token bucket bounds sign-in work (each attempt costs an Argon2 hash) across the server:
//   BUCKET_CAPACITY attempts at once, BUCKET_REFILL_PER_SECOND after that. Every attempt takes a
//   token while there are some; when the bucket is empty, only clients with a recent failure are
//   refused. A client that has not failed is never refused, so a flood cannot keep the right
//   password out, while the flood's own attempts (failures all) stop costing hashes.
//
// The check runs before any hashing, and an attempt counts as failed from the moment it passes, so
// a burst of parallel guesses cannot all slip past a count of zero. A success clears that client's
// failures at that username: it knows the password.
// Usernames count as typed (lower-cased), known or not: an unknown one is throttled exactly as a
// real one, so the answers never tell them apart.
import type { Kysely } from 'kysely'
import type { Clock } from '../../src/clock/clock'
import { immediateTransaction } from '../db/transaction'
import type { Database } from '../db/schema'
import { throttleMemoOf, type MemoRefusal, type ThrottleMemo } from './throttle-memo'

/** Failures that cost no delay: a typo or two, a caps-lock. */
export const FREE_FAILURES = 3
/** The first delay, doubled at each further failure. */
export const FIRST_DELAY_MS = 1_000
/** The longest delay between one client's attempts at one username. */
export const MAX_DELAY_MS = 5 * 60_000
/** How long a failure counts. */
export const FAILURE_MEMORY_MS = 15 * 60_000
/** Sign-in attempts the bucket lets through at once. */
export const BUCKET_CAPACITY = 20
/** Attempts per second the bucket lets through once empty: a few Argon2 hashes' worth of one core. */
export const BUCKET_REFILL_PER_SECOND = 2
const BUCKET_ROW = 'sign-in'

export type AttemptGate =
  | { allowed: true }
  /** `client`: this client's failures at this username; `busy`: the bucket is empty and this client has failed. */
  | { allowed: false; reason: 'client' | 'busy'; retryAfterSeconds: number }

/** Who is trying what: the client's key (server/http/client-address.ts) and the username typed. */
export interface Attempt {
  clientKey: string
  username: string
}

/** The throttling key of a username: usernames compare without case, and so does throttling. */
export function throttleKey(username: string): string {
  return username.toLowerCase()
}

/** How long a client must wait after its latest failure at a username, having failed `failures` times. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES))
}

const wholeSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** The bucket's tokens at `now`: what was counted, plus what refilled since, up to the capacity. */
function tokensAt(row: { tokens: number; counted_at: number } | undefined, now: number): number {
  if (row === undefined) return BUCKET_CAPACITY
  const refilled = (Math.max(0, now - row.counted_at) / 1000) * BUCKET_REFILL_PER_SECOND
  return Math.min(BUCKET_CAPACITY, row.tokens + refilled)
}

/**
 * Lets an attempt through (recording it as a failure until `forgiveAttempt` says it succeeded) or
 * says why not and how many seconds to wait. A refusal the database already made here and that
 * still holds is repeated without it (./throttle-memo.ts).
 */
export async function beginAttempt(db: Kysely<Database>, attempt: Attempt, clock: Pick<Clock, 'now'>): Promise<AttemptGate> {
  const { clientKey } = attempt
  const usernameKey = throttleKey(attempt.username)
  const memo = throttleMemoOf(db, FAILURE_MEMORY_MS)
  const arrived = clock.now()
  const known = memo.refusal(clientKey, usernameKey, arrived)
  if (known !== undefined) return refusedAs(known, arrived)
  return memo.inTurn(() => {
    // Judged at its turn: what the attempts ahead in line were told may settle this one too.
    const now = clock.now()
    const learned = memo.refusal(clientKey, usernameKey, now)
    return learned === undefined ? judge(db, memo, clientKey, usernameKey, now) : Promise.resolve(refusedAs(learned, now))
  })
}

const refusedAs = (refusal: MemoRefusal, now: number): AttemptGate => ({ allowed: false, reason: refusal.reason, retryAfterSeconds: wholeSeconds(refusal.until - now) })

/** The database's verdict on an attempt, in one write transaction, taught to the memo. */
function judge(db: Kysely<Database>, memo: ThrottleMemo, clientKey: string, usernameKey: string, now: number): Promise<AttemptGate> {
  return immediateTransaction(db, async (trx) => {
    await trx.deleteFrom('login_failures').where('failed_at', '<=', now - FAILURE_MEMORY_MS).execute()
    const failures = await trx
      .selectFrom('login_failures')
      .select('failed_at')
      .where('client_key', '=', clientKey)
      .where('username_key', '=', usernameKey)
      .orderBy('failed_at', 'desc')
      .execute()
    const latest = failures[0]?.failed_at
    if (latest !== undefined) {
      memo.failed(clientKey, latest)
      // A failure another instance's clock (FW_NOW) put ahead of this one's counts as just now.
      const waited = Math.max(0, now - latest)
      const owed = delayAfter(failures.length) - waited
      if (owed > 0) {
        memo.delayed(clientKey, usernameKey, now + owed)
        return { allowed: false, reason: 'client', retryAfterSeconds: wholeSeconds(owed) }
      }
    }
    const bucket = await trx.selectFrom('login_bucket').select(['tokens', 'counted_at']).where('name', '=', BUCKET_ROW).executeTakeFirst()
    const tokens = tokensAt(bucket, now)
    if (tokens >= 1) {
      await trx
        .insertInto('login_bucket')
        .values({ name: BUCKET_ROW, tokens: tokens - 1, counted_at: now })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ tokens: tokens - 1, counted_at: now }))
        .execute()
    } else {
      const dryUntil = now + ((1 - tokens) / BUCKET_REFILL_PER_SECOND) * 1000
      memo.dry(dryUntil)
      const hasFailed = failures.length > 0 || (await trx.selectFrom('login_failures').select('id').where('client_key', '=', clientKey).limit(1).executeTakeFirst()) !== undefined
      // Nothing written: the bucket's count refills the same from its last counting.
      if (hasFailed) {
        memo.failed(clientKey, now)
        return { allowed: false, reason: 'busy', retryAfterSeconds: wholeSeconds(dryUntil - now) }
      }
    }
    await trx.insertInto('login_failures').values({ client_key: clientKey, username_key: usernameKey, failed_at: now }).execute()
    memo.failed(clientKey, now)
    return { allowed: true }
  })
}

/**
 * Clears the failures of a successful attempt's client at its username, the attempt's own
 * included: in `trx` (the sign-in's transaction) and in what `db`'s process remembers.
 */
export async function forgiveAttempt(db: Kysely<Database>, trx: Kysely<Database>, attempt: Attempt): Promise<void> {
  const usernameKey = throttleKey(attempt.username)
  await trx.deleteFrom('login_failures').where('client_key', '=', attempt.clientKey).where('username_key', '=', usernameKey).execute()
  throttleMemoOf(db, FAILURE_MEMORY_MS).forgive(attempt.clientKey, usernameKey)
}
