-- A sale's partial refunds (src/analytics/refunds: refunds by amount it lists that no return order
-- lists), made on a day of its season's window, computed when the order is stored. Net sales no
-- longer take them off (Square lists partial refunds apart), so the locations answer sums them here.
-- Rows stored earlier read 0 until the start-up check finds them stale and recomputes them.
ALTER TABLE square_orders ADD COLUMN partial_refund_cents INTEGER NOT NULL DEFAULT 0;

-- Few orders have one: the rollup reads only those.
CREATE INDEX square_orders_partial_refunds
  ON square_orders (location_id, season_year, partial_refund_cents) WHERE partial_refund_cents <> 0;

-- Answers cached before this lack the new figure: they are computed again on the next request.
DELETE FROM kv_cache WHERE key LIKE 'square:%';
