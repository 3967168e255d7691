// How the reader has set the orders table up — its sort, the order states shown and the visible
// columns — as the element's attributes write it (sort="total.asc" states="COMPLETED,OPEN"
// columns="createdAt,total"), so a host keeps it in its URL and a reload or Back shows the table
// as it was left. Pure: reading is forgiving (anything unknown falls back to the default), writing
// gives null for a default, which the host leaves out of its URL.
import type { OrderState } from '../../src/contract/square-order'
import { DEFAULT_SORT, ORDERS_COLUMNS, type ColumnId, type SortOrder } from './columns'
import { DEFAULT_STATES, LISTED_STATES } from './order-rows'

export interface OrdersSort {
  column: ColumnId
  order: SortOrder
}

export interface OrdersView {
  sort: OrdersSort
  /** The states shown, in the filter's order; may be none. */
  states: readonly OrderState[]
  /** The visible columns, in the table's order; never none. */
  columns: readonly ColumnId[]
}

/** What fw-orders-view-change tells the host: each part as its attribute text, null for the default. */
export interface OrdersViewChange {
  sort: string | null
  states: string[] | null
  columns: string[] | null
}

/** The attributes as the element receives them. */
export interface OrdersViewAttributes {
  /** The sort, column and direction: "total.asc", "createdAt.desc" (the default, newest first). */
  sort?: string
  /** The order states shown, e.g. "COMPLETED,OPEN"; absent shows COMPLETED only. */
  states?: readonly string[] | string
  /** The visible columns in order, e.g. "createdAt,items,total"; absent shows them all. */
  columns?: readonly string[] | string
}

const ALL_COLUMNS: readonly ColumnId[] = ORDERS_COLUMNS.map((column) => column.id)
const SORT_SEPARATOR = '.'

function listOf(value: readonly string[] | string | undefined): string[] | undefined {
  if (value === undefined) return undefined
  const items = typeof value === 'string' ? value.split(',') : [...value]
  return items.map((item) => item.trim()).filter((item) => item !== '')
}

/** "total.asc" → Total, ascending; anything else → newest first. */
export function parseSort(text: string | undefined): OrdersSort {
  const [column, order] = (text ?? '').split(SORT_SEPARATOR)
  if (ALL_COLUMNS.includes(column as ColumnId) && (order === 'asc' || order === 'desc')) return { column: column as ColumnId, order }
  return { ...DEFAULT_SORT }
}

/** Absent → COMPLETED only; given → the listed states it names (states="" shows none). */
export function parseStates(value: OrdersViewAttributes['states']): OrderState[] {
  const named = listOf(value)
  if (named === undefined) return [...DEFAULT_STATES]
  const upper = new Set(named.map((state) => state.toUpperCase()))
  return LISTED_STATES.filter((state) => upper.has(state))
}

/** Absent, or naming no known column → every column; else the ones named, in the table's order. */
export function parseColumns(value: OrdersViewAttributes['columns']): ColumnId[] {
  const named = new Set(listOf(value) ?? [])
  const shown = ALL_COLUMNS.filter((id) => named.has(id))
  return shown.length > 0 ? shown : [...ALL_COLUMNS]
}

export function parseOrdersView(attributes: OrdersViewAttributes): OrdersView {
  return { sort: parseSort(attributes.sort), states: parseStates(attributes.states), columns: parseColumns(attributes.columns) }
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index])

/** The view as the host should write it: null for each part left at its default. */
export function ordersViewChange(view: OrdersView): OrdersViewChange {
  const isDefaultSort = view.sort.column === DEFAULT_SORT.column && view.sort.order === DEFAULT_SORT.order
  return {
    sort: isDefaultSort ? null : `${view.sort.column}${SORT_SEPARATOR}${view.sort.order}`,
    states: sameList(view.states, DEFAULT_STATES) ? null : [...view.states],
    columns: sameList(view.columns, ALL_COLUMNS) ? null : [...view.columns],
  }
}
