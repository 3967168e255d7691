// A stand-in for /api/kv-cache in widget tests and stories: an in-memory cache answering the
// keys, value and delete calls in the contract's shapes, and recording every request.
import type { FakeApi } from './fake-api'

export interface FakeKvCacheOptions {
  /** Every answer's status (500 to fail, 401 to refuse the session). */
  status?: number
  /** Only deletes answer this status. */
  deleteStatus?: number
  /** Makes every request throw, as a broken network does. */
  networkError?: boolean
  /** The byte budget the keys answer reports its use against; no usage in the answer when absent. */
  maxBytes?: number
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** Serves `entries` (key → value); deletes remove them from the map. */
export function fakeKvCache(entries: Map<string, unknown>, options: FakeKvCacheOptions = {}): FakeApi {
  const calls: string[] = []
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://127.0.0.1')
    const path = url.pathname.replace(/^\/api/, '')
    const method = init?.method ?? 'GET'
    calls.push(`${method} ${path}`)
    if (options.networkError) throw new TypeError('Failed to fetch')
    if (options.status !== undefined && options.status !== 200) {
      return json({ success: false, error: 'INTERNAL', message: 'Something broke' }, options.status)
    }
    if (path === '/kv-cache/keys') {
      // Sized as the server sizes them: UTF-8 bytes of key and JSON value.
      const keys = [...entries].map(([name, value]) => ({ name, expiresAt: null, bytes: new TextEncoder().encode(name + JSON.stringify(value)).byteLength }))
      const usage = options.maxBytes === undefined ? undefined : { usedBytes: keys.reduce((sum, key) => sum + key.bytes, 0), maxBytes: options.maxBytes, entries: keys.length }
      return json({ success: true, data: { keys, ...(usage === undefined ? {} : { usage }) } })
    }
    const valueKey = path.startsWith('/kv-cache/value/') ? decodeURIComponent(path.slice('/kv-cache/value/'.length)) : undefined
    if (valueKey !== undefined) {
      if (!entries.has(valueKey)) return json({ success: false, error: 'NOT_FOUND', message: 'Cache key not found' }, 404)
      return json({ success: true, data: { value: entries.get(valueKey) } })
    }
    const deleteKey = path.startsWith('/kv-cache/key/') && method === 'DELETE' ? decodeURIComponent(path.slice('/kv-cache/key/'.length)) : undefined
    if (deleteKey !== undefined) {
      if (options.deleteStatus !== undefined) return json({ success: false, error: 'INTERNAL', message: 'Could not delete' }, options.deleteStatus)
      if (!entries.delete(deleteKey)) return json({ success: false, error: 'NOT_FOUND', message: 'Cache key not found' }, 404)
      return json({ success: true, data: { name: deleteKey } })
    }
    return json({ success: false, error: 'NOT_FOUND', message: 'Not found' }, 404)
  }
  return { fetch: fetchImpl as typeof fetch, calls }
}
