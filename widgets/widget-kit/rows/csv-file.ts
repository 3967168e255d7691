// A table as a CSV file for a spreadsheet, one way for every widget that exports one: papaparse's
// quoting, CRLF lines, a cell a spreadsheet would run as a formula (=, +, -, @ at the start)
// escaped with a leading quote except a plain negative or signed number, and a UTF-8 byte-order
// mark so Excel reads "Café · 12-Pack" as written. The file is saved through a temporary download
// link (no navigation, works inside a shadow root), named after what it holds.
import Papa from 'papaparse'

export const CSV_BYTE_ORDER_MARK = '\uFEFF'
/** papaparse's formula characters, less a number's own minus or plus sign. */
const FORMULA_START = /^(?![-+]?\d+(\.\d+)?$)[=+\-@\t\r]/

export type CsvCell = string | number

/** The CSV text (without the byte-order mark) of a header row and data rows. */
export function csvText(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse({ fields: [...fields], data: rows.map((row) => [...row]) }, { escapeFormulae: FORMULA_START, newline: '\r\n' })
}

/** Cents as dollars with two decimals, the way a spreadsheet reads money: 12345 → "123.45". */
export const csvDollars = (cents: number): string => (cents / 100).toFixed(2)

/** "Oakdale Tent #2" → "oakdale-tent-2": a name that is safe in a file name. */
export function fileSlug(name: string, fallback = 'location'): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || fallback
}

/** "items", ["Oakdale Tent", 2025] → "items-oakdale-tent-2025.csv" */
export function csvFileName(what: string, ...parts: readonly (string | number)[]): string {
  return `${[what, ...parts.map((part) => fileSlug(String(part), ''))].filter((part) => part !== '').join('-')}.csv`
}

/** The file a browser saves: the CSV as UTF-8 with a byte-order mark. */
export function csvBlob(csv: string): Blob {
  return new Blob([CSV_BYTE_ORDER_MARK, csv], { type: 'text/csv;charset=utf-8' })
}

/** Saves the blob under fileName through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}

/** Builds and saves a CSV file in one step (a button's click). */
export function downloadCsv(fileName: string, fields: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  downloadBlob(csvBlob(csvText(fields, rows)), fileName)
}
