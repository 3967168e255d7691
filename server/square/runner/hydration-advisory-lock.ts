// The hydration lock on PostgreSQL: a session advisory lock held by one connection of the pool for
// the whole run. Instances on any machine contend for the same key; an instance that dies (killed,
// crashed, cut off) loses its connection and PostgreSQL releases the lock at once, so the next run
// starts without waiting for an expiry and resumes from what the dead one committed. The
// square_hydration_lock row is kept beside it only to tell a refused run who is busy.
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { HYDRATION_LOCK_NAME, HydrationBusyError, HydrationLockLostError, type HydrationLock } from './hydration-lock-interface'

/** The advisory lock key of hydration (any number, the same on every instance). */
export const HYDRATION_ADVISORY_KEY = 0x66770003

export interface AdvisoryLockRequest {
  owner: string
  host: string
  purpose: string
  ttlMs: number
  now: () => number
}

/** Holds one pooled connection until `release` is called; resolves with it once it is held. */
function holdConnection(db: Kysely<Database>): Promise<{ connection: Kysely<Database>; release: () => void; done: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let release!: () => void
    const released = new Promise<void>((settle) => (release = settle))
    const done = db
      .connection()
      .execute(async (connection) => {
        resolve({ connection, release, done })
        await released
      })
      .catch((error: unknown) => reject(error instanceof Error ? error : new Error(String(error))))
  })
}

/** Takes the advisory lock, or throws HydrationBusyError naming the holder the row records. */
export async function acquireAdvisoryHydrationLock(db: Kysely<Database>, request: AdvisoryLockRequest): Promise<HydrationLock> {
  const held = await holdConnection(db)
  const { connection } = held
  let got: boolean
  try {
    const result = await sql<{ got: boolean }>`SELECT pg_try_advisory_lock(${HYDRATION_ADVISORY_KEY}) AS got`.execute(connection)
    got = result.rows[0]?.got === true
  } catch (error) {
    held.release()
    await held.done
    throw error
  }
  if (!got) {
    held.release()
    await held.done
    const row = await db.selectFrom('square_hydration_lock').selectAll().where('name', '=', HYDRATION_LOCK_NAME).executeTakeFirst()
    const at = request.now()
    throw new HydrationBusyError(
      row === undefined
        ? { purpose: 'another instance', host: 'unknown', pid: 0, acquiredAt: at, expiresAt: at }
        : { purpose: row.purpose, host: row.host, pid: row.pid, acquiredAt: row.acquired_at, expiresAt: row.expires_at },
    )
  }
  const at = request.now()
  const row = { name: HYDRATION_LOCK_NAME, owner: request.owner, host: request.host, pid: process.pid, purpose: request.purpose, acquired_at: at, expires_at: at + request.ttlMs }
  await connection
    .insertInto('square_hydration_lock')
    .values(row)
    .onConflict((conflict) => conflict.column('name').doUpdateSet(row))
    .execute()
  let released = false
  return {
    owner: request.owner,
    async renew() {
      if (released) throw new HydrationLockLostError('The hydration lock was released')
      try {
        // A query on the holding connection proves it (and so the lock) is still there.
        await connection.updateTable('square_hydration_lock').set({ expires_at: request.now() + request.ttlMs }).where('owner', '=', request.owner).execute()
      } catch (error) {
        throw new HydrationLockLostError(`The connection holding the hydration lock was lost: ${(error as Error).message}`)
      }
    },
    async release() {
      if (released) return
      released = true
      try {
        await connection.deleteFrom('square_hydration_lock').where('name', '=', HYDRATION_LOCK_NAME).where('owner', '=', request.owner).execute()
        await sql`SELECT pg_advisory_unlock(${HYDRATION_ADVISORY_KEY})`.execute(connection)
      } catch {
        // A lost connection took the lock with it.
      } finally {
        held.release()
        await held.done.catch(() => undefined)
      }
    },
  }
}
