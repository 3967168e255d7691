// Messages between the main thread and the hydration worker. The worker lives as long as its
// runner (starting a thread that loads the code costs seconds) and runs each job it is sent.
import type { LogFields } from '../../log'
import type { HydrationProgress } from './hydration-context'
import type { HydrationJob, JobSummary } from '../jobs/hydration-jobs'
import type { LockHolder } from './hydration-lock-interface'
import type { JobOutcome } from '../jobs/job-outcome'
import type { RetryPolicy } from '../square-api/retry'

/** Fixed for the worker's life. */
export interface WorkerSetup {
  dataDir: string
  /** The PostgreSQL database when it replaces the data directory's SQLite file. */
  databaseUrl?: string | undefined
  connection: { baseUrl: string; accessToken: string }
  geocoderUrl: string | undefined
  /** The KV cache's byte budget; the default budget when undefined. */
  cacheMaxBytes?: number | undefined
  /** The first season hydration fetches (FW_FIRST_SEASON). */
  firstSeason?: number | undefined
  retry?: Partial<RetryPolicy>
}

export interface JobRequest {
  id: number
  job: HydrationJob
  /** Who runs it, as shown to anyone who finds the lock taken ("admin tool", "schedule" …). */
  purpose: string
  /** Wait for a running hydration to finish instead of failing at once. */
  waitForLock: boolean
  /** The application clock's now when the job was started (epoch ms) … */
  nowMs: number
  /** … and whether it runs on from there (FW_NOW, real time) or stays put (a test's clock). */
  clockRuns: boolean
}

/** `stop`: end the running jobs after the page in hand is saved (the server is shutting down). */
export type ToWorker = { type: 'run'; request: JobRequest } | { type: 'stop' }

export type FromWorker =
  | { type: 'locked'; id: number; owner: string }
  | { type: 'progress'; id: number; progress: HydrationProgress }
  | { type: 'waiting'; id: number; holder: LockHolder }
  | { type: 'log'; level: 'debug' | 'info' | 'warn' | 'error'; event: string; fields: LogFields | undefined }
  | { type: 'done'; id: number; outcome: JobOutcome<JobSummary> }
  | { type: 'failed'; id: number; error: { name: string; message: string; holder?: LockHolder } }
