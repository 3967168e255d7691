// The cache debugger's resources (docs/contract.md#the-calls): the live keys as a query on the page's cache,
// one value as a query (the viewer), and the two actions that are not views — reading a value for
// the clipboard and deleting a key. Keys travel URL-encoded in the path, exactly once.
import type { FetcherStore } from '@nanostores/query'
import { kvDeleteResponseSchema, kvKeysResponseSchema, kvValueResponseSchema, type KvKeysData } from '../contract/kv-cache'
import type { ApiClient } from './client'
import { DEFAULT_FRESH_MS, invalidateQueries, queryCache } from './query-cache'
import { queryKey } from './queries'

const KEYS_PATH = '/kv-cache/keys'
const valuePath = (key: string) => `/kv-cache/value/${encodeURIComponent(key)}`
const keyPath = (key: string) => `/kv-cache/key/${encodeURIComponent(key)}`

/** Every live key of the server's cache, and the cache's use of its byte budget. */
export function kvKeysQuery(client: ApiClient): FetcherStore<KvKeysData> {
  return queryCache.createFetcherStore<KvKeysData>(queryKey(client.apiBase, KEYS_PATH), {
    fetcher: async () => (await client.get(KEYS_PATH, kvKeysResponseSchema)).data,
    dedupeTime: DEFAULT_FRESH_MS,
  })
}

const keysKeyOf = (client: ApiClient) => queryKey(client.apiBase, KEYS_PATH).join('')

/** Asks the server for the keys again (the Refresh button); the list shows meanwhile. */
export function refreshKvKeys(client: ApiClient): void {
  queryCache.revalidateKeys(keysKeyOf(client))
}

/** One key's value, any JSON. Kept only briefly: a cache value changes under the debugger's feet. */
export function kvValueQuery(client: ApiClient, key: string): FetcherStore<unknown> {
  return queryCache.createFetcherStore<unknown>(queryKey(client.apiBase, valuePath(key)), {
    fetcher: async () => (await client.get(valuePath(key), kvValueResponseSchema)).data.value,
    dedupeTime: 0,
  })
}

/** Reads one key's value now (for the clipboard: always the server's current value). */
export async function fetchKvValue(client: ApiClient, key: string): Promise<unknown> {
  return (await client.get(valuePath(key), kvValueResponseSchema)).data.value
}

/** Deletes one key, then drops the cached key list and that key's value. */
export async function deleteKvKey(client: ApiClient, key: string): Promise<void> {
  await client.request('DELETE', keyPath(key), kvDeleteResponseSchema)
  invalidateQueries(queryKey(client.apiBase, valuePath(key)).join(''))
  refreshKvKeys(client)
}
