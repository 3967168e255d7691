import { describe, expect, it } from 'vitest'
import type { ComparisonCut } from '../../src/analytics/compare'
import type { YearStats } from '../../src/contract/stats'
import { yearColor } from '../chart-kit'
import { fixtureYearStats } from './fixture-stats'
import { liveMomentOf } from './live-moment'
import { runningTotals, tonightModel } from './tonight-model'

const EVENING = { month: 7, day: 4, hour: 20, minute: 30 }
const totals = (netSales: number) => ({ totalTransactions: 1, grossSales: netSales, discounts: 0, returns: 0, netSales, averageOrderValue: netSales })

/** A season whose July 4 sold `byHour` (cents per local hour). */
function season(year: number, byHour: Record<number, number>): YearStats {
  const stats = fixtureYearStats({ year, transactions: Array(8).fill(0), netSales: Array(8).fill(0) })
  return {
    ...stats,
    hourlyBreakdownByDay: stats.hourlyBreakdownByDay.map((entry) =>
      entry.day === 4 ? { ...entry, hours: entry.hours.map((hour) => ({ ...hour, netSales: byHour[hour.hour] ?? 0 })) } : entry,
    ),
  }
}

const seasons = [season(2023, { 18: 5_000, 21: 9_000 }), season(2024, { 19: 10_000, 20: 4_000, 22: 6_000 }), season(2025, { 19: 12_000, 20: 3_000 })]
// July 4 up to 8:30 PM: 2023 $50, 2024 $100 + $20 of the 8 PM hour's $40, 2025 $150.
const cut: ComparisonCut = {
  through: EVENING,
  totalsByYear: new Map(),
  cutDayByYear: new Map([
    [2023, totals(5_000)],
    [2024, totals(12_000)],
    [2025, totals(15_000)],
  ]),
}

describe('runningTotals', () => {
  it('adds up hour by hour', () => {
    expect(runningTotals([1, 0, 2, 3])).toEqual([1, 1, 3, 6])
  })
})

describe('tonightModel', () => {
  const live = liveMomentOf(2025, EVENING, [4])

  it('sets today so far against the same day of each earlier season up to the same minute, newest first', () => {
    const tonight = tonightModel(seasons, live, cut)!
    expect(tonight.soFar).toEqual({ year: 2025, value: 15_000 })
    expect(tonight.against).toEqual([
      { year: 2024, value: 12_000, change: 25 },
      { year: 2023, value: 5_000, change: 200 },
    ])
    expect(tonight.through).toEqual(EVENING)
  })

  it('runs each day’s total hour by hour: earlier seasons whole, the season in progress to the hour in progress, now at 8:30 PM', () => {
    const chart = tonightModel(seasons, live, cut)!.cumulative
    expect(chart.labels[20]).toBe('8pm (now)')
    expect(chart.now).toBe(20.5)
    expect(chart.series.map((series) => series.color)).toEqual([yearColor(2023), yearColor(2024), yearColor(2025)])
    const at = (hour: number) => chart.series.map((series) => series.values[hour])
    expect(at(18)).toEqual([5_000, 0, 0])
    expect(at(20)).toEqual([5_000, 14_000, 15_000])
    expect(at(23)).toEqual([14_000, 20_000, Number.NaN])
  })

  it('is nothing unless today is shown and in progress, with its cut day known', () => {
    expect(tonightModel(seasons, null, cut)).toBeNull()
    expect(tonightModel(seasons, liveMomentOf(2025, EVENING, [1, 2, 3]), cut)).toBeNull()
    expect(tonightModel(seasons, live, { through: EVENING, totalsByYear: new Map() })).toBeNull()
  })

  it('stands alone when no earlier season is selected', () => {
    expect(tonightModel([seasons[2]!], live, cut)!.against).toEqual([])
  })
})
