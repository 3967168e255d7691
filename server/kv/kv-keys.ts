// The KV cache's keys: the spec's prefixes (docs/server.md#the-kv-cache) and those of the figures computed from
// stored orders (docs/server.md#the-kv-cache), each entry kind's lifetime, and the key of each kind of answer.
/**
 * The spec's key prefixes (docs/server.md#the-kv-cache) and those of the figures computed from stored orders
 * (docs/server.md#the-kv-cache), and how long each kind of entry lives.
 */
export const KV_PREFIX = {
  locations: 'square:locations',
  orders: 'square:orders:',
  orderSummaries: 'square:order-summaries:',
  stats: 'square:stats:',
  items: 'square:items:',
  reports: 'square:reports:',
  /** Season pace answers, one per selection and minute, over many locations (server/figures/season-pace.ts). */
  pace: 'square:pace:',
  geocode: 'geocode:',
} as const

export const KV_TTL_MS = {
  /** Answers built from our own tables: rebuilt cheaply, so short. */
  locations: 10 * 60_000,
  orders: 10 * 60_000,
  /**
   * Figures cost a pass over a season's orders; they are dropped whenever those orders change
   * (invalidateSquareData), so they may live longer.
   */
  figures: 60 * 60_000,
  /** Geocoding results change only when an address does; found ones live a month, misses a day. */
  geocodeFound: 30 * 24 * 3_600_000,
  geocodeMissed: 24 * 3_600_000,
} as const

/** The cache key of one location-year of orders. */
export function ordersCacheKey(locationId: string, year: number): string {
  return `${KV_PREFIX.orders}${locationId}:${year}`
}

export function orderSummariesCacheKey(locationId: string, year: number): string {
  return `${KV_PREFIX.orderSummaries}${locationId}:${year}`
}

/** The prefix of every cached first page of one location-year's order summaries. */
export function orderSummaryPagesPrefix(locationId: string, year: number): string {
  return `${orderSummariesCacheKey(locationId, year)}:`
}

/** The cache key of a view's first page: its sort, states (in the listed order) and days, "total.desc:COMPLETED,OPEN:28to5". */
export function orderSummaryPageKey(locationId: string, year: number, page: { sort: string; states: readonly string[]; days: string }): string {
  return `${orderSummaryPagesPrefix(locationId, year)}${page.sort}:${page.states.join(',')}:${page.days}`
}

/** The prefix of every stats entry of one location-year (one entry per selection of days). */
export function statsCachePrefix(locationId: string, year: number): string {
  return `${KV_PREFIX.stats}${locationId}:${year}:`
}

/** The cache key of one location-year's stats over a range of window days ("28to5"). */
export function statsCacheKey(locationId: string, year: number, days: string): string {
  return `${statsCachePrefix(locationId, year)}${days}`
}

/** The prefix of every items entry of one location-year (one entry per selection of days). */
export function itemsCachePrefix(locationId: string, year: number): string {
  return `${KV_PREFIX.items}${locationId}:${year}:`
}

/** The cache key of one location-year's items over a range of window days ("28to5"). */
export function itemsCacheKey(locationId: string, year: number, days: string): string {
  return `${itemsCachePrefix(locationId, year)}${days}`
}

/** The prefix of every sales report of one location (a date range may span several seasons). */
export function reportsCachePrefix(locationId: string): string {
  return `${KV_PREFIX.reports}${locationId}:`
}

/** The cache key of a location's sales report over local dates (YYYY-MM-DD); a year report is its window's. */
export function reportCacheKey(locationId: string, beginDate: string, endDate: string): string {
  return `${reportsCachePrefix(locationId)}${beginDate}:${endDate}`
}

/** The cache key of a geocoded address. */
export function geocodeCacheKey(address: string): string {
  return `${KV_PREFIX.geocode}${address}`
}
