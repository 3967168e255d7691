import { spawnSync } from 'node:child_process'
import { sql } from 'kysely'
import { hostname } from 'node:os'
import { HYDRATION_ADVISORY_KEY } from './hydration-advisory-lock'
import { acquireHydrationLock, waitForHydrationLock } from './hydration-lock'
import { HydrationBusyError, HydrationLockLostError, HYDRATION_LOCK_NAME } from './hydration-lock-interface'
import { onPostgres } from '../../testing/test-store'
import { openTempDatabase, type TempDatabase } from '../../testing/temp-db'

let db: TempDatabase
beforeEach(async () => {
  db = await openTempDatabase()
})
afterEach(() => db.dispose())

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(child.stdout.toString())
}

describe('the hydration lock', () => {
  it('lets one run hold it and tells another who does', async () => {
    const first = await acquireHydrationLock(db.db, 'first start')
    await expect(acquireHydrationLock(db.db, 'admin tool')).rejects.toMatchObject({
      name: 'HydrationBusyError',
      holder: { purpose: 'first start', pid: process.pid, host: hostname() },
    })
    await first.release()
    const second = await acquireHydrationLock(db.db, 'admin tool')
    await second.release()
  })

  it.skipIf(onPostgres())('writes a renewal at most ten times per TTL, each pushing the expiry a TTL on', async () => {
    let now = 1_000_000
    const expiry = async () => (await db.db.selectFrom('square_hydration_lock').select('expires_at').executeTakeFirstOrThrow()).expires_at
    const lock = await acquireHydrationLock(db.db, 'hydration', { ttlMs: 60_000, now: () => now })
    now += 5_999
    await lock.renew()
    expect(await expiry()).toBe(1_060_000)
    now += 1
    await lock.renew()
    expect(await expiry()).toBe(1_066_000)
    now += 3_000
    await lock.renew()
    expect(await expiry()).toBe(1_066_000)
    await lock.release()
  })

  it.skipIf(onPostgres())('is taken over once its expiry passes', async () => {
    let now = 1_000_000
    const stale = await acquireHydrationLock(db.db, 'stale', { ttlMs: 100, now: () => now })
    now += 101
    const fresh = await acquireHydrationLock(db.db, 'fresh', { ttlMs: 100, now: () => now })
    await expect(stale.renew()).rejects.toBeInstanceOf(HydrationLockLostError)
    await stale.release() // releasing a lock one no longer holds leaves the new holder alone
    await expect(acquireHydrationLock(db.db, 'third', { now: () => now })).rejects.toBeInstanceOf(HydrationBusyError)
    await fresh.release()
  })

  it.skipIf(onPostgres())('is taken over from a killed process on this machine before its expiry', async () => {
    await db.db
      .insertInto('square_hydration_lock')
      .values({ name: HYDRATION_LOCK_NAME, owner: 'gone', host: hostname(), pid: deadPid(), purpose: 'killed run', acquired_at: Date.now(), expires_at: Date.now() + 60_000 })
      .execute()
    const lock = await acquireHydrationLock(db.db, 'rerun')
    await lock.release()
  })

  it.skipIf(onPostgres())('is not taken from a live process on another machine', async () => {
    await db.db
      .insertInto('square_hydration_lock')
      .values({ name: HYDRATION_LOCK_NAME, owner: 'far', host: 'elsewhere', pid: deadPid(), purpose: 'remote run', acquired_at: Date.now(), expires_at: Date.now() + 60_000 })
      .execute()
    await expect(acquireHydrationLock(db.db, 'here')).rejects.toBeInstanceOf(HydrationBusyError)
  })

  it('can be waited for', async () => {
    const first = await acquireHydrationLock(db.db, 'first')
    const waited: string[] = []
    let told!: () => void
    const waiting = new Promise<void>((resolve) => (told = resolve))
    const second = waitForHydrationLock(db.db, 'second', {
      pollMs: 10,
      onWait: (holder) => {
        waited.push(holder.purpose)
        told()
      },
    })
    // Released once the second is seen waiting (on a busy machine its first try may take a while).
    await waiting
    await first.release()
    await (await second).release()
    expect(waited).toEqual(['first'])
  })
})

// On PostgreSQL the lock is the holder connection's advisory lock (./hydration-advisory-lock.ts).
describe.runIf(onPostgres())('the hydration lock on PostgreSQL', () => {
  it('is free at once when the holder’s connection ends (an instance killed mid-run), and the holder learns it lost it', async () => {
    const held = await acquireHydrationLock(db.db, 'killed instance')
    await expect(acquireHydrationLock(db.db, 'next run')).rejects.toBeInstanceOf(HydrationBusyError)
    // What a SIGKILL does to the holder's connection: PostgreSQL ends its session.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = ${HYDRATION_ADVISORY_KEY}`.execute(db.db)
    const next = await acquireHydrationLock(db.db, 'next run')
    await expect(held.renew()).rejects.toBeInstanceOf(HydrationLockLostError)
    await held.release()
    await expect(acquireHydrationLock(db.db, 'third')).rejects.toMatchObject({ holder: { purpose: 'next run' } })
    await next.release()
  })

  it('is not taken from a live holder however old its row, nor given by a row alone', async () => {
    await db.db
      .insertInto('square_hydration_lock')
      .values({ name: HYDRATION_LOCK_NAME, owner: 'old row', host: 'elsewhere', pid: 1, purpose: 'a run long gone', acquired_at: 0, expires_at: 1 })
      .execute()
    const lock = await acquireHydrationLock(db.db, 'fresh', { ttlMs: 1, now: () => 0 })
    await expect(acquireHydrationLock(db.db, 'other', { now: () => 10_000_000 })).rejects.toMatchObject({ holder: { purpose: 'fresh' } })
    await lock.release()
  })
})
