// The Square data path at start (docs/server.md#square-and-the-emulator). With no SQUARE_ACCESS_TOKEN the
// bundled emulator serves the demo season on loopback at every start (the hydration tools and the
// demo webhooks need it), signing webhooks with a key generated once and kept in the data
// directory. The database records demo or real and refuses to mix them. On a database that was
// never fully hydrated the whole season is pulled through the Square client, with progress shown;
// an interrupted first hydration resumes on the next start, and later starts serve at once.
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { Config } from '../config'
import type { CoreDeps } from '../core-deps'
import { startEmulator, type RunningEmulator } from '../emulator/emulator'
import { kvMaxBytesOf } from '../kv/kv-budget'
import { KvCache } from '../kv/kv-cache'
import { invalidateSquareData } from './store/stale-answers'
import { loadOrCreateSigningKey } from './webhook-signing-key'
import type { Logger } from '../log'
import type { DemoOptions } from '../../src/demo'
import { squareBaseUrl } from './square-api/square-url'
import type { SquareServices } from './deps'
import type { HydrationProgress } from './runner/hydration-context'
import { progressReporter } from './jobs/progress'
import { createRefreshSchedule } from './freshness/refresh-schedule'
import type { RetryPolicy } from './square-api/retry'
import { createSquareServices } from './services'
import { claimDataMode, firstHydratedAt } from './store/square-meta'
import { recomputeStoredFigures, storedFiguresAreCurrent } from './store/stored-figures'

export interface PrepareSquareDataOptions {
  config: Config
  deps: Pick<CoreDeps, 'db' | 'clock' | 'events'>
  log: Logger
  /** Where progress of a first hydration is shown (a terminal gets a bar); default stdout. */
  progressStream?: NodeJS.WritableStream & { isTTY?: boolean }
  /** The demo season's size and seed (default the product's demo). */
  demo?: DemoOptions
  /** Where the emulator posts its signed webhooks; default SQUARE_WEBHOOK_URL, else this server's own URL. */
  webhookUrl?: string
  /** Demo webhooks on their own: the average ms between them at the season's busiest hour; default none. */
  webhookBusiestGapMs?: number
  /** The timed demo webhooks start once this settles (the server listens); default at once. */
  webhooksAfter?: PromiseLike<unknown>
  /** Skip the first hydration (tools that only need the connection). */
  hydrate?: boolean
  /** Run the in-season refresh schedule (default true). */
  refreshSchedule?: boolean
  retry?: Partial<RetryPolicy>
}

export interface PreparedSquareData {
  services: SquareServices
  /** How the first hydration went, when this start ran one. */
  firstHydration?: { elapsedMs: number; ordersReceived: number; complete: boolean }
  close(): Promise<void>
}

function ownWebhookUrl(config: Config): string {
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST
  return `http://${host}:${config.PORT}/api/square/webhook`
}

/** Starts the emulator for the demo, with the data directory's webhook signing key. */
async function startDemoEmulator(options: PrepareSquareDataOptions): Promise<RunningEmulator> {
  const { config } = options
  const signatureKey = config.SQUARE_WEBHOOK_SIGNATURE_KEY?.[0] ?? loadOrCreateSigningKey(config.FW_DATA_DIR)
  const url = options.webhookUrl ?? config.SQUARE_WEBHOOK_URL ?? ownWebhookUrl(config)
  return startEmulator({
    host: '127.0.0.1',
    port: config.FW_EMULATOR_PORT ?? 0,
    // A fresh token per start: the emulator lives only as long as this process.
    accessToken: randomBytes(24).toString('base64url'),
    clock: options.deps.clock,
    demo: options.demo ?? {},
    webhook: {
      url,
      signatureKey,
      notificationUrl: config.SQUARE_WEBHOOK_URL ?? url,
      busiestGapMs: options.webhookBusiestGapMs ?? 0,
      ...(options.webhooksAfter === undefined ? {} : { startAfter: options.webhooksAfter }),
    },
    onWebhookSent: (sent) => {
      if (sent.status === null || sent.status >= 300) options.log.warn('emulator.webhook_failed', { status: sent.status, error: sent.error })
    },
  })
}

/** The Square data path connected, before any first hydration: what a start serves from at once. */
export interface ConnectedSquareData {
  services: SquareServices
  /** On a never-hydrated database, pulls everything (progress shown); resolves at once otherwise. */
  hydrateIfNeeded(onProgress?: (progress: HydrationProgress) => void): Promise<PreparedSquareData['firstHydration']>
  /** Starts the in-season refresh schedule (FW_REFRESH_MINUTES). */
  startRefreshSchedule(): void
  close(): Promise<void>
}

/** Claims the data mode, starts the demo emulator when there is no Square token, and connects. */
export async function connectSquareData(options: PrepareSquareDataOptions): Promise<ConnectedSquareData> {
  const { config, deps, log } = options
  const mode = config.useEmulator ? 'demo' : 'real'
  await claimDataMode(deps.db, mode)
  if (!(await storedFiguresAreCurrent(deps.db))) {
    const recomputed = await recomputeStoredFigures(deps.db)
    await new KvCache(deps.db, deps.clock).deletePrefix('square:')
    log.info('square.figures_recomputed', { orders: recomputed })
  }

  const emulator = mode === 'demo' ? await startDemoEmulator(options) : undefined
  const connection = emulator
    ? { baseUrl: emulator.url, accessToken: emulator.accessToken }
    : { baseUrl: squareBaseUrl(config), accessToken: config.SQUARE_ACCESS_TOKEN! }
  const geocoderUrl = config.FW_GEOCODER_URL ?? (emulator ? `${emulator.url}/geocode` : undefined)
  const services = createSquareServices(
    { ...deps, log },
    {
      connection,
      geocoderUrl,
      mode,
      dataDir: config.FW_DATA_DIR,
      databaseUrl: config.FW_DATABASE_URL,
      cacheMaxBytes: kvMaxBytesOf(config),
      firstSeason: config.FW_FIRST_SEASON,
      ...(options.retry === undefined ? {} : { retry: options.retry }),
      ...(emulator ? { emulator: { url: emulator.url, sendPaymentWebhook: (locationId?: string) => emulator.sendPaymentWebhook(locationId) } } : {}),
    },
  )
  if (emulator) log.debug('square.emulator_started', { url: emulator.url })

  // Webhooks and other writers announce changed figures; their cached answers go at once.
  const kv = new KvCache(deps.db, deps.clock)
  const stopListening = deps.events.on('location-changed', (change) => {
    invalidateSquareData(kv, [change]).catch((error: unknown) => log.warn('kv_cache.invalidate_failed', { error: String(error) }))
  })

  let schedule: ReturnType<typeof createRefreshSchedule> | undefined
  return {
    services,
    hydrateIfNeeded: async (onProgress) => {
      if (options.hydrate === false || (await firstHydratedAt(deps.db)) !== undefined) return undefined
      const started = performance.now()
      const progress = progressReporter({ stream: options.progressStream ?? process.stdout, label: 'First hydration' })
      try {
        const outcome = await services.hydration.run(
          { kind: 'all' },
          {
            purpose: 'first start',
            waitForLock: true,
            onProgress: (p) => {
              progress.update(p)
              onProgress?.(p)
            },
            onWaiting: (holder) => log.info('square.hydration_waiting', { holder: holder.purpose, pid: holder.pid }),
          },
        )
        const firstHydration = { elapsedMs: Math.round(performance.now() - started), ordersReceived: outcome.ordersReceived, complete: outcome.summary.complete }
        log.info('square.first_hydration', firstHydration)
        return firstHydration
      } finally {
        progress.stop()
      }
    },
    startRefreshSchedule: () => {
      if (options.refreshSchedule === false || schedule !== undefined) return
      schedule = createRefreshSchedule({ db: deps.db, clock: deps.clock, log, runner: services.hydration, intervalMs: config.FW_REFRESH_MINUTES * 60_000 })
      schedule.start()
    },
    close: async () => {
      schedule?.stop()
      stopListening()
      await services.hydration.close()
      await emulator?.close()
    },
  }
}

/** Connects the Square data path and, on a never-hydrated database, hydrates it fully (tools, tests). */
export async function prepareSquareData(options: PrepareSquareDataOptions): Promise<PreparedSquareData> {
  const connected = await connectSquareData(options)
  try {
    const firstHydration = await connected.hydrateIfNeeded()
    connected.startRefreshSchedule()
    return { services: connected.services, ...(firstHydration === undefined ? {} : { firstHydration }), close: connected.close }
  } catch (error) {
    await connected.close()
    throw error
  }
}
