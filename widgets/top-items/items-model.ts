// What the items tab draws (docs/screens.md#location-details): the item rows of the shown seasons merged by catalog
// object id (custom amounts stay one row), sorted largest first by revenue and by units, as the
// two horizontal bar charts' data and the items table's rows; how tall those charts grow (docs/screens.md#numbers-the-screens-keep: max(800, 50 per item));
// and what the screen says it shows: the season, or the days of it (Today: tonight's sellers).
import { itemLabels, sortItemsByRevenue, sortItemsByUnits } from '../../src/analytics/items'
import type { ItemRow } from '../../src/contract/stats'
import { formatCount, formatMoney, formatSeasonDate } from '../../src/format'
import { SEASON_DAYS, type SeasonDay } from '../../src/season'
import type { ChartData, ChartSeries } from '../chart-kit'

/** The smallest items chart, and the room each item gets beyond it. */
export const ITEMS_CHART_MIN_HEIGHT = 800
export const ITEMS_CHART_ROW_HEIGHT = 50

export const TOP_ITEMS_TITLES = {
  revenue: 'Top Items by Sales Revenue',
  units: 'Top Items by Units Sold',
} as const

/** Whole dollars on the charts (docs/screens.md#numbers-the-screens-keep), exact cents for an item's average price. */
export const chartDollars = (cents: number): string => formatMoney(cents, { decimals: 0 })
export const unitsText = (units: number): string => (Number.isInteger(units) ? formatCount(units) : units.toLocaleString('en-US', { maximumFractionDigits: 2 }))

export const ITEMS_TABLE_TITLE = 'Item Sales'

/** What the items screen says it shows: the season, or the days of it the items were sold on. */
export interface ItemsPeriod {
  year: number
  /** The selected days as the URL writes them ("4to4"); null for the whole window. */
  days: string | null
  /** "Items sold in 2025", "Items sold on Jul 4, 2025", "Items sold Jul 1 – Jul 4, 2025". */
  heading: string
  /** The items table's title: "Item Sales 2025", "Item Sales Jul 4, 2025". */
  tableTitle: string
}

/** The period of the items of `year` sold on `days` (window order, contiguous). */
export function itemsPeriod(year: number, days: readonly SeasonDay[]): ItemsPeriod {
  const first = days[0]
  const last = days[days.length - 1]
  if (first === undefined || last === undefined || days.length === SEASON_DAYS.length) {
    return { year, days: null, heading: `Items sold in ${year}`, tableTitle: `${ITEMS_TABLE_TITLE} ${year}` }
  }
  const when = first === last ? `${formatSeasonDate(first)}, ${year}` : `${formatSeasonDate(first)} – ${formatSeasonDate(last)}, ${year}`
  return { year, days: `${first}to${last}`, heading: `Items sold ${first === last ? 'on ' : ''}${when}`, tableTitle: `${ITEMS_TABLE_TITLE} ${when}` }
}

/** A chart's height for `count` items. */
export function itemsChartHeight(count: number): number {
  return Math.max(ITEMS_CHART_MIN_HEIGHT, ITEMS_CHART_ROW_HEIGHT * count)
}

const rowKey = (row: ItemRow): string => row.catalogObjectId ?? 'custom-amounts'

/**
 * Rows of several answers as one row per catalog object id: revenue and units added up, the average
 * price recomputed from them, the latest answer's names kept, labels made unique again. Unsorted.
 */
export function mergeItemRows(answers: readonly (readonly ItemRow[])[]): ItemRow[] {
  const merged = new Map<string, ItemRow>()
  for (const rows of answers) {
    for (const row of rows) {
      const seen = merged.get(rowKey(row))
      merged.set(
        rowKey(row),
        seen === undefined
          ? { ...row }
          : { ...row, totalSales: seen.totalSales + row.totalSales, totalUnits: seen.totalUnits + row.totalUnits },
      )
    }
  }
  const rows = [...merged.values()]
  const labels = itemLabels(rows)
  return rows.map((row, index) => ({
    ...row,
    itemLabel: labels[index]!,
    averagePrice: row.totalUnits > 0 ? Math.round(row.totalSales / row.totalUnits) : 0,
  }))
}

export interface TopItemsModel {
  /** The rows themselves, largest revenue first (the items table). */
  rows: readonly ItemRow[]
  /** Rows by revenue, largest first. */
  byRevenue: ChartData
  /** Rows by units sold, largest first. */
  byUnits: ChartData
  /** How many items each chart lists. */
  count: number
}

function series(rows: readonly ItemRow[]) {
  return {
    revenue: { key: 'revenue', name: 'Revenue', values: rows.map((row) => row.totalSales), format: chartDollars },
    units: { key: 'units', name: 'Units sold', values: rows.map((row) => row.totalUnits), format: unitsText },
    average: { key: 'average', name: 'Average price', values: rows.map((row) => row.averagePrice), format: (cents: number) => formatMoney(cents) },
  } satisfies Record<string, ChartSeries>
}

/** Both charts' data: each draws its own measure and shows the other two in its tooltip. */
export function topItemsModel(rows: readonly ItemRow[]): TopItemsModel {
  const byRevenue = sortItemsByRevenue(rows)
  const byUnits = sortItemsByUnits(rows)
  const revenue = series(byRevenue)
  const units = series(byUnits)
  return {
    rows: byRevenue,
    byRevenue: {
      labels: byRevenue.map((row) => row.itemLabel),
      series: [revenue.revenue, { ...revenue.units, tooltipOnly: true }, { ...revenue.average, tooltipOnly: true }],
    },
    byUnits: {
      labels: byUnits.map((row) => row.itemLabel),
      series: [{ ...units.units }, { ...units.revenue, tooltipOnly: true }, { ...units.average, tooltipOnly: true }],
    },
    count: rows.length,
  }
}
