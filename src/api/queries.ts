// The API's readable resources as query stores on the page's cache (./query-cache), one factory
// each: a widget asks for what it shows and never fetches by hand. A store's key is its request
// URL, so two widgets asking for the same thing share one request and one answer.
//
//   const $stats = seasonStatsQuery(api, { locationId: 'L1', year: 2025, days: '28to5' })
import type { FetcherStore } from '@nanostores/query'
import type * as z from 'zod/mini'
import { itemsResponseSchema, statsResponseSchema, type ItemsData, type StatsData } from '../contract/figures-answers'
import { locationsResponseSchema, type LocationsData } from '../contract/locations-response'
import { orderSummaryPageResponseSchema, type OrderSummaryPage } from '../contract/order-summaries'
import { orderResponseSchema } from '../contract/orders-response'
import { paceResponseSchema, type PaceData } from '../contract/pace'
import type { Order } from '../contract/square-order'
import type { ApiClient, QueryValue } from './client'
import { startDownload, type AnswerDownload } from './answer-download'
import { answerHolds, recordAnswerScope } from './answer-scopes'
import { DEFAULT_FRESH_MS, invalidateQueries, queryCache } from './query-cache'

/** docs/contract.md#how-long-answers-stay-fresh: locations and orders stay fresh for 5 minutes. */
export const LOCATIONS_FRESH_MS = 300_000
export const ORDERS_FRESH_MS = 300_000

interface Resource<S extends z.ZodMiniType, T> {
  path: string
  schema: S
  freshMs: number
  /** The part of the answer widgets use. */
  pick: (answer: z.infer<S>) => T
}

function resource<S extends z.ZodMiniType, T>(path: string, schema: S, freshMs: number, pick: (answer: z.infer<S>) => T): Resource<S, T> {
  return { path, schema, freshMs, pick }
}

// One constant per resource (not one object holding all): a bundle keeps only the resources, and
// so the answer schemas, that its widgets ask for.
const LOCATIONS = /* @__PURE__ */ resource('/square/locations', locationsResponseSchema, LOCATIONS_FRESH_MS, (answer) => answer.data)
const SEASON_STATS = /* @__PURE__ */ resource('/square/stats', statsResponseSchema, DEFAULT_FRESH_MS, (answer) => answer.data)
const ITEMS = /* @__PURE__ */ resource('/square/items', itemsResponseSchema, DEFAULT_FRESH_MS, (answer) => answer.data)
const ORDER = /* @__PURE__ */ resource('/square/orders/', orderResponseSchema, ORDERS_FRESH_MS, (answer) => answer.data.order)
const ORDER_SUMMARY_PAGE = /* @__PURE__ */ resource('/square/order-summaries', orderSummaryPageResponseSchema, ORDERS_FRESH_MS, (answer) => answer.data)
/** Where a season's order summaries are read, whole or a page at a time. */
export const ORDER_SUMMARIES_PATH = '/square/order-summaries'
const PACE = /* @__PURE__ */ resource('/square/pace', paceResponseSchema, DEFAULT_FRESH_MS, (answer) => answer.data)

/** The key of a request: its URL in parts, base, path and query in the given order. */
export function queryKey(apiBase: string, path: string, params: Record<string, QueryValue> = {}): string[] {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value))
  const search = query.toString()
  return search ? [apiBase.replace(/\/+$/, ''), path, '?', search] : [apiBase.replace(/\/+$/, ''), path]
}

/**
 * The first part of a client's keys: its API base, and the name of its credential when that is not
 * the page's session (an embed token sees only its own locations), so such answers are kept apart.
 */
export function cacheKeyBase(client: Pick<ApiClient, 'apiBase' | 'cacheScope'>): string {
  const base = client.apiBase.replace(/\/+$/, '')
  return client.cacheScope ? `${base}#${client.cacheScope}` : base
}

function query<S extends z.ZodMiniType, T>(
  client: ApiClient,
  source: Resource<S, T>,
  params: Record<string, QueryValue> = {},
  /** Told of each answer with its key (its joined URL). */
  noteAnswer?: (key: string, data: T) => void,
): FetcherStore<T> {
  const key = queryKey(cacheKeyBase(client), source.path, params)
  return queryCache.createFetcherStore<T>(key, {
    fetcher: async () => {
      const data = source.pick(await client.get(source.path, source.schema, { query: params }))
      noteAnswer?.(key.join(''), data)
      return data
    },
    dedupeTime: source.freshMs,
  })
}

/** Every location with its per-year totals, and the hydration summary. */
export function locationsQuery(client: ApiClient): FetcherStore<LocationsData> {
  return query(client, LOCATIONS)
}

export interface SeasonStatsParams {
  locationId: string
  year: number
  /** The window days as the URL writes them ("28to5"). */
  days: string
  /** The server-clock minute the like-for-like cut is taken at (ISO); absent out of season. */
  asOf?: string | undefined
}

/** One location's figures for one season and the selected days (one key per year). */
export function seasonStatsQuery(client: ApiClient, { locationId, year, days, asOf }: SeasonStatsParams): FetcherStore<StatsData> {
  return query(client, SEASON_STATS, { locationId, years: year, days, asOf })
}

/** One location's item sales for one season over the selected days ("28to5", as for the stats). */
export function itemsQuery(client: ApiClient, { locationId, year, days }: { locationId: string; year: number; days: string }): FetcherStore<ItemsData> {
  return query(client, ITEMS, { locationId, year, days })
}

/** One order of a location's season, as Square sent it (the invoice). Its key names the location and year, so a change to that season refreshes it. */
export function orderQuery(client: ApiClient, { locationId, year, orderId }: { locationId: string; year: number; orderId: string }): FetcherStore<Order> {
  return query(client, { ...ORDER, path: `${ORDER.path}${encodeURIComponent(orderId)}` }, { locationId, year })
}

export interface OrderSummaryPageParams {
  locationId: string
  year: number
  /** The table's sort, "total.desc". */
  sort: string
  /** The states listed, comma-separated ("" for none). */
  states: string
  /** The window days, "28to5". */
  days: string
  limit: number
}

/** The first page of a location's season of order summaries in the table's order (its first screen). */
export function orderSummaryPageQuery(client: ApiClient, { locationId, year, sort, states, days, limit }: OrderSummaryPageParams): FetcherStore<OrderSummaryPage> {
  return query(client, ORDER_SUMMARY_PAGE, { locationId, year, sort, states, days, limit })
}

/** The download of each season's summaries, by its key: a newer answer stops the one it replaces. */
const latestDownloads = new Map<string, AnswerDownload>()

/**
 * One location's orders of one season, every state, as the orders table's summaries: the answer
 * as the bytes it arrives in (./answer-download), there as soon as the answer starts, since a
 * season runs to 50,000 orders and 10 MB and the table parses it off the page's thread. Asked
 * again like any answer (a payment at the location), the older download stops.
 */
export function orderSummariesDownloadQuery(client: ApiClient, { locationId, year }: { locationId: string; year: number }): FetcherStore<AnswerDownload> {
  const params = { locationId, year }
  const key = queryKey(client.apiBase, ORDER_SUMMARIES_PATH, params)
  const name = key.join('')
  return queryCache.createFetcherStore<AnswerDownload>(key, {
    fetcher: async () => {
      const download = await client.download(ORDER_SUMMARIES_PATH, async (response) => startDownload(response), { query: params })
      latestDownloads.get(name)?.stop()
      latestDownloads.set(name, download)
      return download
    },
    dedupeTime: ORDERS_FRESH_MS,
  })
}

export interface PaceParams {
  /** Location ids, comma-separated; absent with `city` absent: every location. */
  locationIds?: string | undefined
  /** A city, as the location filters match it ("" for every city). */
  city?: string | undefined
  /** Seasons, comma-separated; absent: every tracked season up to the current one. */
  years?: string | undefined
  /** The server-clock minute to read the pace at (ISO); absent: the server's now. */
  asOf?: string | undefined
}

/**
 * The season pace of a selection. Its URL does not name its locations, so each answer notes
 * whom it holds: a change to one of them asks for it again (refreshLocationYears).
 */
export function paceQuery(client: ApiClient, { locationIds, city, years, asOf }: PaceParams): FetcherStore<PaceData> {
  return query(client, PACE, { locationIds, city, years, asOf }, (key, data) =>
    recordAnswerScope(key, data.locations.map((location) => location.id), data.years),
  )
}

/** Whether a key asks about `locationId` in `year` (its `year`, or one of its `years`). */
export function keyTouchesLocationYear(key: string, locationId: string, year: number): boolean {
  const queryStart = key.indexOf('?')
  if (queryStart === -1) return false
  const params = new URLSearchParams(key.slice(queryStart + 1))
  if (params.get('locationId') !== locationId) return false
  const years = [params.get('year'), ...(params.get('years') ?? '').split(',')]
  return years.includes(String(year))
}

/**
 * A location's figures changed on the server for these years: every answer about them is asked
 * again, and widgets keep showing the previous answer until the new one arrives.
 */
export function refreshLocationYears(locationId: string, years: readonly number[]): void {
  queryCache.revalidateKeys((key) => years.some((year) => keyTouchesLocationYear(key, locationId, year) || answerHolds(key, locationId, year)))
}

export { invalidateQueries }
