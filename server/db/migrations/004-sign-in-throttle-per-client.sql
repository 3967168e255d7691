-- Sign-in throttling per client and username with a growing delay instead of a lock, and one
-- bucket of sign-in work every instance shares (server/auth/throttle.ts). Failures counted per
-- username alone let anyone lock any account out; the few minutes of them kept so far are dropped.
DROP TABLE login_failures;

-- Failed (and in-flight) sign-in attempts: who tried (an IPv4 address, an IPv6 /64, or 'unknown')
-- and the lower-cased username typed. Times are epoch milliseconds.
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  client_key TEXT NOT NULL,
  username_key TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX login_failures_by_client ON login_failures (client_key, username_key, failed_at);
CREATE INDEX login_failures_by_time ON login_failures (failed_at);

-- The token bucket that bounds sign-in work (each attempt costs an Argon2 hash): one row, written
-- by the first attempt (no row: a full bucket). Tokens refill with time from when they were last
-- counted (epoch ms).
CREATE TABLE login_bucket (
  name TEXT PRIMARY KEY,
  tokens REAL NOT NULL,
  counted_at INTEGER NOT NULL
);
