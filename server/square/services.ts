// Builds the Square services around a connection: the hydration runner (a worker on this data
// directory) and the single-order refresh, both going through the same Square client settings.
// The main thread loads the Square SDK once, before the server's port opens (loadSquareClientCode):
// the load is synchronous and takes seconds (hydration loads its own copy in the worker).
import type { CoreDeps } from '../core-deps'
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

/**
 * Loads the Square client's code (the SDK) into this process. The SDK is CommonJS, which loads
 * synchronously: seconds in which the event loop answers nothing and kept-alive connections time
 * out under their clients. The start calls this before its port opens, so no probe or connection
 * ever waits on it; later loads are then instant.
 */
export async function loadSquareClientCode(): Promise<void> {
  await Promise.all([import('./square-api/client'), import('./square-api/retry')])
}

export function createSquareServices(deps: Pick<CoreDeps, 'db' | 'clock' | 'log' | 'events'>, options: SquareServicesOptions): SquareServices {
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
