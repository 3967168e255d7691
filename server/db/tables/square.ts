// Tables of Square data: locations, orders, the KV cache, hydration bookkeeping
// (server/db/migrations/010-… to 016-…).

export type LocationStatus = 'ACTIVE' | 'INACTIVE'
export type CoordinatesSource = 'square' | 'internal'

export interface SquareLocationsTable {
  id: string
  name: string
  business_name: string | null
  address_line_1: string | null
  locality: string | null
  postal_code: string | null
  /** IANA zone from Square: orders are placed in days and hours by it. */
  timezone: string
  /** Square's status, or INACTIVE once Square stops listing the location. */
  status: LocationStatus
  missing_from_square: 0 | 1
  latitude: number | null
  longitude: number | null
  coordinates_source: CoordinatesSource | null
  created_at: string
  /** Square's Location JSON as it came (money as numbers). */
  raw_json: string
  /** Bookkeeping, ISO instants. */
  seen_at: string
  geocoded_at: string | null
  hydrated_at: string | null
}

export interface SquareOrdersTable {
  id: string
  location_id: string
  season_year: number
  /** Day of month in the window (28, 29, 30, 1 … 5), local to the location. */
  local_day: number
  local_hour: number
  state: string
  created_at: string
  created_at_ms: number
  updated_at: string | null
  version: number
  /** src/analytics' net sales of the order (0 unless COMPLETED) and whether it is a transaction. */
  net_sales_cents: number
  is_transaction: 0 | 1
  /**
   * Its partial refunds (src/analytics/refunds) made on a window day of its season, given the
   * refunds return orders claim (server/db/migrations/016-…).
   */
  partial_refund_cents: number
  total_money_cents: number
  total_tax_cents: number
  total_tip_cents: number
  total_discount_cents: number
  /** Square's Order JSON as it came (money as numbers). */
  raw_json: string
  stored_at: string
}

/** Times are epoch milliseconds by the application clock. */
export interface KvCacheTable {
  key: string
  value: string
  created_at: number
  expires_at: number
  /** When the entry was last read or written (epoch ms): the least recently used go first. */
  used_at: number
  /** UTF-8 bytes of key and value, as the cache's byte budget counts them. */
  bytes: number
}

/** Counts about the KV cache kept across connections: `evictions` (018-kv-cache-evictions.sql). */
export interface KvCacheCountersTable {
  name: string
  value: number
}

/** Times are epoch milliseconds by the machine's clock (FW_NOW must not freeze a lock). */
export interface SquareHydrationLockTable {
  name: string
  owner: string
  host: string
  pid: number
  purpose: string
  acquired_at: number
  expires_at: number
}

export interface SquareSeasonProgressTable {
  location_id: string
  season_year: number
  fetched_at: string | null
  refreshed_at: string | null
}

/** A refund a return order lists (server/db/migrations/015-…): a sale listing it too leaves it to the return order, in any season. */
export interface SquareRefundClaimsTable {
  refund_id: string
  return_order_id: string
  sale_order_id: string | null
}

/** A window day as its columns name it in square_location_seasons: jun28 … jul5. */
export type SeasonDayColumn = 'jun28' | 'jun29' | 'jun30' | 'jul1' | 'jul2' | 'jul3' | 'jul4' | 'jul5'

/**
 * One location-season's sums, a column pair per window day (server/db/migrations/023-…,
 * ./season-days): COMPLETED orders' net_sales_cents and is_transaction, summed per day.
 */
export type SquareLocationSeasonsTable = {
  location_id: string
  season_year: number
  /** Every order's partial_refund_cents in the season, summed. */
  partial_refund_cents: number
} & { [Day in SeasonDayColumn as `net_sales_cents_${Day}` | `transactions_${Day}`]: number }

export interface SquareTables {
  square_locations: SquareLocationsTable
  square_orders: SquareOrdersTable
  kv_cache: KvCacheTable
  kv_cache_counters: KvCacheCountersTable
  square_hydration_lock: SquareHydrationLockTable
  square_season_progress: SquareSeasonProgressTable
  square_refund_claims: SquareRefundClaimsTable
  square_location_seasons: SquareLocationSeasonsTable
}
