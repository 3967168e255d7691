// The admins' embedding keys on the page's query cache (./query-cache): the list, and the two
// writes, which ask for the list again. The secret of a new key is in the create answer only.
import type { FetcherStore } from '@nanostores/query'
import { embedKeyCreatedResponseSchema, embedKeyRevokedResponseSchema, embedKeysResponseSchema, type EmbedKey, type EmbedKeyCreate } from '../contract/embed'
import type { ApiClient } from './client'
import { queryCache } from './query-cache'
import { queryKey } from './queries'

export const EMBED_KEYS_PATH = '/embed/keys'

/** Every embedding key, newest first (admin only). */
export function embedKeysQuery(client: ApiClient): FetcherStore<EmbedKey[]> {
  return queryCache.createFetcherStore<EmbedKey[]>(queryKey(client.apiBase, EMBED_KEYS_PATH), {
    fetcher: async () => (await client.get(EMBED_KEYS_PATH, embedKeysResponseSchema)).data.keys,
  })
}

function refreshEmbedKeys(client: ApiClient): void {
  queryCache.revalidateKeys(queryKey(client.apiBase, EMBED_KEYS_PATH).join(''))
}

/** Makes a key; answers it with its secret, which nothing shows again. */
export async function createEmbedKey(client: ApiClient, body: EmbedKeyCreate): Promise<{ key: EmbedKey; secret: string }> {
  const answer = await client.request('POST', EMBED_KEYS_PATH, embedKeyCreatedResponseSchema, { body })
  refreshEmbedKeys(client)
  return answer.data
}

/** Revokes a key: its tokens stop at once. */
export async function revokeEmbedKey(client: ApiClient, id: string): Promise<EmbedKey> {
  const answer = await client.request('DELETE', `${EMBED_KEYS_PATH}/${encodeURIComponent(id)}`, embedKeyRevokedResponseSchema)
  refreshEmbedKeys(client)
  return answer.data.key
}
