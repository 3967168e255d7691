-- Per location, season and window day: the sums the locations answer shows, kept up to date in
-- the transaction that writes the day's orders (server/square/store/season-days.ts), so the answer reads
-- a few rows per location-season instead of summing every stored order. A row stands for a day
-- with a COMPLETED order or an order with partial refunds, as the rollups over square_orders did.
CREATE TABLE square_season_days (
  location_id TEXT NOT NULL,
  season_year INTEGER NOT NULL,
  local_day INTEGER NOT NULL,
  -- COMPLETED orders' net_sales_cents and is_transaction, summed.
  net_sales_cents INTEGER NOT NULL,
  transactions INTEGER NOT NULL,
  -- Every order's partial_refund_cents, summed (placed by the order's own day).
  partial_refund_cents INTEGER NOT NULL,
  PRIMARY KEY (location_id, season_year, local_day)
);

INSERT INTO square_season_days (location_id, season_year, local_day, net_sales_cents, transactions, partial_refund_cents)
SELECT location_id, season_year, local_day,
  sum(CASE WHEN state = 'COMPLETED' THEN net_sales_cents ELSE 0 END),
  sum(CASE WHEN state = 'COMPLETED' THEN is_transaction ELSE 0 END),
  sum(partial_refund_cents)
FROM square_orders
WHERE state = 'COMPLETED' OR partial_refund_cents <> 0
GROUP BY location_id, season_year, local_day;
