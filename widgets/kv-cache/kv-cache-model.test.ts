import { describe, expect, it } from 'vitest'
import { ApiHttpError } from '../../src/api/errors'
import { filterKvRows, kvCounts, kvEmptyText, kvErrorText, KV_ERRORS, kvRows, kvUsageView, kvValueView } from './kv-cache-model'

const rows = kvRows(['square:orders:L1:2024', 'geocode:1 Main St', 'square:locations', 'square:stats:L1:2024', 'geocode:2 Elm St', 'square:locationsX'].map((name) => ({ name })))

describe('cache key types', () => {
  it('types keys by prefix and counts each type', () => {
    expect(rows.map((row) => [row.name, row.type])).toEqual([
      ['geocode:1 Main St', 'geocode'],
      ['geocode:2 Elm St', 'geocode'],
      ['square:locations', 'locations'],
      // square:locations is a prefix, not a whole key
      ['square:locationsX', 'locations'],
      ['square:orders:L1:2024', 'orders'],
      ['square:stats:L1:2024', 'other'],
    ])
    expect(kvCounts(rows)).toEqual({ all: 6, geocode: 2, orders: 1, locations: 2, other: 1 })
  })

  it('filters by type and by a case-insensitive search', () => {
    expect(filterKvRows(rows, 'geocode', '').map((row) => row.name)).toEqual(['geocode:1 Main St', 'geocode:2 Elm St'])
    expect(filterKvRows(rows, 'all', 'ELM').map((row) => row.name)).toEqual(['geocode:2 Elm St'])
    expect(filterKvRows(rows, 'orders', 'elm')).toEqual([])
  })

  it('says why the table is empty', () => {
    expect(kvEmptyText('all', '')).toBe('No cache keys found')
    expect(kvEmptyText('all', 'x')).toBe('No keys match your search')
    expect(kvEmptyText('geocode', ' ')).toBe('No geocode keys found')
    expect(kvEmptyText('orders', 'x')).toBe('No orders keys match your search')
  })

  it('tells a refusal from the server from a broken request', () => {
    expect(kvErrorText(KV_ERRORS.loadKeys, new ApiHttpError(500, 'x', 'INTERNAL'))).toBe('Failed to load cache keys')
    expect(kvErrorText(KV_ERRORS.loadKeys, new TypeError('Failed to fetch'))).toBe('Error loading cache keys')
    expect(kvErrorText(KV_ERRORS.delete, new ApiHttpError(404, 'x', 'NOT_FOUND'))).toBe('Failed to delete cache key')
  })
})

describe('the value viewer', () => {
  it('draws objects as a tree and other values as text', () => {
    expect(kvValueView({ a: 1 })).toEqual({ kind: 'tree', value: { a: 1 } })
    expect(kvValueView('plain')).toEqual({ kind: 'text', text: 'plain' })
    expect(kvValueView(42)).toEqual({ kind: 'text', text: '42' })
  })

  it('shows a 5,000-character preview of a value whose JSON is over 50,000 characters', () => {
    const big = { text: 'x'.repeat(50_000) }
    const view = kvValueView(big)
    expect(view.kind).toBe('preview')
    if (view.kind !== 'preview') return
    expect(view.preview).toHaveLength(5_000)
    expect(view.length).toBe(JSON.stringify(big, null, 2).length)
    // exactly 50,000 characters still draws as a tree
    expect(kvValueView('y'.repeat(50_000)).kind).toBe('text')
  })
})

describe('the cache size', () => {
  it('keeps each key’s size, when the server reports one', () => {
    expect(kvRows([{ name: 'b', bytes: 2048 }, { name: 'a' }])).toEqual([
      { name: 'a', type: 'other', bytes: null },
      { name: 'b', type: 'other', bytes: 2048 },
    ])
  })

  it('reads the use against the budget', () => {
    expect(kvUsageView({ usedBytes: 16 * 1024 * 1024, maxBytes: 64 * 1024 * 1024, entries: 3 })).toEqual({ used: '16 MiB', budget: '64 MiB', share: '25.0%', percent: 25 })
    // Over the budget for a moment (another process wrote last): the bar stays full, not beyond.
    expect(kvUsageView({ usedBytes: 70, maxBytes: 64, entries: 1 }).percent).toBe(100)
  })
})
