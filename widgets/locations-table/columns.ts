// The list's optional figure columns (docs/screens.md#the-stats-area /stats/locations/list): per year 2025, 2024 and
// 2023 (newest first), Total Transactions and Total Net Sales, and the transactions and net sales
// of each season day. Pure: ids, labels, defaults and the value of a cell.
import type { LocationSortKey } from '../../src/analytics/locations'
import type { Location } from '../../src/contract/location'
import { SEASON_DAYS, type SeasonDay } from '../../src/season/window'

/** The list names these seasons by year (docs/clock-and-seasons.md#tracked-seasons-and-the-current-season: screens whose texts name fixed years keep them). */
export const LIST_YEARS = [2023, 2024, 2025] as const

export type Figure = 'transactions' | 'net-sales'

export interface FigureColumn {
  /** `net-sales-2024` for a season total, `transactions-2024-jul-5` for one day. */
  id: string
  year: number
  /** null for the season's total. */
  day: SeasonDay | null
  figure: Figure
  /** The header: "2024 Total Net Sales", "2024 Jul 5 Transactions". */
  label: string
  /** The page sort key a total's header sorts by. */
  sortKey: LocationSortKey | null
}

/** "Jun 28" … "Jul 5". */
export function seasonDayLabel(day: SeasonDay): string {
  return `${day >= 28 ? 'Jun' : 'Jul'} ${day}`
}

function dayId(day: SeasonDay): string {
  return `${day >= 28 ? 'jun' : 'jul'}-${day}`
}

/**
 * The years as the list sets them side by side: the newest first, so the season in progress sits
 * next to the names and last year's days come after it, never in front of it.
 */
export const LIST_YEARS_NEWEST_FIRST: readonly number[] = [...LIST_YEARS].reverse()

/** Every optional column, grouped by year, newest year first: the two totals, then each day's two figures. */
export const FIGURE_COLUMNS: readonly FigureColumn[] = LIST_YEARS_NEWEST_FIRST.flatMap((year) => [
  { id: `transactions-${year}`, year, day: null, figure: 'transactions', label: `${year} Total Transactions`, sortKey: `transactions-${year}` },
  { id: `net-sales-${year}`, year, day: null, figure: 'net-sales', label: `${year} Total Net Sales`, sortKey: `net-sales-${year}` },
  ...SEASON_DAYS.flatMap((day): FigureColumn[] => [
    { id: `transactions-${year}-${dayId(day)}`, year, day, figure: 'transactions', label: `${year} ${seasonDayLabel(day)} Transactions`, sortKey: null },
    { id: `net-sales-${year}-${dayId(day)}`, year, day, figure: 'net-sales', label: `${year} ${seasonDayLabel(day)} Net Sales`, sortKey: null },
  ]),
])

/** SPEC's defaults: 2023 totals hidden, 2024 and 2025 totals shown, only 2024's Jul 5 columns shown (in the columns' order). */
export const DEFAULT_COLUMN_IDS: readonly string[] = [
  'transactions-2025',
  'net-sales-2025',
  'transactions-2024',
  'net-sales-2024',
  'transactions-2024-jul-5',
  'net-sales-2024-jul-5',
]

/** The known ids among `ids`, in the columns' own order; undefined (no choice) gives the defaults. */
export function visibleColumns(ids: readonly string[] | undefined): FigureColumn[] {
  const wanted = new Set(ids ?? DEFAULT_COLUMN_IDS)
  return FIGURE_COLUMNS.filter((column) => wanted.has(column.id))
}

/** A cell's figure: transactions, or net sales in cents; 0 where the season or day has none. */
export function columnValue(location: Location, column: FigureColumn): number {
  const season = location.stats[String(column.year)]
  if (!season) return 0
  const figures = column.day === null ? season : season.dailySales[String(column.day)]
  if (!figures) return 0
  return column.figure === 'transactions' ? figures.totalTransactions : figures.totalNetSales
}

/** "40 locations found", "1 location found". */
export function foundText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'location' : 'locations'} found`
}
