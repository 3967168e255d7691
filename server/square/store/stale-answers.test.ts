// What a change to stored Square data drops from the KV cache: the locations answer, the changed
// location-years' orders, summaries and their first pages, stats and items, the location's reports and every pace answer;
// nothing else.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { manualClock } from '../../../src/clock/clock'
import { itemsCacheKey, KvCache, orderSummariesCacheKey, ordersCacheKey, reportCacheKey, statsCacheKey } from '../../kv/kv-cache'
import { openTestStore, type TestStore } from '../../testing/test-store'
import { invalidateSquareData } from './stale-answers'

let dataDir: string
let opened: TestStore
let kv: KvCache

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-stale-'))
  opened = await openTestStore(dataDir)
  kv = new KvCache(opened.db, manualClock('2025-07-04T20:00:00Z'))
})
afterEach(async () => {
  await opened.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('invalidateSquareData', () => {
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

  it("drops a changed location-year's stats and items for every selection of days, and the location's reports", async () => {
    const kept = [
      statsCacheKey('L1', 2025, '28to5'),
      itemsCacheKey('L1', 2025, '28to5'),
      statsCacheKey('L2', 2024, '28to5'),
      itemsCacheKey('L2', 2024, '4to4'),
      reportCacheKey('L2', '2024-06-28', '2024-07-05'),
      // Another location whose id starts with the changed one's.
      statsCacheKey('L10', 2024, '28to5'),
      itemsCacheKey('L10', 2024, '28to5'),
      reportCacheKey('L10', '2024-06-28', '2024-07-05'),
    ]
    const dropped = [
      statsCacheKey('L1', 2024, '28to5'),
      statsCacheKey('L1', 2024, '1to4'),
      itemsCacheKey('L1', 2024, '28to5'),
      itemsCacheKey('L1', 2024, '4to4'),
      reportCacheKey('L1', '2024-06-28', '2024-07-05'),
      // A report over another season of the location: its range could have covered the change.
      reportCacheKey('L1', '2025-06-28', '2025-07-05'),
    ]
    for (const key of [...kept, ...dropped]) await kv.set(key, '1', 1000)
    await invalidateSquareData(kv, [{ locationId: 'L1', years: [2024] }])
    expect(await kv.keys()).toEqual([...kept].sort())
  })

  it('drops every season pace answer with any change to stored orders, and none without one', async () => {
    await kv.set('square:pace:2025-07-05T03:30:00.000Z:2024,2025:abc', '1', 1000)
    await kv.set(statsCacheKey('L2', 2025, 'hours'), '1', 1000)
    await invalidateSquareData(kv, [])
    expect(await kv.keys()).toEqual(['square:pace:2025-07-05T03:30:00.000Z:2024,2025:abc', statsCacheKey('L2', 2025, 'hours')])
    await invalidateSquareData(kv, [{ locationId: 'L1', years: [2025] }])
    expect(await kv.keys()).toEqual([statsCacheKey('L2', 2025, 'hours')])
  })
})
