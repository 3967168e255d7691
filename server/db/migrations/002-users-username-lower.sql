-- Usernames are unique without regard to case on every store: SQLite's COLLATE NOCASE does it on
-- SQLite only, so an index on lower(username) does it on both, and findUser compares lower(…).
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
