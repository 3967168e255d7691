// The payment breakdown on the plain-HTML example page, as a manager holding it against Square's
// Payment Methods report reads it: money collected per tender type, no column negative, a split
// that adds up to 100.0%, a total equal to the tenders less the refunds in the API's orders (each
// on the day it moved), and the partial refunds.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { formatMoney } from '../../src/format/money'
import { apiLocations, apiLogin, type StoredSessionValues } from './expected-figures'
import { squarePartialRefunds, windowYear } from './square-reading'
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

/**
 * Money collected in `year`'s window by the season's orders: each tender in and each refund out
 * (on its return order when one lists it, else on the sale) on the day it moved.
 */
function collectedOf(orders: readonly Order[], everyOrder: readonly Order[], location: Location, year: number): number {
  const isReturn = (order: Order) => (order.returns?.length ?? 0) > 0
  const claimed = new Set(everyOrder.filter((order) => order.state === 'COMPLETED' && isReturn(order)).flatMap((order) => (order.refunds ?? []).map((refund) => refund.id)))
  const inWindow = (at: string) => windowYear(at, location.timezone) === year
  let cents = 0
  for (const order of orders) {
    if (order.state !== 'COMPLETED' || windowYear(order.created_at, location.timezone) !== year) continue
    for (const tender of order.tenders ?? []) if (inWindow(tender.created_at ?? order.created_at)) cents += tender.amount_money?.amount ?? 0
    for (const refund of order.refunds ?? []) {
      if (refund.status === 'REJECTED' || refund.status === 'FAILED' || (!isReturn(order) && claimed.has(refund.id))) continue
      if (inWindow(refund.created_at ?? order.created_at)) cents -= Math.abs(refund.amount_money.amount)
    }
  }
  return cents
}

/** Partial refunds per location and year, from the API's orders. */
const partialRefunds = new Map<string, Map<number, number>>()

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
    const ordersOf = new Map<number, Order[]>()
    for (const year of YEARS) ordersOf.set(year, await apiOrders(session.token, location.id, year))
    const every = [...ordersOf.values()].flat()
    collected.set(location.id, new Map(YEARS.map((year) => [year, collectedOf(ordersOf.get(year)!, every, location, year)])))
    partialRefunds.set(location.id, new Map(YEARS.map((year) => [year, squarePartialRefunds(ordersOf.get(year)!, every, location.timezone, year)])))
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

test('the payment breakdown shows money collected, no column negative, a split of 100.0%, and the partial refunds', async ({ page }) => {
  for (const location of locations) {
    const widget = await openStats(page, location)
    const region = widget.getByRole('region', { name: 'Money Collected by Payment Type', exact: true })
    await expect(region).toBeVisible()
    const table = widget.getByRole('table', { name: 'Money collected by payment type and year' })
    await expect(table).toBeVisible()
    const headers = await table.getByRole('columnheader').allTextContents()
    expect(headers[0]).toBe('Year')
    // The demo's seasons each have a partial refund, so the column shows.
    expect(headers.slice(-3)).toEqual(['Total collected', 'Partial refunds', 'Split'])
    for (const header of headers.slice(1, -3)) expect(header).toMatch(/^(Cash|Card|Other) collected$/)
    for (const year of YEARS) {
      const cells = await table.getByRole('row', { name: new RegExp(`^${year}`) }).getByRole('cell').allTextContents()
      expect(cells).toHaveLength(headers.length - 1)
      const money = cells.slice(0, -1)
      for (const cell of money) expect(cell, `${location.name} ${year}: ${cells.join(' | ')}`).toMatch(/^\$\d/)
      expect(cells.at(-3)).toBe(formatMoney(collected.get(location.id)!.get(year)!))
      expect(cells.at(-2)).toBe(formatMoney(partialRefunds.get(location.id)!.get(year)!))
      const tenths = shownTenths(cells.at(-1)!)
      expect(tenths.length).toBe(money.length - 2)
      expect(tenths.reduce((sum, tenth) => sum + tenth, 0), `${location.name} ${year}: ${cells.at(-1)}`).toBe(1000)
    }
  }
})
