import { kvKeyParamSchema, kvKeyType, kvKeysResponseSchema, kvValueResponseSchema } from './kv-cache'
import { parseOrIssues } from './validation'

describe('kvKeyType', () => {
  it.each([
    ['geocode:1 Main St, Oakdale, 95361', 'geocode'],
    ['square:orders:L88917AVBK2S5:2025', 'orders'],
    ['square:locations', 'locations'],
    ['square:locations:page:2', 'locations'],
    ['square:order', 'other'],
    ['square:ordersX', 'other'],
    ['geocode', 'other'],
    ['GEOCODE:x', 'other'],
    ['', 'other'],
  ])('types %j as %s', (name, type) => {
    expect(kvKeyType(name)).toBe(type)
  })
})

describe('cache answers', () => {
  it('reads key lists with or without expiry', () => {
    const answer = {
      success: true,
      data: { keys: [{ name: 'square:locations' }, { name: 'geocode:x', expiresAt: null }, { name: 'square:orders:L1:2025', expiresAt: '2025-07-04T18:10:00.000Z' }] },
    }
    expect(kvKeysResponseSchema.parse(answer)).toEqual(answer)
  })

  it('reads key sizes and the use of the byte budget, and refuses a negative size', () => {
    const answer = {
      success: true,
      data: { keys: [{ name: 'square:locations', expiresAt: null, bytes: 18 }], usage: { usedBytes: 18, maxBytes: 67_108_864, entries: 1 } },
    }
    expect(kvKeysResponseSchema.parse(answer)).toEqual(answer)
    expect(kvKeysResponseSchema.safeParse({ ...answer, data: { ...answer.data, usage: { usedBytes: -1, maxBytes: 1, entries: 0 } } }).success).toBe(false)
  })

  it('reads any JSON value', () => {
    for (const value of [{ a: [1, 'b', null] }, 'text', 42, true, null, []]) {
      expect(kvValueResponseSchema.parse({ success: true, data: { value } }).data.value).toEqual(value)
    }
  })

  it('refuses an empty key', () => {
    expect(parseOrIssues(kvKeyParamSchema, { key: '' })).toEqual({ ok: false, details: [{ field: 'key', message: 'Key is required' }] })
  })
})
