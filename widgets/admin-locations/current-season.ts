// The season in progress on the admin location pages (pure): besides SPEC's fixed 2023 and 2024
// cards, the newest tracked season so far (2025 so far on July 4, 2025) against the season before
// at the same local moment, from the season pace (/api/square/pace) — the definition Season Pace
// and the Analytics ranking use — for the locations shown. Out of season the pace holds whole
// seasons, and so do these figures.
import { percentChange } from '../../src/analytics/compare'
import type { CutMoment } from '../../src/analytics/season-cut'
import type { PaceData } from '../../src/contract/pace'
import { ADMIN_YEAR } from './admin-locations-model'

export interface CurrentSeasonFigures {
  /** The newest season compared (the one in progress, while one is). */
  year: number
  /** The season before it, or null when none is compared. */
  previous: number | null
  netSales: number
  transactions: number
  /** percentChange against the season before at the same moment; null without one or when it had nothing. */
  netSalesChange: number | null
  transactionsChange: number | null
  /** The local minute the seasons are compared through; null for whole seasons (out of season). */
  through: CutMoment | null
}

const changeOf = (value: number, previous: number | null) => (previous === null || previous === 0 ? null : percentChange(value, previous))

/**
 * The newest season of `pace` for the locations in `ids` (all of them when null), when it is later
 * than the seasons SPEC's admin cards name; else null (nothing more to show).
 */
export function currentSeasonFigures(pace: PaceData, ids: ReadonlySet<string> | null): CurrentSeasonFigures | null {
  const year = pace.years[pace.years.length - 1]
  if (year === undefined || year <= ADMIN_YEAR) return null
  const previous = pace.years.length > 1 ? pace.years[pace.years.length - 2]! : null
  const shown = ids === null ? pace.locations : pace.locations.filter((location) => ids.has(location.id))
  const sum = (read: (location: (typeof shown)[number]) => number) => shown.reduce((total, location) => total + read(location), 0)
  const netSales = sum((location) => location.soFar.netSales)
  const transactions = sum((location) => location.soFar.transactions)
  const before = previous === null ? null : { netSales: sum((location) => location.lastSeason?.netSales ?? 0), transactions: sum((location) => location.lastSeason?.transactions ?? 0) }
  return {
    year,
    previous,
    netSales,
    transactions,
    netSalesChange: changeOf(netSales, before?.netSales ?? null),
    transactionsChange: changeOf(transactions, before?.transactions ?? null),
    through: pace.likeForLike ? (pace.through?.moment ?? null) : null,
  }
}
