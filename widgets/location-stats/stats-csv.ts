// The stats screen's figures as CSV files: the daily file has each selected season's net sales and
// transactions on each selected window day (the daily charts), the hourly file each season's
// figures by local hour summed over the window days (the hourly charts). Money in dollars; whole
// seasons, as the charts show them. Each file is named after what it holds:
// "stats-daily-oakdale-tent-2024-2025.csv". The screen loads this file when a button is pressed,
// so a page showing figures does not download the CSV writer (papaparse) with them.
import type { YearStats } from '../../src/contract/stats'
import { formatHour } from '../../src/format'
import type { SeasonDay } from '../../src/season'
import { csvBlob, csvDollars, csvFileName, csvText, downloadBlob, fileSlug } from '../widget-kit'

export type StatsCsvKind = 'daily' | 'hourly'

export function dailyStatsCsv(years: readonly YearStats[], days: readonly SeasonDay[]): string {
  const shown = new Set<number>(days)
  return csvText(
    ['Year', 'Date', 'Net Sales', 'Transactions'],
    years.flatMap((stats) =>
      stats.dailySales.filter((day) => shown.has(day.day)).map((day) => [stats.year, day.date, csvDollars(day.netSales), day.totalTransactions]),
    ),
  )
}

export function hourlyStatsCsv(years: readonly YearStats[]): string {
  return csvText(
    ['Year', 'Hour', 'Net Sales', 'Transactions'],
    years.flatMap((stats) => stats.hourlyBreakdown.map((hour) => [stats.year, formatHour(hour.hour), csvDollars(hour.netSales), hour.transactions])),
  )
}

export function statsCsvFileName(kind: StatsCsvKind, locationName: string, years: readonly number[]): string {
  return csvFileName(`stats-${kind}`, fileSlug(locationName), ...years)
}

/** Builds the daily or hourly file of the shown seasons and saves it. */
export function saveStatsCsv(kind: StatsCsvKind, stats: readonly YearStats[], days: readonly SeasonDay[], locationName: string, years: readonly number[]): void {
  downloadBlob(csvBlob(kind === 'daily' ? dailyStatsCsv(stats, days) : hourlyStatsCsv(stats)), statsCsvFileName(kind, locationName, years))
}
