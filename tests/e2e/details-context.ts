// What the specs of one location's details share: the three busiest active locations of 2025
// that sold in 2024 too, their orders and seasons as the API serves them and as
// expected-figures.ts sums them, the stats cards as shown, and the shell opened signed in.
import { request as playwrightRequest, type Locator, type Page } from '@playwright/test'
import { averageOrderValue } from '../../src/analytics/figures'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { formatMoney } from '../../src/format/money'
import { apiLocations, apiLogin, expectedYear, signInBeforeLoad, type StoredSessionValues, type YearFigures } from './expected-figures'
import { baseUrl } from './server-info'

export const counts = new Intl.NumberFormat('en-US')

export interface DetailsContext {
  session: StoredSessionValues
  /** The busiest first. */
  busiest: [Location, Location, Location]
}

/** Signs in as the admin and picks the three busiest active locations of 2025 that sold in 2024. */
export async function loadDetailsContext(): Promise<DetailsContext> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    const session = await apiLogin(api)
    const busiest = (await apiLocations(api, session.token))
      .filter((location) => location.status === 'ACTIVE' && (location.stats['2024']?.totalTransactions ?? 0) > 0 && (location.stats['2025']?.totalTransactions ?? 0) > 0)
      .sort((a, b) => (b.stats['2025']?.totalTransactions ?? 0) - (a.stats['2025']?.totalTransactions ?? 0))
    return { session, busiest: busiest.slice(0, 3) as [Location, Location, Location] }
  } finally {
    await api.dispose()
  }
}

type ApiContext = Awaited<ReturnType<typeof playwrightRequest.newContext>>

/** A location-year's orders, every state, as the API serves them. */
export async function apiOrders(api: ApiContext, token: string, location: Location, year: number): Promise<Order[]> {
  const answer = await api.get('/api/square/orders', { params: { locationId: location.id, year }, headers: { Authorization: `Bearer ${token}` } })
  if (!answer.ok()) throw new Error(`orders answered ${answer.status()}`)
  return ((await answer.json()) as { data: { orders: Order[] } }).data.orders
}

/** A location's seasons as the independent computation of expected-figures.ts sums them. */
export async function expectedSeasons(token: string, location: Location, years: readonly number[]): Promise<Record<number, YearFigures>> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    const figures: Record<number, YearFigures> = {}
    for (const year of years) figures[year] = await expectedYear(api, token, location, year)
    return figures
  } finally {
    await api.dispose()
  }
}

/** The three summary cards' texts for a season's transactions and net sales. */
export function cardTexts({ transactions, netSalesCents }: { transactions: number; netSalesCents: number }): string[] {
  return [counts.format(transactions), formatMoney(netSalesCents), formatMoney(averageOrderValue(netSalesCents, transactions))]
}

/** The stats tab's three cards (total transactions, net sales, average order value), as shown. */
export function cards(page: Page): Locator {
  return page.locator('fw-location-stats').locator('[data-card="totalTransactions"], [data-card="netSales"], [data-card="averageOrderValue"]').locator('.fw-summary-card-value')
}

export const detailsPath = (location: Location, tab: string) => `/stats/details/location/${location.id}/${tab}`

/** Opens `path` in the shell with the session stored before the page loads. */
export async function openSignedIn(page: Page, session: StoredSessionValues, path: string): Promise<void> {
  await signInBeforeLoad(page, session)
  await page.goto(path)
}
