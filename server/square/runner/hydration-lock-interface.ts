// The hydration lock as its users see it, whichever kind holds it (the row lock of
// ./hydration-lock.ts on SQLite, PostgreSQL's advisory lock of ./hydration-advisory-lock.ts), and
// the errors it throws.
export const HYDRATION_LOCK_NAME = 'square-hydration'

/** Who holds the lock, as told to someone who could not get it. */
export interface LockHolder {
  purpose: string
  host: string
  pid: number
  acquiredAt: number
  expiresAt: number
}

export class HydrationBusyError extends Error {
  override name = 'HydrationBusyError'
  constructor(readonly holder: LockHolder) {
    super(`A hydration is already running (${holder.purpose}, process ${holder.pid} on ${holder.host})`)
  }
}

export class HydrationLockLostError extends Error {
  override name = 'HydrationLockLostError'
}

export interface HydrationLock {
  readonly owner: string
  /** Pushes the expiry forward; throws HydrationLockLostError when another run took the lock over. */
  renew(): Promise<void>
  release(): Promise<void>
}
