// The Analytics page's ranking (pure): every stand open this season ranked by the newest season's
// net sales or transactions so far, each with its change against the season before at the same
// local moment. The figures are the season pace's own (/api/square/pace, src/analytics/season-pace),
// so Analytics and Season Pace give one answer to "how is this stand doing against last year", both
// like for like while a season is in progress and whole seasons out of season. Stands closed this
// season stand apart (src/analytics/closed-stands): their −100 % is not a ranking.
import { apartFromClosed } from '../../src/analytics/closed-stands'
import { percentChange } from '../../src/analytics/compare'
import type { PaceData, PaceFigures, PaceLocation } from '../../src/contract/pace'

export type RankBy = 'netSales' | 'transactions'

export interface FigureChange {
  value: number
  /** The season before at the same moment; null when only one season is compared. */
  previous: number | null
  /** percentChange(value, previous); null when there is no earlier season or it had nothing. */
  change: number | null
}

export interface RankedLocation {
  rank: number
  location: Pick<PaceLocation, 'id' | 'name' | 'status'>
  netSales: FigureChange
  transactions: FigureChange
}

function figure(value: number, previous: number | null): FigureChange {
  return { value, previous, change: previous === null || previous === 0 ? null : percentChange(value, previous) }
}

function rowOf(location: PaceLocation): RankedLocation {
  const read = (figures: PaceFigures | null, key: keyof PaceFigures) => (figures === null ? null : figures[key])
  return {
    rank: 0,
    location: { id: location.id, name: location.name, status: location.status },
    netSales: figure(location.soFar.netSales, read(location.lastSeason, 'netSales')),
    transactions: figure(location.soFar.transactions, read(location.lastSeason, 'transactions')),
  }
}

/** The stands open this season, best first; ties go to the other figure, then the name. Ranks are shared by equal figures. */
export function rankLocations(locations: readonly PaceLocation[], by: RankBy): RankedLocation[] {
  const other: RankBy = by === 'netSales' ? 'transactions' : 'netSales'
  const rows = apartFromClosed(locations).open.map(rowOf)
  rows.sort(
    (a, b) =>
      b[by].value - a[by].value ||
      b[other].value - a[other].value ||
      a.location.name.toLowerCase().localeCompare(b.location.name.toLowerCase()) ||
      a.location.id.localeCompare(b.location.id),
  )
  rows.forEach((row, index) => {
    const ahead = rows[index - 1]
    row.rank = ahead && ahead[by].value === row[by].value ? ahead.rank : index + 1
  })
  return rows
}

/** The stands closed this season, by name, with what they sold: set apart from the ranking. */
export function closedLocations(locations: readonly PaceLocation[]): RankedLocation[] {
  return apartFromClosed(locations)
    .closed.map(rowOf)
    .sort((a, b) => a.location.name.toLowerCase().localeCompare(b.location.name.toLowerCase()) || a.location.id.localeCompare(b.location.id))
}

export interface RankingTotals {
  /** The newest season compared, and the one before (null when only one is). */
  newest: number
  previous: number | null
  /** The whole business, as the Season Pace cards count it. */
  netSales: FigureChange
  transactions: FigureChange
  /** Open stands with a transaction in the newest season so far. */
  sellingLocations: number
  /** Stands open this season. */
  openLocations: number
}

/** The whole business's figures of the pace: its newest season against the one before; null when no season is compared. */
export function rankingTotals(data: PaceData): RankingTotals | null {
  const newest = data.seasons[data.seasons.length - 1]
  if (newest === undefined) return null
  const before = data.seasons.length > 1 ? data.seasons[data.seasons.length - 2]! : null
  const open = apartFromClosed(data.locations).open
  return {
    newest: newest.year,
    previous: before?.year ?? null,
    netSales: figure(newest.netSales, before?.netSales ?? null),
    transactions: figure(newest.transactions, before?.transactions ?? null),
    sellingLocations: open.filter((location) => location.soFar.transactions > 0).length,
    openLocations: open.length,
  }
}

/** The figure columns' headers, as the table and its CSV file name them: "2025 So Far" and "vs 2024 Same Moment" ("2025" and "vs 2024" out of season). */
export function rankingHeaders(totals: Pick<RankingTotals, 'newest' | 'previous'>, likeForLike: boolean): { soFar: string; against: string } {
  const { newest, previous } = totals
  return {
    soFar: likeForLike ? `${newest} So Far` : `${newest}`,
    against: previous === null ? 'Change' : likeForLike ? `vs ${previous} Same Moment` : `vs ${previous}`,
  }
}
