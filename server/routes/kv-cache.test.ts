import fc from 'fast-check'
import { kvDeleteResponseSchema, kvKeysResponseSchema, kvValueResponseSchema } from '../../src/contract/kv-cache'
import { KvCache } from '../kv/kv-cache'
import { createTestContext, type TestContext } from '../testing/test-app'

let t: TestContext
let admin: string
let kv: KvCache
beforeAll(async () => {
  t = await createTestContext()
  admin = await t.signIn('alice', ['admin'])
  kv = new KvCache(t.deps.db, t.clock)
})
afterAll(() => t.close())
beforeEach(() => t.deps.db.deleteFrom('kv_cache').execute())

const path = (kind: 'value' | 'key', key: string) => `/api/kv-cache/${kind}/${encodeURIComponent(key)}`

describe('/api/kv-cache', () => {
  it('is for admins only', async () => {
    const user = await t.signIn('bob', ['user'])
    expect((await t.call('GET', '/api/kv-cache/keys')).status).toBe(401)
    expect((await t.call('GET', '/api/kv-cache/keys', { token: user })).status).toBe(403)
    expect((await t.call('GET', path('value', 'x'), { token: user })).status).toBe(403)
    expect((await t.call('DELETE', path('key', 'x'), { token: user })).status).toBe(403)
  })

  it('lists live keys with their expiry and size, leaving expired ones out', async () => {
    await kv.set('square:locations', '{}', 60_000)
    await kv.set('geocode:1 Main St, Oakdale', '{"city":"Oakdale ☃"}', 1000)
    await kv.set('old', '{}', 10)
    t.clock.advance(10)
    const answer = await t.call('GET', '/api/kv-cache/keys', { token: admin })
    expect(kvKeysResponseSchema.safeParse(answer.body).success).toBe(true)
    expect(answer.body.data.keys).toEqual([
      // 26 characters of key, 20 of value of which the snowman takes 3 bytes.
      { name: 'geocode:1 Main St, Oakdale', expiresAt: new Date(t.clock.now() - 10 + 1000).toISOString(), bytes: 26 + 22 },
      { name: 'square:locations', expiresAt: new Date(t.clock.now() - 10 + 60_000).toISOString(), bytes: 16 + 2 },
    ])
  })

  it('reports the bytes the cache holds against its budget (FW_CACHE_MAX_MB), the expired entry not yet purged included', async () => {
    await kv.set('square:locations', '{}', 60_000)
    await kv.set('old', '{}', 10)
    t.clock.advance(10)
    const answer = await t.call('GET', '/api/kv-cache/keys', { token: admin })
    expect(answer.body.data.usage).toEqual({ usedBytes: 18 + 5, maxBytes: 64 * 1024 * 1024, entries: 2 })

    const small = await createTestContext({ env: { FW_CACHE_MAX_MB: '2' } })
    try {
      const keys = await small.call('GET', '/api/kv-cache/keys', { token: await small.signIn('carol', ['admin']) })
      expect(keys.body.data.usage).toEqual({ usedBytes: 0, maxBytes: 2 * 1024 * 1024, entries: 0 })
    } finally {
      await small.close()
    }
  })

  it('shows a value as JSON, and a value that is not JSON as its text', async () => {
    await kv.setJson('square:orders:L1:2024', { orders: [{ id: 'A' }] }, 1000)
    await kv.set('other', 'not json', 1000)
    const value = await t.call('GET', path('value', 'square:orders:L1:2024'), { token: admin })
    expect(kvValueResponseSchema.safeParse(value.body).success).toBe(true)
    expect(value.body).toEqual({ success: true, data: { value: { orders: [{ id: 'A' }] } } })
    expect((await t.call('GET', path('value', 'other'), { token: admin })).body.data.value).toBe('not json')
  })

  it('answers 404 for a key that is not there, and 400 for a key that is not validly encoded', async () => {
    const missing = await t.call('GET', path('value', 'nope'), { token: admin })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ success: false, error: 'NOT_FOUND', message: 'Cache key not found' })
    expect((await t.call('DELETE', path('key', 'nope'), { token: admin })).status).toBe(404)
    expect((await t.call('GET', '/api/kv-cache/value/%E0%A4%A', { token: admin })).status).toBe(400)
    const empty = await t.call('GET', '/api/kv-cache/value/', { token: admin })
    expect(empty.status).toBe(400)
    expect(empty.body.details).toEqual([{ field: 'key', message: 'Key is required' }])
  })

  it('round-trips keys of any characters through the URL exactly', async () => {
    const awkward = ['a/b/c', 'a%2Fb', '100% sure', 'q?x=1#frag', 'geocode:12 Main St, Oakdale, CA 95361', 'ünï ☃ 🎆', '+plus+', ' lead and trail ', 'back\\slash']
    for (const key of awkward) {
      await kv.setJson(key, { key }, 60_000)
      expect((await t.call('GET', path('value', key), { token: admin })).body.data.value, key).toEqual({ key })
      const deleted = await t.call('DELETE', path('key', key), { token: admin })
      expect(kvDeleteResponseSchema.safeParse(deleted.body).success).toBe(true)
      expect(deleted.body.data.name).toBe(key)
      expect(await kv.get(key)).toBeUndefined()
    }
  })

  it('round-trips arbitrary keys (property)', async () => {
    // "." and ".." alone are path segments every URL parser removes: no key can be exactly those.
    // PostgreSQL's text cannot hold NUL: there the cache never stores such a key (server/kv/kv-cache.ts).
    const keys = fc
      .string({ minLength: 1, maxLength: 40, unit: 'binary' })
      .filter((key) => key !== '.' && key !== '..' && !(t.storeKind === 'postgres' && key.includes('\u0000')))
    await fc.assert(
      fc.asyncProperty(keys, async (key) => {
        await kv.set(key, '1', 60_000)
        const deleted = await t.call('DELETE', path('key', key), { token: admin })
        expect(deleted.body.data?.name).toBe(key)
        expect(await kv.get(key)).toBeUndefined()
      }),
      { numRuns: 60 },
    )
  })
})
