import { createTestContext, type TestContext } from '../testing/test-app'
import { BYTES_PER_MIB } from './kv-budget'
import { KvCache } from './kv-cache'
import { startKvPurge } from './kv-purge'

let t: TestContext
let stop: () => void = () => {}
beforeEach(async () => {
  t = await createTestContext({ env: { FW_CACHE_MAX_MB: '1' } })
})
afterEach(async () => {
  stop()
  await t.close()
})

/** Every key in the table, expired or not (what is on disk, not what is served). */
async function storedKeys(): Promise<string[]> {
  return (await t.deps.db.selectFrom('kv_cache').select('key').orderBy('key').execute()).map((row) => row.key)
}

describe('the KV purge', () => {
  it('deletes an expired entry without any request touching it, and keeps live ones', async () => {
    const kv = new KvCache(t.deps.db, t.clock)
    await kv.set('square:orders:LOC-1:2024', '{"orders":[]}', 60_000)
    await kv.set('geocode:1 Main St', '{"lat":1}', 3_600_000)
    stop = startKvPurge(t.deps, 20)
    t.clock.advance(60_000)
    await vi.waitFor(async () => expect(await storedKeys()).toEqual(['geocode:1 Main St']))
    await vi.waitFor(() => expect(t.log.lines.some((line) => line.includes('"event":"kv.purged"') && line.includes('"purged":1'))).toBe(true))
  })

  it('purges what expired while the server was stopped as soon as it starts', async () => {
    await new KvCache(t.deps.db, t.clock).set('square:locations', '{}', 1_000)
    t.clock.advance(1_000)
    stop = startKvPurge(t.deps)
    await vi.waitFor(async () => expect(await storedKeys()).toEqual([]))
  })

  it('brings the cache within FW_CACHE_MAX_MB when a larger budget (an earlier start) left it over', async () => {
    const roomier = new KvCache(t.deps.db, t.clock, 4 * BYTES_PER_MIB)
    const bulky = JSON.stringify('x'.repeat(0.6 * BYTES_PER_MIB))
    await roomier.set('square:orders:LOC-1:2024', bulky, 3_600_000)
    t.clock.advance(60_000)
    await roomier.set('square:orders:LOC-1:2025', bulky, 3_600_000)
    stop = startKvPurge(t.deps)
    await vi.waitFor(async () => expect(await storedKeys()).toEqual(['square:orders:LOC-1:2025']))
    // On PostgreSQL another pooled connection can see the eviction before its own answers: the log
    // line follows the DELETE's reply, so it is waited for, not read at once.
    await vi.waitFor(() => expect(t.log.lines.some((line) => line.includes('"event":"kv.evicted"') && line.includes('"evicted":1'))).toBe(true))
  })
})
