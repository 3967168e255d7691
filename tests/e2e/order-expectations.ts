// What the orders table should list and show, worked out here from the API's raw orders by docs/screens.md
// …/orders and docs/screens.md (order state, the window's days), not through the table's own code: which
// orders a selection lists, each row's cells, the order a column sorts them in, and reading the
// rendered rows and their money back, and the CSV export against the table. Shared by the browser tests of the table on a plain page
// and inside the shell.
import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import type { Locator } from '@playwright/test'
import Papa from 'papaparse'
import type { Order, OrderState } from '../../src/contract/square-order'
import { formatDateTime } from '../../src/format/date-time'
import { formatMoney } from '../../src/format/money'
import { seasonPlace } from '../../src/season/season-place'

/** The season's window days in order: June 28, 29, 30, then July 1 to 5. */
export const WINDOW_DAYS = [28, 29, 30, 1, 2, 3, 4, 5] as const

/** The window days a URL's days value names ("30to2" → 30, 1, 2). */
export function daysOf(days: string): number[] {
  const [from, to] = days.split('to').map(Number)
  const start = WINDOW_DAYS.indexOf(from as (typeof WINDOW_DAYS)[number])
  const end = WINDOW_DAYS.indexOf(to as (typeof WINDOW_DAYS)[number])
  if (start === -1 || end === -1 || start > end) throw new Error(`Not a window range: ${days}`)
  return WINDOW_DAYS.slice(start, end + 1)
}

export interface WindowSelection {
  years: readonly number[]
  /** "28to5" unless told. */
  days?: string
  /** COMPLETED alone unless told (the table's default). */
  states?: readonly OrderState[]
}

/** The orders a selection lists: of the states, created (local time) on the days of the seasons. */
export function ordersOfWindow(orders: readonly Order[], timeZone: string, selection: WindowSelection): Order[] {
  const days = new Set(daysOf(selection.days ?? '28to5'))
  const states = new Set(selection.states ?? ['COMPLETED'])
  return orders.filter((order) => {
    const place = seasonPlace(order.created_at, timeZone)
    return place !== null && selection.years.includes(place.year) && days.has(place.day) && states.has(order.state)
  })
}

/** The table's columns, by header, in order. */
export const ORDER_COLUMNS = ['Date & Time', 'Items', 'Total', 'State', 'Count', 'Payment'] as const
export type OrderColumn = (typeof ORDER_COLUMNS)[number]

export interface ExpectedRow {
  id: string
  createdMs: number
  totalCents: number
  count: number
  /** The cells' texts, column by column. */
  cells: string[]
}

/**
 * One order's row: items joined by commas or 'No items', distinct tender types or 'None' (docs/screens.md);
 * its date says its zone (`zone`) where the chain's locations keep several clocks.
 */
export function expectedRow(order: Order, timeZone: string, { zone = false }: { zone?: boolean } = {}): ExpectedRow {
  const names = (order.line_items ?? []).map((line) => line.name ?? '').filter((name) => name !== '')
  const tenders = [...new Set((order.tenders ?? []).map((tender) => tender.type))]
  const count = (order.line_items ?? []).reduce((sum, line) => sum + (Number(line.quantity) || 0), 0)
  const totalCents = order.total_money?.amount ?? 0
  return {
    id: order.id,
    createdMs: Date.parse(order.created_at),
    totalCents,
    count,
    cells: [
      formatDateTime(order.created_at, timeZone, { zone }),
      names.length === 0 ? 'No items' : names.join(', '),
      formatMoney(totalCents),
      order.state,
      String(count),
      tenders.length === 0 ? 'None' : tenders.join(', '),
    ],
  }
}

/** What a column sorts by: instants and amounts as numbers, texts case-insensitively. */
function sortKey(row: ExpectedRow, column: OrderColumn): number | string {
  switch (column) {
    case 'Date & Time':
      return row.createdMs
    case 'Total':
      return row.totalCents
    case 'Count':
      return row.count
    case 'Items':
      return row.cells[1]!.toLowerCase()
    default:
      return row.cells[ORDER_COLUMNS.indexOf(column)]!
  }
}

export type SortDirection = 'ascending' | 'descending'

/** The rows sorted under a column as a reader expects: by its key, ties newest first. */
export function sortedRows(rows: readonly ExpectedRow[], column: OrderColumn, direction: SortDirection): ExpectedRow[] {
  const sign = direction === 'ascending' ? 1 : -1
  return [...rows].sort((a, b) => {
    const left = sortKey(a, column)
    const right = sortKey(b, column)
    if (left !== right) return sign * (left < right ? -1 : 1)
    return b.createdMs - a.createdMs
  })
}

/** The cells of the rendered rows, first first (the table renders those in view and a few more). */
export async function renderedRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr.fw-orders-row').evaluateAll((rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? '')))
}

/** "$1,234.56" → 1234.56 */
export const moneyValue = (text: string): number => Number(text.replace(/[$,]/g, ''))

/** Fails unless every neighbouring pair of `values` is in `compare`'s order. */
export function expectSorted<T>(values: readonly T[], compare: (a: T, b: T) => number): void {
  for (let index = 1; index < values.length; index++) {
    expect(compare(values[index - 1]!, values[index]!), `${String(values[index - 1])} before ${String(values[index])}`).toBeLessThanOrEqual(0)
  }
}

/**
 * Clicks the table's Export CSV and checks the file: a UTF-8 byte order mark, the table's header, one
 * row per id in `ids`, and its first rows equal to the rows the table shows, in its order, amounts
 * in dollars (a cell that could start a formula escaped with ').
 */
export async function expectCsvOfTable(table: Locator, ids: readonly string[]): Promise<void> {
  const [download] = await Promise.all([table.page().waitForEvent('download'), table.getByRole('button', { name: 'Export CSV' }).click()])
  const bytes = readFileSync((await download.path())!)
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf])
  const [header, ...rows] = Papa.parse<string[]>(bytes.subarray(3).toString('utf8').trim()).data
  expect(header).toEqual(['Order ID', ...ORDER_COLUMNS])
  expect(rows).toHaveLength(ids.length)
  expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(ids))
  const shown = await renderedRows(table)
  expect(rows.slice(0, shown.length).map((row) => [row[1], row[2]!.replace(/^'/, ''), row[3], row[4], row[5], row[6]])).toEqual(
    shown.map((cells) => [cells[0], cells[1], moneyValue(cells[2]!).toFixed(2), cells[3], cells[4], cells[5]]),
  )
}
