// The hydration worker thread: its own database connection, the lock, one job, then exit. API
// reads on the main thread never wait for it (WAL; one short transaction per page).
import { parentPort, workerData } from 'node:worker_threads'
import { startedClock } from '../../src/clock/clock'
import { openDatabase } from '../db/open'
import { KvCache } from '../kv/kv-cache'
import type { Logger, LogFields } from '../log'
import { createSquareApi } from './client'
import { nominatimGeocoder } from './geocode'
import type { HydrationContext } from './hydration-context'
import { runHydrationJob, type JobSummary } from './hydration-jobs'
import { acquireHydrationLock, HydrationBusyError, waitForHydrationLock } from './hydration-lock'
import type { WorkerInput, WorkerMessage } from './hydration-protocol'
import type { JobOutcome } from './job-outcome'
import { describeSquareFailure } from './retry'

const LOCK_RENEW_MS = 15_000

function post(message: WorkerMessage): void {
  parentPort?.postMessage(message)
}

/** Log lines go to the main thread's logger, which redacts and writes them. */
const log: Logger = {
  info: (event: string, fields?: LogFields) => post({ type: 'log', level: 'info', event, fields }),
  warn: (event: string, fields?: LogFields) => post({ type: 'log', level: 'warn', event, fields }),
  error: (event: string, fields?: LogFields) => post({ type: 'log', level: 'error', event, fields }),
}

/** Runs the job and cleans up (lock released, connection closed) before the answer goes out. */
async function main(input: WorkerInput): Promise<JobOutcome<JobSummary>> {
  const opened = openDatabase(input.dataDir)
  try {
    // The main thread's "now" (FW_NOW included), running on at real speed from here.
    const clock = startedClock(input.nowMs)
    const lock = input.waitForLock
      ? await waitForHydrationLock(opened.db, input.purpose, { onWait: (holder) => post({ type: 'waiting', holder }) })
      : await acquireHydrationLock(opened.db, input.purpose)
    const renewal = setInterval(() => void lock.renew().catch(() => undefined), LOCK_RENEW_MS)
    try {
      const ctx: HydrationContext = {
        db: opened.db,
        api: createSquareApi({ ...input.connection, retry: input.retry }),
        kv: new KvCache(opened.db, clock),
        clock,
        geocoder: input.geocoderUrl === undefined ? null : nominatimGeocoder(input.geocoderUrl),
        lock,
        log,
        onProgress: (progress) => post({ type: 'progress', progress }),
      }
      return await runHydrationJob(ctx, input.job)
    } finally {
      clearInterval(renewal)
      await lock.release()
    }
  } finally {
    await opened.close()
  }
}

main(workerData as WorkerInput).then(
  (outcome) => post({ type: 'done', outcome }),
  (error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error))
    post({
      type: 'failed',
      error: {
        name: failure.name,
        message: describeSquareFailure(failure),
        ...(failure instanceof HydrationBusyError ? { holder: failure.holder } : {}),
      },
    })
  },
)
