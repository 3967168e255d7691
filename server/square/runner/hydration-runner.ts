// Runs hydration jobs in a worker thread (docs/server.md#hydration-and-freshness) and turns its messages back into promises:
// progress and log lines as they come, the outcome at the end, and location-changed events for
// what changed. One worker serves the runner's whole life, started at the first job: loading the
// code into a thread costs seconds, a job should not. Under tsx (TypeScript run directly) the
// worker must register tsx's loader itself: Node 20 ignores `--import` in a worker's execArgv for
// its entry module.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Kysely } from 'kysely'
import type { Clock } from '../../../src/clock/clock'
import type { CurrentYearSummary, DailySalesSummary } from '../../../src/contract/hydration'
import type { LocationsSummary } from '../../../src/contract/locations-response'
import type { Database } from '../../db/schema'
import type { AppEvents } from '../../events'
import type { Logger } from '../../log'
import type { HydrationProgress } from './hydration-context'
import type { FullHydrationSummary, HydrationJob } from '../jobs/hydration-jobs'
import { HYDRATION_LOCK_NAME, HydrationBusyError, type LockHolder } from './hydration-lock-interface'
import type { FromWorker, JobRequest, ToWorker, WorkerSetup } from './hydration-protocol'
import type { JobOutcome } from '../jobs/job-outcome'
import type { RetryPolicy } from '../square-api/retry'

export type SummaryOf<J extends HydrationJob> = J extends { kind: 'locations' }
  ? LocationsSummary
  : J extends { kind: 'currentYear' }
    ? CurrentYearSummary
    : J extends { kind: 'dailySales' }
      ? DailySalesSummary
      : FullHydrationSummary

export interface HydrationRunnerSettings {
  dataDir: string
  /** The PostgreSQL database when it replaces the data directory's SQLite file. */
  databaseUrl?: string | undefined
  connection: { baseUrl: string; accessToken: string }
  geocoderUrl: string | undefined
  /** The KV cache's byte budget (FW_CACHE_MAX_MB) for what hydration caches (geocoding results). */
  cacheMaxBytes?: number
  /** The first season hydration fetches (FW_FIRST_SEASON); 2023 when absent. */
  firstSeason?: number
  clock: Clock
  log: Logger
  /** Told about every location-year a job changed. */
  events?: AppEvents
  retry?: Partial<RetryPolicy>
  /** Whether the worker's clock runs on from the job's start (default) or stays at it (tests' manual clocks). */
  clockRuns?: boolean
  /** Lets close() release a lock a stopped job still held, so the next run need not wait for its expiry. */
  db?: Kysely<Database>
}

export interface RunOptions {
  purpose: string
  /** Wait while another run holds the lock (CLI, first start); otherwise fail with HydrationBusyError. */
  waitForLock?: boolean
  onProgress?: (progress: HydrationProgress) => void
  onWaiting?: (holder: LockHolder) => void
}

/** A job that failed inside the worker, carrying the worker's error name. */
export class HydrationFailedError extends Error {
  constructor(
    readonly causeName: string,
    message: string,
  ) {
    super(message)
    this.name = 'HydrationFailedError'
  }
}

/**
 * The URL of tsx's ESM register API, read from tsx's own exports map (require.resolve would give
 * the CommonJS build, which cannot load from an eval'd worker).
 */
function tsxEsmApiUrl(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json')
  const exportsMap = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports
  const entry = exportsMap['./esm/api']?.import.default
  if (entry === undefined) throw new Error('This tsx version has no ./esm/api export')
  return pathToFileURL(join(dirname(manifest), entry)).href
}

/** Starts the worker script beside this file, through tsx when running from TypeScript. */
function startWorker(setup: WorkerSetup): Worker {
  const fromTypeScript = fileURLToPath(import.meta.url).endsWith('.ts')
  const script = new URL(`./hydration-worker.${fromTypeScript ? 'ts' : 'js'}`, import.meta.url)
  if (!fromTypeScript) return new Worker(script, { workerData: setup })
  const bootstrap = `import(${JSON.stringify(tsxEsmApiUrl())}).then((tsx) => {
    tsx.register()
    return import(${JSON.stringify(script.href)})
  })`
  return new Worker(bootstrap, { eval: true, workerData: setup })
}

interface PendingJob {
  options: RunOptions
  owner?: string
  settle(outcome: { ok: true; value: JobOutcome<unknown> } | { ok: false; error: Error }): void
}

/** Turns a job's messages into its options' callbacks and a settled promise. */
function deliver(message: Exclude<FromWorker, { type: 'log' }>, job: PendingJob, events: AppEvents | undefined): void {
  switch (message.type) {
    case 'locked':
      job.owner = message.owner
      break
    case 'progress':
      job.options.onProgress?.(message.progress)
      break
    case 'waiting':
      job.options.onWaiting?.(message.holder)
      break
    case 'done':
      for (const change of message.outcome.changed) events?.emit('location-changed', change)
      job.settle({ ok: true, value: message.outcome })
      break
    case 'failed':
      job.settle({
        ok: false,
        error: message.error.holder ? new HydrationBusyError(message.error.holder) : new HydrationFailedError(message.error.name, message.error.message),
      })
      break
  }
}

/**
 * Runs a job in this thread (the command line, a process of its own): same lock, same messages,
 * same outcome as the worker. Loads the Square SDK on first use.
 */
export async function runInThisThread<J extends HydrationJob>(
  settings: HydrationRunnerSettings,
  job: J,
  options: RunOptions,
): Promise<JobOutcome<SummaryOf<J>>> {
  if (settings.db === undefined) throw new Error('Running a job in this thread needs the database')
  const db = settings.db
  const [{ createSquareApi }, { nominatimGeocoder }, { executeJob }] = await Promise.all([import('../square-api/client'), import('../square-api/geocode'), import('./hydration-execute')])
  const resources = {
    db,
    api: createSquareApi({ ...settings.connection, retry: settings.retry }),
    geocoder: settings.geocoderUrl === undefined ? null : nominatimGeocoder(settings.geocoderUrl),
    cacheMaxBytes: settings.cacheMaxBytes,
    firstSeason: settings.firstSeason,
    log: settings.log,
  }
  const request: JobRequest = { id: 1, job, purpose: options.purpose, waitForLock: options.waitForLock ?? false, nowMs: settings.clock.now(), clockRuns: settings.clockRuns ?? true }
  return new Promise((resolve, reject) => {
    const pending: PendingJob = {
      options,
      settle: (outcome) => (outcome.ok ? resolve(outcome.value as JobOutcome<SummaryOf<J>>) : reject(outcome.error)),
    }
    void executeJob(resources, request, (message) => deliver(message, pending, settings.events))
  })
}

export class HydrationRunner {
  private worker: Worker | undefined
  private readonly pending = new Map<number, PendingJob>()
  /** Each running job's end, failed or not: what stop() waits for. */
  private readonly running = new Set<Promise<void>>()
  private nextId = 1

  constructor(private readonly settings: HydrationRunnerSettings) {}

  /** True while a job this runner started is still running. */
  get busy(): boolean {
    return this.pending.size > 0
  }

  /** Runs `job` in the worker thread and resolves with its outcome. */
  run<J extends HydrationJob>(job: J, options: RunOptions): Promise<JobOutcome<SummaryOf<J>>> {
    const worker = this.ensureWorker()
    const request: JobRequest = {
      id: this.nextId++,
      job,
      purpose: options.purpose,
      waitForLock: options.waitForLock ?? false,
      nowMs: this.settings.clock.now(),
      clockRuns: this.settings.clockRuns ?? true,
    }
    const outcome = new Promise<JobOutcome<SummaryOf<J>>>((resolve, reject) => {
      this.pending.set(request.id, {
        options,
        settle: (outcome) => {
          this.pending.delete(request.id)
          if (this.pending.size === 0) this.worker?.unref()
          if (outcome.ok) resolve(outcome.value as JobOutcome<SummaryOf<J>>)
          else reject(outcome.error)
        },
      })
      // A running job keeps the process alive; an idle worker does not.
      worker.ref()
      worker.postMessage({ type: 'run', request } satisfies ToWorker)
    })
    const ended = outcome.then(
      () => undefined,
      () => undefined,
    )
    this.running.add(ended)
    void ended.then(() => this.running.delete(ended))
    return outcome
  }

  /**
   * Asks running jobs to end after the page in hand is saved, and waits up to `withinMs` for them;
   * a job still running then is stopped by close(). Each ends with a HydrationFailedError whose
   * cause is 'HydrationStopped', and the next run resumes where the saved pages end.
   */
  async stop(withinMs: number): Promise<void> {
    if (this.worker === undefined || this.pending.size === 0) return
    const settled = [...this.running]
    this.worker.postMessage({ type: 'stop' } satisfies ToWorker)
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)))
    await Promise.race([Promise.all(settled), timeout])
    clearTimeout(timer)
  }

  /** Stops the worker; a running job ends there (the pages it wrote are kept) and its lock is released. */
  async close(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    if (worker === undefined) return
    await worker.terminate()
    await this.abandonAll(new HydrationFailedError('Stopped', 'The hydration was stopped'))
  }

  private ensureWorker(): Worker {
    if (this.worker !== undefined) return this.worker
    const { settings } = this
    const worker = startWorker({
      dataDir: settings.dataDir,
      databaseUrl: settings.databaseUrl,
      connection: settings.connection,
      geocoderUrl: settings.geocoderUrl,
      cacheMaxBytes: settings.cacheMaxBytes,
      firstSeason: settings.firstSeason,
      ...(settings.retry === undefined ? {} : { retry: settings.retry }),
    })
    worker.on('message', (message: FromWorker) => this.receive(message))
    const lost = (error: Error) => {
      if (this.worker !== worker) return
      this.worker = undefined
      void this.abandonAll(error)
    }
    worker.on('error', (error) => lost(error))
    worker.on('exit', (code) => lost(new HydrationFailedError('WorkerExit', `The hydration worker stopped unexpectedly (exit code ${code})`)))
    this.worker = worker
    return worker
  }

  private receive(message: FromWorker): void {
    if (message.type === 'log') {
      this.settings.log[message.level](message.event, message.fields)
      return
    }
    const job = this.pending.get(message.id)
    if (job !== undefined) deliver(message, job, this.settings.events)
  }

  /** Fails every job still pending and releases the locks they held. */
  private async abandonAll(error: Error): Promise<void> {
    const jobs = [...this.pending.values()]
    const owners = jobs.flatMap((job) => (job.owner === undefined ? [] : [job.owner]))
    if (this.settings.db !== undefined && owners.length > 0) {
      await this.settings.db.deleteFrom('square_hydration_lock').where('name', '=', HYDRATION_LOCK_NAME).where('owner', 'in', owners).execute()
    }
    for (const job of jobs) job.settle({ ok: false, error })
  }
}
