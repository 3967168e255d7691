// Year-over-year comparison for the summary cards (docs/screens.md#location-details): the newest selected season
// against up to two older ones; while the newest is in progress, like for like (./season-cut):
// the older seasons up to the same local day and time.
import type { CollectedTotals, PaymentSplit, YearStats, YearTotals } from '../contract/stats'
import type { CutMoment } from './season-cut'

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
  /** The local minute the older seasons are cut through (like for like); null when whole seasons compare. */
  through: CutMoment | null
}

/**
 * A like-for-like comparison: the older seasons' totals up to the same local minute as now, in the
 * season in progress. The newest season is shown as it stands (all it has so far).
 */
export interface ComparisonCut {
  through: CutMoment
  /** Each compared season's totals up to its cut, by year. */
  totalsByYear: ReadonlyMap<number, YearTotals>
  /** Each compared season's money collected by tender type up to its cut, by year (the Money Collected table). */
  paymentsByYear?: ReadonlyMap<number, { totals: CollectedTotals; split: PaymentSplit }>
  /** Each compared season's cut day (the day in progress) up to its cut, by year: tonight against the same evening. */
  cutDayByYear?: ReadonlyMap<number, YearTotals>
}

/** How many older seasons a summary card compares against. */
export const COMPARED_YEARS = 2

/** A season's totals as compared: up to its cut when there is one. */
export function comparedTotals(stats: YearStats, cut: ComparisonCut | null): YearTotals {
  return cut?.totalsByYear.get(stats.year) ?? stats.totals
}

function figure(newest: YearStats, older: readonly YearStats[], cut: ComparisonCut | null, read: (totals: YearTotals) => number): SummaryFigure {
  const value = read(newest.totals)
  return {
    year: newest.year,
    value,
    against: older.map((stats) => {
      const base = read(comparedTotals(stats, cut))
      return { year: stats.year, value: base, change: percentChange(value, base) }
    }),
  }
}

/**
 * The three summary cards for the selected seasons: the newest against the (up to two) seasons
 * before it in the selection, newest first, like for like when `cut` is given. Null when no
 * season is selected.
 */
export function summaryCards(selected: readonly YearStats[], cut: ComparisonCut | null = null): SummaryCards | null {
  if (selected.length === 0) return null
  const byNewest = [...selected].sort((a, b) => b.year - a.year)
  const newest = byNewest[0]!
  const older = byNewest.slice(1, 1 + COMPARED_YEARS)
  return {
    totalTransactions: figure(newest, older, cut, (totals) => totals.totalTransactions),
    netSales: figure(newest, older, cut, (totals) => totals.netSales),
    averageOrderValue: figure(newest, older, cut, (totals) => totals.averageOrderValue),
    through: older.length > 0 ? (cut?.through ?? null) : null,
  }
}
