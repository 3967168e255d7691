-- How many live entries the KV cache's byte budget has pushed out, ever: counted in the database
-- because every connection evicts (the API, hydration workers, other instances), and reported by
-- /metrics as a counter a too-small FW_CACHE_MAX_MB shows up in. A row appears with its first count.
CREATE TABLE kv_cache_counters (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
