// GET /api/square/order-summaries: a location-year's order summaries, whole (the CSV, print and
// the table once the season is in) or one page in the table's order (its first screen).
//
// The whole season is the KV entry square:order-summaries:{location}:{year}, built from stored
// orders. Pages come from that same entry: this process keeps it parsed and indexed among the hot
// answers (a SummarySeason, checked against the entry's creation time like the bytes beside it),
// so a page costs a binary search and a walk of `limit` orders. First pages — what every table
// opening and every sort or filter asks for, a few per season — are cached too, under the season's
// key and a colon (square:order-summaries:{location}:{year}:{sort}:{states}:{days}), KEPT_PAGE_ROWS
// long and cut to the limit asked, and dropped with the season by invalidateSquareData; a page is
// trusted only when made after the season entry it came from, so a season rebuilt by any process
// (or deleted from the cache debugger) never leaves an older page in front of it. Pages after a
// cursor are not kept: a cursor may name any order of the season, and pages nobody asks for twice
// would only push useful entries out.
import type { Context } from 'hono'
import { SummarySeason, writeCursor, type SummaryPage, type SummaryPageQuery } from '../../src/analytics/order-summary-pages'
import { sortFieldsOf, sortPlaceOf, sortText } from '../../src/analytics/order-summary-sort'
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
/**
 * First pages are kept at this many orders and cut to the limit asked, so a view has one entry
 * whatever limit a caller names; a larger first page is made from the season, not kept.
 */
export const KEPT_PAGE_ROWS = 200

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

/** A first page as kept: up to KEPT_PAGE_ROWS orders, how many match, and the cursor after them. */
type KeptPage = SummaryPage

/** The first page of a view, kept at KEPT_PAGE_ROWS orders and valid while its season entry is the one it came from. */
async function keptFirstPage(c: Context<AppEnv>, locationId: string, year: number, page: SummaryPageQuery): Promise<KeptPage> {
  const kv = kvCacheOf(c.var.deps)
  const seasonKey = orderSummariesCacheKey(locationId, year)
  const key = orderSummaryPageKey(locationId, year, { sort: sortText(page.sort), states: page.states, days: serialiseDays(page.days) })
  const seasonMadeAt = await kv.createdAt(seasonKey)
  const hit = seasonMadeAt === undefined ? undefined : await kv.getJson<KeptPage>(key)
  // A page made before its season entry (rebuilt by any process, or deleted in the cache debugger) is stale.
  if (hit !== undefined && seasonMadeAt !== undefined && hit.createdAt >= seasonMadeAt) return hit.value
  const { season, createdAt } = await indexedSeason(c, locationId, year)
  const kept = season.page({ ...page, limit: KEPT_PAGE_ROWS, after: undefined })
  // Kept only while the season it came from is still the cached one.
  if ((await kv.createdAt(seasonKey)) === createdAt) await kv.setJson(key, kept, KV_TTL_MS.orders)
  return kept
}

/** The first `limit` orders of a kept first page, with the cursor after the last of them. */
function cutPage(kept: KeptPage, sort: SummaryPageQuery['sort'], limit: number): SummaryPage {
  const orders = kept.orders.slice(0, limit)
  const last = orders.at(-1)
  const next = kept.matching > orders.length && last !== undefined ? writeCursor(sort, sortPlaceOf(sortFieldsOf(last), sort.column)) : null
  return { orders, matching: kept.matching, next }
}

/** One page of the season. */
export async function orderSummaryPageAnswer(c: Context<AppEnv>, locationId: string, year: number, page: SummaryPageQuery): Promise<Response> {
  if (page.after === undefined && page.limit <= KEPT_PAGE_ROWS) {
    return c.json({ success: true as const, data: cutPage(await keptFirstPage(c, locationId, year, page), page.sort, page.limit) })
  }
  const { season } = await indexedSeason(c, locationId, year)
  return c.json({ success: true as const, data: season.page(page) })
}
