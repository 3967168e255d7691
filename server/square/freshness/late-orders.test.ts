// A late offline completion: the demo's order rung up on the evening of July 4 that Square only
// receives, completed, on July 6 (offline payments are forwarded up to 72 hours late). Hydrated
// on July 5, the figures lack it; the scheduled refresh after the window closes brings it in, on
// July 4 where it was rung up; 72 hours after the window the schedule stops.
import { orderNetSales } from '../../../src/analytics/figures'
import { DEMO_SIZE, demoSeasonPlans } from '../../../src/demo'
import type { CurrentYearSummary } from '../../../src/contract/hydration'
import { createRefreshSchedule } from './refresh-schedule'
import { createSquareTestContext, type SquareTestContext } from '../../testing/square-test-context'

// July 5, 1:00 pm in Los Angeles: in season.
const IN_SEASON = '2025-07-05T20:00:00.000Z'

const plan = [...demoSeasonPlans(DEMO_SIZE.tiny)].find((candidate) => candidate.slots.some((slot) => slot.receivedAtMs !== undefined))!
const offlineSlot = plan.slots.findIndex((slot) => slot.receivedAtMs !== undefined)
const offline = plan.orderAt(offlineSlot)
const locationId = plan.site.location.id

let t: SquareTestContext
beforeAll(async () => {
  t = await createSquareTestContext({ now: IN_SEASON })
  await t.deps.square!.hydration.run({ kind: 'all' }, { purpose: 'test' })
}, 120_000)
afterAll(() => t.close())

/** July 4's figures of the offline order's location in 2025. */
async function july4(): Promise<{ netSales: number; totalTransactions: number }> {
  // Signed in afresh at the clock's time, which the test moves by days.
  const token = await t.signIn(`viewer${t.clock.now()}`, ['user'])
  const answer = await t.call('GET', `/api/square/stats?locationId=${locationId}&years=2025&days=4to4`, { token })
  expect(answer.status).toBe(200)
  return answer.body.data.stats[0].dailySales.find((day: { day: number }) => day.day === 4)
}

const storedIds = async () => (await t.deps.db.selectFrom('square_orders').select('id').where('location_id', '=', locationId).execute()).map((row) => row.id)

describe('a late offline completion', () => {
  it('is rung up on July 4 and reaches Square completed on July 6, after the window', () => {
    expect(offline).toMatchObject({ state: 'COMPLETED', location_id: locationId })
    expect(new Date(offline.created_at).toLocaleString('en-US', { timeZone: plan.site.location.timezone })).toMatch(/^7\/4\/2025, 7:\d\d:\d\d PM$/)
    expect(new Date(offline.closed_at!).toLocaleString('en-US', { timeZone: plan.site.location.timezone })).toMatch(/^7\/6\/2025, 10:\d\d:\d\d AM$/)
    // Paid when rung up: its money counts on July 4 too.
    expect(offline.tenders!.every((tender) => Date.parse(tender.created_at!) - Date.parse(offline.created_at) < 3_600_000)).toBe(true)
  })

  it('appears in the figures after the refresh that runs once the window has closed', { timeout: 60_000 }, async () => {
    const schedule = createRefreshSchedule({ db: t.deps.db, clock: t.clock, log: t.deps.log, runner: t.deps.square!.hydration, intervalMs: 15 * 60_000 })
    const before = await july4()
    expect(await storedIds()).not.toContain(offline.id)

    // An hour after Square received it, on July 6: the window has closed, the refresh still runs.
    t.clock.set(plan.slots[offlineSlot]!.receivedAtMs! + 3_600_000)
    expect(await schedule.tick()).toBe('refreshed')
    expect(await storedIds()).toContain(offline.id)
    const after = await july4()
    expect(after).toMatchObject({ netSales: before.netSales + orderNetSales(offline), totalTransactions: before.totalTransactions + 1 })

    // The current-year tool says when the season's orders were last refreshed: by that tick.
    const outcome = await t.deps.square!.hydration.run({ kind: 'currentYear', batchSize: 10 }, { purpose: 'test' })
    expect((outcome.summary as CurrentYearSummary).ordersRefreshedAt).toBe(new Date(t.clock.now()).toISOString())

    // Past 72 hours after every window: Square forwards nothing more, the schedule rests.
    t.clock.set('2025-07-10T00:00:00.000Z')
    expect(await schedule.tick()).toBe('outside-window')
  })
})
