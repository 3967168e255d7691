// The compared locations' figures as CSV files, as the charts show them: the daily file has each
// location's net sales and transactions on each shown window day, the hourly file each location's
// figures by local hour summed over those days; the two locations one after the other, in the
// compared order, money in dollars. Named after what they hold:
// "compare-daily-oakdale-tent-vs-lot-7-2025.csv". The view loads this file when a button is
// pressed, so the page does not download the CSV writer (papaparse) with the figures.
import { formatHour } from '../../src/format'
import { csvBlob, csvDollars, csvFileName, csvText, downloadBlob, fileSlug } from '../widget-kit'
import type { CompareModel } from './compare-model'

export type CompareCsvKind = 'daily' | 'hourly'

export function dailyCompareCsv(model: CompareModel): string {
  const shown = new Set<number>(model.days)
  return csvText(
    ['Location ID', 'Location', 'Year', 'Date', 'Net Sales', 'Transactions'],
    model.sides.flatMap((side) =>
      side.stats.dailySales.filter((day) => shown.has(day.day)).map((day) => [side.id, side.name, model.year, day.date, csvDollars(day.netSales), day.totalTransactions]),
    ),
  )
}

export function hourlyCompareCsv(model: CompareModel): string {
  return csvText(
    ['Location ID', 'Location', 'Year', 'Hour', 'Net Sales', 'Transactions'],
    model.sides.flatMap((side) => side.stats.hourlyBreakdown.map((hour) => [side.id, side.name, model.year, formatHour(hour.hour), csvDollars(hour.netSales), hour.transactions])),
  )
}

export function compareCsvFileName(kind: CompareCsvKind, model: CompareModel): string {
  return csvFileName(`compare-${kind}`, model.sides.map((side) => fileSlug(side.name)).join('-vs-'), model.year)
}

/** Builds the daily or hourly file of the compared locations and saves it. */
export function saveCompareCsv(kind: CompareCsvKind, model: CompareModel): void {
  downloadBlob(csvBlob(kind === 'daily' ? dailyCompareCsv(model) : hourlyCompareCsv(model)), compareCsvFileName(kind, model))
}
