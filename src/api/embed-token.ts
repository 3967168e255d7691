// A host page's embed token as the widgets handle it: recognised by its prefix, described by the
// server (when it ends, what it may read), and refreshed into its successor before it ends.
import { EMBED_TOKEN_PREFIX, embedTokenResponseSchema, type EmbedToken } from '../contract/embed'
import { createApiClient } from './client'

/** True for an embed token (a user's session token never starts so). */
export function isEmbedToken(token: string | undefined): token is string {
  return token !== undefined && token.startsWith(EMBED_TOKEN_PREFIX)
}

/** What the server says of a token: when it ends (expires_in seconds from now) and what it reads. */
export async function describeEmbedToken(apiBase: string, token: string, fetchImpl?: typeof fetch): Promise<EmbedToken> {
  const client = createApiClient({ apiBase, fetch: fetchImpl })
  return (await client.get('/embed/tokens/current', embedTokenResponseSchema, { token })).data
}

/** The token's successor (the replaced one keeps working for a minute, for requests in flight). */
export async function refreshEmbedToken(apiBase: string, token: string, fetchImpl?: typeof fetch): Promise<EmbedToken> {
  const client = createApiClient({ apiBase, fetch: fetchImpl })
  return (await client.post('/embed/tokens/refresh', undefined, embedTokenResponseSchema, { token })).data
}

/**
 * How long before its end a token is renewed: a quarter of its life, at most two minutes, so a
 * 15-minute token is renewed at 13 minutes and a one-minute token at 45 seconds.
 */
export function renewalLeadMs(lifetimeMs: number): number {
  return Math.min(120_000, Math.max(0, lifetimeMs) / 4)
}

/**
 * A name for the answers read with an embed token, the same for the token a host gave and all its
 * successors, that does not carry the token itself (FNV-1a of the host's token).
 */
export function embedCacheScope(hostToken: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < hostToken.length; index++) {
    hash ^= hostToken.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `embed-${hash.toString(16).padStart(8, '0')}`
}
