-- Square orders as Square returned them (raw_json), with the few fields figures and queries need
-- beside it as columns, computed once when stored: the season year, window day and local hour of
-- created_at in the location's timezone, the state, and money totals in cents. Only orders whose
-- created_at falls in a season window are kept.
CREATE TABLE square_orders (
  id TEXT PRIMARY KEY,
  location_id TEXT NOT NULL,
  season_year INTEGER NOT NULL,
  local_day INTEGER NOT NULL,
  local_hour INTEGER NOT NULL CHECK (local_hour BETWEEN 0 AND 23),
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  updated_at TEXT,
  -- Square's optimistic-concurrency version: a stored row is replaced only by a newer one, so
  -- repeated or interrupted hydrations converge.
  version INTEGER NOT NULL,
  -- From src/analytics when stored: the order's net sales (0 unless COMPLETED) and whether it is
  -- a transaction (a COMPLETED sale; a return-only order is not).
  net_sales_cents INTEGER NOT NULL,
  is_transaction INTEGER NOT NULL CHECK (is_transaction IN (0, 1)),
  total_money_cents INTEGER NOT NULL,
  total_tax_cents INTEGER NOT NULL,
  total_tip_cents INTEGER NOT NULL,
  total_discount_cents INTEGER NOT NULL,
  raw_json TEXT NOT NULL,
  stored_at TEXT NOT NULL
);

-- Covers the per-location, per-year, per-day and per-hour rollups without touching the table.
CREATE INDEX square_orders_rollup
  ON square_orders (location_id, season_year, state, local_day, local_hour, net_sales_cents, is_transaction);

-- One location-year, newest first.
CREATE INDEX square_orders_listing ON square_orders (location_id, season_year, created_at_ms);
