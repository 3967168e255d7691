// The admin screens' readable resources on the page's query cache (./query-cache): the user
// list, the server's health and the live connection count. Like ./queries, a store's key is its
// request URL, so the user-count cards and User Management share one request for /users.
import type { FetcherStore } from '@nanostores/query'
import { healthSchema, type Health } from '../contract/health'
import { wsStatusSchema, type WsStatus } from '../contract/live'
import { usersListResponseSchema, type ManagedUser } from '../contract/users'
import type { ApiClient } from './client'
import { queryCache } from './query-cache'
import { queryKey } from './queries'

export const USERS_PATH = '/users'
export const HEALTH_PATH = '/health'
export const WS_STATUS_PATH = '/ws/fireworks/status'

/** Every managed user (admin only). */
export function usersQuery(client: ApiClient): FetcherStore<ManagedUser[]> {
  return queryCache.createFetcherStore<ManagedUser[]>(queryKey(client.apiBase, USERS_PATH), {
    fetcher: async () => (await client.get(USERS_PATH, usersListResponseSchema)).data,
  })
}

/** The server's health; public, so it is asked without a session. */
export function healthQuery(client: ApiClient): FetcherStore<Health> {
  return queryCache.createFetcherStore<Health>(queryKey(client.apiBase, HEALTH_PATH), {
    fetcher: () => client.get(HEALTH_PATH, healthSchema, { anonymous: true }),
  })
}

/** How many live connections the server holds (admin only). */
export function wsStatusQuery(client: ApiClient): FetcherStore<WsStatus> {
  return queryCache.createFetcherStore<WsStatus>(queryKey(client.apiBase, WS_STATUS_PATH), {
    fetcher: () => client.get(WS_STATUS_PATH, wsStatusSchema),
  })
}

/** The user list changed (a create, edit or delete): every view of it asks again, keeping what it shows meanwhile. */
export function refreshUsers(client: ApiClient): void {
  queryCache.revalidateKeys(queryKey(client.apiBase, USERS_PATH).join(''))
}

/** Asks for a polled resource again without dropping the answer on screen. */
export function refreshQuery(client: ApiClient, path: string): void {
  queryCache.revalidateKeys(queryKey(client.apiBase, path).join(''))
}
