// Turns a location's computed season stats into what the stats view draws: the summary figures,
// the chart series and the payment totals. Pure: the figures themselves come from src/analytics;
// this only picks, orders and labels them. Money stays in cents (charts format whole dollars).
import { summaryCards, type SeasonAnalysis, type SummaryCards } from '../../src/analytics'
import type { PaymentTypeYear, YearStats } from '../../src/contract/stats'
import { formatHour, formatSeasonDay } from '../../src/format'
import type { SeasonDay } from '../../src/season'
import { paletteColor, shadeColor, yearComparisonData, yearSeries, type ChartData } from '../chart-kit'

/** A season's money collected by tender type and its split (percent, one decimal, adding up to 100.0). */
export interface PaymentTotals {
  year: number
  cashCollected: number
  cardCollected: number
  otherCollected: number
  totalCollected: number
  cashPercent: number
  cardPercent: number
  otherPercent: number
}

/** The tender types a payment breakdown shows, in order. */
export type PaymentKind = 'cash' | 'card' | 'other'
export const PAYMENT_KINDS: readonly PaymentKind[] = ['cash', 'card', 'other']
export const PAYMENT_KIND_NAMES: Readonly<Record<PaymentKind, string>> = { cash: 'Cash', card: 'Card', other: 'Other' }

const COLLECTED_KEY = { cash: 'cashCollected', card: 'cardCollected', other: 'otherCollected' } as const

/** Money collected under `kind` in a day's or a season's figures. */
export function collectedOf(figures: PaymentTypeYear['totals'] | PaymentTypeYear['daily'][number], kind: PaymentKind): number {
  return figures[COLLECTED_KEY[kind]]
}

/** The tender types with money in any of the seasons: a column or series shows only for those. */
export function shownPaymentKinds(paymentTypes: readonly Pick<PaymentTypeYear, 'totals'>[]): PaymentKind[] {
  return PAYMENT_KINDS.filter((kind) => paymentTypes.some((year) => collectedOf(year.totals, kind) !== 0))
}

export interface LocationStatsModel {
  locationName: string
  /** Selected seasons, ascending. */
  years: number[]
  /** Selected window days, in window order. */
  days: SeasonDay[]
  summary: SummaryCards | null
  /** Season totals by year; only with more than one year selected. */
  yearComparison: { transactions: ChartData; netSales: ChartData } | null
  dailyTransactions: ChartData
  dailyNetSales: ChartData
  /** Money collected by tender type stacked per year, per day; only types with money. */
  payments: ChartData
  paymentTotals: PaymentTotals[]
  hourlyNetSales: ChartData
  hourlyTransactions: ChartData
  /** No completed sale at all in the selected seasons and days. */
  isEmpty: boolean
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

function onDays<T extends { day: number }>(rows: readonly T[], days: readonly SeasonDay[]): T[] {
  return rows.filter((row) => (days as readonly number[]).includes(row.day))
}

/** One series per year over the selected days. */
export function dailyChartData(years: readonly YearStats[], days: readonly SeasonDay[], read: (day: YearStats['dailySales'][number]) => number): ChartData {
  return {
    labels: days.map(formatSeasonDay),
    series: years.map((stats) => yearSeries(stats.year, onDays(stats.dailySales, days).map(read))),
  }
}

/** One series per year over the 24 local hours (labels 12am … 11pm). */
export function hourlyChartData(years: readonly YearStats[], read: (hour: YearStats['hourlyBreakdown'][number]) => number): ChartData {
  return {
    labels: HOURS.map(formatHour),
    series: years.map((stats) => yearSeries(stats.year, stats.hourlyBreakdown.map(read))),
  }
}

/** How strongly a year's payment colours show: the newest year full, each older one 30% fainter. */
export function yearStrength(yearIndex: number, yearCount: number): number {
  return Math.max(0.4, 1 - (yearCount - 1 - yearIndex) * 0.3)
}

/**
 * Money collected by tender type, stacked per year; a type only when some season has money under
 * it. Each type keeps one palette hue across years (cash the first, card the second, other the
 * third), older years paler.
 */
export function paymentChartData(paymentTypes: readonly PaymentTypeYear[], days: readonly SeasonDay[]): ChartData {
  const kinds = shownPaymentKinds(paymentTypes)
  const series = paymentTypes.flatMap((year, yearIndex) => {
    const daily = onDays(year.daily, days)
    const stack = String(year.year)
    const color = (kind: PaymentKind) => shadeColor(paletteColor(PAYMENT_KINDS.indexOf(kind)), yearStrength(yearIndex, paymentTypes.length))
    return kinds.map((kind) => ({
      key: `${kind}-${stack}`,
      name: `${stack} ${PAYMENT_KIND_NAMES[kind]}`,
      stack,
      color: color(kind),
      values: daily.map((day) => collectedOf(day, kind)),
    }))
  })
  return { labels: days.map(formatSeasonDay), series }
}

/** Everything the stats view shows, from the analysis of the selected seasons and days. */
export function buildStatsModel(analysis: Pick<SeasonAnalysis, 'years' | 'paymentTypes'>, days: readonly SeasonDay[], locationName: string): LocationStatsModel {
  const years = analysis.years
  const comparing = years.length > 1
  const yearTotals = (read: (stats: YearStats) => number) => years.map((stats) => ({ year: stats.year, value: read(stats) }))
  return {
    locationName,
    years: years.map((stats) => stats.year),
    days: [...days],
    summary: summaryCards(years),
    yearComparison: comparing
      ? {
          transactions: yearComparisonData(yearTotals((stats) => stats.totals.totalTransactions), 'Total Transactions'),
          netSales: yearComparisonData(yearTotals((stats) => stats.totals.netSales), 'Net Sales'),
        }
      : null,
    dailyTransactions: dailyChartData(years, days, (day) => day.totalTransactions),
    dailyNetSales: dailyChartData(years, days, (day) => day.netSales),
    payments: paymentChartData(analysis.paymentTypes, days),
    paymentTotals: analysis.paymentTypes.map((year) => ({ year: year.year, ...year.totals, ...year.split })),
    hourlyNetSales: hourlyChartData(years, (hour) => hour.netSales),
    hourlyTransactions: hourlyChartData(years, (hour) => hour.transactions),
    isEmpty: years.every((stats) => stats.totals.totalTransactions === 0),
  }
}
