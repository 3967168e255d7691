// The hydration worker thread: one database connection of its own for its whole life, and each
// job it is sent run under the hydration lock. API reads on the main thread never wait for it
// (WAL; one short transaction per page).
import { parentPort, workerData } from 'node:worker_threads'
import { fixedClock, startedClock } from '../../src/clock/clock'
import { openDatabase } from '../db/open'
import { KvCache } from '../kv/kv-cache'
import type { Logger, LogFields } from '../log'
import { createSquareApi } from './client'
import { nominatimGeocoder } from './geocode'
import type { HydrationContext } from './hydration-context'
import { runHydrationJob } from './hydration-jobs'
import { acquireHydrationLock, HydrationBusyError, waitForHydrationLock } from './hydration-lock'
import type { FromWorker, JobRequest, ToWorker, WorkerSetup } from './hydration-protocol'
import { describeSquareFailure } from './retry'

const LOCK_RENEW_MS = 15_000

const setup = workerData as WorkerSetup
const opened = openDatabase(setup.dataDir, { migrate: false })
const api = createSquareApi({ ...setup.connection, retry: setup.retry })
const geocoder = setup.geocoderUrl === undefined ? null : nominatimGeocoder(setup.geocoderUrl)

function post(message: FromWorker): void {
  parentPort?.postMessage(message)
}

/** Log lines go to the main thread's logger, which redacts and writes them. */
const log: Logger = {
  info: (event: string, fields?: LogFields) => post({ type: 'log', level: 'info', event, fields }),
  warn: (event: string, fields?: LogFields) => post({ type: 'log', level: 'warn', event, fields }),
  error: (event: string, fields?: LogFields) => post({ type: 'log', level: 'error', event, fields }),
}

async function run(request: JobRequest): Promise<void> {
  const { id } = request
  try {
    const clock = request.clockRuns ? startedClock(request.nowMs) : fixedClock(request.nowMs)
    const lock = request.waitForLock
      ? await waitForHydrationLock(opened.db, request.purpose, { onWait: (holder) => post({ type: 'waiting', id, holder }) })
      : await acquireHydrationLock(opened.db, request.purpose)
    post({ type: 'locked', id, owner: lock.owner })
    const renewal = setInterval(() => void lock.renew().catch(() => undefined), LOCK_RENEW_MS)
    let outcome
    try {
      const ctx: HydrationContext = {
        db: opened.db,
        api,
        kv: new KvCache(opened.db, clock),
        clock,
        geocoder,
        lock,
        log,
        onProgress: (progress) => post({ type: 'progress', id, progress }),
      }
      outcome = await runHydrationJob(ctx, request.job)
    } finally {
      clearInterval(renewal)
      await lock.release()
    }
    post({ type: 'done', id, outcome })
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error))
    post({
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

parentPort?.on('message', (message: ToWorker) => {
  if (message.type === 'run') void run(message.request)
})
