-- Small facts about this database (for example whether it holds demo or real Square data).
CREATE TABLE IF NOT EXISTS app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
