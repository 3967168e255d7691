// Starts hydration jobs in worker threads (DESIGN §3b) and turns their messages back into a
// promise: progress and log lines as they come, the outcome at the end, and location-changed
// events for what changed. Under tsx (TypeScript run directly) a worker must register tsx's
// loader itself: Node 20 ignores `--import` in a worker's execArgv for its entry module.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Clock } from '../../src/clock/clock'
import type { CurrentYearSummary, DailySalesSummary } from '../../src/contract/hydration'
import type { LocationsSummary } from '../../src/contract/locations-response'
import type { AppEvents } from '../events'
import type { Logger } from '../log'
import type { HydrationProgress } from './hydration-context'
import type { FullHydrationSummary, HydrationJob } from './hydration-jobs'
import { HydrationBusyError, type LockHolder } from './hydration-lock'
import type { WorkerInput, WorkerMessage } from './hydration-protocol'
import type { JobOutcome } from './job-outcome'
import type { RetryPolicy } from './retry'

export type SummaryOf<J extends HydrationJob> = J extends { kind: 'locations' }
  ? LocationsSummary
  : J extends { kind: 'currentYear' }
    ? CurrentYearSummary
    : J extends { kind: 'dailySales' }
      ? DailySalesSummary
      : FullHydrationSummary

export interface HydrationRunnerSettings {
  dataDir: string
  connection: { baseUrl: string; accessToken: string }
  geocoderUrl: string | undefined
  clock: Clock
  log: Logger
  /** Told about every location-year a job changed. */
  events?: AppEvents
  retry?: Partial<RetryPolicy>
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
function startWorker(input: WorkerInput): Worker {
  const fromTypeScript = fileURLToPath(import.meta.url).endsWith('.ts')
  const script = new URL(`./hydration-worker.${fromTypeScript ? 'ts' : 'js'}`, import.meta.url)
  if (!fromTypeScript) return new Worker(script, { workerData: input })
  const bootstrap = `import(${JSON.stringify(tsxEsmApiUrl())}).then((tsx) => {
    tsx.register()
    return import(${JSON.stringify(script.href)})
  })`
  return new Worker(bootstrap, { eval: true, workerData: input })
}

export class HydrationRunner {
  private readonly workers = new Set<Worker>()

  constructor(private readonly settings: HydrationRunnerSettings) {}

  /** True while a job this runner started is still running. */
  get busy(): boolean {
    return this.workers.size > 0
  }

  /** Runs `job` in a worker thread and resolves with its outcome. */
  run<J extends HydrationJob>(job: J, options: RunOptions): Promise<JobOutcome<SummaryOf<J>>> {
    const { settings } = this
    const input: WorkerInput = {
      dataDir: settings.dataDir,
      connection: settings.connection,
      geocoderUrl: settings.geocoderUrl,
      nowMs: settings.clock.now(),
      job,
      purpose: options.purpose,
      waitForLock: options.waitForLock ?? false,
      ...(settings.retry === undefined ? {} : { retry: settings.retry }),
    }
    const worker = startWorker(input)
    this.workers.add(worker)
    return new Promise<JobOutcome<SummaryOf<J>>>((resolve, reject) => {
      let settled = false
      const finish = (outcome: { ok: true; value: JobOutcome<SummaryOf<J>> } | { ok: false; error: Error }) => {
        if (settled) return
        settled = true
        this.workers.delete(worker)
        void worker.terminate()
        if (outcome.ok) resolve(outcome.value)
        else reject(outcome.error)
      }
      worker.on('message', (message: WorkerMessage) => {
        switch (message.type) {
          case 'progress':
            options.onProgress?.(message.progress)
            break
          case 'waiting':
            options.onWaiting?.(message.holder)
            break
          case 'log':
            settings.log[message.level](message.event, message.fields)
            break
          case 'done':
            for (const change of message.outcome.changed) settings.events?.emit('location-changed', change)
            finish({ ok: true, value: message.outcome as JobOutcome<SummaryOf<J>> })
            break
          case 'failed':
            finish({
              ok: false,
              error: message.error.holder
                ? new HydrationBusyError(message.error.holder)
                : new HydrationFailedError(message.error.name, message.error.message),
            })
            break
        }
      })
      worker.on('error', (error) => finish({ ok: false, error }))
      worker.on('exit', (code) => finish({ ok: false, error: new HydrationFailedError('WorkerExit', `The hydration worker stopped unexpectedly (exit code ${code})`) }))
    })
  }

  /** Stops any running job (its lock row expires or is taken over; its pages so far are kept). */
  async close(): Promise<void> {
    await Promise.all([...this.workers].map((worker) => worker.terminate()))
    this.workers.clear()
  }
}
