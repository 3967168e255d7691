import { describe, expect, it } from 'vitest'
import { FIXTURE_2023, FIXTURE_2024, FIXTURE_2025, fixtureAnalysis, fixtureYearStats } from './fixture-stats'
import { paletteColor, yearColor } from '../chart-kit'
import { buildStatsModel, dailyChartData, hourlyChartData, paymentChartData, paymentTotalsOf, yearStrength } from './stats-model'
import { liveMomentOf } from './live-moment'
import { SEASON_DAYS } from '../../src/season'

const allDays = [...SEASON_DAYS]

describe('buildStatsModel', () => {
  it('compares years only when more than one is selected', () => {
    const two = buildStatsModel(fixtureAnalysis([FIXTURE_2024, FIXTURE_2025]), allDays, 'Oakdale Tent')
    expect(two.years).toEqual([2024, 2025])
    expect(two.yearComparison?.transactions).toEqual({
      labels: ['2024', '2025'],
      series: [{ key: 'total', name: 'Total Transactions', values: [200, 250] }],
      labelColors: [yearColor(2024), yearColor(2025)],
    })
    expect(two.yearComparison?.netSales.series[0]?.values).toEqual([1_000_000, 1_234_567])
    const one = buildStatsModel(fixtureAnalysis([FIXTURE_2025]), allDays, 'Oakdale Tent')
    expect(one.yearComparison).toBeNull()
  })

  it('leaves a year without sales out of the year comparison', () => {
    const empty2024 = { year: 2024, transactions: Array(8).fill(0), netSales: Array(8).fill(0) }
    const model = buildStatsModel(fixtureAnalysis([empty2024, FIXTURE_2025]), allDays, 'Oakdale Tent')
    expect(model.yearComparison?.netSales.labels).toEqual(['2025'])
    expect(model.isEmpty).toBe(false)
  })

  it('is empty when no selected year has a transaction', () => {
    const none = { year: 2025, transactions: Array(8).fill(0), netSales: Array(8).fill(0) }
    expect(buildStatsModel(fixtureAnalysis([none]), allDays, 'Oakdale Tent').isEmpty).toBe(true)
  })
})

describe('chart series', () => {
  it('keeps one hue per payment kind across years, older years paler', () => {
    expect([0, 1, 2].map((index) => yearStrength(index, 3))).toEqual([0.4, 0.7, 1])
    expect([0, 1].map((index) => yearStrength(index, 2))).toEqual([0.7, 1])
    const data = paymentChartData(fixtureAnalysis([FIXTURE_2024, FIXTURE_2025]).paymentTypes, [28])
    expect(data.series.map((series) => series.color)).toEqual([
      `color-mix(in srgb, ${paletteColor(0)} 70%, var(--fw-surface-raised, #ffffff))`,
      `color-mix(in srgb, ${paletteColor(1)} 70%, var(--fw-surface-raised, #ffffff))`,
      paletteColor(0),
      paletteColor(1),
    ])
  })

  it('labels the selected days month/day and keeps one series per year, each in its year\'s colour', () => {
    const years = [fixtureYearStats(FIXTURE_2024), fixtureYearStats(FIXTURE_2025)]
    const data = dailyChartData(years, [30, 1, 2], (day) => day.totalTransactions)
    expect(data.labels).toEqual(['6/30', '7/1', '7/2'])
    expect(data.series).toEqual([
      { key: '2024', name: '2024', color: yearColor(2024), values: [25, 25, 25] },
      { key: '2025', name: '2025', color: yearColor(2025), values: [30, 40, 50] },
    ])
  })

  it('draws 2025 in one colour whether one, two or three seasons are selected', () => {
    const colourOf2025 = (selected: (typeof FIXTURE_2025)[]) =>
      hourlyChartData(selected.map(fixtureYearStats), (hour) => hour.netSales).series.find((series) => series.key === '2025')?.color
    expect(colourOf2025([FIXTURE_2025])).toBe(yearColor(2025))
    expect(colourOf2025([FIXTURE_2024, FIXTURE_2025])).toBe(yearColor(2025))
    expect(colourOf2025([FIXTURE_2023, FIXTURE_2024, FIXTURE_2025])).toBe(yearColor(2025))
  })

  it('labels the hours 12am to 11pm', () => {
    const data = hourlyChartData([fixtureYearStats(FIXTURE_2025)], (hour) => hour.netSales)
    expect(data.labels).toHaveLength(24)
    expect(data.labels.slice(0, 2)).toEqual(['12am', '1am'])
    expect(data.labels[12]).toBe('12pm')
    expect(data.labels[23]).toBe('11pm')
    // every fixture sale happens at 6pm
    expect(data.series[0]?.values[18]).toBe(1_234_567)
    expect(data.series[0]?.values[17]).toBe(0)
  })

  it('stacks the money collected per tender type and year, a type only when some year has money under it', () => {
    const analysis = fixtureAnalysis([FIXTURE_2025])
    const data = paymentChartData(analysis.paymentTypes, [28, 29])
    expect(data.labels).toEqual(['6/28', '6/29'])
    expect(data.series).toEqual([
      { key: 'cash-2025', name: '2025 Cash', stack: '2025', color: paletteColor(0), values: [40_000, 60_000] },
      { key: 'card-2025', name: '2025 Card', stack: '2025', color: paletteColor(1), values: [60_000, 90_000] },
    ])
    const withOther = analysis.paymentTypes.map((year) => ({
      ...year,
      daily: year.daily.map((day) => ({ ...day, otherCollected: 500 })),
      totals: { ...year.totals, otherCollected: 4_000 },
    }))
    expect(paymentChartData(withOther, [28]).series.map((series) => series.name)).toEqual(['2025 Cash', '2025 Card', '2025 Other'])
    expect(paymentChartData(withOther, [28]).series[2]?.color).toBe(paletteColor(2))
    const cardOnly = analysis.paymentTypes.map((year) => ({ ...year, totals: { ...year.totals, cashCollected: 0 } }))
    expect(paymentChartData(cardOnly, [28]).series.map((series) => series.name)).toEqual(['2025 Card'])
  })

  it('gives the totals table each year’s money collected and its split', () => {
    const model = buildStatsModel(fixtureAnalysis([FIXTURE_2025]), allDays, 'Oakdale Tent')
    // 40% of 1,234,567 cents in cash, day by day rounded to the cent.
    expect(model.paymentTotals).toEqual([
      { year: 2025, cashCollected: 493_827, cardCollected: 740_740, otherCollected: 0, totalCollected: 1_234_567, partialRefunds: 0, cashPercent: 40, cardPercent: 60, otherPercent: 0 },
    ])
  })
})

describe('while the newest season is in progress (8:30 PM on July 4)', () => {
  const through = { month: 7, day: 4, hour: 20, minute: 30 }
  const collected = (cash: number, card: number) => ({
    totals: { cashCollected: cash, cardCollected: card, otherCollected: 0, totalCollected: cash + card, partialRefunds: 0 },
    split: { cashPercent: 50, cardPercent: 50, otherPercent: 0 },
  })
  const analysis = fixtureAnalysis([FIXTURE_2024, FIXTURE_2025])
  const cut = { through, totalsByYear: new Map(analysis.years.map((stats) => [stats.year, stats.totals])), paymentsByYear: new Map([[2024, collected(30_000, 30_000)], [2025, collected(1, 1)]]) }

  it('sets the older years’ money collected up to the same minute beside the newest as it stands, and says to when', () => {
    const model = buildStatsModel(analysis, allDays, 'Oakdale Tent', cut)
    expect(model.paymentTotals.map((year) => [year.year, year.totalCollected])).toEqual([
      [2024, 60_000],
      [2025, 1_234_567],
    ])
    expect(model.paymentsThrough).toEqual(through)
    // Whole seasons out of season, and with one year there is nothing to compare.
    expect(buildStatsModel(analysis, allDays, 'Oakdale Tent').paymentsThrough).toBeNull()
    expect(buildStatsModel(fixtureAnalysis([FIXTURE_2025]), allDays, 'Oakdale Tent', cut).paymentsThrough).toBeNull()
    expect(paymentTotalsOf(analysis.paymentTypes, null).map((year) => year.totalCollected)).toEqual([1_000_000, 1_234_567])
  })

  it('leaves July 5 of 2025 undrawn on the daily charts, and marks now on July 4', () => {
    const model = buildStatsModel(analysis, allDays, 'Oakdale Tent', cut)
    expect(model.dailyNetSales.labels[6]).toBe('7/4 (now)')
    expect(model.dailyNetSales.series[1]!.values.slice(5)).toEqual([134_567, 50_000, Number.NaN])
    expect(model.dailyNetSales.series[0]!.values[7]).toBe(125_000)
    expect(model.dailyNetSales.now).toBeCloseTo(6 + 20.5 / 24)
    expect(model.payments.series.filter((series) => series.stack === '2025').every((series) => Number.isNaN(series.values[7]))).toBe(true)
  })

  it('draws the hours to come only under Today, where no earlier day has them', () => {
    const wholeWindow = hourlyChartData(analysis.years, (hour) => hour.netSales, liveMomentOf(2025, through, allDays))
    expect(wholeWindow.series[1]!.values.every(Number.isFinite)).toBe(true)
    expect(wholeWindow.now).toBe(20.5)
    expect(wholeWindow.labels[20]).toBe('8pm (now)')
    const today = hourlyChartData(analysis.years, (hour) => hour.netSales, liveMomentOf(2025, through, [4]))
    expect(today.series[1]!.values.slice(19).map(Number.isFinite)).toEqual([true, true, false, false, false])
    expect(today.series[0]!.values.every(Number.isFinite)).toBe(true)
    // No day in progress among the selected: no mark, no now line.
    const past = dailyChartData(analysis.years, [1, 2], (day) => day.netSales, liveMomentOf(2025, through, [1, 2]))
    expect(past.labels).toEqual(['7/1', '7/2'])
    expect(past.now).toBeUndefined()
  })
})
