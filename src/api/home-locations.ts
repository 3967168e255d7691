// The signed-in user's own home locations (docs/server.md#live-payments): the user menu reads and saves them, and the
// admin's user dialog reads the server's default from the same answer. On the page's query cache,
// keyed by the request URL; a save puts its answer straight into the cache.
import type { FetcherStore } from '@nanostores/query'
import { homeLocationsResponseSchema, type HomeLocations } from '../contract/home-locations'
import type { ApiClient } from './client'
import { queryCache } from './query-cache'
import { queryKey } from './queries'

export const OWN_HOME_LOCATIONS_PATH = '/users/me/home-locations'

const keyOf = (client: ApiClient) => queryKey(client.apiBase, OWN_HOME_LOCATIONS_PATH).join('')

/** The signed-in user's list (null: the default) and the server's default beside it. */
export function ownHomeLocationsQuery(client: ApiClient): FetcherStore<HomeLocations> {
  return queryCache.createFetcherStore<HomeLocations>(queryKey(client.apiBase, OWN_HOME_LOCATIONS_PATH), {
    fetcher: async () => (await client.get(OWN_HOME_LOCATIONS_PATH, homeLocationsResponseSchema)).data,
  })
}

/** Saves the signed-in user's list (null: follow the default again); the answer replaces the cached one. */
export async function saveOwnHomeLocations(client: ApiClient, locationIds: readonly string[] | null): Promise<HomeLocations> {
  const answer = await client.request('PUT', OWN_HOME_LOCATIONS_PATH, homeLocationsResponseSchema, { body: { locationIds } })
  queryCache.mutateCache(keyOf(client), answer.data)
  return answer.data
}
