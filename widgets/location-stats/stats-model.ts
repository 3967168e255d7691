// Turns a location's computed season stats into what the stats view draws: the summary figures,
// the chart series and the payment totals. Pure: the figures themselves come from src/analytics;
// this only picks, orders and labels them. Money stays in cents (charts format whole dollars).
// While the newest season is in progress, the comparisons with older ones are like for like (the
// summary cards and the year bars); the daily and hourly charts keep the older seasons whole and
// mark the day and hour in progress.
import { comparedTotals, summaryCards, type ComparisonCut, type CutMoment, type SeasonAnalysis, type SummaryCards } from '../../src/analytics'
import type { PaymentTypeYear, YearStats } from '../../src/contract/stats'
import { formatHour, formatSeasonDay } from '../../src/format'
import { monthOfSeasonDay, type SeasonDay } from '../../src/season'
import { paletteColor, shadeColor, yearComparisonData, yearSeries, type ChartData } from '../chart-kit'

/** A season's money collected by tender type, its split (percent, one decimal, adding up to 100.0) and partial refunds. */
export interface PaymentTotals {
  year: number
  cashCollected: number
  cardCollected: number
  otherCollected: number
  totalCollected: number
  /** Partial refunds on the selected days: already off the amounts collected, not off net sales. */
  partialRefunds: number
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
  /**
   * Season totals by year; only with more than one year selected. `through`: the local minute the
   * older seasons are counted to (like for like), or null for whole seasons.
   */
  yearComparison: { transactions: ChartData; netSales: ChartData; through: CutMoment | null } | null
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

/** What marks the day and the hour in progress on a chart's label: "7/4 (now)", "8pm (now)". */
export const IN_PROGRESS_MARK = ' (now)'

/** The window day and local hour in progress, while the newest season shown is; nulls otherwise. */
export interface InProgress {
  day: SeasonDay | null
  hour: number | null
}

const NOTHING_IN_PROGRESS: InProgress = { day: null, hour: null }

/** The day and hour in progress for a like-for-like comparison (its cut minute), if shown on `days`. */
export function inProgressOf(cut: ComparisonCut | null, days: readonly SeasonDay[]): InProgress {
  if (cut === null) return NOTHING_IN_PROGRESS
  const day = days.find((shown) => shown === cut.through.day && monthOfSeasonDay(shown) === cut.through.month) ?? null
  return day === null ? NOTHING_IN_PROGRESS : { day, hour: cut.through.hour }
}

const marked = (label: string, inProgress: boolean) => (inProgress ? `${label}${IN_PROGRESS_MARK}` : label)

/** One series per year over the selected days; the day in progress marked. */
export function dailyChartData(
  years: readonly YearStats[],
  days: readonly SeasonDay[],
  read: (day: YearStats['dailySales'][number]) => number,
  inProgress: InProgress = NOTHING_IN_PROGRESS,
): ChartData {
  return {
    labels: days.map((day) => marked(formatSeasonDay(day), day === inProgress.day)),
    series: years.map((stats) => yearSeries(stats.year, onDays(stats.dailySales, days).map(read))),
  }
}

/** One series per year over the 24 local hours (labels 12am … 11pm); the hour in progress marked. */
export function hourlyChartData(years: readonly YearStats[], read: (hour: YearStats['hourlyBreakdown'][number]) => number, inProgress: InProgress = NOTHING_IN_PROGRESS): ChartData {
  return {
    labels: HOURS.map((hour) => marked(formatHour(hour), hour === inProgress.hour)),
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

/**
 * Everything the stats view shows, from the analysis of the selected seasons and days, and the
 * like-for-like cut while the newest of them is in progress (null: whole seasons compare).
 */
export function buildStatsModel(
  analysis: Pick<SeasonAnalysis, 'years' | 'paymentTypes'>,
  days: readonly SeasonDay[],
  locationName: string,
  cut: ComparisonCut | null = null,
): LocationStatsModel {
  const years = analysis.years
  const comparing = years.length > 1
  const newest = Math.max(...years.map((stats) => stats.year))
  // The newest season as it stands; the older ones up to the cut.
  const compared = (stats: YearStats) => (stats.year === newest ? stats.totals : comparedTotals(stats, cut))
  const yearTotals = (read: (totals: YearStats['totals']) => number) => years.map((stats) => ({ year: stats.year, value: read(compared(stats)) }))
  const inProgress = inProgressOf(cut, days)
  return {
    locationName,
    years: years.map((stats) => stats.year),
    days: [...days],
    summary: summaryCards(years, cut),
    yearComparison: comparing
      ? {
          transactions: yearComparisonData(yearTotals((totals) => totals.totalTransactions), 'Total Transactions'),
          netSales: yearComparisonData(yearTotals((totals) => totals.netSales), 'Net Sales'),
          through: cut?.through ?? null,
        }
      : null,
    dailyTransactions: dailyChartData(years, days, (day) => day.totalTransactions, inProgress),
    dailyNetSales: dailyChartData(years, days, (day) => day.netSales, inProgress),
    payments: paymentChartData(analysis.paymentTypes, days),
    paymentTotals: analysis.paymentTypes.map((year) => ({ year: year.year, ...year.totals, ...year.split })),
    hourlyNetSales: hourlyChartData(years, (hour) => hour.netSales, inProgress),
    hourlyTransactions: hourlyChartData(years, (hour) => hour.transactions, inProgress),
    isEmpty: years.every((stats) => stats.totals.totalTransactions === 0),
  }
}
