// Pages of one location-year's order summaries as the orders table asks for them: the orders of
// some states created on some window days (in the location's timezone, as the table places them),
// in one of the table's sorts (./order-summary-sort), `limit` at a time, each page after the last
// one's place (a keyset cursor: a page never repeats or skips an order because another was sorted
// in meanwhile, as an offset would). A SummarySeason holds a season's summaries with their sort
// fields and days worked out once and each sort's order made when first asked, so every page
// after that is a binary search and a walk of `limit` orders. Pure: the server keeps one per
// cached season; tests build one from any list.
import type { OrderSummary } from '../contract/order-summaries'
import type { OrderState } from '../contract/square-order'
import { daysInRange, type DayRange, type SeasonDay } from '../season/window'
import { zonePlacer } from '../season/zone'
import {
  compareIdsDescending,
  compareKeys,
  comparePlaces,
  ORDER_SORT_COLUMNS,
  sortFieldsOf,
  sortKeyOf,
  sortPlaceOf,
  sortsByNumber,
  sortText,
  type OrderSort,
  type OrderSortFields,
  type SortDirection,
  type SortPlace,
} from './order-summary-sort'

/** The most orders one page holds. */
export const MAX_PAGE_LIMIT = 1000

export interface SummaryPageQuery {
  sort: OrderSort
  /** The states listed; none lists nothing. */
  states: readonly OrderState[]
  days: DayRange
  limit: number
  /** The page starts after this place (a previous page's `next`, read by readCursor). */
  after?: SortPlace | undefined
}

export interface SummaryPage {
  orders: OrderSummary[]
  /** How many orders of the season match the states and days (on every page). */
  matching: number
  /** The cursor of the page after this one, or null when this is the last. */
  next: string | null
}

/** One season's summaries, ready to page through in any sort. */
export class SummarySeason {
  private readonly fields: OrderSortFields[]
  /** Each order's window day in the location's timezone, or null outside the window. */
  private readonly days: (SeasonDay | null)[]
  private readonly sorted = new Map<string, Uint32Array>()

  constructor(
    readonly summaries: readonly OrderSummary[],
    timeZone: string,
  ) {
    const placer = zonePlacer(timeZone)
    this.fields = summaries.map(sortFieldsOf)
    this.days = this.fields.map((fields) => placer.place(fields.createdMs)?.season?.day ?? null)
  }

  get size(): number {
    return this.summaries.length
  }

  /** The orders' indices in `sort`'s order, made once per sort. */
  private order(sort: OrderSort): Uint32Array {
    const name = sortText(sort)
    let indices = this.sorted.get(name)
    if (indices === undefined) {
      const fields = this.fields
      const keys = fields.map((row) => sortKeyOf(row, sort.column))
      const sign = sort.order === 'asc' ? 1 : -1
      indices = new Uint32Array(fields.length)
      for (let index = 0; index < indices.length; index++) indices[index] = index
      indices.sort((a, b) => sign * compareKeys(keys[a]!, keys[b]!) || fields[b]!.createdMs - fields[a]!.createdMs || compareIdsDescending(fields[a]!.id, fields[b]!.id))
      this.sorted.set(name, indices)
    }
    return indices
  }

  page(query: SummaryPageQuery): SummaryPage {
    const { sort, limit, after } = query
    const shownStates = new Set(query.states)
    const shownDays = new Set<SeasonDay>(daysInRange(query.days))
    const matches = (index: number) => {
      const day = this.days[index] ?? null
      return day !== null && shownDays.has(day) && shownStates.has(this.fields[index]!.state)
    }
    const indices = this.order(sort)
    let matching = 0
    for (let index = 0; index < this.fields.length; index++) if (matches(index)) matching++
    let position = after === undefined ? 0 : this.firstAfter(indices, sort, after)
    const orders: OrderSummary[] = []
    let last = -1
    for (; position < indices.length && orders.length < limit; position++) {
      const index = indices[position]!
      if (!matches(index)) continue
      orders.push(this.summaries[index]!)
      last = index
    }
    let more = false
    for (; position < indices.length && !more; position++) more = matches(indices[position]!)
    const next = more && last !== -1 ? writeCursor(sort, sortPlaceOf(this.fields[last]!, sort.column)) : null
    return { orders, matching, next }
  }

  /** The position of the first order that comes after `place` in `sort`. */
  private firstAfter(indices: Uint32Array, sort: OrderSort, place: SortPlace): number {
    let low = 0
    let high = indices.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (comparePlaces(sortPlaceOf(this.fields[indices[middle]!]!, sort.column), place, sort.order) <= 0) low = middle + 1
      else high = middle
    }
    return low
  }
}

// A cursor is the last order's place and the sort it was taken in, as base64url JSON: opaque to
// clients, and checked whole when it comes back (an edited one is refused, never half-read).
const MAX_CURSOR_LENGTH = 2048
const MAX_CURSOR_TEXT = 1024
const CURSOR_ID = /^[A-Za-z0-9_-]{1,192}$/

function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return undefined
  }
}

export function writeCursor(sort: OrderSort, place: SortPlace): string {
  return toBase64Url(JSON.stringify([sort.column, sort.order, place.key, place.createdMs, place.id]))
}

/** The sort and place a cursor names, or undefined when it is not one this server wrote. */
export function readCursor(text: string): { sort: OrderSort; place: SortPlace } | undefined {
  if (text.length === 0 || text.length > MAX_CURSOR_LENGTH) return undefined
  const json = fromBase64Url(text)
  if (json === undefined) return undefined
  let parts: unknown
  try {
    parts = JSON.parse(json)
  } catch {
    return undefined
  }
  if (!Array.isArray(parts) || parts.length !== 5) return undefined
  const [column, order, key, createdMs, id] = parts as unknown[]
  if (!(ORDER_SORT_COLUMNS as readonly unknown[]).includes(column)) return undefined
  if (order !== 'asc' && order !== 'desc') return undefined
  const sort = { column: column as OrderSort['column'], order: order as SortDirection }
  const keyFits = sortsByNumber(sort.column) ? Number.isFinite(key) : typeof key === 'string' && key.length <= MAX_CURSOR_TEXT
  if (!keyFits || !Number.isFinite(createdMs) || typeof id !== 'string' || !CURSOR_ID.test(id)) return undefined
  return { sort, place: { key: key as number | string, createdMs: createdMs as number, id } }
}
