// Turns a location's computed season stats into what the stats view draws: the summary figures,
// the chart series and the payment totals. Pure: the figures themselves come from src/analytics;
// this only picks, orders and labels them. Money stays in cents (charts format whole dollars).
// While the newest season is in progress, the comparisons with older ones are like for like (the
// summary cards, the year bars and the money collected table); the daily and hourly charts keep
// the older seasons whole, draw the newest up to now (./live-moment) and mark the day and hour in
// progress; tonight gets its own running total (./tonight-model).
import { comparedTotals, summaryCards, type ComparisonCut, type CutMoment, type SeasonAnalysis, type SummaryCards } from '../../src/analytics'
import type { PaymentTypeYear, YearStats } from '../../src/contract/stats'
import { formatHour, formatSeasonDay } from '../../src/format'
import type { SeasonDay } from '../../src/season'
import { paletteColor, shadeColor, yearComparisonData, yearSeries, type ChartData } from '../chart-kit'
import { marked } from './labels'
import { liveMomentOf, untilToCome, type LiveMoment } from './live-moment'
import { tonightModel, type TonightModel } from './tonight-model'

export { IN_PROGRESS_MARK } from './labels'

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
  /** Each year's money collected; while the newest is in progress, the older years up to the same minute. */
  paymentTotals: PaymentTotals[]
  /** The local minute the older years' money collected is counted to (like for like); null for whole seasons. */
  paymentsThrough: CutMoment | null
  /** Today so far against the same day of earlier seasons, while today is shown and in progress. */
  tonight: TonightModel | null
  hourlyNetSales: ChartData
  hourlyTransactions: ChartData
  /** No completed sale at all in the selected seasons and days. */
  isEmpty: boolean
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

function onDays<T extends { day: number }>(rows: readonly T[], days: readonly SeasonDay[]): T[] {
  return rows.filter((row) => (days as readonly number[]).includes(row.day))
}

/** One series per year over the selected days; the day in progress marked, the newest season's days to come left undrawn. */
export function dailyChartData(
  years: readonly YearStats[],
  days: readonly SeasonDay[],
  read: (day: YearStats['dailySales'][number]) => number,
  live: LiveMoment | null = null,
): ChartData {
  return {
    labels: days.map((day) => marked(formatSeasonDay(day), day === live?.day)),
    series: years.map((stats) => {
      const values = onDays(stats.dailySales, days).map(read)
      return yearSeries(stats.year, stats.year === live?.year ? untilToCome(values, live.firstDayToCome) : values)
    }),
    ...(live?.dailyNow === undefined ? {} : { now: live.dailyNow }),
  }
}

/**
 * One series per year over the 24 local hours (labels 12am … 11pm); the hour in progress marked,
 * the newest season's hours to come (on every selected day) left undrawn.
 */
export function hourlyChartData(years: readonly YearStats[], read: (hour: YearStats['hourlyBreakdown'][number]) => number, live: LiveMoment | null = null): ChartData {
  const hourInProgress = live === null || live.day === null ? null : live.through.hour
  return {
    labels: HOURS.map((hour) => marked(formatHour(hour), hour === hourInProgress)),
    series: years.map((stats) => {
      const values = stats.hourlyBreakdown.map(read)
      return yearSeries(stats.year, stats.year === live?.year ? untilToCome(values, live.firstHourToCome) : values)
    }),
    ...(live?.hourlyNow === undefined ? {} : { now: live.hourlyNow }),
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
export function paymentChartData(paymentTypes: readonly PaymentTypeYear[], days: readonly SeasonDay[], live: LiveMoment | null = null): ChartData {
  const kinds = shownPaymentKinds(paymentTypes)
  const series = paymentTypes.flatMap((year, yearIndex) => {
    const daily = onDays(year.daily, days)
    const valuesOf = (kind: PaymentKind) => {
      const values = daily.map((day) => collectedOf(day, kind))
      return year.year === live?.year ? untilToCome(values, live.firstDayToCome) : values
    }
    const stack = String(year.year)
    const color = (kind: PaymentKind) => shadeColor(paletteColor(PAYMENT_KINDS.indexOf(kind)), yearStrength(yearIndex, paymentTypes.length))
    return kinds.map((kind) => ({
      key: `${kind}-${stack}`,
      name: `${stack} ${PAYMENT_KIND_NAMES[kind]}`,
      stack,
      color: color(kind),
      values: valuesOf(kind),
    }))
  })
  return { labels: days.map(formatSeasonDay), series }
}

/**
 * Each year's money collected and split for the totals table: the newest as it stands, the older
 * ones up to the like-for-like cut when there is one.
 */
export function paymentTotalsOf(paymentTypes: readonly PaymentTypeYear[], cut: ComparisonCut | null): PaymentTotals[] {
  const newest = Math.max(...paymentTypes.map((year) => year.year))
  return paymentTypes.map((year) => {
    const compared = year.year === newest ? undefined : cut?.paymentsByYear?.get(year.year)
    return { year: year.year, ...(compared ?? year).totals, ...(compared ?? year).split }
  })
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
  const live = liveMomentOf(newest, cut?.through ?? null, days)
  const paymentsCut = comparing && cut?.paymentsByYear !== undefined
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
    dailyTransactions: dailyChartData(years, days, (day) => day.totalTransactions, live),
    dailyNetSales: dailyChartData(years, days, (day) => day.netSales, live),
    payments: paymentChartData(analysis.paymentTypes, days, live),
    paymentTotals: paymentTotalsOf(analysis.paymentTypes, paymentsCut ? cut : null),
    paymentsThrough: paymentsCut ? cut.through : null,
    tonight: tonightModel(years, live, cut),
    hourlyNetSales: hourlyChartData(years, (hour) => hour.netSales, live),
    hourlyTransactions: hourlyChartData(years, (hour) => hour.transactions, live),
    isEmpty: years.every((stats) => stats.totals.totalTransactions === 0),
  }
}
