import type { SquareLocation } from '../../../src/contract/square-location'
import { manualClock } from '../../../src/clock/clock'
import { immediateTransaction } from '../../db/transaction'
import { memoryLogger } from '../../log'
import type { HydrationJob } from '../jobs/hydration-jobs'
import { HydrationBusyError } from '../runner/hydration-lock-interface'
import type { HydrationRunner } from '../runner/hydration-runner'
import { createRefreshSchedule, inRefreshPeriod } from './refresh-schedule'
import { upsertLocations } from '../store/store-locations'
import { openTempDatabase, type TempDatabase } from '../../testing/temp-db'

const HONOLULU: SquareLocation = { id: 'LHNL', name: 'Honolulu', timezone: 'Pacific/Honolulu', status: 'ACTIVE' }
const NEW_YORK: SquareLocation = { id: 'LNYC', name: 'New York', timezone: 'America/New_York', status: 'ACTIVE' }

let db: TempDatabase
beforeEach(async () => {
  db = await openTempDatabase()
  await immediateTransaction(db.db, (trx) => upsertLocations(trx, [HONOLULU, NEW_YORK], 'now'))
})
afterEach(() => db.dispose())

/** A runner that records its jobs and answers from a script of remaining counts. */
function fakeRunner(remaining: number[], failWith?: Error) {
  const jobs: HydrationJob[] = []
  const runner = {
    busy: false,
    async run(job: HydrationJob) {
      jobs.push(job)
      if (failWith) throw failWith
      const left = remaining.shift() ?? 0
      return { summary: { remainingToProcess: left, processedInThisBatch: 50 } }
    },
  }
  return { runner: runner as unknown as Pick<HydrationRunner, 'run' | 'busy'>, jobs, state: runner }
}

describe('the in-season refresh', () => {
  it('knows the window and the 72 hours after it by each location’s own timezone', async () => {
    // July 6, 2:00 am in New York is past its window; 8:00 pm on July 5 in Honolulu is not.
    expect(await inRefreshPeriod(db.db, Date.parse('2025-07-06T06:00:00Z'))).toBe(true)
    // July 6, 10:00 am in New York and 4:00 am in Honolulu: every window has closed, but Square
    // may still forward offline payments rung up in it for 72 hours.
    expect(await inRefreshPeriod(db.db, Date.parse('2025-07-06T14:00:00Z'))).toBe(true)
    // Honolulu's window closed at July 6, 10:00 UTC: its 72 hours end at July 9, 10:00 UTC.
    expect(await inRefreshPeriod(db.db, Date.parse('2025-07-09T09:59:00Z'))).toBe(true)
    expect(await inRefreshPeriod(db.db, Date.parse('2025-07-09T10:00:00Z'))).toBe(false)
    // June 28, 0:30 am in New York opens the season while Honolulu is still on June 27.
    expect(await inRefreshPeriod(db.db, Date.parse('2025-06-28T04:30:00Z'))).toBe(true)
    expect(await inRefreshPeriod(db.db, Date.parse('2025-06-28T03:30:00Z'))).toBe(false)
  })

  it('does nothing outside the window', async () => {
    const fake = fakeRunner([])
    const schedule = createRefreshSchedule({ db: db.db, clock: manualClock('2025-03-01T12:00:00Z'), log: memoryLogger(), runner: fake.runner, intervalMs: 15 * 60_000 })
    expect(await schedule.tick()).toBe('outside-window')
    expect(fake.jobs).toEqual([])
  })

  it('in the window, refreshes every location not refreshed within the interval, batch after batch', async () => {
    const fake = fakeRunner([70, 20, 0])
    const schedule = createRefreshSchedule({ db: db.db, clock: manualClock('2025-07-04T20:00:00Z'), log: memoryLogger(), runner: fake.runner, intervalMs: 15 * 60_000 })
    expect(await schedule.tick()).toBe('refreshed')
    expect(fake.jobs).toEqual(Array(3).fill({ kind: 'currentYear', batchSize: 50, staleAfterMs: 15 * 60_000 }))
  })

  it('skips a round while another hydration runs', async () => {
    const clock = manualClock('2025-07-04T20:00:00Z')
    const busy = fakeRunner([])
    busy.state.busy = true
    expect(await createRefreshSchedule({ db: db.db, clock, log: memoryLogger(), runner: busy.runner, intervalMs: 1000 }).tick()).toBe('busy')
    expect(busy.jobs).toEqual([])
    const locked = fakeRunner([], new HydrationBusyError({ purpose: 'command line', host: 'h', pid: 1, acquiredAt: 0, expiresAt: 1 }))
    expect(await createRefreshSchedule({ db: db.db, clock, log: memoryLogger(), runner: locked.runner, intervalMs: 1000 }).tick()).toBe('busy')
  })

  it('logs a failed round and carries on', async () => {
    const log = memoryLogger()
    const failing = fakeRunner([], new Error('Square answered HTTP 401: UNAUTHORIZED'))
    const schedule = createRefreshSchedule({ db: db.db, clock: manualClock('2025-07-04T20:00:00Z'), log, runner: failing.runner, intervalMs: 1000 })
    expect(await schedule.tick()).toBe('failed')
    expect(log.lines.join('\n')).toContain('square.refresh_failed')
  })

  it('runs on its timer until stopped', async () => {
    const fake = fakeRunner([])
    const schedule = createRefreshSchedule({ db: db.db, clock: manualClock('2025-07-04T20:00:00Z'), log: memoryLogger(), runner: fake.runner, intervalMs: 20 })
    schedule.start()
    await vi.waitFor(() => expect(fake.jobs.length).toBeGreaterThanOrEqual(2))
    schedule.stop()
    const ran = fake.jobs.length
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(fake.jobs.length).toBeLessThanOrEqual(ran + 1)
  })
})
