// The server's effective configuration (GET /api/admin/settings) as a query on the page's cache.
import type { FetcherStore } from '@nanostores/query'
import { adminSettingsResponseSchema, type AdminSettings } from '../contract/admin-settings'
import type { ApiClient } from './client'
import { DEFAULT_FRESH_MS, queryCache } from './query-cache'
import { queryKey } from './queries'

const PATH = '/admin/settings'

export function adminSettingsQuery(client: ApiClient): FetcherStore<AdminSettings> {
  return queryCache.createFetcherStore<AdminSettings>(queryKey(client.apiBase, PATH), {
    fetcher: async () => (await client.get(PATH, adminSettingsResponseSchema)).data,
    dedupeTime: DEFAULT_FRESH_MS,
  })
}
