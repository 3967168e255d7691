// Sign-in throttling (docs/server.md#sessions-and-sign-in): after LOGIN_MAX_FAILURES failures for one username
// within LOGIN_WINDOW_MS, further attempts are refused until the oldest of them leaves the window.
// The check runs before any password hashing, and an attempt is counted as failed from the moment
// it passes the check, so a burst of parallel guesses cannot all slip past a count of zero.
import type { Kysely } from 'kysely'
import { immediateTransaction } from '../db/transaction'
import type { Database } from '../db/schema'

export const LOGIN_MAX_FAILURES = 5
export const LOGIN_WINDOW_MS = 5 * 60 * 1000

export type AttemptGate = { allowed: true; attemptId: number } | { allowed: false; retryAfterSeconds: number }

/** The throttling key of a username: usernames compare without case, and so does throttling. */
export function throttleKey(username: string): string {
  return username.toLowerCase()
}

/**
 * Lets an attempt through (recording it as a failure until `forgiveAttempt` says it succeeded) or
 * says how many seconds to wait.
 */
export async function beginAttempt(db: Kysely<Database>, username: string, now: number): Promise<AttemptGate> {
  const key = throttleKey(username)
  const windowStart = now - LOGIN_WINDOW_MS
  return immediateTransaction(db, async (trx) => {
    await trx.deleteFrom('login_failures').where('failed_at', '<=', windowStart).execute()
    const failures = await trx
      .selectFrom('login_failures')
      .select('failed_at')
      .where('username_key', '=', key)
      .where('failed_at', '>', windowStart)
      .orderBy('failed_at', 'desc')
      .limit(LOGIN_MAX_FAILURES)
      .execute()
    if (failures.length >= LOGIN_MAX_FAILURES) {
      // Allowed again once the LOGIN_MAX_FAILURES-th most recent failure leaves the window.
      const oldestCounted = failures[failures.length - 1]?.failed_at ?? now
      const retryAfterSeconds = Math.max(1, Math.ceil((oldestCounted + LOGIN_WINDOW_MS - now) / 1000))
      return { allowed: false, retryAfterSeconds }
    }
    const inserted = await trx
      .insertInto('login_failures')
      .values({ username_key: key, failed_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { allowed: true, attemptId: inserted.id }
  })
}

/** Removes a successful attempt from the failures it was counted among. */
export async function forgiveAttempt(db: Kysely<Database>, attemptId: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', attemptId).execute()
}
