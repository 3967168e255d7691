// The stats tab in the dashboard shell held against Square's own reading of the API's raw orders
// (./square-reading, independent of src/analytics): each season's net sales card is Square's net
// sales, partial refunds left in, and the payment breakdown lists the partial refunds apart.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { formatMoney } from '../../src/format/money'
import { apiLocations, apiLogin, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { squareNetSales, squarePartialRefunds } from './square-reading'
import { baseUrl } from './server-info'

test.use({ baseURL: baseUrl() })

const YEARS = [2024, 2025] as const

let session: StoredSessionValues
let location: Location
const orders = new Map<number, Order[]>()

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  session = await apiLogin(api)
  // The busiest active location of 2025 that sold in 2024 too.
  location = (await apiLocations(api, session.token))
    .filter((candidate) => candidate.status === 'ACTIVE' && YEARS.every((year) => (candidate.stats[String(year)]?.totalTransactions ?? 0) > 0))
    .sort((a, b) => (b.stats['2025']?.totalTransactions ?? 0) - (a.stats['2025']?.totalTransactions ?? 0))[0]!
  for (const year of YEARS) {
    const answer = await api.get('/api/square/orders', { params: { locationId: location.id, year }, headers: { Authorization: `Bearer ${session.token}` } })
    expect(answer.ok()).toBe(true)
    orders.set(year, ((await answer.json()) as { data: { orders: Order[] } }).data.orders)
  }
  await api.dispose()
})

for (const year of YEARS) {
  test(`the ${year} stats tab shows Square's net sales and the partial refunds apart`, async ({ page }) => {
    const every = [...orders.values()].flat()
    const netSales = squareNetSales(orders.get(year)!, location.timezone, year)
    const partialRefunds = squarePartialRefunds(orders.get(year)!, every, location.timezone, year)
    expect(partialRefunds).toBeGreaterThan(0)
    await signInBeforeLoad(page, session)
    await page.goto(`/stats/details/location/${location.id}/stats?years=${year}`)
    const stats = page.locator('fw-location-stats')
    await expect(stats.getByRole('article', { name: 'Net Sales' })).toContainText(formatMoney(netSales))
    const table = stats.getByRole('table', { name: 'Money collected by payment type and year' })
    const headers = await table.getByRole('columnheader').allTextContents()
    const column = headers.indexOf('Partial refunds')
    expect(column).toBeGreaterThan(0)
    const cells = await table.getByRole('row', { name: new RegExp(`^${year}`) }).getByRole('cell').allTextContents()
    // The row's header cell is the year; the cells follow it.
    expect(cells[column - 1]).toBe(formatMoney(partialRefunds))
    await expect(stats.getByText(/Partial refunds are refunds by amount/)).toBeVisible()
  })
}
