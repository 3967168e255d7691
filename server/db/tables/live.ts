// Tables of live payments: the webhook inbox (server/db/migrations/020-webhook-inbox.sql, 021).

export type BroadcastState = 'pending' | 'sent' | 'expired' | 'none'
export type RefreshState = 'pending' | 'done' | 'failed' | 'none'

/** One Square event we act on, stored once by event_id; times are epoch milliseconds. */
export interface WebhookEventsTable {
  event_id: string
  type: string
  merchant_id: string | null
  source: 'square' | 'tester'
  received_at: number
  /**
   * The raw body as received (server-only: may hold card details), kept only while the event is
   * processed; NULL afterwards (migration 021).
   */
  body: string | null
  payment_id: string | null
  location_id: string | null
  amount_cents: number | null
  /** 1 or 0 (SQLite has no boolean). */
  is_home_location: number | null
  /** The payment's own ISO time (Square's created_at). */
  occurred_at: string | null
  order_id: string | null
  broadcast_state: BroadcastState
  broadcast_at: number | null
  refresh_state: RefreshState
  refreshed_at: number | null
  refresh_error: string | null
}

export interface LiveTables {
  webhook_events: WebhookEventsTable
}
