// Builds the Square services around a connection: the hydration runner (workers on this data
// directory) and the single-order refresh, both going through the same Square client settings.
import type { AppDeps } from '../env'
import { createSquareApi } from './client'
import type { SquareServices } from './deps'
import { HydrationRunner } from './hydration-runner'
import { refreshOneOrder } from './refresh-order'
import { describeSquareFailure, type RetryPolicy } from './retry'

export interface SquareServicesOptions {
  connection: { baseUrl: string; accessToken: string }
  geocoderUrl: string | undefined
  mode: 'demo' | 'real'
  dataDir: string
  emulator?: SquareServices['emulator']
  retry?: Partial<RetryPolicy>
  /** False keeps the worker's clock at each job's start (tests with a manual clock). */
  clockRuns?: boolean
}

export function createSquareServices(deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'events'>, options: SquareServicesOptions): SquareServices {
  const api = createSquareApi({ ...options.connection, retry: options.retry })
  const hydration = new HydrationRunner({
    dataDir: options.dataDir,
    connection: options.connection,
    geocoderUrl: options.geocoderUrl,
    clock: deps.clock,
    log: deps.log,
    events: deps.events,
    db: deps.db,
    ...(options.retry === undefined ? {} : { retry: options.retry }),
    ...(options.clockRuns === undefined ? {} : { clockRuns: options.clockRuns }),
  })
  return {
    connection: options.connection,
    geocoderUrl: options.geocoderUrl,
    mode: options.mode,
    hydration,
    refreshOrder: async (target) => {
      try {
        await refreshOneOrder(deps, api, target)
      } catch (error) {
        throw new Error(describeSquareFailure(error), { cause: error })
      }
    },
    ...(options.emulator === undefined ? {} : { emulator: options.emulator }),
  }
}
