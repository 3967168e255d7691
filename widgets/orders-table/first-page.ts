// The table's first screen from the server's first pages (one per season shown): their rows merged
// into the view's order and cut to one page. Each season's page holds its first orders of that
// order, so the first of them all are among them. Pure.
import type { OrderSummaryPage } from '../../src/contract/order-summaries'
import { zonePlacer } from '../../src/season'
import type { ColumnId, SortOrder } from './columns'
import { toOrderRow, type OrderRow } from './order-rows'
import { sortRows } from './sort-rows'

/** Orders asked per season for the first screen: a tall screen shows about 20, and a reader scrolls a few screens while the rest arrives. */
export const FIRST_PAGE_ROWS = 100

export interface FirstPage {
  /** The first rows of the view, in its order. */
  rows: OrderRow[]
  /** How many orders the view lists in all. */
  matching: number
}

export function mergeFirstPages(pages: readonly OrderSummaryPage[], sort: { column: ColumnId; order: SortOrder }, timeZone: string, limit = FIRST_PAGE_ROWS): FirstPage {
  const placer = zonePlacer(timeZone)
  const rows = pages.flatMap((page) => page.orders.map((order) => toOrderRow(order, placer)))
  return { rows: sortRows(rows, sort.column, sort.order).slice(0, limit), matching: pages.reduce((sum, page) => sum + page.matching, 0) }
}
