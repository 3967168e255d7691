// Sorting the orders table fast enough for a 50,000-order season: each column's keys are read once
// into an array, indices are sorted by those keys (numbers subtract, strings compare by code unit,
// no localeCompare), and ties keep the newest order first, then the larger id — the order the
// server's pages follow too (src/analytics/order-summary-sort), so a first page from the server
// is exactly the first rows sorted here. Rows already in the asked order are not sorted again.
import { compareIdsDescending, compareKeys } from '../../src/analytics/order-summary-sort'
import { columnById, type ColumnId, type SortOrder } from './columns'
import type { OrderRow } from './order-rows'

/** Compares two positions in `rows` in the asked order (negative: the first comes first). */
export function rowsComparator(rows: readonly OrderRow[], columnId: ColumnId, order: SortOrder): (a: number, b: number) => number {
  const column = columnById(columnId)
  const count = rows.length
  const keys = new Array<number | string>(count)
  const created = new Float64Array(count)
  for (let index = 0; index < count; index++) {
    keys[index] = column.sortKey(rows[index]!)
    created[index] = rows[index]!.createdMs
  }
  const sign = order === 'asc' ? 1 : -1
  return (a, b) => sign * compareKeys(keys[a]!, keys[b]!) || created[b]! - created[a]! || compareIdsDescending(rows[a]!.id, rows[b]!.id)
}

/** 0, 1, 2 … count − 1. */
export function positions(count: number): Uint32Array {
  const list = new Uint32Array(count)
  for (let index = 0; index < count; index++) list[index] = index
  return list
}

/** Whether `count` positions are already in `compare`'s order: one pass. */
export function inOrder(count: number, compare: (a: number, b: number) => number): boolean {
  for (let index = 1; index < count; index++) if (compare(index - 1, index) >= 0) return false
  return true
}

/** The rows' positions in the asked order. */
export function sortedIndices(rows: readonly OrderRow[], columnId: ColumnId, order: SortOrder): Uint32Array {
  const compare = rowsComparator(rows, columnId, order)
  const indices = positions(rows.length)
  // The server lists a season newest first, the table's default order: one pass finds that out
  // and saves the sort when the table opens.
  if (!inOrder(rows.length, compare)) indices.sort(compare)
  return indices
}

export function sortRows(rows: readonly OrderRow[], columnId: ColumnId, order: SortOrder): OrderRow[] {
  const indices = sortedIndices(rows, columnId, order)
  const sorted = new Array<OrderRow>(rows.length)
  for (let index = 0; index < sorted.length; index++) sorted[index] = rows[indices[index]!]!
  return sorted
}
