-- Hydration bookkeeping.

-- One run at a time across the CLI, the admin tools, the schedule and first start: a run holds
-- this row while it works and renews expires_at (epoch ms, machine time). A row whose holder is
-- a dead process on this host, or whose expiry passed, may be taken over.
CREATE TABLE square_hydration_lock (
  name TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  host TEXT NOT NULL,
  pid INTEGER NOT NULL,
  purpose TEXT NOT NULL,
  acquired_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Per location and season: fetched_at when the whole created_at window was fetched once;
-- refreshed_at when the season was last brought up to date (the updated_at refresh starts there).
-- Both ISO instants by the application clock.
CREATE TABLE square_season_progress (
  location_id TEXT NOT NULL,
  season_year INTEGER NOT NULL,
  fetched_at TEXT,
  refreshed_at TEXT,
  PRIMARY KEY (location_id, season_year)
);
