// An intranet team's page on another origin, as docs/shell-and-widgets.md promises it: one <script> tag loads the
// autoloader from the dashboard server, which registers each fw-* tag the page uses and loads
// only its chunks. On an origin in FW_ALLOWED_ORIGINS the widgets sign in through one prompt for
// the page (never an admin: that page would hold an admin's token), keep that session under a key
// of their own rather than the dashboard's auth_token, refresh it as the dashboard does, show the
// figures computed here from the raw orders, and hear payments live. On an origin the server does
// not allow, or at an address where no dashboard answers, they say so before anyone signs in.
import { createServer, type Server } from 'node:http'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { formatMoney } from '../../src/format/money'
import { deleteUsers, userWithHomes, type OwnUser } from './celebration-helpers'
import { adminWithLocation, expectedYear } from './expected-figures'
import type { StoredSessionValues } from './expected-figures'
import { E2E_ADMIN_PASSWORD, baseUrl, emulatorUrl, intranetPort } from './server-info'

const counts = new Intl.NumberFormat('en-US')
let session: StoredSessionValues
let location: Location
let intranet: Server
/** A plain user of the dashboard, who signs in on the intranet page. */
let staff: OwnUser

/** The intranet page: nothing of the dashboard's but the autoloader's script tag and the tags. */
function intranetPage(locationId: string, layout: string | null, apiBase: string | null): string {
  const base = apiBase === null ? '' : ` api-base="${apiBase}"`
  const widgets =
    layout === 'four'
      ? `<fw-summary-cards location-id="${locationId}" years="2024,2025"></fw-summary-cards>
<fw-top-items location-id="${locationId}" years="2025"></fw-top-items>
<fw-location-stats location-id="${locationId}" years="2024,2025"></fw-location-stats>
<fw-live-payments></fw-live-payments>`
      : `<fw-location-stats location-id="${locationId}" years="2024,2025"${base}></fw-location-stats>
<fw-live-payments${base}></fw-live-payments>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand report</title>
<script type="module" src="${baseUrl()}/dist/autoloader.js"></script></head>
<body><h1>Tonight at the stand</h1>
${widgets}
</body></html>`
}

test.beforeAll(async () => {
  ;({ session, location } = await adminWithLocation([2024, 2025]))
  staff = await userWithHomes(session, 'intranet', null)
  intranet = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://intranet').searchParams
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(intranetPage(query.get('location') ?? '', query.get('layout'), query.get('api-base')))
  })
  await new Promise<void>((resolve) => intranet.listen(intranetPort(), '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => intranet.close(resolve))
  await deleteUsers(session, [staff.username])
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

  // No session on this origin yet: one widget's prompt (whichever asked first) signs the page in,
  // across the origin.
  await expect(page.getByLabel('Username')).toHaveCount(1)
  const form = page.locator('form', { has: page.getByLabel('Username') })
  await form.getByLabel('Username').fill(staff.username)
  await form.getByLabel('Password', { exact: true }).fill(staff.password)
  await form.getByRole('button', { name: 'Sign in' }).click()

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

test('one sign-in prompt serves four widgets, refuses an admin, keeps its session under our own key and refreshes it', async ({ page }) => {
  await page.clock.install()
  await page.goto(`http://127.0.0.1:${intranetPort()}/?layout=four&location=${location.id}`)
  // One form for the page, whichever widget asked first; the others point at it.
  await expect(page.getByLabel('Username')).toHaveCount(1)
  await expect(page.getByText(/^Sign in (above|below) to see this\.$/)).toHaveCount(3)
  const form = page.locator('form', { has: page.getByLabel('Username') })

  // An admin is refused here, with what to do instead.
  await form.getByLabel('Username').fill('admin')
  await form.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(form.getByRole('alert')).toContainText('give them an embed token')
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])

  await form.getByLabel('Username').fill(staff.username)
  await form.getByLabel('Password', { exact: true }).fill(staff.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByLabel('Username')).toHaveCount(0)
  await expect(page.locator('fw-summary-cards [data-card="netSales"]')).toBeVisible()
  await expect(page.locator('fw-top-items .fw-top-items[data-status="ready"]')).toBeVisible()
  await expect(page.locator('fw-location-stats [data-card="netSales"]')).toBeVisible()
  await expect(page.locator('fw-live-payments').getByRole('switch', { name: 'Live Mode' })).toBeVisible()

  // The session lives under our own key for this dashboard, nothing under the dashboard's names.
  const key = `fw:session:${baseUrl()}`
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual([key])
  const stored = () => page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '{}') as { token?: string }, key)
  const first = (await stored()).token

  // The page refreshes it as the dashboard does: within five minutes of its end, at the next check.
  const refreshed = page.waitForRequest((request) => request.url() === `${baseUrl()}/api/auth/refresh`)
  await page.clock.fastForward('56:00')
  await refreshed
  await expect.poll(async () => (await stored()).token).not.toBe(first)
  expect(await page.evaluate(() => Object.keys(localStorage).filter((name) => name.startsWith('auth_')))).toEqual([])
})

test('a page on an origin the server does not allow says which setting to change before anyone signs in, once in the console', async ({ page }) => {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('FW_ALLOWED_ORIGINS')) consoleErrors.push(message.text())
  })
  const fired: string[] = []
  await page.exposeFunction('fwErrorSeen', (code: string) => fired.push(code))
  await page.addInitScript(() => document.addEventListener('fw-error', (event) => void (window as unknown as { fwErrorSeen: (code: string) => void }).fwErrorSeen((event as CustomEvent<{ code: string }>).detail.code)))
  // The same page at localhost: another origin, not in FW_ALLOWED_ORIGINS.
  const origin = `http://localhost:${intranetPort()}`
  await page.goto(`${origin}/?location=${location.id}`)
  const stats = page.locator('fw-location-stats')
  await expect(stats.getByRole('alert')).toContainText(
    `The dashboard server at ${baseUrl()} does not accept requests from this page: add ${origin} to the dashboard server's FW_ALLOWED_ORIGINS.`,
  )
  await expect(page.getByLabel('Username')).toHaveCount(0)
  await expect.poll(() => fired).toContain('origin-refused')
  expect(consoleErrors).toHaveLength(1)
})

test('a widget whose api-base names no dashboard server says so', async ({ page }) => {
  const wrong = `${baseUrl()}/apii`
  await page.goto(`http://127.0.0.1:${intranetPort()}/?location=${location.id}&api-base=${encodeURIComponent(wrong)}`)
  await expect(page.locator('fw-location-stats').getByRole('alert')).toContainText(`No dashboard server answers at ${wrong}.`)
  await expect(page.getByLabel('Username')).toHaveCount(0)
})
