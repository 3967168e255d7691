import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { manualClock } from '../../src/clock/clock'
import { openTestStore, type TestStore } from '../testing/test-store'
import { KV_RECENCY_STEP_MS, kvEvictions } from './kv-budget'
import { KvCache } from './kv-cache'

let dataDir: string
let opened: TestStore
const clock = manualClock('2025-07-04T20:00:00Z')
let kv: KvCache

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-kv-'))
  opened = await openTestStore(dataDir)
  clock.set('2025-07-04T20:00:00Z')
  kv = new KvCache(opened.db, clock)
})
afterEach(async () => {
  await opened.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('KvCache', () => {
  it('keeps a key holding NUL on SQLite, and on PostgreSQL (whose text cannot hold it) declines it without failing', async () => {
    const key = 'geocode:1 Main St\u0000'
    await kv.set(key, '"x"', 1000)
    const kept = opened.kind === 'sqlite'
    expect((await kv.get(key))?.value).toBe(kept ? '"x"' : undefined)
    expect(await kv.delete(key)).toBe(kept)
    expect(await kv.deletePrefix('geocode:1 Main St\u0000')).toBe(0)
  })

  it('serves an entry until its expiry and never after', async () => {
    await kv.setJson('square:locations', { a: 1 }, 1000)
    clock.advance(999)
    expect((await kv.getJson<{ a: number }>('square:locations'))?.value).toEqual({ a: 1 })
    clock.advance(1)
    expect(await kv.get('square:locations')).toBeUndefined()
    expect(await kv.keys()).toEqual([])
    expect(await kv.purgeExpired()).toBe(1)
  })

  it('replaces a value stored again under the same key', async () => {
    await kv.set('k', '"one"', 1000)
    await kv.set('k', '"two"', 1000)
    expect((await kv.get('k'))?.value).toBe('"two"')
    expect(await kv.keys()).toEqual(['k'])
  })

  it('gives the value as UTF-8 bytes without decoding', async () => {
    await kv.set('k', '{"name":"Café ☃"}', 1000)
    const entry = await kv.getBytes('k')
    expect(entry?.bytes.equals(Buffer.from('{"name":"Café ☃"}', 'utf8'))).toBe(true)
  })

  it('deletes by prefix treating % and _ as plain characters', async () => {
    for (const key of ['geocode:1 Main St', 'geocode%x', 'geocode_x', 'geo', 'geocode:☃ Street', 'square:locations']) await kv.set(key, '1', 1000)
    expect(await kv.deletePrefix('geocode:')).toBe(2)
    expect(await kv.keys()).toEqual(['geo', 'geocode%x', 'geocode_x', 'square:locations'])
    expect(await kv.deletePrefix('☃')).toBe(0)
  })

  it('reads and writes many entries at once, only the live ones read', async () => {
    await kv.setManyJson([['a', { n: 1 }], ['b', { n: 2 }]], 1000)
    await kv.setJson('c', { n: 3 }, 10)
    clock.advance(10)
    expect(await kv.getManyJson(['a', 'b', 'c', 'missing'])).toEqual(new Map([['a', { n: 1 }], ['b', { n: 2 }]]))
  })

  it('deletes one key and says whether it was there', async () => {
    await kv.set('a/b?c#d%2F', '1', 1000)
    expect(await kv.delete('a/b?c#d%2F')).toBe(true)
    expect(await kv.delete('a/b?c#d%2F')).toBe(false)
  })
})

describe('the byte budget', () => {
  const HOUR = 3_600_000
  // 5 bytes of key and 25 of value: three such entries fit a budget of 100 bytes, four do not.
  const VALUE = JSON.stringify('x'.repeat(23))
  let small: KvCache
  beforeEach(() => {
    small = new KvCache(opened.db, clock, 100)
  })

  /** Stores each key in turn, a recency step apart. */
  async function fill(...keys: string[]): Promise<void> {
    for (const key of keys) {
      await small.set(key, VALUE, HOUR)
      clock.advance(KV_RECENCY_STEP_MS)
    }
  }

  it('evicts the least recently used entry, a read counting as a use', async () => {
    await fill('key-a', 'key-b', 'key-c')
    expect(await small.usage()).toEqual({ usedBytes: 90, maxBytes: 100, entries: 3 })
    // key-a, the oldest written, is read: key-b becomes the least recently used.
    expect((await small.get('key-a'))?.value).toBe(VALUE)
    clock.advance(KV_RECENCY_STEP_MS)
    await fill('key-d')
    expect(await small.keys()).toEqual(['key-a', 'key-c', 'key-d'])
    // Reading the bytes and the creation time count as uses too.
    await small.getBytes('key-c')
    clock.advance(KV_RECENCY_STEP_MS)
    await small.createdAt('key-a')
    clock.advance(KV_RECENCY_STEP_MS)
    await fill('key-e')
    expect(await small.keys()).toEqual(['key-a', 'key-c', 'key-e'])
    expect(await small.usage()).toEqual({ usedBytes: 90, maxBytes: 100, entries: 3 })
    // key-b and key-d were pushed out: the count every connection shares says so.
    expect(await kvEvictions(opened.db)).toBe(2)
  })

  it('counts a read of many entries as a use of each, and evicts once after writing many', async () => {
    await fill('key-a', 'key-b', 'key-c')
    await small.getManyJson(['key-a'])
    clock.advance(KV_RECENCY_STEP_MS)
    await small.setManyJson([['key-d', 'x'.repeat(23)], ['key-e', 'x'.repeat(23)]], HOUR)
    expect(await small.keys()).toEqual(['key-a', 'key-d', 'key-e'])
  })

  it('evicts expired entries before any live one, however recently used', async () => {
    await small.set('old-1', VALUE, KV_RECENCY_STEP_MS)
    clock.advance(KV_RECENCY_STEP_MS)
    await fill('key-b', 'key-c', 'key-d')
    expect(await small.keys()).toEqual(['key-b', 'key-c', 'key-d'])
    expect((await small.usage()).entries).toBe(3)
    // An expired entry going is no eviction.
    expect(await kvEvictions(opened.db)).toBe(0)
  })

  it('keeps no value larger than the whole budget, and drops the stale value under its key', async () => {
    await fill('key-a', 'key-b')
    await small.set('key-a', JSON.stringify('y'.repeat(200)), HOUR)
    expect(await small.get('key-a')).toBeUndefined()
    expect(await small.keys()).toEqual(['key-b'])
  })

  it('counts bytes, not characters', async () => {
    await small.set('snow', JSON.stringify('☃'.repeat(10)), HOUR)
    // 4 bytes of key, 2 quotes and ten 3-byte snowmen.
    expect((await small.usage()).usedBytes).toBe(4 + 2 + 30)
  })

  it('trims to a lowered budget', async () => {
    await fill('key-a', 'key-b', 'key-c')
    const lowered = new KvCache(opened.db, clock, 60)
    expect(await lowered.trimToBudget()).toBe(1)
    expect(await lowered.keys()).toEqual(['key-b', 'key-c'])
    expect(await lowered.trimToBudget()).toBe(0)
  })
})
