// Runs a checked SearchOrders query over the store: filter by locations, states and an inclusive
// time range, sort by the chosen timestamp, and page with cursors. A paging is a snapshot (orders
// added after its first page stay out), and its sorted result is kept for its later pages, so
// paging a big season does not re-sort it for every page.
import type { Order } from '../../src/contract/square-order'
import { decodeCursor, encodeCursor, fingerprintOf } from './cursor'
import type { SearchQuery, SortField } from './search-request'
import { isVisible, type EmulatorStore, type IndexedOrder } from './store'

export interface SearchAnswer {
  orders?: Order[]
  order_entries?: { order_id: string; version: number; location_id: string }[]
  cursor?: string
}

const timeOf: Record<SortField, (entry: IndexedOrder) => number> = {
  CREATED_AT: (e) => e.createdMs,
  UPDATED_AT: (e) => e.updatedMs,
  CLOSED_AT: (e) => e.closedMs,
}

const RESULT_CACHE_SIZE = 8

export class OrderSearch {
  private readonly results = new Map<string, IndexedOrder[]>()

  constructor(private readonly store: EmulatorStore) {}

  /** One page of the search; `body` is the raw request, `nowMs` the emulator's clock. */
  page(query: SearchQuery, body: unknown, nowMs: number): SearchAnswer {
    const fingerprint = fingerprintOf(body)
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, fingerprint)
    const asOfMs = cursor?.asOfMs ?? nowMs
    const through = cursor?.through ?? this.store.insertionCount
    const offset = cursor?.offset ?? 0
    const matches = this.matching(query, fingerprint, asOfMs, through)
    const slice = matches.slice(offset, offset + query.limit)
    const next = offset + slice.length
    const answer: SearchAnswer = {}
    if (slice.length > 0) {
      if (query.returnEntries) {
        answer.order_entries = slice.map((e) => ({ order_id: e.id, version: e.version, location_id: e.locationId }))
      } else {
        answer.orders = slice.map((e) => this.store.order(e))
      }
    }
    if (next < matches.length) answer.cursor = encodeCursor({ fingerprint, offset: next, asOfMs, through })
    return answer
  }

  private matching(query: SearchQuery, fingerprint: string, asOfMs: number, through: number): IndexedOrder[] {
    const key = `${fingerprint}|${asOfMs}|${through}`
    const cached = this.results.get(key)
    if (cached) return cached
    const time = timeOf[query.sortField]
    const start = query.startMs ?? Number.NEGATIVE_INFINITY
    // Square: "If the end time is absent, it defaults to the time of the first request for the cursor."
    const end = query.endMs ?? asOfMs
    const found: IndexedOrder[] = []
    // A location named twice is still searched once.
    for (const locationId of new Set(query.locationIds)) {
      for (const entry of this.store.ordersOf(locationId)) {
        if (!isVisible(entry, asOfMs) || entry.sequence >= through) continue
        if (query.states && !query.states.has(entry.state)) continue
        const at = time(entry)
        // NaN (an order never closed) fails both comparisons and is left out of CLOSED_AT searches.
        if (!(at >= start && at <= end)) continue
        found.push(entry)
      }
    }
    const direction = query.sortOrder === 'ASC' ? 1 : -1
    found.sort((a, b) => direction * (time(a) - time(b) || a.locationRank - b.locationRank || a.sequence - b.sequence))
    if (this.results.size >= RESULT_CACHE_SIZE) this.results.delete(this.results.keys().next().value as string)
    this.results.set(key, found)
    return found
  }
}
