// GET /api/square/order-summaries: a location-year's order summaries, whole (the CSV, print and
// the table once the season is in) or one page in the table's order (its first screen).
//
// The whole season is the KV entry square:order-summaries:{location}:{year}, built from stored
// orders. Pages come from that same entry: this process keeps it parsed and indexed among the hot
// answers (a SummarySeason, checked against the entry's creation time like the bytes beside it),
// so a page costs a binary search and a walk of `limit` orders. First pages — what every table
// opening and every sort or filter asks for, a few per season — are cached too, under the season's
// key and a colon (square:order-summaries:{location}:{year}:{sort}:{states}:{days}:{limit}), and
// dropped with it by invalidateSquareData; a page is trusted only when made after the season entry
// it came from, so a season rebuilt by any process (or deleted from the cache debugger) never
// leaves an older page in front of it. Pages after a cursor are not kept: a cursor may name any
// order of the season, and pages nobody asks for twice would only push useful entries out.
import type { Context } from 'hono'
import { SummarySeason, type SummaryPageQuery } from '../../src/analytics/order-summary-pages'
import { sortText } from '../../src/analytics/order-summary-sort'
import type { OrderSummary } from '../../src/contract/order-summaries'
import { serialiseDays } from '../../src/season/date-range'
import type { AppEnv } from '../env'
import { locationTimeZone } from '../figures/stored-orders'
import { cachedBytesAnswer } from '../http/cached-bytes-answer'
import { hotAnswersFor, isKeptSeason } from '../kv/hot-answers'
import { KV_TTL_MS, kvCacheOf, orderSummariesCacheKey, orderSummaryPageKey } from '../kv/kv-cache'
import { orderSummariesDataJson } from '../square/store/orders-read'

/** The hot-answers key of a season kept indexed, beside its bytes under the season's own key. */
const indexedKey = (seasonKey: string) => `${seasonKey}#indexed`
/** A parsed season holds about this many bytes of memory per byte of its JSON (objects, keys, sort orders). */
const MEMORY_PER_JSON_BYTE = 3

/** The whole season's answer. */
export function orderSummariesAnswer(c: Context<AppEnv>, locationId: string, year: number): Promise<Response> {
  return cachedBytesAnswer(c, {
    key: orderSummariesCacheKey(locationId, year),
    ttlMs: KV_TTL_MS.orders,
    build: () => orderSummariesDataJson(c.var.deps.db, locationId, year),
  })
}

/** The season indexed for pages, and when its KV entry was made; builds and caches the entry when it is missing. */
async function indexedSeason(c: Context<AppEnv>, locationId: string, year: number): Promise<{ season: SummarySeason; createdAt: number }> {
  const { db } = c.var.deps
  const kv = kvCacheOf(c.var.deps)
  const hot = hotAnswersFor(db)
  const key = orderSummariesCacheKey(locationId, year)
  let createdAt = await kv.createdAt(key)
  const kept = createdAt === undefined ? undefined : hot.get(indexedKey(key), createdAt)
  if (isKeptSeason(kept) && createdAt !== undefined) return { season: kept.season, createdAt }
  let json = createdAt === undefined ? undefined : (await kv.getBytes(key))?.bytes.toString('utf8')
  if (json === undefined || createdAt === undefined) {
    json = await orderSummariesDataJson(db, locationId, year)
    createdAt = (await kv.set(key, json, KV_TTL_MS.orders)).createdAt
  }
  const { orders } = JSON.parse(json) as { orders: OrderSummary[] }
  // The route checked the location exists; its timezone places each order on its window day.
  const season = new SummarySeason(orders, (await locationTimeZone(db, locationId)) ?? 'UTC')
  hot.set(indexedKey(key), createdAt, { season, bytes: json.length * MEMORY_PER_JSON_BYTE })
  return { season, createdAt }
}

/** One page of the season. */
export async function orderSummaryPageAnswer(c: Context<AppEnv>, locationId: string, year: number, page: SummaryPageQuery): Promise<Response> {
  if (page.after !== undefined) {
    const { season } = await indexedSeason(c, locationId, year)
    return c.json({ success: true as const, data: season.page(page) })
  }
  const kv = kvCacheOf(c.var.deps)
  const seasonKey = orderSummariesCacheKey(locationId, year)
  let madeFrom: number | undefined
  return cachedBytesAnswer(c, {
    key: orderSummaryPageKey(locationId, year, { sort: sortText(page.sort), states: page.states, days: serialiseDays(page.days), limit: page.limit }),
    ttlMs: KV_TTL_MS.orders,
    // Without a season entry a page cannot be trusted: it is made again (with the season).
    staleBefore: (await kv.createdAt(seasonKey)) ?? Infinity,
    build: async () => {
      const { season, createdAt } = await indexedSeason(c, locationId, year)
      madeFrom = createdAt
      return JSON.stringify(season.page(page))
    },
    // Kept only while the season it came from is still the cached one.
    keep: async () => madeFrom !== undefined && (await kv.createdAt(seasonKey)) === madeFrom,
  })
}
