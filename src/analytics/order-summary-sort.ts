// How the orders table orders a season's order summaries, in one place for the browser (which
// sorts the whole season) and the server (which answers sorted pages of it), so the server's first
// page of an order is exactly the first rows the browser shows once the whole season is sorted.
// An order sorts by its column's key (numbers subtract, text compares by UTF-16 code unit: no
// locale, so both sides agree everywhere), then newest first, then by id, descending: no two
// orders ever tie, so a sort never reorders rows at random and a page cursor names one place.
import type { OrderSummary } from '../contract/order-summaries'
import type { OrderState } from '../contract/square-order'
import { parseInstant } from '../season/instant'

/** What the Items and Payment cells read when an order has no named lines or no tenders. */
export const NO_ITEMS = 'No items'
export const NO_PAYMENT = 'None'

/** The orders table's columns, each one a sort. */
export const ORDER_SORT_COLUMNS = ['createdAt', 'items', 'total', 'state', 'count', 'payment'] as const
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number]
export type SortDirection = 'asc' | 'desc'

export interface OrderSort {
  column: OrderSortColumn
  order: SortDirection
}

/** Newest first: how the table opens and how the server lists a season. */
export const NEWEST_FIRST: Readonly<OrderSort> = Object.freeze({ column: 'createdAt', order: 'desc' })

/** The fields an order sorts by; the orders table's rows carry them under the same names. */
export interface OrderSortFields {
  id: string
  createdMs: number
  /** Lower-cased Items text, the Items sort key. */
  itemsKey: string
  totalCents: number
  state: OrderState
  count: number
  /** The Payment text ("CARD, CASH"), its sort key. */
  payment: string
}

/** The Items cell: the line names, or 'No items'. */
export function itemsText(summary: Pick<OrderSummary, 'items'>): string {
  return summary.items === '' ? NO_ITEMS : summary.items
}

/** The Payment cell: the distinct tender types in order of first use, or 'None'. */
export function paymentText(summary: Pick<OrderSummary, 'tenders'>): string {
  return summary.tenders.length === 0 ? NO_PAYMENT : summary.tenders.join(', ')
}

export function sortFieldsOf(summary: OrderSummary): OrderSortFields {
  return {
    id: summary.id,
    createdMs: parseInstant(summary.created_at),
    itemsKey: itemsText(summary).toLowerCase(),
    totalCents: summary.total,
    state: summary.state,
    count: summary.count,
    payment: paymentText(summary),
  }
}

/** The key an order sorts by under `column`. */
export function sortKeyOf(fields: OrderSortFields, column: OrderSortColumn): number | string {
  switch (column) {
    case 'createdAt':
      return fields.createdMs
    case 'items':
      return fields.itemsKey
    case 'total':
      return fields.totalCents
    case 'state':
      return fields.state
    case 'count':
      return fields.count
    case 'payment':
      return fields.payment
  }
}

/** Whether a column's keys are numbers (else text). */
export function sortsByNumber(column: OrderSortColumn): boolean {
  return column === 'createdAt' || column === 'total' || column === 'count'
}

/** Two keys of one column, ascending: numbers subtract, text compares by code unit. */
export function compareKeys(a: number | string, b: number | string): number {
  if (a === b) return 0
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return a < b ? -1 : 1
}

/** Two ids, descending (the last tie-break). */
export function compareIdsDescending(a: string, b: string): number {
  return a === b ? 0 : a < b ? 1 : -1
}

/** The place of an order in a sort: its key, then its time and id as tie-breaks. */
export interface SortPlace {
  key: number | string
  createdMs: number
  id: string
}

export function sortPlaceOf(fields: OrderSortFields, column: OrderSortColumn): SortPlace {
  return { key: sortKeyOf(fields, column), createdMs: fields.createdMs, id: fields.id }
}

/** Orders two places in `sort`: negative when `a` comes first. */
export function comparePlaces(a: SortPlace, b: SortPlace, order: SortDirection): number {
  const byKey = compareKeys(a.key, b.key)
  if (byKey !== 0) return order === 'asc' ? byKey : -byKey
  return b.createdMs - a.createdMs || compareIdsDescending(a.id, b.id)
}

/** The comparator of a sort over whole orders (or rows). */
export function compareForSort(sort: OrderSort): (a: OrderSortFields, b: OrderSortFields) => number {
  return (a, b) => comparePlaces(sortPlaceOf(a, sort.column), sortPlaceOf(b, sort.column), sort.order)
}

const SORT_SEPARATOR = '.'

/** "total.desc" */
export function sortText(sort: OrderSort): string {
  return `${sort.column}${SORT_SEPARATOR}${sort.order}`
}

/** "total.desc" → Total, largest first; undefined for anything else. */
export function readSortText(text: string): OrderSort | undefined {
  const [column, order, ...rest] = text.split(SORT_SEPARATOR)
  if (rest.length > 0 || !(ORDER_SORT_COLUMNS as readonly string[]).includes(column ?? '')) return undefined
  if (order !== 'asc' && order !== 'desc') return undefined
  return { column: column as OrderSortColumn, order }
}
