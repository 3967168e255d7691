-- Per location and season: the sums the locations answer shows, one row per location-season
-- with a column per window day, kept up to date in the transaction that writes the season's orders
-- (server/square/store/season-days.ts). The answer then reads one row per location-season instead
-- of a row per day (measured at 400 stands over ten seasons: about a third of the time to read).
-- A row stands for a location-season with a COMPLETED order or an order with partial refunds, as
-- a day's row of square_season_days (022) did; the window is fixed (June 28 – July 5), so its days
-- are columns. Filled from the day rows, which held the same sums, and those are dropped.
CREATE TABLE square_location_seasons (
  location_id TEXT NOT NULL,
  season_year INTEGER NOT NULL,
  -- Each window day's COMPLETED orders' net_sales_cents and is_transaction, summed.
  net_sales_cents_jun28 INTEGER NOT NULL,
  net_sales_cents_jun29 INTEGER NOT NULL,
  net_sales_cents_jun30 INTEGER NOT NULL,
  net_sales_cents_jul1 INTEGER NOT NULL,
  net_sales_cents_jul2 INTEGER NOT NULL,
  net_sales_cents_jul3 INTEGER NOT NULL,
  net_sales_cents_jul4 INTEGER NOT NULL,
  net_sales_cents_jul5 INTEGER NOT NULL,
  transactions_jun28 INTEGER NOT NULL,
  transactions_jun29 INTEGER NOT NULL,
  transactions_jun30 INTEGER NOT NULL,
  transactions_jul1 INTEGER NOT NULL,
  transactions_jul2 INTEGER NOT NULL,
  transactions_jul3 INTEGER NOT NULL,
  transactions_jul4 INTEGER NOT NULL,
  transactions_jul5 INTEGER NOT NULL,
  -- Every order's partial_refund_cents, summed.
  partial_refund_cents INTEGER NOT NULL,
  PRIMARY KEY (location_id, season_year)
);

INSERT INTO square_location_seasons (location_id, season_year,
  net_sales_cents_jun28, net_sales_cents_jun29, net_sales_cents_jun30, net_sales_cents_jul1, net_sales_cents_jul2, net_sales_cents_jul3, net_sales_cents_jul4, net_sales_cents_jul5,
  transactions_jun28, transactions_jun29, transactions_jun30, transactions_jul1, transactions_jul2, transactions_jul3, transactions_jul4, transactions_jul5,
  partial_refund_cents)
SELECT location_id, season_year,
  sum(CASE WHEN local_day = 28 THEN net_sales_cents ELSE 0 END),
  sum(CASE WHEN local_day = 29 THEN net_sales_cents ELSE 0 END),
  sum(CASE WHEN local_day = 30 THEN net_sales_cents ELSE 0 END),
  sum(CASE WHEN local_day = 1 THEN net_sales_cents ELSE 0 END),
  sum(CASE WHEN local_day = 2 THEN net_sales_cents ELSE 0 END),
  sum(CASE WHEN local_day = 3 THEN net_sales_cents ELSE 0 END),
  sum(CASE WHEN local_day = 4 THEN net_sales_cents ELSE 0 END),
  sum(CASE WHEN local_day = 5 THEN net_sales_cents ELSE 0 END),
  sum(CASE WHEN local_day = 28 THEN transactions ELSE 0 END),
  sum(CASE WHEN local_day = 29 THEN transactions ELSE 0 END),
  sum(CASE WHEN local_day = 30 THEN transactions ELSE 0 END),
  sum(CASE WHEN local_day = 1 THEN transactions ELSE 0 END),
  sum(CASE WHEN local_day = 2 THEN transactions ELSE 0 END),
  sum(CASE WHEN local_day = 3 THEN transactions ELSE 0 END),
  sum(CASE WHEN local_day = 4 THEN transactions ELSE 0 END),
  sum(CASE WHEN local_day = 5 THEN transactions ELSE 0 END),
  sum(partial_refund_cents)
FROM square_season_days
GROUP BY location_id, season_year;

DROP TABLE square_season_days;
