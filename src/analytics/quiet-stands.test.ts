// Quiet stands: busy by the stand's own earlier seasons at the same local day and hour, and no sale
// for 30 minutes.
import { describe, expect, it } from 'vitest'
import { line, order } from './order-fixtures'
import { paceFromOrders } from './pace-from-orders'
import { BUSY_EXPECTED_SALES, expectedSalesBefore, isQuiet, QUIET_MINUTES } from './quiet-stands'
import { SEASON_SLOTS } from './year-tally'

const LA = 'America/Los_Angeles'
const JULY_4 = 6 * 24

/** A season selling `perHour` sales an hour in each of the given July 4 hours. */
function season(perHour: Record<number, number>): { transactions: number[] } {
  const transactions = new Array<number>(SEASON_SLOTS).fill(0)
  for (const [hour, count] of Object.entries(perHour)) transactions[JULY_4 + Number(hour)] = count
  return { transactions }
}

const at = (local: string) => Date.parse(`2025-07-04T${local}-07:00`)

describe('the sales a stand is expected to make', () => {
  it('spreads each hour’s average over its minutes, across the hour boundary', () => {
    // 8 and 10 sales at 8 PM (9 on average), 6 and 6 at 9 PM.
    const earlier = [season({ 20: 8, 21: 6 }), season({ 20: 10, 21: 6 })]
    expect(expectedSalesBefore(earlier, LA, at('20:30:00'))).toBeCloseTo(4.5)
    // 9:10 PM: twenty minutes of 8 PM at 9 an hour, ten of 9 PM at 6.
    expect(expectedSalesBefore(earlier, LA, at('21:10:00'))).toBeCloseTo(3 + 1)
  })

  it('leaves out earlier seasons the stand did not trade in, and expects nothing without one', () => {
    expect(expectedSalesBefore([season({ 20: 12 }), season({})], LA, at('20:30:00'))).toBeCloseTo(6)
    expect(expectedSalesBefore([], LA, at('20:30:00'))).toBe(0)
  })
})

describe('a quiet stand', () => {
  const busy = [season({ 20: 8 }), season({ 20: 8 })]
  const judged = at('20:40:00')
  const base = { active: true, earlier: busy, timeZone: LA, atMs: judged }

  it('is busy by its earlier seasons and has made no sale for 30 minutes', () => {
    expect(expectedSalesBefore(busy, LA, judged)).toBeGreaterThanOrEqual(BUSY_EXPECTED_SALES)
    expect(isQuiet({ ...base, lastSaleMs: judged - QUIET_MINUTES * 60_000 })).toBe(true)
    expect(isQuiet({ ...base, lastSaleMs: null })).toBe(true)
    expect(isQuiet({ ...base, lastSaleMs: judged - QUIET_MINUTES * 60_000 + 1 })).toBe(false)
  })

  it('is not flagged outside its busy hours, when inactive, or without earlier seasons', () => {
    // Five an hour: 2.5 sales expected in 30 minutes, and 30 quiet minutes happen by chance.
    expect(isQuiet({ ...base, earlier: [season({ 20: 5 })], lastSaleMs: null })).toBe(false)
    expect(isQuiet({ ...base, active: false, lastSaleMs: null })).toBe(false)
    expect(isQuiet({ ...base, earlier: [], lastSaleMs: null })).toBe(false)
  })

  it('is flagged in the pace only while its season is in progress', () => {
    const sale = (id: string, createdAt: string) => order({ id, createdAt, lines: [line({ gross: 1_000 })] })
    const orders = [
      ...Array.from({ length: 8 }, (_, i) => sale(`a${i}`, `2024-07-04T20:0${i}:00-07:00`)),
      ...Array.from({ length: 8 }, (_, i) => sale(`b${i}`, `2023-07-04T20:1${i}:00-07:00`)),
      sale('c', '2025-07-04T19:55:00-07:00'),
    ]
    const stand = { id: 'S', name: 'Stand', status: 'ACTIVE' as const, timezone: LA, orders }
    const quietAt = (instant: number) => paceFromOrders([stand], [2023, 2024, 2025], instant).locations[0]!.quiet
    expect(quietAt(at('20:20:00'))).toBe(false)
    expect(quietAt(at('20:40:00'))).toBe(true)
    expect(quietAt(Date.parse('2025-07-06T20:40:00-07:00'))).toBe(false)
  })
})
