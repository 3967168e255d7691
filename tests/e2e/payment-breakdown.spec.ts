// The payment breakdown on the plain-HTML example page, as a manager holding it against Square's
// Payment Methods report reads it: money collected per tender type, no column negative, a split
// that adds up to 100.0%, a total equal to the tenders less the refunds in the API's orders (each
// on the day it moved), and the partial refunds. The server's clock is in the 2025 season, so 2024
// is counted up to the same local minute as 2025 so far, which its row names.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { formatMoney } from '../../src/format/money'
import { apiLocations, apiLogin, type StoredSessionValues } from './expected-figures'
import { instantOfLocal, readCutText, squarePartialRefunds, windowYear } from './square-reading'
import { baseUrl } from './server-info'

test.use({ baseURL: baseUrl() })

const YEARS = [2024, 2025] as const
/** How many locations the test opens: each is a page load. */
const LOCATIONS = 3

let session: StoredSessionValues
let locations: Location[]
/** Each location's orders of both seasons, from the API. */
const ordersByLocation = new Map<string, Map<number, Order[]>>()

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
 * (on its return order when one lists it, else on the sale) on the day it moved; with `beforeMs`
 * (a like-for-like cut), only orders created and money moved before it.
 */
function collectedOf(orders: readonly Order[], everyOrder: readonly Order[], location: Location, year: number, beforeMs = Infinity): number {
  const isReturn = (order: Order) => (order.returns?.length ?? 0) > 0
  const claimed = new Set(everyOrder.filter((order) => order.state === 'COMPLETED' && isReturn(order)).flatMap((order) => (order.refunds ?? []).map((refund) => refund.id)))
  const inWindow = (at: string) => windowYear(at, location.timezone) === year && Date.parse(at) < beforeMs
  let cents = 0
  for (const order of orders) {
    if (order.state !== 'COMPLETED' || windowYear(order.created_at, location.timezone) !== year || Date.parse(order.created_at) >= beforeMs) continue
    for (const tender of order.tenders ?? []) if (inWindow(tender.created_at ?? order.created_at)) cents += tender.amount_money?.amount ?? 0
    for (const refund of order.refunds ?? []) {
      if (refund.status === 'REJECTED' || refund.status === 'FAILED' || (!isReturn(order) && claimed.has(refund.id))) continue
      if (inWindow(refund.created_at ?? order.created_at)) cents -= Math.abs(refund.amount_money.amount)
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
    const ordersOf = new Map<number, Order[]>()
    for (const year of YEARS) ordersOf.set(year, await apiOrders(session.token, location.id, year))
    ordersByLocation.set(location.id, ordersOf)
  }
})

/**
 * What a year's row should read: money collected and partial refunds, 2025 as it stands and 2024
 * up to the end of the local minute its row names ("2024 to Jul 4, 8:30 PM").
 */
function expectedRow(location: Location, year: number, rowName: string): { collected: number; partialRefunds: number } {
  const ordersOf = ordersByLocation.get(location.id)!
  const every = [...ordersOf.values()].flat()
  const cut = / to /.test(rowName) ? readCutText(rowName) : null
  const beforeMs = cut === null ? Infinity : instantOfLocal(location.timezone, year, cut.month, cut.day, cut.hour, cut.minute) + 60_000
  return {
    collected: collectedOf(ordersOf.get(year)!, every, location, year, beforeMs),
    partialRefunds: squarePartialRefunds(ordersOf.get(year)!, every, location.timezone, year, beforeMs),
  }
}

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
    // The season in progress as it stands; the one before up to the same minute, and the table says so.
    await expect(table.getByRole('rowheader', { name: /^2025 so far$/ })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: /^2024 to Jul \d, \d{1,2}:\d{2} (AM|PM)$/ })).toBeVisible()
    await expect(widget.getByText(/^Like for like, to Jul \d, \d{1,2}:\d{2} (AM|PM): each earlier year's money collected/)).toBeVisible()
    for (const year of YEARS) {
      const row = table.getByRole('row', { name: new RegExp(`^${year}`) })
      // The minute may turn between reading the row's name and its cells: read both again then.
      await expect(async () => {
        const rowName = (await row.getByRole('rowheader').textContent()) ?? ''
        const cells = await row.getByRole('cell').allTextContents()
        expect((await row.getByRole('rowheader').textContent()) ?? '').toBe(rowName)
        expect(cells).toHaveLength(headers.length - 1)
        const money = cells.slice(0, -1)
        for (const cell of money) expect(cell, `${location.name} ${year}: ${cells.join(' | ')}`).toMatch(/^\$\d/)
        const expected = expectedRow(location, year, rowName)
        expect(cells.at(-3), `${location.name}: ${rowName}`).toBe(formatMoney(expected.collected))
        expect(cells.at(-2), `${location.name}: ${rowName}`).toBe(formatMoney(expected.partialRefunds))
        const tenths = shownTenths(cells.at(-1)!)
        expect(tenths.length).toBe(money.length - 2)
        expect(tenths.reduce((sum, tenth) => sum + tenth, 0), `${location.name} ${year}: ${cells.at(-1)}`).toBe(1000)
      }).toPass({ timeout: 20_000 })
    }
  }
})
