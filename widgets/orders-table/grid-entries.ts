// What the orders table's body draws, in order (pure): the order rows, and on a phone each open
// row's details as a row of their own right after it; and where the arrow keys land among them
// (details rows are passed over: the keys move from order to order).
import type { OrderRow } from './order-rows'

/** An open row's details: drawn as a row of their own under it. */
export interface DetailsEntry {
  detailsOf: OrderRow
}
export type GridEntry = OrderRow | DetailsEntry

export const isDetails = (entry: GridEntry | undefined): entry is DetailsEntry => entry !== undefined && 'detailsOf' in entry

/** The virtualiser knows each row by its order id (wide, drawn rows are recycled by slot). */
export const entryKey = (entry: GridEntry) => (isDetails(entry) ? `details-${entry.detailsOf.id}` : entry.id)

/** The order rows with each open one's details after it. */
export function withDetails(rows: readonly OrderRow[], open: ReadonlySet<string>): GridEntry[] {
  const entries: GridEntry[] = []
  for (const row of rows) {
    entries.push(row)
    if (open.has(row.id)) entries.push({ detailsOf: row })
  }
  return entries
}

/** The order row nearest `target` going `step` (±1): details rows are passed over. */
export function orderRowNear(entries: readonly GridEntry[], target: number, step: 1 | -1): number {
  let index = Math.max(0, Math.min(entries.length - 1, target))
  while (isDetails(entries[index])) index += step > 0 && index < entries.length - 1 ? 1 : -1
  return index
}

