// Tables of embedding keys and embed tokens (server/db/migrations/030-embed-keys.sql).

/** A host's embedding key; the secret only as SHA-256 hex, times in epoch milliseconds. */
export interface EmbedKeysTable {
  id: string
  name: string
  secret_hash: string
  /** The secret's first characters (`fwk_AbCd`), for telling keys apart. */
  hint: string
  /** JSON array of origins (`https://intranet.example`). */
  origins: string
  /** JSON array of Square location ids. */
  location_ids: string
  created_at: number
  /** The admin who made it. */
  created_by: string | null
  expires_at: number | null
  revoked_at: number | null
  last_used_at: number | null
}

/** One exchange of a key: the page's current token (and the one it just replaced). */
export interface EmbedSessionsTable {
  id: string
  key_id: string
  token_hash: string
  previous_token_hash: string | null
  previous_valid_until: number | null
  /** JSON array: the locations this exchange may read (within the key's). */
  location_ids: string
  /** How long each token of this exchange lasts, in ms. */
  lifetime_ms: number
  created_at: number
  expires_at: number
  absolute_expires_at: number
}

export interface EmbedTables {
  embed_keys: EmbedKeysTable
  embed_sessions: EmbedSessionsTable
}
