-- The webhook inbox (docs/server.md#live-payments): every Square event we act on, stored once by event_id
-- before it is answered, so a redelivery, a concurrent duplicate or a restart never acts twice.
-- Times are epoch milliseconds on the server's clock.
CREATE TABLE webhook_events (
  event_id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  merchant_id TEXT,
  -- 'square' for a signed delivery, 'tester' for an admin's test event.
  source TEXT NOT NULL CHECK (source IN ('square', 'tester')),
  received_at INTEGER NOT NULL,
  -- The body exactly as received; it may hold card details and never leaves the server.
  body TEXT NOT NULL,
  -- The payment projection live clients receive (payment events only; NULL otherwise).
  payment_id TEXT,
  location_id TEXT,
  amount_cents INTEGER,
  is_home_location INTEGER CHECK (is_home_location IN (0, 1)),
  occurred_at TEXT,
  -- The order whose stored copy the event makes stale, if any.
  order_id TEXT,
  -- 'pending' until sent to live clients ('sent'); 'expired' when a restart found it over a
  -- minute old; 'none' for events that are not broadcast.
  broadcast_state TEXT NOT NULL CHECK (broadcast_state IN ('pending', 'sent', 'expired', 'none')),
  broadcast_at INTEGER,
  -- 'pending' until the order and its location's figures were refreshed from Square.
  refresh_state TEXT NOT NULL CHECK (refresh_state IN ('pending', 'done', 'failed', 'none')),
  refreshed_at INTEGER,
  refresh_error TEXT
);

-- A restart looks only at what is still pending, so these stay small however long the inbox grows.
CREATE INDEX webhook_events_broadcast_pending ON webhook_events (received_at) WHERE broadcast_state = 'pending';
CREATE INDEX webhook_events_refresh_pending ON webhook_events (received_at) WHERE refresh_state = 'pending';
