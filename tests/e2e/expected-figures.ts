// What the stats widget should show, computed here from the API's own answers with src/analytics'
// per-order definitions (summed by hand, not through the widget's code path), so a browser test
// can hold the rendered figures against the server's data.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import { isCounted, isSale, orderNetSales } from '../../src/analytics/figures'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { seasonPlace } from '../../src/season/season-place'
import { baseUrl, E2E_ADMIN_PASSWORD } from './server-info'

export interface StoredSessionValues {
  token: string
  expiresIn: number
  user: { username: string; roles: string[] }
}

/** Signs in as the bootstrap admin through the API. */
export async function apiLogin(request: APIRequestContext): Promise<StoredSessionValues> {
  const response = await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })
  if (!response.ok()) throw new Error(`login answered ${response.status()}`)
  const { data } = (await response.json()) as { data: { access_token: string; expires_in: number; user: StoredSessionValues['user'] } }
  return { token: data.access_token, expiresIn: data.expires_in, user: data.user }
}

/** The admin's session on the shared server, signed in through a request context of its own. */
export async function adminSession(): Promise<StoredSessionValues> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    return await apiLogin(api)
  } finally {
    await api.dispose()
  }
}

/** The admin's session and the first active location with sales in every one of `years`, on the shared server. */
export async function adminWithLocation(years: readonly number[]): Promise<{ session: StoredSessionValues; location: Location }> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    const session = await apiLogin(api)
    return { session, location: locationWithSales(await apiLocations(api, session.token), years) }
  } finally {
    await api.dispose()
  }
}

/** Stores `session` the way the dashboard does, before the page's scripts run. */
export async function signInBeforeLoad(page: Page, session: StoredSessionValues): Promise<void> {
  await page.addInitScript(({ token, expiresIn, user }) => {
    localStorage.setItem('auth_token', token)
    localStorage.setItem('auth_token_expiry', String(Date.now() + expiresIn * 1000))
    localStorage.setItem('auth_user', JSON.stringify(user))
  }, session)
}

/** Every location, as GET /api/square/locations lists them. */
export async function apiLocations(request: APIRequestContext, token: string): Promise<Location[]> {
  const response = await request.get('/api/square/locations', { headers: { Authorization: `Bearer ${token}` } })
  if (!response.ok()) throw new Error(`locations answered ${response.status()}`)
  return ((await response.json()) as { data: { locations: Location[] } }).data.locations
}

/** The first ACTIVE location with sales in every one of `years` (the demo always has one). */
export function locationWithSales(locations: readonly Location[], years: readonly number[]): Location {
  const found = locations.find(
    (location) => location.status === 'ACTIVE' && years.every((year) => (location.stats[String(year)]?.totalTransactions ?? 0) > 0),
  )
  if (!found) throw new Error(`No active location has sales in ${years.join(', ')}`)
  return found
}

export interface YearFigures {
  year: number
  transactions: number
  netSalesCents: number
  /** Net sales by window day (28, 29, 30, 1 … 5). */
  netSalesByDay: Map<number, number>
  /** Transactions by window day. */
  transactionsByDay: Map<number, number>
}

/** One season's transactions and net sales of a location from GET /api/square/orders. */
export async function expectedYear(request: APIRequestContext, token: string, location: Location, year: number): Promise<YearFigures> {
  const response = await request.get('/api/square/orders', {
    params: { locationId: location.id, year },
    headers: { Authorization: `Bearer ${token}` },
  })
  if (!response.ok()) throw new Error(`orders answered ${response.status()}`)
  const orders = ((await response.json()) as { data: { orders: Order[] } }).data.orders
  const figures: YearFigures = { year, transactions: 0, netSalesCents: 0, netSalesByDay: new Map(), transactionsByDay: new Map() }
  for (const order of orders) {
    const place = seasonPlace(order.created_at, location.timezone)
    if (!place || place.year !== year || !isCounted(order)) continue
    const net = orderNetSales(order)
    figures.netSalesCents += net
    figures.netSalesByDay.set(place.day, (figures.netSalesByDay.get(place.day) ?? 0) + net)
    if (isSale(order)) {
      figures.transactions += 1
      figures.transactionsByDay.set(place.day, (figures.transactionsByDay.get(place.day) ?? 0) + 1)
    }
  }
  return figures
}

/** A season's transactions and net sales on some of its window days only. */
export function onDays(figures: YearFigures, days: readonly number[]): { transactions: number; netSalesCents: number } {
  let transactions = 0
  let netSalesCents = 0
  for (const day of days) {
    transactions += figures.transactionsByDay.get(day) ?? 0
    netSalesCents += figures.netSalesByDay.get(day) ?? 0
  }
  return { transactions, netSalesCents }
}
