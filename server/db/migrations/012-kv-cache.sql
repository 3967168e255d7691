-- The server's key-value cache (docs/server.md#the-kv-cache): Square answers and geocoding results under
-- the spec's prefixes (square:locations, square:orders:…, geocode:…). Times are epoch ms; an
-- entry past expires_at is never served and is purged.
CREATE TABLE kv_cache (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE INDEX kv_cache_expiry ON kv_cache (expires_at);
