// What this process already knows it must refuse, so a flood of sign-ins that the database has
// already refused is refused again without the database: no write transaction, no wait for the
// connection every other request (health checks included) needs. The database stays the judge —
// the memo only repeats refusals it made, and only until they run out:
//
// - a client's delay at a username lasts until the time the database gave (it can only grow: a
//   newer failure pushes it later; a success clears it here);
// - an empty bucket stays empty at least until one token has refilled (other attempts only take
//   tokens), and during that time a client this process saw fail is refused. A client it has not
//   seen fail goes to the database, which knows whether it has failed anywhere.
//
// Attempts also take their turn here one at a time before they reach the database: a burst of
// hundreds arrives before any answer is known, and without a line of its own each would queue a
// write transaction on the database connection, ahead of every other request's queries. In line,
// each learns what the ones before it were told, and most are refused without the database.
//
// One memo per database handle (a test run has many apps, each with its own database), bounded in
// size so a flood from many addresses cannot grow it without end.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Entries kept per map; past it the oldest go (they only ever save a trip to the database). */
const MAX_ENTRIES = 10_000

export type MemoRefusal = { reason: 'client' | 'busy'; until: number }

export class ThrottleMemo {
  /** `client\nusername` → when that client may try that username again. */
  private readonly delayedUntil = new Map<string, number>()
  /** Client → when this process last saw it fail (or begin an attempt that counts as failed until it succeeds). */
  private readonly failedAt = new Map<string, number>()
  /** No token in the bucket before this instant. */
  private dryUntil = 0
  /** Settles when the attempt ahead in line is done. */
  private line: Promise<unknown> = Promise.resolve()

  constructor(private readonly failureMemoryMs: number) {}

  /** Runs `work` once every attempt that came before it is done. */
  inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.line.then(work, work)
    this.line = turn.catch(() => undefined)
    return turn
  }

  /** A refusal the database already made that still holds at `now`, if any. */
  refusal(clientKey: string, usernameKey: string, now: number): MemoRefusal | undefined {
    const pair = `${clientKey}\n${usernameKey}`
    const until = this.delayedUntil.get(pair)
    if (until !== undefined) {
      if (now < until) return { reason: 'client', until }
      this.delayedUntil.delete(pair)
    }
    const failed = this.failedAt.get(clientKey)
    if (now < this.dryUntil && failed !== undefined && now - failed < this.failureMemoryMs) return { reason: 'busy', until: this.dryUntil }
    return undefined
  }

  /** The database delays this client at this username until `until`. */
  delayed(clientKey: string, usernameKey: string, until: number): void {
    remember(this.delayedUntil, `${clientKey}\n${usernameKey}`, until)
  }

  /** The bucket has no token before `until`. */
  dry(until: number): void {
    this.dryUntil = Math.max(this.dryUntil, until)
  }

  /** The client has failed (or has an attempt under way that counts as failed) at `now`. */
  failed(clientKey: string, now: number): void {
    remember(this.failedAt, clientKey, now)
  }

  /** The client signed in at this username: its delay there is gone, and whether it failed elsewhere is the database's to say. */
  forgive(clientKey: string, usernameKey: string): void {
    this.delayedUntil.delete(`${clientKey}\n${usernameKey}`)
    this.failedAt.delete(clientKey)
  }
}

/** Sets `key` as the newest entry of `map`, dropping the oldest past MAX_ENTRIES. */
function remember(map: Map<string, number>, key: string, value: number): void {
  map.delete(key)
  map.set(key, value)
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value
    if (oldest !== undefined) map.delete(oldest)
  }
}

const memos = new WeakMap<Kysely<Database>, ThrottleMemo>()

/** The memo of the database `db` is a handle on. */
export function throttleMemoOf(db: Kysely<Database>, failureMemoryMs: number): ThrottleMemo {
  let memo = memos.get(db)
  if (memo === undefined) {
    memo = new ThrottleMemo(failureMemoryMs)
    memos.set(db, memo)
  }
  return memo
}
