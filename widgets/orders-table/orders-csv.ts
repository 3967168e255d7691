// The CSV export of the orders table: exactly the rows the table shows, in its order, with its
// visible columns and the order id first (so a row can be found again), amounts in dollars.
// Written with papaparse; a cell a spreadsheet would run as a formula (=, +, -, @ at the start)
// is escaped with a leading quote, except plain negative amounts, which are numbers. UTF-8 with a
// byte-order mark, so Excel reads "Café · 12-Pack" as written.
import Papa from 'papaparse'
import type { OrdersColumn } from './columns'
import type { OrderRow } from './order-rows'

export const ORDER_ID_HEADER = 'Order ID'
const BYTE_ORDER_MARK = '\uFEFF'
/** papaparse's formula characters, less a number's own minus or plus sign. */
const FORMULA_START = /^(?![-+]?\d+(\.\d+)?$)[=+\-@\t\r]/

/** The CSV text (without the byte-order mark) of rows under columns. */
export function ordersCsv(rows: readonly OrderRow[], columns: readonly OrdersColumn[], formatDate: (row: OrderRow) => string): string {
  return Papa.unparse(
    {
      fields: [ORDER_ID_HEADER, ...columns.map((column) => column.header)],
      data: rows.map((row) => [row.id, ...columns.map((column) => column.csv(row, formatDate))]),
    },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  )
}

/** The file a browser saves: the CSV as UTF-8 with a byte-order mark. */
export function ordersCsvBlob(csv: string): Blob {
  return new Blob([BYTE_ORDER_MARK, csv], { type: 'text/csv;charset=utf-8' })
}

/** "orders-oakdale-tent-2024-2025.csv" */
export function ordersCsvFileName(locationName: string, years: readonly number[]): string {
  const slug = locationName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'location'
  return `orders-${slug}-${years.join('-')}.csv`
}

/** Saves the file through a temporary download link (no navigation, works inside a shadow root). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
