// Runs one hydration job under the lock, reporting through messages: the same code in the worker
// thread (server, admin tools, schedule) and in the command line's own thread (a process of its
// own needs no second thread, and loading the code twice would cost seconds).
import type { Kysely } from 'kysely'
import { fixedClock, startedClock } from '../../../src/clock/clock'
import type { Database } from '../../db/schema'
import { KvCache } from '../../kv/kv-cache'
import type { Logger } from '../../log'
import type { SquareApi } from '../square-api/client'
import type { Geocoder } from '../square-api/geocode'
import type { HydrationContext } from './hydration-context'
import { runHydrationJob } from '../jobs/hydration-jobs'
import { acquireHydrationLock, waitForHydrationLock } from './hydration-lock'
import { HydrationBusyError } from './hydration-lock-interface'
import type { FromWorker, JobRequest } from './hydration-protocol'
import { describeSquareFailure } from '../square-api/retry'

const LOCK_RENEW_MS = 15_000

export interface JobResources {
  db: Kysely<Database>
  api: SquareApi
  geocoder: Geocoder | null
  /** The KV cache's byte budget; the default budget when undefined. */
  cacheMaxBytes?: number | undefined
  firstSeason?: number | undefined
  log: Logger
  /** True once the jobs were asked to stop (shutdown); they end after the page in hand. */
  stopRequested?: () => boolean
}

export type JobMessage = Exclude<FromWorker, { type: 'log' }>

/** Runs `request` and sends its messages; never throws (a failure is a 'failed' message). */
export async function executeJob(resources: JobResources, request: JobRequest, send: (message: JobMessage) => void): Promise<void> {
  const { id } = request
  try {
    const clock = request.clockRuns ? startedClock(request.nowMs) : fixedClock(request.nowMs)
    const lock = request.waitForLock
      ? await waitForHydrationLock(resources.db, request.purpose, { onWait: (holder) => send({ type: 'waiting', id, holder }) })
      : await acquireHydrationLock(resources.db, request.purpose)
    send({ type: 'locked', id, owner: lock.owner })
    const renewal = setInterval(() => void lock.renew().catch(() => undefined), LOCK_RENEW_MS)
    let outcome
    try {
      const ctx: HydrationContext = {
        db: resources.db,
        api: resources.api,
        kv: new KvCache(resources.db, clock, resources.cacheMaxBytes),
        clock,
        geocoder: resources.geocoder,
        lock,
        log: resources.log,
        firstSeason: resources.firstSeason,
        onProgress: (progress) => send({ type: 'progress', id, progress }),
        ...(resources.stopRequested === undefined ? {} : { stopRequested: resources.stopRequested }),
      }
      outcome = await runHydrationJob(ctx, request.job)
    } finally {
      clearInterval(renewal)
      await lock.release()
    }
    send({ type: 'done', id, outcome })
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error))
    send({
      type: 'failed',
      id,
      error: {
        name: failure.name,
        message: describeSquareFailure(failure),
        ...(failure instanceof HydrationBusyError ? { holder: failure.holder } : {}),
      },
    })
  }
}
