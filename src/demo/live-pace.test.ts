import { demoContext } from './demo-context'
import { planSeason } from './plan'
import { DEMO_SIZE } from './options'
import { createRandom, seedFrom } from './random'
import { demoBusyness, nextDemoPaymentDelay, pickDemoPaymentLocation, QUIET_SHARE } from './live-pace'

const demo = DEMO_SIZE.demo
const at = (iso: string) => Date.parse(iso)
/** A seeded source of numbers in [0, 1), so the draws below are the same on every run. */
const seeded = (seed: string) => {
  const random = createRandom(seedFrom(seed))
  return () => random.next()
}

const FOURTH_5PM = at('2025-07-05T00:00:00Z') // 5 PM in California on the Fourth
const FOURTH_830PM = at('2025-07-05T03:30:00Z')
const JUNE_28_NOON = at('2025-06-28T19:00:00Z')
const FOURTH_3AM = at('2025-07-04T10:00:00Z')
const DECEMBER_6PM = at('2025-12-10T02:00:00Z')

describe('the demo payments’ pace', () => {
  it('follows the season: busiest on the Fourth’s afternoon, quieter on its evening and on opening day, nothing at 3 AM', () => {
    const busiest = demoBusyness(demo, FOURTH_5PM)
    const evening = demoBusyness(demo, FOURTH_830PM)
    const opening = demoBusyness(demo, JUNE_28_NOON)
    // Most stands are in California; the few elsewhere are later in their day.
    expect(busiest).toBeGreaterThan(0.9)
    expect(busiest).toBeLessThanOrEqual(1)
    expect(evening).toBeLessThan(busiest)
    expect(evening).toBeGreaterThan(opening)
    expect(opening).toBeGreaterThan(0)
    expect(demoBusyness(demo, FOURTH_3AM)).toBe(0)
    // Out of season an evening reads as an average season day's.
    expect(demoBusyness(demo, DECEMBER_6PM)).toBeGreaterThan(opening)
    expect(demoBusyness(demo, DECEMBER_6PM)).toBeLessThan(busiest)
  })

  it('waits busiestGapMs on average at the busiest hour, proportionally longer when quieter, and QUIET_SHARE of the pace when closed', () => {
    const meanDelay = (nowMs: number) => {
      const random = seeded(`gaps-${nowMs}`)
      let total = 0
      for (let i = 0; i < 4000; i++) total += nextDemoPaymentDelay(demo, nowMs, 5_000, random)
      return total / 4000
    }
    const busiest = demoBusyness(demo, FOURTH_5PM)
    // An exponential mean from 4,000 draws is within a few percent.
    expect(meanDelay(FOURTH_5PM)).toBeGreaterThan((5_000 / busiest) * 0.93)
    expect(meanDelay(FOURTH_5PM)).toBeLessThan((5_000 / busiest) * 1.07)
    const evening = meanDelay(FOURTH_830PM)
    expect(evening).toBeGreaterThan((5_000 / demoBusyness(demo, FOURTH_830PM)) * 0.93)
    expect(evening).toBeLessThan((5_000 / demoBusyness(demo, FOURTH_830PM)) * 1.07)
    const closed = meanDelay(FOURTH_3AM)
    expect(closed).toBeGreaterThan((5_000 / QUIET_SHARE) * 0.93)
    expect(closed).toBeLessThan((5_000 / QUIET_SHARE) * 1.07)
  })

  it('varies the gaps as real sales do, never on a metronome', () => {
    const random = seeded('metronome')
    const gaps = Array.from({ length: 50 }, () => nextDemoPaymentDelay(demo, FOURTH_5PM, 5_000, random))
    expect(new Set(gaps).size).toBeGreaterThan(45)
    expect(Math.min(...gaps)).toBeLessThan(1_000)
    expect(Math.max(...gaps)).toBeGreaterThan(10_000)
  })

  it('rings each ACTIVE stand in proportion to its sales, and never an INACTIVE one', () => {
    const context = demoContext(demo)
    const latest = context.options.years[context.options.years.length - 1] as number
    const active = context.sites.filter((site) => site.location.status === 'ACTIVE')
    const sales = new Map(
      active.map((site) => [site.location.id, planSeason(context, site, latest).slots.filter((slot) => slot.kind === 'sale' && slot.state === 'COMPLETED').length]),
    )
    const californian = active.filter((site) => site.location.timezone === 'America/Los_Angeles').map((site) => site.location.id)
    const totalCalifornian = californian.reduce((sum, id) => sum + (sales.get(id) ?? 0), 0)
    // At 3 AM every stand is closed: the draw follows the season's sales alone.
    const draws = 40_000
    const random = seeded('stands')
    const counts = new Map<string, number>()
    for (let i = 0; i < draws; i++) {
      const id = pickDemoPaymentLocation(demo, FOURTH_3AM, random) ?? 'none'
      counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    const inactive = context.sites.filter((site) => site.location.status !== 'ACTIVE').map((site) => site.location.id)
    expect(inactive.length).toBeGreaterThan(0)
    for (const id of inactive) expect(counts.get(id) ?? 0).toBe(0)
    const totalSales = [...sales.values()].reduce((sum, count) => sum + count, 0)
    const biggest = [...sales.entries()].sort((a, b) => b[1] - a[1])[0] as [string, number]
    const smallest = [...sales.entries()].filter(([, count]) => count > 0).sort((a, b) => a[1] - b[1])[0] as [string, number]
    expect((counts.get(biggest[0]) ?? 0) / draws).toBeCloseTo(biggest[1] / totalSales, 2)
    expect((counts.get(smallest[0]) ?? 0) / draws).toBeCloseTo(smallest[1] / totalSales, 2)
    expect(counts.get(biggest[0]) ?? 0).toBeGreaterThan(2 * (counts.get(smallest[0]) ?? 0))

    // At 5 PM in California the stands two and three hours ahead are past their peak: the
    // Californian stands take more than their share of the season's sales.
    let californianDraws = 0
    const open = seeded('open stands')
    for (let i = 0; i < 10_000; i++) if (californian.includes(pickDemoPaymentLocation(demo, FOURTH_5PM, open) ?? '')) californianDraws++
    expect(californianDraws / 10_000).toBeGreaterThan(totalCalifornian / totalSales)
  })
})
