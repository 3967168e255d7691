// The location detail widgets on a plain page of the server's origin, in Chromium against the real
// server and its demo season: the orders table (count against the API, every column's sort, the
// row links, the CSV export), the invoice (figures against the order's money fields, printing it
// alone to PDF), the compare view (both series, the swap, 'Ready to Compare'), the items charts,
// and axe in light and dark.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { formatMoney } from '../../src/format/money'
import { apiLocations, apiLogin } from './expected-figures'
import type { StoredSessionValues } from './expected-figures'
import { expectCsvOfTable, expectSorted, moneyValue as money, ordersOfWindow, renderedRows } from './order-expectations'
import { pdfPages } from './pdf-text'
import { baseUrl } from './server-info'
import { graveAxeViolations } from './axe'
import { openStandalonePage } from './standalone-page'

test.use({ baseURL: baseUrl() })

const YEAR = 2025
const counts = new Intl.NumberFormat('en-US')

let session: StoredSessionValues
let locations: Location[]
/** The two busiest active locations of 2025: the first is the one the orders tests read. */
let first: Location
let second: Location
/** The first location's 2025 orders, every state, as the API serves them. */
let orders: Order[]

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  session = await apiLogin(api)
  locations = await apiLocations(api, session.token)
  const busiest = locations
    .filter((location) => location.status === 'ACTIVE' && (location.stats[String(YEAR)]?.totalTransactions ?? 0) > 0)
    .sort((a, b) => (b.stats[String(YEAR)]?.totalTransactions ?? 0) - (a.stats[String(YEAR)]?.totalTransactions ?? 0))
  first = busiest[0]!
  second = busiest[1]!
  const answer = await api.get('/api/square/orders', { params: { locationId: first.id, year: YEAR }, headers: { Authorization: `Bearer ${session.token}` } })
  orders = ((await answer.json()) as { data: { orders: Order[] } }).data.orders
  await api.dispose()
})

/** The bare page with `body` in it, upgraded by the standalone bundle, signed in as the admin. */
const plainPage = (page: Page, body: string) => openStandalonePage(page, body, { session })

/** Completed orders of the season's window, as the table lists them by default. */
function listedOrders(): Order[] {
  return ordersOfWindow(orders, first.timezone, { years: [YEAR] })
}

async function openOrders(page: Page, theme = 'light'): Promise<Locator> {
  await plainPage(page, `<fw-orders-table location-id="${first.id}" years="${YEAR}" days="28to5" theme="${theme}"></fw-orders-table>`)
  const table = page.locator('fw-orders-table')
  await expect(table.locator('.fw-orders-row').first()).toBeVisible()
  return table
}

test('the orders table lists as many orders as the API has, sorts by every column, and links each row to its invoice', async ({ page }) => {
  const listed = listedOrders()
  const table = await openOrders(page)
  await expect(table.getByRole('heading', { level: 2 })).toHaveText(`${counts.format(listed.length)} Orders in ${YEAR}`)

  // Newest first by default: the first row is the latest order, linked to its invoice.
  const newest = [...listed].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]!
  await expect(table.getByRole('columnheader', { name: 'Date & Time' })).toHaveAttribute('aria-sort', 'descending')
  const firstLink = table.locator('tbody tr.fw-orders-row').first().getByRole('link')
  await expect(firstLink).toHaveAttribute('href', `/stats/details/location/${first.id}/orders/${YEAR}/${newest.id}`)
  expectSorted(
    (await renderedRows(table)).map((row) => Date.parse(row[0]!)),
    (a, b) => b - a,
  )

  const sortBy = async (name: string, direction: 'ascending' | 'descending') => {
    await table.getByRole('button', { name, exact: true }).click()
    await expect(table.getByRole('columnheader', { name })).toHaveAttribute('aria-sort', direction)
    return renderedRows(table)
  }
  expectSorted((await sortBy('Items', 'ascending')).map((row) => row[1]!.toLowerCase()), (a, b) => (a < b ? -1 : a > b ? 1 : 0))
  expectSorted((await sortBy('Total', 'descending')).map((row) => money(row[2]!)), (a, b) => b - a)
  // the largest total of the season heads the table
  expect(money((await renderedRows(table))[0]![2]!)).toBe(Math.max(...listed.map((order) => order.total_money?.amount ?? 0)) / 100)
  expectSorted((await sortBy('Total', 'ascending')).map((row) => money(row[2]!)), (a, b) => a - b)
  expectSorted((await sortBy('Count', 'descending')).map((row) => Number(row[4])), (a, b) => b - a)
  expectSorted((await sortBy('Payment', 'ascending')).map((row) => row[5]!), (a, b) => (a < b ? -1 : a > b ? 1 : 0))

  // OPEN and CANCELED join with the state filter; then the State column sorts them.
  await table.getByRole('checkbox', { name: 'Open' }).check()
  await table.getByRole('checkbox', { name: 'Canceled' }).check()
  const everyState = ordersOfWindow(orders, first.timezone, { years: [YEAR], states: ['COMPLETED', 'OPEN', 'CANCELED'] })
  await expect(table.getByRole('heading', { level: 2 })).toHaveText(`${counts.format(everyState.length)} Orders in ${YEAR}`)
  const byState = await sortBy('State', 'ascending')
  expectSorted(byState.map((row) => row[3]!), (a, b) => (a < b ? -1 : a > b ? 1 : 0))
  expect(byState[0]![3]).toBe('CANCELED')

  // A plain click on a row asks the host to navigate (the shell routes it); the href is real.
  await page.evaluate(() => {
    document.addEventListener('fw-navigate', (event) => {
      event.preventDefault()
      ;(window as unknown as { navigated: string[] }).navigated = [...((window as unknown as { navigated?: string[] }).navigated ?? []), (event as CustomEvent<{ href: string }>).detail.href]
    })
  })
  await sortBy('Date & Time', 'descending')
  const row = table.locator('tbody tr.fw-orders-row').nth(1)
  const href = await row.getByRole('link').getAttribute('href')
  await row.locator('td').nth(2).click()
  expect(await page.evaluate(() => (window as unknown as { navigated: string[] }).navigated)).toEqual([href])
  expect(href).toMatch(new RegExp(`^/stats/details/location/${first.id}/orders/${YEAR}/[^/]+$`))
})

test('the CSV download parses back to the rows of the table', async ({ page }) => {
  const listed = listedOrders()
  const table = await openOrders(page)
  await table.getByRole('button', { name: 'Total', exact: true }).click()
  await expectCsvOfTable(table, listed.map((order) => order.id))
})

test("the invoice's subtotal, tax, tip and total are the order's money fields, and it prints alone with its number and total", async ({ page }) => {
  const withTip = listedOrders().find((order) => (order.total_tip_money?.amount ?? 0) > 0 && (order.total_tax_money?.amount ?? 0) > 0) ?? listedOrders()[0]!
  await plainPage(
    page,
    `<h1>Intranet news</h1><p>Not part of the invoice.</p><fw-order-invoice location-id="${first.id}" year="${YEAR}" order-id="${withTip.id}"></fw-order-invoice>`,
  )
  const invoice = page.locator('fw-order-invoice')
  const number = withTip.id.slice(-8)
  await expect(invoice.getByRole('heading', { level: 2 })).toHaveText(`Order #${number}`)
  const total = withTip.total_money?.amount ?? 0
  const tax = withTip.total_tax_money?.amount ?? 0
  const tip = withTip.total_tip_money?.amount ?? 0
  const figure = (name: string) => invoice.locator(`tr[data-figure="${name}"] td`).first()
  await expect(figure('total')).toHaveText(formatMoney(total))
  await expect(figure('tax')).toHaveText(formatMoney(tax))
  await expect(figure('tip')).toHaveText(formatMoney(tip))
  await expect(figure('subtotal')).toHaveText(formatMoney(total - tax - tip))
  await expect(invoice.getByText('COMPLETED', { exact: true })).toBeVisible()
  // the admin sees the raw order, collapsed
  await expect(invoice.getByRole('button', { name: 'Show raw order' })).toBeVisible()

  for (const format of ['A4', 'Letter'] as const) {
    const pages = pdfPages(await page.pdf({ format }))
    // text runs come apart where the markup splits them ("Order #" and the number)
    const firstPage = pages[0]!.replace(/\s+/g, '')
    expect(firstPage, `${format}: first page`).toContain(`Order#${number}`)
    expect(firstPage, `${format}: first page`).toContain(`Total${formatMoney(total)}`)
    const all = pages.join('\n')
    expect(all, `${format}: the page around the invoice stays off paper`).not.toContain('Intranet news')
    expect(all).not.toContain('Show raw order')
  }
})

test('an unknown order and an unknown location show their not-found screens', async ({ page }) => {
  await plainPage(
    page,
    `<fw-order-invoice location-id="${first.id}" year="${YEAR}" order-id="NO-SUCH-ORDER"></fw-order-invoice><fw-orders-table location-id="NO-SUCH-PLACE" years="${YEAR}"></fw-orders-table>`,
  )
  const invoice = page.locator('fw-order-invoice')
  await expect(invoice.getByRole('heading', { name: 'Order Not Found' })).toBeVisible()
  await expect(invoice).toContainText(`Order with ID NO-SUCH-ORDER was not found in the ${YEAR} data.`)
  const table = page.locator('fw-orders-table')
  await expect(table.getByRole('heading', { name: 'Location Not Found' })).toBeVisible()
  await expect(table).toContainText('The location with ID NO-SUCH-PLACE could not be found.')
})

/** The legend entries of a chart frame, in order. */
async function legendOf(widget: Locator, title: string): Promise<string[]> {
  const frame = widget.getByRole('region', { name: title })
  return frame.locator('.fw-chart-legend li').allTextContents()
}

test('compare shows both locations as series of every chart, and the swap reverses them', async ({ page }) => {
  await plainPage(page, `<fw-compare locations="${first.id},${second.id}" years="${YEAR}"></fw-compare>`)
  const compare = page.locator('fw-compare')
  await expect(compare.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Compare Locations')
  await expect(compare.getByRole('heading', { name: 'Compare Locations' })).toBeVisible()
  await expect(compare.getByRole('img', { name: /^Daily Net Sales/ })).toBeVisible()
  for (const title of ['Daily Total Transactions', 'Daily Net Sales', 'Hourly Net Sales', 'Hourly Total Transactions']) {
    expect(await legendOf(compare, title)).toEqual([first.name, second.name])
  }
  const cards = compare.locator('.fw-compare-card')
  await expect(cards.nth(0)).toContainText(counts.format(first.stats[String(YEAR)]!.totalTransactions))
  await expect(cards.nth(1)).toContainText(counts.format(second.stats[String(YEAR)]!.totalTransactions))

  await page.evaluate(() => {
    document.addEventListener('fw-compare-change', (event) => {
      ;(window as unknown as { compared: string[] }).compared = (event as CustomEvent<{ locationIds: string[] }>).detail.locationIds
    })
  })
  await compare.getByRole('button', { name: /^Swap/ }).click()
  await expect(compare.locator('.fw-compare-chip')).toHaveText([second.name, first.name])
  await expect.poll(() => legendOf(compare, 'Daily Net Sales')).toEqual([second.name, first.name])
  expect(await page.evaluate(() => (window as unknown as { compared: string[] }).compared)).toEqual([second.id, first.id])
})

test("compare with one location is 'Ready to Compare'", async ({ page }) => {
  await plainPage(page, `<fw-compare locations="${first.id}" years="${YEAR}"></fw-compare>`)
  const compare = page.locator('fw-compare')
  await expect(compare.getByRole('heading', { name: 'Ready to Compare' })).toBeVisible()
  await expect(compare).toContainText('Select 2 locations and a year to compare their sales.')
})

test('the items charts show only the latest selected year', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/square/items') requests.push(url.search)
  })
  await plainPage(page, `<fw-top-items location-id="${first.id}" years="2024,${YEAR}"></fw-top-items>`)
  const items = page.locator('fw-top-items')
  await expect(items.getByRole('img', { name: /^Top Items by Sales Revenue/ })).toBeVisible()
  await expect(items.getByRole('img', { name: /^Top Items by Units Sold/ })).toBeVisible()
  await expect(items).toContainText(`Items sold in ${YEAR}`)
  expect(requests).toEqual([`?locationId=${first.id}&year=${YEAR}&days=28to5`])
})

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violations on the detail widgets (${theme})`, async ({ page }) => {
    const order = listedOrders()[0]!
    const screens: [string, string, RegExp | string][] = [
      ['orders', `<fw-orders-table location-id="${first.id}" years="${YEAR}" days="28to5" theme="${theme}"></fw-orders-table>`, /Orders in/],
      ['invoice', `<fw-order-invoice location-id="${first.id}" year="${YEAR}" order-id="${order.id}" theme="${theme}"></fw-order-invoice>`, 'Order #'],
      ['compare', `<fw-compare locations="${first.id},${second.id}" years="${YEAR}" theme="${theme}"></fw-compare>`, 'Hourly Net Sales'],
      ['items', `<fw-top-items location-id="${first.id}" years="${YEAR}" theme="${theme}"></fw-top-items>`, 'Top Items by Units Sold'],
    ]
    for (const [name, markup, ready] of screens) {
      await plainPage(page, `<main>${markup}</main>`)
      await expect(page.locator('main > *').first()).toContainText(ready)
      expect(await graveAxeViolations(page), name).toEqual([])
    }
  })
}
