// The orders table's columns (docs/screens.md#location-details): their headers, how each row sorts under them and
// how a cell reads as text (the CSV export writes that text, amounts in dollars). Pure.
import { formatMoney } from '../../src/format'
import type { OrderRow } from './order-rows'

export type ColumnId = 'createdAt' | 'items' | 'total' | 'state' | 'count' | 'payment'
export type SortOrder = 'asc' | 'desc'

export interface OrdersColumn {
  id: ColumnId
  header: string
  align: 'start' | 'end'
  /** Width in the fixed layout, so columns hold still while rows scroll by. */
  width: string
  /** Kept on a phone, at this width ('auto': what the others leave); absent, it moves to the row's details. */
  phoneWidth?: string
  /** The sort key: a number, or a string compared by code unit (precomputed, lower-cased). */
  sortKey: (row: OrderRow) => number | string
  /** Where a click on the header starts (dates and amounts newest or largest first). */
  firstOrder: SortOrder
  /** The amount in dollars for the CSV ("12.34"), or the cell's text. */
  csv: (row: OrderRow, formatDate: (row: OrderRow) => string) => string | number
}

/** Cents as plain dollars with two decimals, for spreadsheets: 123456 → "1234.56". */
export function dollarsText(cents: number): string {
  return (cents / 100).toFixed(2)
}

export const ORDERS_COLUMNS: readonly OrdersColumn[] = [
  { id: 'createdAt', header: 'Date & Time', align: 'start', width: '13rem', phoneWidth: 'auto', sortKey: (row) => row.createdMs, firstOrder: 'desc', csv: (row, formatDate) => formatDate(row) },
  { id: 'items', header: 'Items', align: 'start', width: 'auto', sortKey: (row) => row.itemsKey, firstOrder: 'asc', csv: (row) => row.items },
  { id: 'total', header: 'Total', align: 'end', width: '8rem', phoneWidth: '6.75rem', sortKey: (row) => row.totalCents, firstOrder: 'desc', csv: (row) => dollarsText(row.totalCents) },
  { id: 'state', header: 'State', align: 'start', width: '8.5rem', phoneWidth: '7.25rem', sortKey: (row) => row.state, firstOrder: 'asc', csv: (row) => row.state },
  { id: 'count', header: 'Count', align: 'end', width: '5.5rem', sortKey: (row) => row.count, firstOrder: 'desc', csv: (row) => row.count },
  { id: 'payment', header: 'Payment', align: 'start', width: '9rem', sortKey: (row) => row.payment, firstOrder: 'asc', csv: (row) => row.payment },
]

/**
 * The columns a phone keeps of the visible ones (the date, total and state: when, how much, and
 * whether it went through); the rest open under a row. Never none: with all three hidden by the
 * reader, the first visible column stays.
 */
export function phoneColumns(visible: readonly OrdersColumn[]): OrdersColumn[] {
  const kept = visible.filter((column) => column.phoneWidth !== undefined)
  return kept.length > 0 ? kept : visible.slice(0, 1)
}

export const DEFAULT_SORT = { column: 'createdAt', order: 'desc' } as const satisfies { column: ColumnId; order: SortOrder }

export function columnById(id: ColumnId): OrdersColumn {
  return ORDERS_COLUMNS.find((column) => column.id === id)!
}

/** The cell text the table shows for money (2 decimals, docs/screens.md#numbers-the-screens-keep). */
export const totalText = (row: OrderRow): string => formatMoney(row.totalCents)
