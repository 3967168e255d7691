// The payment breakdown on the plain-HTML example page, as a manager holding it against Square's
// Payment Methods report reads it: money collected per tender type, no column negative, a split
// that adds up to 100.0%, and a total equal to the tenders less the refunds in the API's orders.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { isCounted, isCountedRefund, refundCents, refundsClaimedBy } from '../../src/analytics/figures'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { formatMoney } from '../../src/format/money'
import { seasonPlace } from '../../src/season/season-place'
import { apiLocations, apiLogin, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'

test.use({ baseURL: baseUrl() })

const YEARS = [2024, 2025] as const
/** How many locations the test opens: each is a page load. */
const LOCATIONS = 3

let session: StoredSessionValues
let locations: Location[]
/** Money collected per location and year, from the API's orders: tenders in, refunds out (each once). */
const collected = new Map<string, Map<number, number>>()

async function apiOrders(token: string, locationId: string, year: number): Promise<Order[]> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  const response = await api.get('/api/square/orders', { params: { locationId, year }, headers: { Authorization: `Bearer ${token}` } })
  if (!response.ok()) throw new Error(`orders answered ${response.status()}`)
  const orders = ((await response.json()) as { data: { orders: Order[] } }).data.orders
  await api.dispose()
  return orders
}

function collectedOf(orders: readonly Order[], location: Location, year: number): number {
  const counted = orders.filter((order) => isCounted(order) && seasonPlace(order.created_at, location.timezone)?.year === year)
  const claimed = new Set(counted.flatMap(refundsClaimedBy))
  let cents = 0
  for (const order of counted) {
    for (const tender of order.tenders ?? []) cents += tender.amount_money?.amount ?? 0
    const isReturn = (order.returns?.length ?? 0) > 0
    for (const refund of order.refunds ?? []) {
      if (isCountedRefund(refund) && (isReturn || !claimed.has(refund.id))) cents -= refundCents(refund)
    }
  }
  return cents
}

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  session = await apiLogin(api)
  const all = await apiLocations(api, session.token)
  await api.dispose()
  locations = all
    .filter((location) => location.status === 'ACTIVE' && YEARS.every((year) => (location.stats[String(year)]?.totalTransactions ?? 0) > 0))
    .slice(0, LOCATIONS)
  expect(locations.length).toBe(LOCATIONS)
  for (const location of locations) {
    const byYear = new Map<number, number>()
    for (const year of YEARS) byYear.set(year, collectedOf(await apiOrders(session.token, location.id, year), location, year))
    collected.set(location.id, byYear)
  }
})

async function openStats(page: Page, location: Location) {
  await page.addInitScript(({ token, expiresIn, user }) => {
    localStorage.setItem('auth_token', token)
    localStorage.setItem('auth_token_expiry', String(Date.now() + expiresIn * 1000))
    localStorage.setItem('auth_user', JSON.stringify(user))
  }, session)
  await page.goto(`/examples/?location=${encodeURIComponent(location.id)}&years=${YEARS.join(',')}`)
  const widget = page.locator('fw-location-stats')
  await expect(widget.getByRole('heading', { name: location.name })).toBeVisible()
  return widget
}

/** Tenths of a percent in text such as "Cash 38.7% · Card 61.3%". */
function shownTenths(split: string): number[] {
  return [...split.matchAll(/(-?\d+\.\d)%/g)].map((match) => Math.round(Number(match[1]) * 10))
}

test('the payment breakdown shows money collected, no column negative, a split of 100.0%', async ({ page }) => {
  for (const location of locations) {
    const widget = await openStats(page, location)
    const region = widget.getByRole('region', { name: /collected/i })
    await expect(region).toBeVisible()
    const table = widget.getByRole('table', { name: 'Money collected by payment type and year' })
    await expect(table).toBeVisible()
    const headers = await table.getByRole('columnheader').allTextContents()
    expect(headers[0]).toBe('Year')
    expect(headers.slice(-2)).toEqual(['Total collected', 'Split'])
    for (const header of headers.slice(1, -2)) expect(header).toMatch(/^(Cash|Card|Other) collected$/)
    for (const year of YEARS) {
      const cells = await table.getByRole('row', { name: new RegExp(`^${year}`) }).getByRole('cell').allTextContents()
      expect(cells).toHaveLength(headers.length - 1)
      const money = cells.slice(0, -1)
      for (const cell of money) expect(cell, `${location.name} ${year}: ${cells.join(' | ')}`).toMatch(/^\$\d/)
      expect(cells.at(-2)).toBe(formatMoney(collected.get(location.id)!.get(year)!))
      const tenths = shownTenths(cells.at(-1)!)
      expect(tenths.length).toBe(money.length - 1)
      expect(tenths.reduce((sum, tenth) => sum + tenth, 0), `${location.name} ${year}: ${cells.at(-1)}`).toBe(1000)
    }
  }
})
