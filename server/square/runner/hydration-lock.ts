// One hydration at a time across every process and thread that opens the database (the CLI, the
// admin tools, the schedule, first start): a row in square_hydration_lock names the holder. The
// holder renews it while it works; a row whose expiry passed, or whose holder is a process on this
// machine that no longer exists (killed mid-run), may be taken over. Times are machine time, not
// the application clock, so FW_NOW cannot freeze a lock.
//
// On PostgreSQL, instances on many machines share the database, and "a process on this machine"
// says nothing about the others: there the lock is PostgreSQL's own advisory lock, held by the
// holder's connection (./hydration-advisory-lock.ts). A killed instance's connection closes and
// its lock goes with it at once; the row only tells others who holds it.
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { threadId } from 'node:worker_threads'
import type { Kysely } from 'kysely'
import { isPostgres } from '../../db/dialect'
import type { Database } from '../../db/schema'
import { immediateTransaction } from '../../db/transaction'
import { acquireAdvisoryHydrationLock } from './hydration-advisory-lock'
import { HYDRATION_LOCK_NAME, HydrationBusyError, HydrationLockLostError, type HydrationLock, type LockHolder } from './hydration-lock-interface'

export const DEFAULT_LOCK_TTL_MS = 60_000

function processIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** A new holder's id: machine, process, thread and a random part. */
export function lockOwnerId(): string {
  return `${hostname()}:${process.pid}:${threadId}:${randomUUID()}`
}

export interface LockOptions {
  ttlMs?: number
  now?: () => number
}

/** Takes the lock for `purpose`, or throws HydrationBusyError naming the live holder. */
export async function acquireHydrationLock(db: Kysely<Database>, purpose: string, options: LockOptions = {}): Promise<HydrationLock> {
  const ttlMs = options.ttlMs ?? DEFAULT_LOCK_TTL_MS
  const now = options.now ?? Date.now
  const host = hostname()
  const owner = lockOwnerId()
  if (isPostgres(db)) return acquireAdvisoryHydrationLock(db, { owner, host, purpose, ttlMs, now })
  await immediateTransaction(db, async (trx) => {
    const held = await trx.selectFrom('square_hydration_lock').selectAll().where('name', '=', HYDRATION_LOCK_NAME).executeTakeFirst()
    const at = now()
    if (held !== undefined && held.expires_at > at && !(held.host === host && processIsGone(held.pid))) {
      throw new HydrationBusyError({ purpose: held.purpose, host: held.host, pid: held.pid, acquiredAt: held.acquired_at, expiresAt: held.expires_at })
    }
    const row = { name: HYDRATION_LOCK_NAME, owner, host, pid: process.pid, purpose, acquired_at: at, expires_at: at + ttlMs }
    await trx
      .insertInto('square_hydration_lock')
      .values(row)
      .onConflict((conflict) => conflict.column('name').doUpdateSet(row))
      .execute()
  })
  return {
    owner,
    async renew() {
      const result = await db
        .updateTable('square_hydration_lock')
        .set({ expires_at: now() + ttlMs })
        .where('name', '=', HYDRATION_LOCK_NAME)
        .where('owner', '=', owner)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) throw new HydrationLockLostError('Another run took over the hydration lock')
    },
    async release() {
      await db.deleteFrom('square_hydration_lock').where('name', '=', HYDRATION_LOCK_NAME).where('owner', '=', owner).execute()
    },
  }
}

/** Takes the lock, waiting while another run holds it (up to `timeoutMs`). */
export async function waitForHydrationLock(
  db: Kysely<Database>,
  purpose: string,
  options: LockOptions & { timeoutMs?: number; pollMs?: number; onWait?: (holder: LockHolder) => void } = {},
): Promise<HydrationLock> {
  const deadline = Date.now() + (options.timeoutMs ?? 30 * 60_000)
  let told = false
  for (;;) {
    try {
      return await acquireHydrationLock(db, purpose, options)
    } catch (error) {
      if (!(error instanceof HydrationBusyError) || Date.now() >= deadline) throw error
      if (!told) options.onWait?.(error.holder)
      told = true
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500))
    }
  }
}
