import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { manualClock } from '../../src/clock/clock'
import { openTestStore, type TestStore } from '../testing/test-store'
import { KvCache, invalidateSquareData, itemsCacheKey, orderSummariesCacheKey, ordersCacheKey, reportCacheKey, statsCacheKey } from './kv-cache'

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

  it('invalidates the locations answer and the changed location-years only', async () => {
    await kv.set('square:locations', '1', 1000)
    await kv.set(ordersCacheKey('L1', 2024), '1', 1000)
    await kv.set(ordersCacheKey('L1', 2025), '1', 1000)
    await kv.set(ordersCacheKey('L2', 2024), '1', 1000)
    await kv.set(orderSummariesCacheKey('L1', 2024), '1', 1000)
    await kv.set(orderSummariesCacheKey('L1', 2025), '1', 1000)
    await kv.set('geocode:1 Main St', '1', 1000)
    await invalidateSquareData(kv, [{ locationId: 'L1', years: [2024] }])
    expect(await kv.keys()).toEqual(['geocode:1 Main St', 'square:order-summaries:L1:2025', 'square:orders:L1:2025', 'square:orders:L2:2024'])
  })

  it("drops a changed location-year's stats for every selection of days, its items, and the location's reports", async () => {
    const kept = [
      statsCacheKey('L1', 2025, '28to5'),
      itemsCacheKey('L1', 2025),
      statsCacheKey('L2', 2024, '28to5'),
      itemsCacheKey('L2', 2024),
      reportCacheKey('L2', '2024-06-28', '2024-07-05'),
      // Another location whose id starts with the changed one's.
      statsCacheKey('L10', 2024, '28to5'),
      reportCacheKey('L10', '2024-06-28', '2024-07-05'),
    ]
    const dropped = [
      statsCacheKey('L1', 2024, '28to5'),
      statsCacheKey('L1', 2024, '1to4'),
      itemsCacheKey('L1', 2024),
      reportCacheKey('L1', '2024-06-28', '2024-07-05'),
      // A report over another season of the location: its range could have covered the change.
      reportCacheKey('L1', '2025-06-28', '2025-07-05'),
    ]
    for (const key of [...kept, ...dropped]) await kv.set(key, '1', 1000)
    await invalidateSquareData(kv, [{ locationId: 'L1', years: [2024] }])
    expect(await kv.keys()).toEqual([...kept].sort())
  })

  it('deletes one key and says whether it was there', async () => {
    await kv.set('a/b?c#d%2F', '1', 1000)
    expect(await kv.delete('a/b?c#d%2F')).toBe(true)
    expect(await kv.delete('a/b?c#d%2F')).toBe(false)
  })
})
