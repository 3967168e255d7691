// Like-for-like comparisons on the evening of July 4, 2025 (the server's clock, E2E_NOW): the stats
// tab's net sales change against 2024 equals one computed here from the API's raw orders (2025 so
// far against 2024 up to the same local minute, read the way Square reads orders, with Intl for
// time), and the card says up to when; the Today button keeps 2024 beside July 4, like for like.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { formatMoney } from '../../src/format/money'
import { formatPercentChange } from '../../src/format/percent'
import { apiLocations, apiLogin, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { instantOfLocal, localTime, readCutText, squareNetSales } from './square-reading'
import { baseUrl } from './server-info'

test.use({ baseURL: baseUrl() })

let session: StoredSessionValues
let location: Location

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  session = await apiLogin(api)
  // The busiest active location of 2025 that sold in 2024 too.
  location = (await apiLocations(api, session.token))
    .filter((candidate) => candidate.status === 'ACTIVE' && [2024, 2025].every((year) => (candidate.stats[String(year)]?.totalTransactions ?? 0) > 0))
    .sort((a, b) => (b.stats['2025']?.totalTransactions ?? 0) - (a.stats['2025']?.totalTransactions ?? 0))[0]!
  await api.dispose()
})

async function apiOrders(year: number): Promise<Order[]> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    const answer = await api.get('/api/square/orders', { params: { locationId: location.id, year }, headers: { Authorization: `Bearer ${session.token}` } })
    expect(answer.ok()).toBe(true)
    return ((await answer.json()) as { data: { orders: Order[] } }).data.orders
  } finally {
    await api.dispose()
  }
}

/** The server's clock now, from GET /api/health. */
async function serverNow(): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    return Date.parse(((await (await api.get('/api/health')).json()) as { serverTime: string }).serverTime)
  } finally {
    await api.dispose()
  }
}

/** The orders of a local day of July only (the Today view), or all of them. */
const onDay = (orders: readonly Order[], day: number | undefined) =>
  day === undefined ? orders : orders.filter((order) => localTime(order.created_at, location.timezone).day === day && localTime(order.created_at, location.timezone).month === 7)

/**
 * Checks the net sales card against the raw orders: the value is 2025 so far; the change is
 * against 2024 up to the minute the card names, which is the server's minute now.
 */
async function expectLikeForLikeNetSales(page: Page, day?: number): Promise<void> {
  const card = page.locator('fw-location-stats').getByRole('article', { name: 'Net Sales' })
  await expect(card).toContainText('Like for like, to ')
  // The minute may turn, and a payment may land, between reading the card and the orders: try again then.
  await expect(async () => {
    const before = await serverNow()
    const text = (await card.textContent()) ?? ''
    const [orders2024, orders2025] = [await apiOrders(2024), await apiOrders(2025)]
    const after = await serverNow()
    const through = readCutText(text)
    // The card's minute is the server's minute, in the location's time.
    const minutes = [before, after].map((instant) => localTime(instant, location.timezone)).map((local) => `${local.month}/${local.day} ${local.hour}:${local.minute}`)
    expect(minutes).toContain(`${through.month}/${through.day} ${through.hour}:${through.minute}`)
    // Each season up to the end of that minute, local time.
    const cutOf = (year: number) => instantOfLocal(location.timezone, year, through.month, through.day, through.hour, through.minute) + 60_000
    const now2025 = squareNetSales(onDay(orders2025, day), location.timezone, 2025, cutOf(2025))
    const by2024 = squareNetSales(onDay(orders2024, day), location.timezone, 2024, cutOf(2024))
    expect(text).toContain(formatMoney(now2025))
    expect(text).toContain(`${formatPercentChange(((now2025 - by2024) / by2024) * 100)} vs 2024`)
    // Not the whole of 2024, which the card would be held against out of season.
    expect(by2024).toBeLessThan(squareNetSales(onDay(orders2024, day), location.timezone, 2024))
  }).toPass({ timeout: 20_000 })
}

test('the net sales change compares 2025 so far with 2024 up to the same local minute, and says so', async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto(`/stats/details/location/${location.id}/stats?years=2024,2025`)
  await expectLikeForLikeNetSales(page)
  // The year bars say it too; the daily charts keep 2024 whole and mark today.
  await expect(page.locator('fw-location-stats').getByText(/^Like for like, to /).first()).toBeVisible()
  await expect(page.locator('fw-location-stats').getByRole('region', { name: 'Daily Net Sales' }).getByText('7/4 (now)', { exact: true }).first()).toBeAttached()
})

test('Today keeps 2024 beside July 4, like for like', async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto(`/stats/details/location/${location.id}/stats?years=2025`)
  await page.getByRole('button', { name: 'Today' }).click()
  await expect(page).toHaveURL(/\/stats\?days=4to4&years=2024,2025$/)
  const card = page.locator('fw-location-stats').getByRole('article', { name: 'Net Sales' })
  await expect(card).not.toContainText('No earlier year selected to compare')
  await expectLikeForLikeNetSales(page, 4)
})
