// Sorting the orders table fast enough for a 50,000-order season: each column's keys are read once
// into an array, indices are sorted by those keys (numbers subtract, strings compare by code unit,
// no localeCompare), and ties keep the newest order first, so a sort never reorders rows at random.
// Rows already in the asked order are not sorted again.
import { columnById, type ColumnId, type SortOrder } from './columns'
import type { OrderRow } from './order-rows'

export function sortRows(rows: readonly OrderRow[], columnId: ColumnId, order: SortOrder): OrderRow[] {
  const column = columnById(columnId)
  const count = rows.length
  const keys = new Array<number | string>(count)
  const created = new Float64Array(count)
  for (let index = 0; index < count; index++) {
    keys[index] = column.sortKey(rows[index]!)
    created[index] = rows[index]!.createdMs
  }
  const sign = order === 'asc' ? 1 : -1
  const compare = (a: number, b: number) => {
    const left = keys[a]!
    const right = keys[b]!
    if (left !== right) {
      if (typeof left === 'number' && typeof right === 'number') return sign * (left - right)
      return sign * (left < right ? -1 : 1)
    }
    return created[b]! - created[a]! || a - b
  }
  // The server lists a season newest first, the table's default order: one pass finds that out
  // and saves the sort when the table opens.
  let inOrder = true
  for (let index = 1; index < count && inOrder; index++) inOrder = compare(index - 1, index) < 0
  if (inOrder) return rows.slice()
  const indices = new Uint32Array(count)
  for (let index = 0; index < count; index++) indices[index] = index
  indices.sort(compare)
  const sorted = new Array<OrderRow>(count)
  for (let index = 0; index < count; index++) sorted[index] = rows[indices[index]!]!
  return sorted
}
