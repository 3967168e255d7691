// /api/kv-cache (admin only): the cache debugger's view of the server's KV cache: live keys with
// their sizes and the cache's use of its byte budget, one value, and deleting a key. Keys travel URL-encoded in the path and may hold any characters
// (slashes, %, spaces, non-ASCII): the {key} parameter takes the rest of the path and is decoded
// exactly once.
import { Hono } from 'hono'
import { kvKeyParamSchema } from '../../src/contract/kv-cache'
import { parseOrIssues } from '../../src/contract/validation'
import { requireRole } from '../http/guards'
import type { AppEnv } from '../env'
import { ApiFailure } from '../http/errors'
import { kvCacheOf } from '../kv/kv-cache'

export const KEY_NOT_FOUND = 'Cache key not found'

/**
 * The key named by the raw request path after `marker`, decoded once. Hono's own param decoding
 * is not used: it leaves %2F encoded, so a key holding "/" would not round-trip.
 */
function keyFromPath(path: string, marker: string): string {
  const at = path.indexOf(marker)
  const encoded = at < 0 ? '' : path.slice(at + marker.length)
  let key: string
  try {
    key = decodeURIComponent(encoded)
  } catch {
    throw new ApiFailure(400, 'VALIDATION_ERROR', 'The key is not validly URL-encoded', [{ field: 'key', message: 'The key is not validly URL-encoded' }])
  }
  const outcome = parseOrIssues(kvKeyParamSchema, { key })
  if (!outcome.ok) throw new ApiFailure(400, 'VALIDATION_ERROR', outcome.details[0]?.message ?? 'Invalid key', outcome.details)
  return outcome.data.key
}

/** The raw (still encoded) path of a request, without its query. */
function rawPath(url: string): string {
  const withoutOrigin = url.replace(/^[a-z]+:\/\/[^/]*/i, '')
  const query = withoutOrigin.indexOf('?')
  return query < 0 ? withoutOrigin : withoutOrigin.slice(0, query)
}


export const kvCache = new Hono<AppEnv>()
  .get('/keys', requireRole('admin'), async (c) => {
    const cache = kvCacheOf(c.var.deps)
    const [keys, usage] = await Promise.all([cache.liveKeys(), cache.usage()])
    return c.json({
      success: true as const,
      data: {
        keys: keys.map((entry) => ({ name: entry.key, expiresAt: new Date(entry.expiresAt).toISOString(), bytes: entry.bytes })),
        usage,
      },
    })
  })
  .get('/value/*', requireRole('admin'), async (c) => {
    const key = keyFromPath(rawPath(c.req.url), '/value/')
    const entry = await kvCacheOf(c.var.deps).get(key)
    if (entry === undefined) throw new ApiFailure(404, 'NOT_FOUND', KEY_NOT_FOUND)
    let value: unknown
    try {
      value = JSON.parse(entry.value)
    } catch {
      value = entry.value // written by hand or by an older version: show the text
    }
    return c.json({ success: true as const, data: { value } })
  })
  .delete('/key/*', requireRole('admin'), async (c) => {
    const key = keyFromPath(rawPath(c.req.url), '/key/')
    const deleted = await kvCacheOf(c.var.deps).delete(key)
    if (!deleted) throw new ApiFailure(404, 'NOT_FOUND', KEY_NOT_FOUND)
    c.var.deps.log.info('kv_cache.deleted', { requestId: c.var.requestId, key, by: c.var.session?.username ?? null })
    return c.json({ success: true as const, data: { name: key } })
  })
