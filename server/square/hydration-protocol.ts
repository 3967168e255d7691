// Messages between the main thread and a hydration worker.
import type { LogFields } from '../log'
import type { HydrationProgress } from './hydration-context'
import type { HydrationJob, JobSummary } from './hydration-jobs'
import type { LockHolder } from './hydration-lock'
import type { JobOutcome } from './job-outcome'
import type { RetryPolicy } from './retry'

export interface WorkerInput {
  dataDir: string
  connection: { baseUrl: string; accessToken: string }
  geocoderUrl: string | undefined
  /** The application clock's now when the job was started (epoch ms). */
  nowMs: number
  job: HydrationJob
  /** Who runs it, as shown to anyone who finds the lock taken ("admin tool", "schedule" …). */
  purpose: string
  /** Wait for a running hydration to finish instead of failing at once. */
  waitForLock: boolean
  retry?: Partial<RetryPolicy>
}

export type WorkerMessage =
  | { type: 'progress'; progress: HydrationProgress }
  | { type: 'waiting'; holder: LockHolder }
  | { type: 'log'; level: 'info' | 'warn' | 'error'; event: string; fields: LogFields | undefined }
  | { type: 'done'; outcome: JobOutcome<JobSummary> }
  | { type: 'failed'; error: { name: string; message: string; holder?: LockHolder } }
