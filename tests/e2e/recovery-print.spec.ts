// Dead ends mended, in Chromium against `npm start` with the demo season: a screen whose code
// could not be downloaded shows the error screen in words (no module URL) and Try again brings the
// screen back once the network does; a failed answer names what failed and Retry asks again; the
// not-found screens link back; and printing the stats or the orders prints the content alone (no
// sidebar, header or tabs), the orders table with every one of its rows, not only those on screen.
import { expect, test, type Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { adminWithLocation, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { renderedRows } from './order-expectations'
import { pdfPages } from './pdf-text'
import { baseUrl } from './server-info'

// The service worker would answer from its cache what the test means to block.
test.use({ baseURL: baseUrl(), serviceWorkers: 'block' })

let session: StoredSessionValues
let location: Location

test.beforeAll(async () => {
  ;({ session, location } = await adminWithLocation([2024, 2025]))
})

const detailsPath = (tab: string) => `/stats/details/location/${encodeURIComponent(location.id)}/${tab}`
/** The orders screen's own chunk as Vite names it (assets/location-orders-<hash>.js). */
const ORDERS_CHUNK = /\/assets\/location-orders-[^/]*\.js$/

test('the error screen recovers once a screen whose code failed to download can be downloaded again', async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto(`${detailsPath('stats')}?years=2025`)
  await expect(page.locator('fw-location-stats').getByRole('heading', { level: 2 })).toHaveText(location.name)

  let blocked = 0
  await page.route(ORDERS_CHUNK, (route) => {
    blocked++
    return route.abort('internetdisconnected')
  })
  await page.getByRole('tab', { name: 'Orders' }).click()
  const error = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
  await expect(error).toBeVisible()
  expect(blocked).toBeGreaterThan(0)
  await expect(error).toContainText('Part of the dashboard could not be downloaded. Check the connection, then try again.')
  await expect(error).not.toContainText(/https?:|\.js|assets\//)

  await page.unroute(ORDERS_CHUNK)
  await error.getByRole('button', { name: 'Try again' }).click()
  await expect(page.locator('fw-orders-table').getByRole('heading', { level: 2 })).toContainText('in 2025')
  await expect(page).toHaveURL(new RegExp(`${detailsPath('orders')}\\?years=2025$`))
})

test('a failed answer names what failed, and Retry asks again and shows it', async ({ page }) => {
  await signInBeforeLoad(page, session)
  let failing = true
  await page.route('**/api/square/items?**', (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'INTERNAL', message: 'The database is busy', details: null }) }) : route.fallback(),
  )
  await page.goto(`${detailsPath('items')}?years=2025`)
  const items = page.locator('fw-top-items')
  await expect(items.getByRole('alert')).toHaveText('Could not load the items. The database is busy')
  failing = false
  await items.getByRole('button', { name: 'Retry' }).click()
  await expect(items.getByRole('table', { name: 'Item Sales 2025' })).toBeVisible()
  await expect(items.getByRole('alert')).toHaveCount(0)
})

test("'Order Not Found' and 'Location Not Found' link back", async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto(`${detailsPath('orders')}/2025/NO-SUCH-ORDER`)
  const invoice = page.locator('fw-order-invoice')
  await expect(invoice.getByRole('heading', { name: 'Order Not Found' })).toBeVisible()
  await invoice.getByRole('link', { name: 'Back to the orders' }).click()
  await expect(page).toHaveURL(new RegExp(`${detailsPath('orders')}(\\?|$)`))
  await expect(page.locator('fw-orders-table').getByRole('heading', { level: 2 })).toContainText('Orders in')

  await page.goto('/stats/details/location/NO-SUCH-PLACE/stats')
  await expect(page.getByRole('heading', { name: 'Location Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the locations' }).click()
  await expect(page).toHaveURL(/\/stats\/locations\/map/)

  await page.goto('/admin/locations/NO-SUCH-PLACE/stats')
  await expect(page.getByRole('heading', { name: 'Location Not Found' })).toBeVisible()
  await page.locator('fw-admin-location').getByRole('link', { name: 'Back to the locations' }).click()
  await expect(page).toHaveURL(/\/admin\/locations$/)
})

/** Text the stats layout's frame shows on screen and must not print: the header's title, the sidebar's groups. */
const CHROME_TEXTS = ['Fireworks Dashboard', 'Views']

async function printed(page: Page): Promise<string> {
  return pdfPages(await page.pdf({ format: 'A4' })).join('\n')
}

test('the stats screen prints its figures without the sidebar, header, tabs or CSV buttons', async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto(`${detailsPath('stats')}?years=2024,2025`)
  const stats = page.locator('fw-location-stats')
  await expect(stats.getByRole('heading', { level: 2 })).toHaveText(location.name)
  await page.waitForLoadState('networkidle')
  for (const text of CHROME_TEXTS) await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  const text = await printed(page)
  const squeezed = text.replace(/\s+/g, '')
  expect(squeezed).toContain(location.name.replace(/\s+/g, ''))
  expect(squeezed).toContain('DailyNetSales')
  for (const chrome of CHROME_TEXTS) expect(squeezed, chrome).not.toContain(chrome.replace(/\s+/g, ''))
  expect(squeezed).not.toContain('DailyCSV')
})

test('the items screen prints its table and charts without the frame or the export button', async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto(`${detailsPath('items')}?years=2025`)
  const table = page.locator('fw-top-items').getByRole('table', { name: 'Item Sales 2025' })
  await expect(table).toBeVisible()
  // The last row's item and revenue in cents (the charts show whole dollars).
  const lastRow = (await table.locator('tbody tr').last().locator('td').allTextContents()).slice(0, 2).join('')
  const squeezed = (await printed(page)).replace(/\s+/g, '')
  expect(squeezed).toContain('ItemSales2025')
  expect(squeezed).toContain('TopItemsbySalesRevenue')
  // The table prints whole, not cut at its on-screen height: down to its last item.
  expect(squeezed).toContain(lastRow.replace(/\s+/g, ''))
  for (const chrome of CHROME_TEXTS) expect(squeezed, chrome).not.toContain(chrome.replace(/\s+/g, ''))
  expect(squeezed).not.toContain('ExportCSV')
})

test('the orders screen prints every row of its table, not only the rows on screen', async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto(`${detailsPath('orders')}?years=2025&days=28to5`)
  const table = page.locator('fw-orders-table')
  const heading = table.getByRole('heading', { level: 2 })
  await expect(heading).toContainText('in 2025')
  // The first page draws at once; the print waits for every order to be in.
  await expect(table.locator('.fw-orders-table[data-rows="all"]')).toBeVisible()
  const count = Number(/^([\d,]+) Orders? in/.exec((await heading.textContent()) ?? '')![1]!.replace(/,/g, ''))
  const onScreen = (await renderedRows(table)).length
  expect(count, 'the season has more orders than the screen draws').toBeGreaterThan(onScreen)
  test.info().annotations.push({ type: 'rows', description: `${count} orders in the table, ${onScreen} drawn on screen` })

  const text = await printed(page)
  // Every row shows its state badge; COMPLETED is the only state listed by default.
  expect(text.match(/COMPLETED/g)?.length ?? 0).toBe(count)
  const squeezed = text.replace(/\s+/g, '')
  for (const chrome of CHROME_TEXTS) expect(squeezed, chrome).not.toContain(chrome.replace(/\s+/g, ''))
  expect(squeezed).not.toContain('ExportCSV')
  // Back on screen, the table draws only its window again.
  await expect.poll(async () => (await renderedRows(table)).length).toBeLessThan(count)
})
