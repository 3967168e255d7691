// An intranet team's page on another origin, as docs/shell-and-widgets.md promises it: one <script> tag loads the
// autoloader from the dashboard server, which registers each fw-* tag the page uses and loads
// only its chunks. On an origin in FW_ALLOWED_ORIGINS the widgets sign in through their own prompt,
// show the figures computed here from the raw orders, and hear payments live; on an origin the
// server does not allow, they say which setting to change.
import { createServer, type Server } from 'node:http'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { formatMoney } from '../../src/format/money'
import { adminWithLocation, expectedYear } from './expected-figures'
import type { StoredSessionValues } from './expected-figures'
import { E2E_ADMIN_PASSWORD, baseUrl, emulatorUrl, intranetPort } from './server-info'

const counts = new Intl.NumberFormat('en-US')
let session: StoredSessionValues
let location: Location
let intranet: Server

/** The intranet page: nothing of the dashboard's but the autoloader's script tag and the tags. */
function intranetPage(locationId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand report</title>
<script type="module" src="${baseUrl()}/dist/autoloader.js"></script></head>
<body><h1>Tonight at the stand</h1>
<fw-location-stats location-id="${locationId}" years="2024,2025"></fw-location-stats>
<fw-live-payments></fw-live-payments>
</body></html>`
}

test.beforeAll(async () => {
  ;({ session, location } = await adminWithLocation([2024, 2025]))
  intranet = createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://intranet').searchParams.get('location') ?? ''
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(intranetPage(id))
  })
  await new Promise<void>((resolve) => intranet.listen(intranetPort(), '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => intranet.close(resolve))
})

/** Every script the page loads from the dashboard server, as paths. */
function dashboardScripts(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === baseUrl() && request.resourceType() === 'script') seen.push(url.pathname)
  })
  return seen
}

async function netSalesCard(page: Page): Promise<Record<string, string>> {
  return page.locator('fw-location-stats').evaluate((element) => {
    const read = (key: string) => element.shadowRoot?.querySelector(`[data-card="${key}"] .fw-summary-card-value`)?.textContent ?? ''
    return { totalTransactions: read('totalTransactions'), netSales: read('netSales') }
  })
}

test('a page on an allowed origin loads only the autoloader, signs in through a widget and shows figures and live payments', async ({ page }) => {
  const scripts = dashboardScripts(page)
  await page.goto(`http://127.0.0.1:${intranetPort()}/?location=${location.id}`)

  // No session on this origin yet: the widget's own prompt signs the page in, across the origin.
  const stats = page.locator('fw-location-stats')
  await stats.getByLabel('Username').fill('admin')
  await stats.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD)
  await stats.getByRole('button', { name: 'Sign in' }).click()

  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  const expected = await expectedYear(api, session.token, location, 2025)
  await api.dispose()
  await expect.poll(() => netSalesCard(page)).toEqual({ totalTransactions: counts.format(expected.transactions), netSales: formatMoney(expected.netSalesCents) })

  // A sale at the stand reaches the page's live feed over the cross-origin live connection.
  const feed = page.locator('fw-live-payments')
  await feed.getByRole('switch', { name: 'Live Mode' }).click()
  await expect(feed.getByRole('status')).toHaveText('Connected')
  const sale = await fetch(`${emulatorUrl()}/_demo/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ location_id: location.id }),
  })
  const { amount } = (await sale.json()) as { amount: { amount: number } }
  await expect(feed.locator('li', { hasText: formatMoney(amount.amount) }).first()).toBeVisible()

  // The page named one script; the rest are the chunks the autoloader chose, never the whole bundle.
  expect(scripts[0]).toBe('/dist/autoloader.js')
  expect(scripts.slice(1).every((path) => path.startsWith('/dist/autoload/'))).toBe(true)
  expect(scripts.some((path) => path.includes('location-stats.element'))).toBe(true)
  expect(scripts.some((path) => path.includes('standalone'))).toBe(false)
  expect(scripts.some((path) => path.includes('orders-table.element'))).toBe(false)
})

test('a page on an origin the server does not allow says which setting to change, once in the console', async ({ page }) => {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('FW_ALLOWED_ORIGINS')) consoleErrors.push(message.text())
  })
  // The same page at localhost: another origin, not in FW_ALLOWED_ORIGINS.
  const origin = `http://localhost:${intranetPort()}`
  await page.goto(`${origin}/?location=${location.id}`)
  const stats = page.locator('fw-location-stats')
  await stats.getByLabel('Username').fill('admin')
  await stats.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD)
  await stats.getByRole('button', { name: 'Sign in' }).click()
  await expect(stats.getByRole('alert')).toHaveText(
    `The dashboard server at ${baseUrl()} does not accept requests from this page: add ${origin} to the dashboard server's FW_ALLOWED_ORIGINS.`,
  )
  expect(consoleErrors).toHaveLength(1)
})
