-- Users, their sessions and failed sign-ins (docs/server.md#sessions-and-sign-in).

-- Usernames compare without case, so "Admin" and "admin" cannot both exist and either signs in.
CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL COLLATE NOCASE UNIQUE,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  -- A JSON array of role names: admin, user, super_admin.
  roles TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'inactive')),
  -- argon2id in PHC format; never leaves the server.
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_login_at TEXT
);

-- One row per signed-in browser. Tokens are stored only as SHA-256 hashes. A refresh replaces
-- token_hash and keeps the replaced one valid for a short grace, so a second tab refreshing with
-- the same token at the same moment is answered with the same successor instead of being signed out.
-- Times are epoch milliseconds.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  previous_token_hash TEXT,
  previous_valid_until INTEGER,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  absolute_expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_previous_token ON sessions (previous_token_hash);

-- Failed (and in-flight) sign-in attempts per lower-cased username, for throttling.
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  username_key TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX login_failures_by_user ON login_failures (username_key, failed_at);

-- The key that derives a refreshed token from the one it replaces (see server/auth/sessions.ts).
INSERT INTO app_meta (key, value) VALUES ('auth_rotation_key', lower(hex(randomblob(32))));
