// Builds the Square services around a connection: the hydration runner (a worker on this data
// directory) and the single-order refresh, both going through the same Square client settings.
// The main thread loads the Square SDK off the start-up path: loading it takes seconds, so the
// server starts without it and preloadClient loads it once listening, before the first webhook
// asks for an order (hydration loads its own copy in the worker).
import type { AppDeps } from '../env'
import type { SquareApi } from './square-api/client'
import type { SquareServices } from './deps'
import { HydrationRunner } from './runner/hydration-runner'
import { refreshOneOrder } from './freshness/refresh-order'
import type { RetryPolicy } from './square-api/retry'

export interface SquareServicesOptions {
  connection: { baseUrl: string; accessToken: string }
  geocoderUrl: string | undefined
  mode: 'demo' | 'real'
  dataDir: string
  /** The PostgreSQL database when it replaces the data directory's SQLite file. */
  databaseUrl?: string | undefined
  emulator?: SquareServices['emulator']
  retry?: Partial<RetryPolicy>
  /** False keeps the worker's clock at each job's start (tests with a manual clock). */
  clockRuns?: boolean
  /** The KV cache's byte budget (FW_CACHE_MAX_MB); the default budget when absent. */
  cacheMaxBytes?: number
  /** The first season hydration fetches (FW_FIRST_SEASON). */
  firstSeason?: number
}

export function createSquareServices(deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'events'>, options: SquareServicesOptions): SquareServices {
  let api: Promise<{ api: SquareApi; describe: (error: unknown) => string }> | undefined
  const squareApi = () =>
    (api ??= Promise.all([import('./square-api/client'), import('./square-api/retry')]).then(([client, retry]) => ({
      api: client.createSquareApi({ ...options.connection, retry: options.retry }),
      describe: retry.describeSquareFailure,
    })))
  const hydration = new HydrationRunner({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    connection: options.connection,
    geocoderUrl: options.geocoderUrl,
    clock: deps.clock,
    log: deps.log,
    events: deps.events,
    db: deps.db,
    ...(options.retry === undefined ? {} : { retry: options.retry }),
    ...(options.clockRuns === undefined ? {} : { clockRuns: options.clockRuns }),
    ...(options.cacheMaxBytes === undefined ? {} : { cacheMaxBytes: options.cacheMaxBytes }),
    ...(options.firstSeason === undefined ? {} : { firstSeason: options.firstSeason }),
  })
  return {
    connection: options.connection,
    geocoderUrl: options.geocoderUrl,
    mode: options.mode,
    hydration,
    preloadClient: () =>
      squareApi().then(
        () => undefined,
        (error: unknown) => deps.log.warn('square.client_load_failed', { error: String(error) }),
      ),
    refreshOrder: async (target) => {
      const square = await squareApi()
      try {
        await refreshOneOrder(deps, square.api, target)
      } catch (error) {
        throw new Error(square.describe(error), { cause: error })
      }
    },
    ...(options.emulator === undefined ? {} : { emulator: options.emulator }),
  }
}
