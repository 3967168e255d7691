-- The webhook inbox keeps an event's body only until the event is processed: the body may hold
-- card details, and de-duplication needs only the event_id and its outcome. `body` becomes
-- nullable (SQLite cannot relax NOT NULL in place, so the table is made anew); bodies of events
-- already processed are dropped on the way; received_at is indexed for the retention purge.
CREATE TABLE webhook_events_new (
  event_id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  merchant_id TEXT,
  source TEXT NOT NULL CHECK (source IN ('square', 'tester')),
  received_at INTEGER NOT NULL,
  -- The body as received while the event is being processed; NULL once it was.
  body TEXT,
  payment_id TEXT,
  location_id TEXT,
  amount_cents INTEGER,
  is_home_location INTEGER CHECK (is_home_location IN (0, 1)),
  occurred_at TEXT,
  order_id TEXT,
  broadcast_state TEXT NOT NULL CHECK (broadcast_state IN ('pending', 'sent', 'expired', 'none')),
  broadcast_at INTEGER,
  refresh_state TEXT NOT NULL CHECK (refresh_state IN ('pending', 'done', 'failed', 'none')),
  refreshed_at INTEGER,
  refresh_error TEXT
);

INSERT INTO webhook_events_new
SELECT
  event_id, type, merchant_id, source, received_at,
  CASE WHEN broadcast_state = 'pending' OR refresh_state = 'pending' THEN body END,
  payment_id, location_id, amount_cents, is_home_location, occurred_at, order_id,
  broadcast_state, broadcast_at, refresh_state, refreshed_at, refresh_error
FROM webhook_events;

DROP TABLE webhook_events;
ALTER TABLE webhook_events_new RENAME TO webhook_events;

CREATE INDEX webhook_events_broadcast_pending ON webhook_events (received_at) WHERE broadcast_state = 'pending';
CREATE INDEX webhook_events_refresh_pending ON webhook_events (received_at) WHERE refresh_state = 'pending';
CREATE INDEX webhook_events_received ON webhook_events (received_at);
