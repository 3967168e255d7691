// The cache debugger's pure rules (docs/screens.md#kv-cache-debugger, docs/screens.md#errors-and-messages): key types and their counts, the key
// search and type filter, the empty texts, the error sentences, when a value is too long to draw
// as a tree, and how the cache's size reads against its budget.
import { ApiHttpError } from '../../src/api/errors'
import { KV_VALUE_PREVIEW_LENGTH, KV_VALUE_PREVIEW_THRESHOLD, kvKeyType, type KvKeyEntry, type KvKeyType, type KvUsage } from '../../src/contract/kv-cache'
import { formatBytes, formatSharePercent } from '../../src/format'

export type KvFilter = 'all' | KvKeyType

/** The type filter buttons in order, with their labels. */
export const KV_FILTERS: readonly { value: KvFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'geocode', label: 'Geocode' },
  { value: 'orders', label: 'Orders' },
  { value: 'locations', label: 'Locations' },
  { value: 'other', label: 'Other' },
]

/** How a type reads in the table's Type column. */
export const KV_TYPE_LABELS: Readonly<Record<KvKeyType, string>> = { geocode: 'Geocode', orders: 'Orders', locations: 'Locations', other: 'Other' }

export interface KvKeyRow {
  name: string
  type: KvKeyType
  /** The entry's size, when the server reports it. */
  bytes: number | null
}

export type KvCounts = Record<KvFilter, number>

/** Each key with its type and size, sorted by name so the list holds still between refreshes. */
export function kvRows(entries: readonly Pick<KvKeyEntry, 'name' | 'bytes'>[]): KvKeyRow[] {
  return [...entries]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((entry) => ({ name: entry.name, type: kvKeyType(entry.name), bytes: entry.bytes ?? null }))
}

/** The cache's size against its budget, as the size card reads it. */
export function kvUsageView(usage: KvUsage): { used: string; budget: string; share: string; percent: number } {
  const percent = usage.maxBytes > 0 ? Math.min(100, (usage.usedBytes / usage.maxBytes) * 100) : 0
  return { used: formatBytes(usage.usedBytes), budget: formatBytes(usage.maxBytes), share: formatSharePercent(percent), percent }
}

/** How many keys of each type (and in all). */
export function kvCounts(rows: readonly KvKeyRow[]): KvCounts {
  const counts: KvCounts = { all: rows.length, geocode: 0, orders: 0, locations: 0, other: 0 }
  for (const row of rows) counts[row.type] += 1
  return counts
}

/** The keys of the chosen type whose name contains the search (case-insensitive). */
export function filterKvRows(rows: readonly KvKeyRow[], filter: KvFilter, search: string): KvKeyRow[] {
  const needle = search.trim().toLowerCase()
  return rows.filter((row) => (filter === 'all' || row.type === filter) && (needle === '' || row.name.toLowerCase().includes(needle)))
}

/** The table's text when no key is left to list. */
export function kvEmptyText(filter: KvFilter, search: string): string {
  const searching = search.trim() !== ''
  if (filter === 'all') return searching ? 'No keys match your search' : 'No cache keys found'
  return searching ? `No ${filter} keys match your search` : `No ${filter} keys found`
}

/** the sentence pairs of docs/screens.md#errors-and-messages: the server refused ("Failed …"), or the request itself broke ("Error …"). */
export const KV_ERRORS = {
  loadKeys: { failed: 'Failed to load cache keys', broken: 'Error loading cache keys' },
  loadValue: { failed: 'Failed to load value', broken: 'Error loading value' },
  delete: { failed: 'Failed to delete cache key', broken: 'Error deleting cache key' },
} as const

export const COPY_FETCH_FAILED = 'Failed to fetch value for copying'
export const COPY_FAILED = 'Failed to copy value to clipboard'

/** Which sentence of a pair fits `error`: an answer from the server is a failure, anything else an error. */
export function kvErrorText(pair: { failed: string; broken: string }, error: unknown): string {
  return error instanceof ApiHttpError ? pair.failed : pair.broken
}

/** A value as the text the clipboard and the preview hold: a string as it is, anything else as indented JSON. */
export function kvValueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
}

export type KvValueView = { kind: 'tree'; value: object } | { kind: 'text'; text: string } | { kind: 'preview'; preview: string; length: number }

/** How the viewer shows a value: a tree, a plain text, or, past 50,000 characters, a 5,000-character preview. */
export function kvValueView(value: unknown): KvValueView {
  const text = kvValueText(value)
  if (text.length > KV_VALUE_PREVIEW_THRESHOLD) return { kind: 'preview', preview: text.slice(0, KV_VALUE_PREVIEW_LENGTH), length: text.length }
  if (typeof value === 'object' && value !== null) return { kind: 'tree', value }
  return { kind: 'text', text }
}
