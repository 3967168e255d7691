// The orders table's worker travels inside the table's own script, whichever build delivered it:
// the standalone bundle on a plain page, the autoloader's chunks on an intranet page of another
// origin, and the shell's own build. In each, the table starts its worker from a blob URL (a
// worker file on the dashboard's origin could not start on another origin's page), shows its
// first page, then every order of the season — as many as the API's raw orders hold.
import { createServer, type Server } from 'node:http'
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { apiOrders, counts } from './details-context'
import { adminWithLocation, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { ordersOfWindow } from './order-expectations'
import { baseUrl, intranetPort } from './server-info'
import { openStandalonePage } from './standalone-page'

test.use({ baseURL: baseUrl() })

const YEAR = 2025
let session: StoredSessionValues
let location: Location
let listed: number
let intranet: Server

const tableMarkup = (extra = '') => `<fw-orders-table location-id="${location.id}" years="${YEAR}" days="28to5"${extra}></fw-orders-table>`

test.beforeAll(async () => {
  ;({ session, location } = await adminWithLocation([YEAR]))
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  listed = ordersOfWindow(await apiOrders(api, session.token, location, YEAR), location.timezone, { years: [YEAR] }).length
  await api.dispose()
  intranet = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Orders</title>
<script type="module" src="${baseUrl()}/dist/autoloader.js"></script></head>
<body>${tableMarkup(` token="${session.token}"`)}</body></html>`)
  })
  await new Promise<void>((resolve) => intranet.listen(intranetPort(), '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => intranet.close(resolve))
})

/** The URLs of the workers the page starts. */
function workersOf(page: Page): string[] {
  const started: string[] = []
  page.on('worker', (worker) => started.push(worker.url()))
  return started
}

async function expectEveryOrder(page: Page): Promise<void> {
  const table = page.locator('fw-orders-table')
  await expect(table.getByRole('heading', { level: 2 })).toHaveText(`${counts.format(listed)} Orders in ${YEAR}`)
  await expect(table.locator('.fw-orders-table[data-rows="all"]')).toBeVisible()
  await expect(table.locator('table')).toHaveAttribute('aria-rowcount', String(listed + 1))
}

test('the standalone bundle starts the table’s worker on a plain page', async ({ page }) => {
  const workers = workersOf(page)
  await openStandalonePage(page, tableMarkup(), { session })
  await expectEveryOrder(page)
  expect(workers.filter((url) => url.startsWith('blob:'))).toHaveLength(1)
})

test('the autoloader starts it on an intranet page of another origin', async ({ page }) => {
  const workers = workersOf(page)
  await page.goto(`http://127.0.0.1:${intranetPort()}/`)
  await expectEveryOrder(page)
  expect(workers.filter((url) => url.startsWith(`blob:http://127.0.0.1:${intranetPort()}/`))).toHaveLength(1)
})

test('the shell’s build starts it on the orders tab, within the page’s Content-Security-Policy', async ({ page }) => {
  const workers = workersOf(page)
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  await signInBeforeLoad(page, session)
  await page.goto(`/stats/details/location/${encodeURIComponent(location.id)}/orders?years=${YEAR}&days=28to5`)
  await expectEveryOrder(page)
  expect(workers.filter((url) => url.startsWith('blob:'))).toHaveLength(1)
  expect(refused).toEqual([])
})
