// The Analytics page's ranking (pure): every location ranked by the newest tracked season's net
// sales or transactions, each with its change against the season before. The season totals are
// the server's own figures from the locations answer (Location.stats), so the ranking adds up to
// what every other screen shows.
import { percentChange } from '../../src/analytics'
import type { Location } from '../../src/contract/location'

export type RankBy = 'netSales' | 'transactions'

export interface SeasonPair {
  newest: number
  /** The season before, or null when only one season is tracked. */
  previous: number | null
}

/** The newest two of the tracked seasons (ascending years). */
export function seasonPair(tracked: readonly number[]): SeasonPair | null {
  const newest = tracked[tracked.length - 1]
  if (newest === undefined) return null
  return { newest, previous: tracked[tracked.length - 2] ?? null }
}

export interface FigureChange {
  value: number
  previous: number
  /** percentChange(value, previous); null when there is no earlier season or it had nothing. */
  change: number | null
}

export interface RankedLocation {
  rank: number
  location: Pick<Location, 'id' | 'name' | 'status'>
  netSales: FigureChange
  transactions: FigureChange
}

function figure(value: number, previous: number, hasPrevious: boolean): FigureChange {
  return { value, previous, change: hasPrevious && previous !== 0 ? percentChange(value, previous) : null }
}

/** Every location, best first; ties go to the other figure, then the name. Ranks are shared by equal figures. */
export function rankLocations(locations: readonly Location[], seasons: SeasonPair, by: RankBy): RankedLocation[] {
  const read = (location: Location, year: number | null) => {
    const stats = year === null ? undefined : location.stats[String(year)]
    return { netSales: stats?.totalNetSales ?? 0, transactions: stats?.totalTransactions ?? 0 }
  }
  const other: RankBy = by === 'netSales' ? 'transactions' : 'netSales'
  const rows = locations.map((location) => {
    const now = read(location, seasons.newest)
    const before = read(location, seasons.previous)
    return {
      rank: 0,
      location: { id: location.id, name: location.name, status: location.status },
      netSales: figure(now.netSales, before.netSales, seasons.previous !== null),
      transactions: figure(now.transactions, before.transactions, seasons.previous !== null),
    }
  })
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

export interface RankingTotals {
  netSales: FigureChange
  transactions: FigureChange
  /** Locations with a transaction in the newest season. */
  sellingLocations: number
}

/** Every location together. */
export function rankingTotals(rows: readonly RankedLocation[], hasPrevious: boolean): RankingTotals {
  const sum = (read: (row: RankedLocation) => number) => rows.reduce((total, row) => total + read(row), 0)
  return {
    netSales: figure(sum((row) => row.netSales.value), sum((row) => row.netSales.previous), hasPrevious),
    transactions: figure(sum((row) => row.transactions.value), sum((row) => row.transactions.previous), hasPrevious),
    sellingLocations: rows.filter((row) => row.transactions.value > 0).length,
  }
}
