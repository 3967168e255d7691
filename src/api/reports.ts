// A location's sales report (GET /api/square/reports/sales and /reports/year) as queries on the
// page's cache: one key per location and range, so running the same report twice asks once.
import type { FetcherStore } from '@nanostores/query'
import { salesReportResponseSchema, type SalesReport, type SalesReportQuery, type YearReportQuery } from '../contract/reports'
import type { ApiClient, QueryValue } from './client'
import { DEFAULT_FRESH_MS, queryCache } from './query-cache'
import { cacheKeyBase, queryKey } from './queries'

function report(client: ApiClient, path: string, params: Record<string, QueryValue>): FetcherStore<SalesReport> {
  return queryCache.createFetcherStore<SalesReport>(queryKey(cacheKeyBase(client), path, params), {
    fetcher: async () => (await client.get(path, salesReportResponseSchema, { query: params })).data,
    dedupeTime: DEFAULT_FRESH_MS,
  })
}

/** The report over local calendar days from beginDate to endDate, both included. */
export function salesReportQuery(client: ApiClient, { locationId, beginDate, endDate }: SalesReportQuery): FetcherStore<SalesReport> {
  return report(client, '/square/reports/sales', { locationId, beginDate, endDate })
}

/** The report over one season's window, June 28 – July 5. */
export function yearReportQuery(client: ApiClient, { locationId, year }: YearReportQuery): FetcherStore<SalesReport> {
  return report(client, '/square/reports/year', { locationId, year })
}

/** Asks the server again for a report already on the page (running the same report twice). */
export function refreshReport(client: ApiClient, path: '/square/reports/sales' | '/square/reports/year', params: Record<string, QueryValue>): void {
  queryCache.revalidateKeys(queryKey(cacheKeyBase(client), path, params).join(''))
}
