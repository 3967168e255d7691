-- Embedding keys and the embed tokens exchanged for them (server/embed/). An admin makes a key for
-- one host (an intranet team's page): the origins its pages are served from and the locations it
-- may read. The host's back end exchanges the key for short-lived read-only tokens, which its
-- widgets use and refresh. Secrets and tokens are stored only as SHA-256 hashes; times are epoch
-- milliseconds.

-- A revoked key stays listed (who had it, when it ended) but no longer exchanges or refreshes, and
-- its tokens end with it. origins and location_ids are JSON arrays; hint is the secret's first
-- characters, enough for an admin to tell two keys apart and no help in guessing one.
CREATE TABLE embed_keys (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  secret_hash TEXT NOT NULL UNIQUE,
  hint TEXT NOT NULL,
  origins TEXT NOT NULL,
  location_ids TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  created_by TEXT,
  expires_at INTEGER,
  revoked_at INTEGER,
  last_used_at INTEGER
);

-- One row per exchange: a page's run of tokens. A refresh replaces token_hash and keeps the
-- replaced one valid for a short grace, as a user's session does, so widgets of two tabs
-- refreshing the same token at once both carry on. location_ids is the part of the key's
-- locations this exchange asked for (all of them unless the host named fewer).
CREATE TABLE embed_sessions (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL REFERENCES embed_keys (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  previous_token_hash TEXT,
  previous_valid_until INTEGER,
  location_ids TEXT NOT NULL,
  lifetime_ms INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  absolute_expires_at INTEGER NOT NULL
);
CREATE INDEX embed_sessions_key ON embed_sessions (key_id);
CREATE INDEX embed_sessions_previous_token ON embed_sessions (previous_token_hash);
