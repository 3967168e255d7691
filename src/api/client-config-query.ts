// GET {apiBase}/client-config on the page's query cache: the map tiles (light and dark) and their
// attribution the server is configured with. It changes only with the server's configuration, so
// one answer serves the page for as long as any answer is kept.
import type { FetcherStore } from '@nanostores/query'
import { clientConfigResponseSchema, type ClientConfig } from '../contract/client-config'
import type { ApiClient } from './client'
import { KEPT_MS, queryCache } from './query-cache'
import { queryKey } from './queries'

export function clientConfigQuery(client: ApiClient): FetcherStore<ClientConfig> {
  return queryCache.createFetcherStore<ClientConfig>(queryKey(client.apiBase, '/client-config'), {
    fetcher: async () => (await client.get('/client-config', clientConfigResponseSchema)).data,
    dedupeTime: KEPT_MS,
  })
}
