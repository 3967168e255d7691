// What the compare view draws (docs/screens.md#compare /stats/details/compare): for two locations in one season,
// each one's totals for its card, and the daily and hourly charts with one series per location,
// each location keeping its palette colour (the first location the first colour) everywhere.
// While the season is in progress, each card also says how it stands against last season up to
// the same local day and time (like for like).
// Pure: the figures come from /api/square/stats, this only picks, orders and labels them.
import type { SummaryCards } from '../../src/analytics/compare'
import type { YearStats, YearTotals } from '../../src/contract/stats'
import { formatHour, formatSeasonDay } from '../../src/format'
import type { SeasonDay } from '../../src/season'
import { paletteColor, type ChartData } from '../chart-kit'

/** docs/contract.md#validation-messages, docs/screens.md#the-sidebar: a comparison needs two locations, and uses only the first two ids. */
export const COMPARED_LOCATIONS = 2

export interface ComparedLocation {
  id: string
  name: string
  /** The location's season in the chosen year and days. */
  stats: YearStats
  /** While the season is in progress: its figures against last season's up to now (like for like). */
  againstLastSeason?: SummaryCards | null
}

export interface CompareSide {
  id: string
  name: string
  /** The location's colour on its chip, card and chart series. */
  color: string
  totals: YearTotals
  /** Against last season, like for like, while the season is in progress; else null. */
  againstLastSeason: SummaryCards | null
  /** The season's figures the charts draw from (the CSV files write them out). */
  stats: YearStats
}

export interface CompareModel {
  year: number
  /** The window days shown. */
  days: readonly SeasonDay[]
  sides: CompareSide[]
  dailyTransactions: ChartData
  dailyNetSales: ChartData
  hourlyNetSales: ChartData
  hourlyTransactions: ChartData
}

/** The first two ids of a comma list, without blanks or repeats. */
export function comparedIds(locations: readonly (string | number)[] | string | undefined): string[] {
  const list = typeof locations === 'string' ? locations.split(',') : (locations ?? []).map(String)
  return [...new Set(list.map((id) => id.trim()).filter((id) => id !== ''))].slice(0, COMPARED_LOCATIONS)
}

/** The colour of the n-th compared location. */
export const sideColor = (index: number): string => paletteColor(index)

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

export function compareModel(year: number, compared: readonly ComparedLocation[], days: readonly SeasonDay[]): CompareModel {
  const shown = new Set<number>(days)
  const series = (read: (stats: YearStats) => readonly number[]) =>
    compared.map((side, index) => ({ key: side.id, name: side.name, color: sideColor(index), values: read(side.stats) }))
  const daily = (read: (day: YearStats['dailySales'][number]) => number) => ({
    labels: days.map(formatSeasonDay),
    series: series((stats) => stats.dailySales.filter((day) => shown.has(day.day)).map(read)),
  })
  const hourly = (read: (hour: YearStats['hourlyBreakdown'][number]) => number) => ({
    labels: HOURS.map(formatHour),
    series: series((stats) => stats.hourlyBreakdown.map(read)),
  })
  return {
    year,
    days,
    sides: compared.map((side, index) => ({
      id: side.id,
      name: side.name,
      color: sideColor(index),
      totals: side.stats.totals,
      againstLastSeason: side.againstLastSeason ?? null,
      stats: side.stats,
    })),
    dailyTransactions: daily((day) => day.totalTransactions),
    dailyNetSales: daily((day) => day.netSales),
    hourlyNetSales: hourly((hour) => hour.netSales),
    hourlyTransactions: hourly((hour) => hour.transactions),
  }
}

export const COMPARE_TITLES = {
  dailyTransactions: 'Daily Total Transactions',
  dailyNetSales: 'Daily Net Sales',
  hourlyNetSales: 'Hourly Net Sales',
  hourlyTransactions: 'Hourly Total Transactions',
} as const
