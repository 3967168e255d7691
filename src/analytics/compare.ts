// Year-over-year comparison for the summary cards (SPEC §2 …/stats): the newest selected season
// against up to two older ones.
import type { YearStats } from '../contract/stats'

/** (a − b) ÷ b × 100; 0 when the base b is 0. */
export function percentChange(current: number, base: number): number {
  return base === 0 ? 0 : ((current - base) / base) * 100
}

/** How the newest season compares with one older season. */
export interface ComparedYear {
  year: number
  value: number
  /** percentChange(newest value, this year's value). */
  change: number
}

/** One summary card: the newest season's value and its change against each older season. */
export interface SummaryFigure {
  year: number
  value: number
  /** Up to two older seasons, newest first. */
  against: ComparedYear[]
}

export interface SummaryCards {
  totalTransactions: SummaryFigure
  netSales: SummaryFigure
  averageOrderValue: SummaryFigure
}

/** How many older seasons a summary card compares against. */
export const COMPARED_YEARS = 2

function figure(newest: YearStats, older: readonly YearStats[], read: (stats: YearStats) => number): SummaryFigure {
  const value = read(newest)
  return {
    year: newest.year,
    value,
    against: older.map((stats) => ({ year: stats.year, value: read(stats), change: percentChange(value, read(stats)) })),
  }
}

/**
 * The three summary cards for the selected seasons: the newest against the (up to two) seasons
 * before it in the selection, newest first. Null when no season is selected.
 */
export function summaryCards(selected: readonly YearStats[]): SummaryCards | null {
  if (selected.length === 0) return null
  const byNewest = [...selected].sort((a, b) => b.year - a.year)
  const newest = byNewest[0]!
  const older = byNewest.slice(1, 1 + COMPARED_YEARS)
  return {
    totalTransactions: figure(newest, older, (stats) => stats.totals.totalTransactions),
    netSales: figure(newest, older, (stats) => stats.totals.netSales),
    averageOrderValue: figure(newest, older, (stats) => stats.totals.averageOrderValue),
  }
}
