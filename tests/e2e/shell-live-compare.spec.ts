// Compare and a live payment inside the dashboard shell (docs/screens.md#compare /stats/details), in Chromium
// against `npm start` with the demo season: compare's series and swap, and a signed webhook
// payment reaching the open location's net sales card within 2 s. It runs after
// ./shell-details.spec.ts (by name), so that spec reads the orders before this payment.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { orderNetSales } from '../../src/analytics/figures'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { formatMoney } from '../../src/format/money'
import { apiOrders, cards, cardTexts, detailsPath, expectedSeasons as seasonsOf, loadDetailsContext, openSignedIn } from './details-context'
import type { StoredSessionValues } from './expected-figures'
import { baseUrl, emulatorUrl } from './server-info'

test.use({ baseURL: baseUrl() })

let session: StoredSessionValues
/** The three busiest active locations of 2025 that sold in 2024 too, busiest first. */
let first: Location
let second: Location
let third: Location

test.beforeAll(async () => {
  ;({ session, busiest: [first, second, third] } = await loadDetailsContext())
})

const expectedSeasons = (location: Location, years: readonly number[]) => seasonsOf(session.token, location, years)
const openShell = (page: Page, path: string) => openSignedIn(page, session, path)

/** The legend entries of a chart, in order. */
const legendOf = (compare: Locator, title: string) => compare.getByRole('region', { name: title }).locator('.fw-chart-legend li')
const CHARTS = ['Daily Total Transactions', 'Daily Net Sales', 'Hourly Net Sales', 'Hourly Total Transactions']

test('compare shows both locations in every chart, the swap reverses them in the URL and the chips, and one location is Ready to Compare', async ({ page }) => {
  // Only the first two ids count.
  await openShell(page, `/stats/details/compare?locations=${first.id},${second.id},${third.id}&years=2025`)
  const compare = page.locator('fw-compare')
  await expect(compare.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Locations', 'Compare Locations'])
  await expect(compare).toContainText('Compare two locations side by side for one year')
  await expect(compare.locator('.fw-compare-chip')).toHaveText([first.name, second.name])
  for (const title of CHARTS) await expect(legendOf(compare, title), title).toHaveText([first.name, second.name])

  await compare.getByRole('button', { name: /^Swap/ }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]locations=${second.id},${first.id}(&|$)`))
  await expect(compare.locator('.fw-compare-chip')).toHaveText([second.name, first.name])
  for (const title of CHARTS) await expect(legendOf(compare, title), title).toHaveText([second.name, first.name])

  await page.goto(`/stats/details/compare?locations=${first.id}&years=2025`)
  await expect(compare.getByRole('heading', { name: 'Ready to Compare' })).toBeVisible()
  await expect(compare).toContainText('Select 2 locations and a year to compare their sales.')

  // The index with a trailing slash renders nothing of the compare view.
  await page.goto(`/stats/details/compare/?locations=${first.id},${second.id}&years=2025`)
  await expect(page.getByRole('complementary', { name: 'Locations sidebar' })).toBeVisible()
  await expect(page.locator('fw-compare')).toHaveCount(0)
  await expect(page.getByText('Compare Locations', { exact: true })).toHaveCount(0)
})

/** Rings up a demo sale at a location in the bundled emulator, which sends Square's signed webhook. */
async function demoPayment(location: Location): Promise<{ orderId: string; answeredAt: number }> {
  const sale = await fetch(`${emulatorUrl()}/_demo/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ location_id: location.id }),
  })
  const answeredAt = Date.now()
  expect(sale.status).toBe(200)
  const { order_id: orderId, webhook_status: webhookStatus } = (await sale.json()) as { order_id: string; webhook_status: number }
  expect(webhookStatus, "the server's answer to the signed webhook").toBe(200)
  return { orderId, answeredAt }
}

/** The location's 2025 order `orderId` once the server has stored it. */
async function storedOrder(location: Location, orderId: string): Promise<Order> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    let found: Order | undefined
    await expect.poll(async () => (found = (await apiOrders(api, session.token, location, 2025)).find((order) => order.id === orderId)) !== undefined).toBe(true)
    return found!
  } finally {
    await api.dispose()
  }
}

test('a signed webhook payment for the open location changes its net sales card within 2 s by its net amount', async ({ page }) => {
  const before = (await expectedSeasons(first, [2025]))[2025]!
  await openShell(page, `${detailsPath(first, 'stats')}?days=28to5&years=2025`)
  const netSales = page.locator('fw-location-stats [data-card="netSales"] .fw-summary-card-value')
  await expect(cards(page)).toHaveText(cardTexts(before))
  await expect(page.getByRole('button', { name: 'Trigger fireworks (live connection connected)' })).toBeVisible()

  const { orderId, answeredAt } = await demoPayment(first)
  await expect(netSales).not.toHaveText(formatMoney(before.netSalesCents), { timeout: 2_000 })
  const took = Date.now() - answeredAt
  expect(took, 'ms from the payment to the new net sales').toBeLessThan(2_000)
  const sold = await storedOrder(first, orderId)
  await expect(netSales).toHaveText(formatMoney(before.netSalesCents + orderNetSales(sold)))
  test.info().annotations.push({ type: 'net sales', description: `${formatMoney(before.netSalesCents)} → ${await netSales.textContent()} in ${took} ms` })
})
