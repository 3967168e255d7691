// The items of a season as a CSV file, the figures the items table shows (Square's Item Sales):
// each item's revenue (net sales, dollars), units sold and average price, in the table's order.
// Named after what it holds: "items-oakdale-tent-2025.csv", "items-oakdale-tent-2025-4to4.csv" for some days.
import type { ItemRow } from '../../src/contract/stats'
import { csvDollars, csvFileName, csvText, fileSlug } from '../widget-kit'

export const ITEMS_CSV_HEADERS = ['Item', 'Catalog Object ID', 'Revenue', 'Units Sold', 'Average Price']

export function itemsCsv(rows: readonly ItemRow[]): string {
  return csvText(
    ITEMS_CSV_HEADERS,
    rows.map((row) => [row.itemLabel, row.catalogObjectId ?? '', csvDollars(row.totalSales), row.totalUnits, csvDollars(row.averagePrice)]),
  )
}

export function itemsCsvFileName(locationName: string, year: number, days: string | null = null): string {
  return csvFileName('items', fileSlug(locationName), year, days ?? '')
}
