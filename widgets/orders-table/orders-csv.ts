// The CSV export of the orders table: exactly the rows the table shows, in its order, with its
// visible columns and the order id first (so a row can be found again), amounts in dollars. The
// quoting, formula escaping and byte-order mark are the widget kit's (csv-file).
import { csvBlob, csvFileName, csvText, fileSlug } from '../widget-kit'
import type { OrdersColumn } from './columns'
import type { OrderRow } from './order-rows'

export { downloadBlob } from '../widget-kit'

export const ORDER_ID_HEADER = 'Order ID'

/** The CSV text (without the byte-order mark) of rows under columns. */
export function ordersCsv(rows: readonly OrderRow[], columns: readonly OrdersColumn[], formatDate: (row: OrderRow) => string): string {
  return csvText(
    [ORDER_ID_HEADER, ...columns.map((column) => column.header)],
    rows.map((row) => [row.id, ...columns.map((column) => column.csv(row, formatDate))]),
  )
}

/** The file a browser saves: the CSV as UTF-8 with a byte-order mark. */
export const ordersCsvBlob = csvBlob

/** "orders-oakdale-tent-2024-2025.csv" */
export function ordersCsvFileName(locationName: string, years: readonly number[]): string {
  return csvFileName('orders', fileSlug(locationName), ...years)
}
