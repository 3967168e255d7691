// In season (docs/server.md#hydration-and-freshness) the server refreshes the current season's orders every
// FW_REFRESH_MINUTES, by updated_at, so late offline orders and state changes show up without an
// admin: through each location's June 28 – July 5 window and for 72 hours after it, Square's
// window for forwarding offline payments (an order rung up on July 4 may reach Square, completed,
// on July 6). Outside that the schedule does nothing. A tick that finds another hydration running
// (the lock) skips; ticks never overlap.
import type { Kysely } from 'kysely'
import type { Clock } from '../../../src/clock/clock'
import { localTimeAt, startOfLocalDay } from '../../../src/season/season-place'
import { SEASON_FIRST_DAY, SEASON_FIRST_MONTH } from '../../../src/season/window'
import type { Database } from '../../db/schema'
import type { Logger } from '../../log'
import { HydrationBusyError } from '../runner/hydration-lock-interface'
import type { HydrationRunner } from '../runner/hydration-runner'

export type TickResult = 'outside-window' | 'busy' | 'refreshed' | 'failed'

/** How long after a window closes Square may still forward offline payments rung up in it. */
export const OFFLINE_FORWARDING_MS = 72 * 3_600_000

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

/**
 * Whether `atMs` falls in the refresh period of any ACTIVE location, in its own timezone: from
 * June 28, 00:00 to 72 hours after July 6, 00:00 (the end of the window).
 */
export async function inRefreshPeriod(db: Kysely<Database>, atMs: number): Promise<boolean> {
  const zones = await db.selectFrom('square_locations').select('timezone').distinct().where('status', '=', 'ACTIVE').execute()
  return zones.some((row) => {
    const year = localTimeAt(atMs, row.timezone)?.year
    if (year === undefined) return false
    const opens = startOfLocalDay(year, SEASON_FIRST_MONTH, SEASON_FIRST_DAY, row.timezone)
    const closes = startOfLocalDay(year, 7, 6, row.timezone)
    return atMs >= opens && atMs < closes + OFFLINE_FORWARDING_MS
  })
}

export function createRefreshSchedule(options: RefreshScheduleOptions): RefreshSchedule {
  let timer: NodeJS.Timeout | undefined
  let running = false
  let stopped = true

  async function tick(): Promise<TickResult> {
    if (!(await inRefreshPeriod(options.db, options.clock.now()))) return 'outside-window'
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
