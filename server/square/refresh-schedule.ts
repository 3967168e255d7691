// In season (DESIGN §3 freshness) the server refreshes the current season's orders every
// FW_REFRESH_MINUTES, so late offline orders and state changes show up without an admin. Outside
// every location's June 28 – July 5 window the schedule does nothing. A tick that finds another
// hydration running (the lock) skips; ticks never overlap.
import type { Kysely } from 'kysely'
import type { Clock } from '../../src/clock/clock'
import { seasonPlace } from '../../src/season/season-place'
import type { Database } from '../db/schema'
import type { Logger } from '../log'
import { HydrationBusyError } from './hydration-lock-interface'
import type { HydrationRunner } from './hydration-runner'

export type TickResult = 'outside-window' | 'busy' | 'refreshed' | 'failed'

export interface RefreshSchedule {
  /** One refresh round now (what the timer calls). */
  tick(): Promise<TickResult>
  start(): void
  stop(): void
}

export interface RefreshScheduleOptions {
  db: Kysely<Database>
  clock: Clock
  log: Logger
  runner: Pick<HydrationRunner, 'run' | 'busy'>
  intervalMs: number
}

/** Whether `at` falls in the season window of any ACTIVE location, in its own timezone. */
export async function inSeasonWindow(db: Kysely<Database>, atMs: number): Promise<boolean> {
  const zones = await db.selectFrom('square_locations').select('timezone').distinct().where('status', '=', 'ACTIVE').execute()
  const at = new Date(atMs).toISOString()
  return zones.some((row) => seasonPlace(at, row.timezone) !== null)
}

export function createRefreshSchedule(options: RefreshScheduleOptions): RefreshSchedule {
  let timer: NodeJS.Timeout | undefined
  let running = false
  let stopped = true

  async function tick(): Promise<TickResult> {
    if (!(await inSeasonWindow(options.db, options.clock.now()))) return 'outside-window'
    if (options.runner.busy) return 'busy'
    try {
      // Locations not refreshed within the interval, in batches until none is left.
      for (;;) {
        const outcome = await options.runner.run(
          { kind: 'currentYear', batchSize: 50, staleAfterMs: options.intervalMs },
          { purpose: 'in-season refresh' },
        )
        if (outcome.summary.remainingToProcess === 0 || outcome.summary.processedInThisBatch === 0) break
      }
      return 'refreshed'
    } catch (error) {
      if (error instanceof HydrationBusyError) return 'busy'
      options.log.warn('square.refresh_failed', { error: error instanceof Error ? error.message : String(error) })
      return 'failed'
    }
  }

  function schedule(): void {
    if (stopped) return
    timer = setTimeout(() => {
      if (running) return schedule()
      running = true
      void tick().finally(() => {
        running = false
        schedule()
      })
    }, options.intervalMs)
    timer.unref()
  }

  return {
    tick,
    start() {
      if (!stopped) return
      stopped = false
      schedule()
    },
    stop() {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
    },
  }
}
