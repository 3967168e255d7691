-- The KV cache under a byte budget (FW_CACHE_MAX_MB), least recently used out first: each entry
-- records its size (bytes of key and value, UTF-8) and when it was last used. The small columns
-- stay before the value (see 014). Entries already cached are kept, sized by their characters
-- (the same as bytes for the ASCII JSON the cache holds) and counted as used when created. The
-- recency index holds the sizes too, so summing them reads the index, not the table.
CREATE TABLE kv_cache_sized (
  key TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  value TEXT NOT NULL
);

INSERT INTO kv_cache_sized (key, created_at, expires_at, used_at, bytes, value)
SELECT key, created_at, expires_at, created_at, length(key) + length(value), value FROM kv_cache;

DROP TABLE kv_cache;

ALTER TABLE kv_cache_sized RENAME TO kv_cache;

CREATE INDEX kv_cache_expiry ON kv_cache (expires_at);

CREATE INDEX kv_cache_recency ON kv_cache (used_at, bytes);
