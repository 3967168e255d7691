// One location's details inside the dashboard shell (docs/screens.md /stats/details), in Chromium against
// `npm start` with the demo season and the server's clock on the evening of July 4, 2025: the
// stats cards against figures computed here from the raw orders, the picker and tabs in the URL
// across a reload, the items tab's single year, the orders tab's count, sorts, CSV and row links,
// the invoice's money and its PDF, and the not-found screens. Compare and a live payment:
// ./shell-live-compare.spec.ts.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { formatMoney } from '../../src/format/money'
import { apiOrders as ordersOf, cards, cardTexts, counts, detailsPath, expectedSeasons as seasonsOf, loadDetailsContext, openSignedIn } from './details-context'
import { apiLocations, onDays } from './expected-figures'
import type { StoredSessionValues } from './expected-figures'
import { daysOf, expectCsvOfTable, expectedRow, ORDER_COLUMNS, ordersOfWindow, renderedRows, sortedRows } from './order-expectations'
import type { ExpectedRow, OrderColumn, SortDirection } from './order-expectations'
import { pdfPages } from './pdf-text'
import { baseUrl } from './server-info'

test.use({ baseURL: baseUrl() })

/** How many of the first rows each sort is checked on (all of them are rendered at 900 px). */
const FIRST_ROWS = 8

let session: StoredSessionValues
/** The busiest active location of 2025 that sold in 2024 too. */
let first: Location
/** The first location's orders, every state, as the API serves them, by season. */
const orders: Record<number, Order[]> = {}
/** The demo chain's locations keep several clocks: the orders' dates say their zone. */
let chainZones = false

test.beforeAll(async () => {
  ;({ session, busiest: [first] } = await loadDetailsContext())
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  for (const year of [2024, 2025]) orders[year] = await ordersOf(api, session.token, first, year)
  chainZones = new Set((await apiLocations(api, session.token)).map((location) => location.timezone)).size > 1
  await api.dispose()
})

const expectedSeasons = (location: Location, years: readonly number[]) => seasonsOf(session.token, location, years)
const urlOf = (path: string) => new RegExp(`${path.replace(/[?.]/g, '\\$&')}$`)
const openShell = (page: Page, path: string) => openSignedIn(page, session, path)

/** The date and year picker's trigger in the details frame. */
const picker = (page: Page) => page.locator('.shell-details__actions .fw-picker-trigger')

test("the stats tab's three cards are the newest season's figures summed from the API's orders", async ({ page }) => {
  const expected = await expectedSeasons(first, [2024, 2025])
  // Held until the loading texts have been seen: 'Loading {name} chart...'.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/api\/square\/stats\?/, async (route) => {
    await held
    await route.continue()
  })
  await openShell(page, `${detailsPath(first, 'stats')}?years=2024,2025`)
  const stats = page.locator('fw-location-stats')
  await expect(stats.getByText('Loading Daily Net Sales chart...', { exact: true })).toBeVisible()
  release()
  await expect(cards(page)).toHaveText(cardTexts(expected[2025]!))
  await expect(picker(page)).toHaveText('Jun 28 – Jul 5 · 2024, 2025')
  await page.unrouteAll()

  // A season without orders: zero on the cards, 'No data available' in place of the charts.
  await page.goto(`${detailsPath(first, 'stats')}?years=2019`)
  await expect(cards(page)).toHaveText(cardTexts({ transactions: 0, netSalesCents: 0 }))
  await expect(stats.getByText('No data available', { exact: true }).first()).toBeVisible()
})

test('years, days and tabs go to the URL, and a reload comes back to the same tab, picker and figures', async ({ page }) => {
  const expected = await expectedSeasons(first, [2024])
  await openShell(page, `${detailsPath(first, 'stats')}?years=2024,2025`)
  await expect(cards(page).first()).not.toHaveText('')

  // Jun 30 – Jul 2 of 2024 alone, applied when the picker closes.
  await picker(page).click()
  const popover = page.locator('.fw-picker')
  await popover.getByRole('button', { name: '6/30', exact: true }).click()
  await popover.getByRole('button', { name: '7/2', exact: true }).click()
  await popover.getByRole('button', { name: '2025', exact: true }).click()
  await expect(page).toHaveURL(/years=2024,2025$/)
  await popover.getByRole('button', { name: 'Done' }).click()
  await expect(page).toHaveURL(urlOf(`${detailsPath(first, 'stats')}?days=30to2&years=2024`))
  const shown = cardTexts(onDays(expected[2024]!, daysOf('30to2')))
  await expect(cards(page)).toHaveText(shown)
  await expect(picker(page)).toHaveText('Jun 30 – Jul 2 · 2024')

  await page.reload()
  await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true')
  await expect(picker(page)).toHaveText('Jun 30 – Jul 2 · 2024')
  await expect(cards(page)).toHaveText(shown)

  // The Orders tab keeps the selection; so does a reload there.
  await page.getByRole('tab', { name: 'Orders' }).click()
  await expect(page).toHaveURL(urlOf(`${detailsPath(first, 'orders')}?days=30to2&years=2024`))
  const listed = ordersOfWindow(orders[2024]!, first.timezone, { years: [2024], days: '30to2' })
  const title = page.locator('fw-orders-table').getByRole('heading', { level: 2 })
  await expect(title).toHaveText(`${counts.format(listed.length)} Orders in 2024`)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
  await expect(picker(page)).toHaveText('Jun 30 – Jul 2 · 2024')
  await expect(title).toHaveText(`${counts.format(listed.length)} Orders in 2024`)
})

test('the items tab keeps only the latest selected year, and the pickers say when no year is selected', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/square/items') asked.push(url.searchParams.get('year') ?? '')
  })
  await openShell(page, `${detailsPath(first, 'items')}?years=2024,2025`)
  const items = page.locator('fw-top-items')
  await expect(items).toContainText('Items sold in 2025')
  await expect(items.getByRole('img', { name: /^Top Items by Sales Revenue/ })).toBeVisible()
  await expect(items.getByRole('img', { name: /^Top Items by Units Sold/ })).toBeVisible()
  await expect(picker(page)).toHaveText('Jun 28 – Jul 5 · 2025')
  expect(asked).toEqual(['2025'])

  // The single-year picker holds exactly one year: choosing 2024 replaces 2025.
  await picker(page).click()
  const years = page.locator('.fw-picker').getByRole('radiogroup', { name: 'Year' })
  await expect(years.getByRole('radio', { checked: true })).toHaveText(['2025'])
  await years.getByRole('radio', { name: '2024' }).click()
  await expect(years.getByRole('radio', { checked: true })).toHaveText(['2024'])
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(urlOf(`${detailsPath(first, 'items')}?days=28to5&years=2024`))
  await expect(items).toContainText('Items sold in 2024')
  expect(asked).toEqual(['2025', '2024'])

  // No year at all: the single-year picker asks for one, the multi-year one says none is selected.
  await page.goto(`${detailsPath(first, 'items')}?years=`)
  await expect(picker(page)).toHaveText('Jun 28 – Jul 5 · No years selected')
  await picker(page).click()
  await expect(page.locator('.fw-picker').getByRole('alert')).toHaveText('Please select a year')
  await page.keyboard.press('Escape')
  await page.getByRole('tab', { name: 'Stats' }).click()
  await expect(page).toHaveURL(urlOf(`${detailsPath(first, 'stats')}?years=`))
  await expect(picker(page)).toHaveText('Jun 28 – Jul 5 · No years selected')
  await picker(page).click()
  await expect(page.locator('.fw-picker').getByText('No years selected', { exact: true })).toBeVisible()
})

/** The orders table's rows of a selection, computed from the API's orders. */
function expectedRows(year: number, selection: Parameters<typeof ordersOfWindow>[2]): ExpectedRow[] {
  return ordersOfWindow(orders[year]!, first.timezone, selection).map((order) => expectedRow(order, first.timezone, { zone: chainZones }))
}

/** Clicks a column's header until it sorts `direction`, then reads the first rows' cells. */
async function sortBy(table: Locator, column: OrderColumn, direction: SortDirection): Promise<string[][]> {
  const header = table.getByRole('columnheader', { name: column })
  for (let clicks = 0; clicks < 2 && (await header.getAttribute('aria-sort')) !== direction; clicks++) {
    await table.getByRole('button', { name: column, exact: true }).click()
  }
  await expect(header).toHaveAttribute('aria-sort', direction)
  return (await renderedRows(table)).slice(0, FIRST_ROWS)
}

const columnOf = (rows: readonly (readonly string[])[], index: number) => rows.map((row) => row[index])

test('the orders tab: its title counts the completed orders of the window, every column sorts, and a row opens the invoice with its money', async ({ page }) => {
  // With no range in the URL the tab is this season up to today, July 4 (docs/screens.md).
  await openShell(page, detailsPath(first, 'orders'))
  const table = page.locator('fw-orders-table')
  const title = table.getByRole('heading', { level: 2 })
  await expect(title).toHaveText(`${counts.format(expectedRows(2025, { years: [2025], days: '28to4' }).length)} Orders in 2025`)
  // The picker names what the table lists.
  await expect(picker(page)).toHaveText('Jun 28 – Jul 4 · 2025')

  await page.goto(`${detailsPath(first, 'orders')}?days=28to5&years=2025`)
  const completed = expectedRows(2025, { years: [2025] })
  await expect(title).toHaveText(`${counts.format(completed.length)} Orders in 2025`)
  // Newest first: whole rows, every cell as computed here.
  await expect(table.getByRole('columnheader', { name: 'Date & Time' })).toHaveAttribute('aria-sort', 'descending')
  expect((await renderedRows(table)).slice(0, FIRST_ROWS)).toEqual(sortedRows(completed, 'Date & Time', 'descending').slice(0, FIRST_ROWS).map((row) => row.cells))

  const sorts: [OrderColumn, SortDirection][] = [
    ['Items', 'ascending'],
    ['Items', 'descending'],
    ['Total', 'descending'],
    ['Total', 'ascending'],
    ['Count', 'descending'],
    ['Count', 'ascending'],
    ['Payment', 'ascending'],
    ['Payment', 'descending'],
    ['Date & Time', 'ascending'],
  ]
  const seen = new Set<string>()
  for (const [column, direction] of sorts) {
    const index = ORDER_COLUMNS.indexOf(column)
    const expected = sortedRows(completed, column, direction).slice(0, FIRST_ROWS)
    const shown = await sortBy(table, column, direction)
    expect(columnOf(shown, index), `${column} ${direction}`).toEqual(columnOf(expected.map((row) => row.cells), index))
    for (const row of shown) row.forEach((cell) => seen.add(cell))
  }
  // Orders without lines and without tenders head the Count and Payment sorts: the texts docs/screens.md#location-details gives them.
  expect([...seen]).toEqual(expect.arrayContaining(['No items', 'None']))

  // OPEN and CANCELED join through the state filter; then State sorts all three.
  await table.getByRole('checkbox', { name: 'Open' }).check()
  await table.getByRole('checkbox', { name: 'Canceled' }).check()
  const everyState = expectedRows(2025, { years: [2025], states: ['COMPLETED', 'OPEN', 'CANCELED'] })
  await expect(title).toHaveText(`${counts.format(everyState.length)} Orders in 2025`)
  for (const direction of ['ascending', 'descending'] as const) {
    const expected = sortedRows(everyState, 'State', direction).slice(0, FIRST_ROWS)
    expect(columnOf(await sortBy(table, 'State', direction), 3), `State ${direction}`).toEqual(columnOf(expected.map((row) => row.cells), 3))
  }

  // A row click (on a cell, not its link) opens that order's invoice in the shell. The sort and
  // states chosen above are in the URL (a reload keeps them): back to the default view first.
  await page.goto(`${detailsPath(first, 'orders')}?days=28to5&years=2025`)
  const newest = sortedRows(completed, 'Date & Time', 'descending').slice(0, FIRST_ROWS)
  const position = Math.max(
    0,
    newest.findIndex((row) => {
      const order = orders[2025]!.find((candidate) => candidate.id === row.id)!
      return (order.total_tip_money?.amount ?? 0) > 0 && (order.total_tax_money?.amount ?? 0) > 0
    }),
  )
  const chosen = orders[2025]!.find((order) => order.id === newest[position]!.id)!
  await table.locator('tbody tr.fw-orders-row').nth(position).locator('td').nth(2).click()
  // The shell carries the dashboard's days and years along.
  await expect(page).toHaveURL(urlOf(`${detailsPath(first, 'orders')}/2025/${chosen.id}?days=28to5&years=2025`))
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
  const invoice = page.locator('fw-order-invoice')
  const total = chosen.total_money?.amount ?? 0
  const tax = chosen.total_tax_money?.amount ?? 0
  const tip = chosen.total_tip_money?.amount ?? 0
  const figure = (name: string) => invoice.locator(`tr[data-figure="${name}"] td`).first()
  await expect(figure('total')).toHaveText(formatMoney(total))
  await expect(figure('tax')).toHaveText(formatMoney(tax))
  await expect(figure('tip')).toHaveText(formatMoney(tip))
  await expect(figure('subtotal')).toHaveText(formatMoney(total - tax - tip))
  // As on Square's receipt, the lines' amounts (before tax) add up to the subtotal beneath them.
  const amounts = await invoice.getByRole('table', { name: 'Items' }).locator('tbody tr[data-row] td[data-column="amount"]').allTextContents()
  expect(amounts.length).toBeGreaterThan(0)
  expect(amounts.reduce((sum, text) => sum + Math.round(Number(text.replace(/[$,]/g, '')) * 100), 0)).toBe(total - tax - tip)
})

test("the orders tab says 'No Years Selected' with no years and 'No Orders Found' for a season without orders", async ({ page }) => {
  await openShell(page, `${detailsPath(first, 'orders')}?years=`)
  const table = page.locator('fw-orders-table')
  await expect(table).toContainText('No Years Selected - Please select one or more years using the date range picker above to view orders.')
  // No days in the URL: the orders tab's run from June 28 up to today.
  await expect(picker(page)).toHaveText('Jun 28 – Jul 4 · No years selected')
  await page.goto(`${detailsPath(first, 'orders')}?years=2019`)
  await expect(table.getByRole('heading', { level: 2 })).toHaveText('0 Orders in 2019')
  await expect(table).toContainText(`No Orders Found - No orders found for ${first.name} in the selected date range.`)
})

test("the CSV download from the orders tab parses back to the table's rows", async ({ page }) => {
  const completed = expectedRows(2025, { years: [2025] })
  await openShell(page, `${detailsPath(first, 'orders')}?days=28to5&years=2025`)
  const table = page.locator('fw-orders-table')
  await sortBy(table, 'Total', 'descending')
  await expectCsvOfTable(table, completed.map((row) => row.id))
})

test('the invoice route prints the invoice alone to an A4 PDF with its number and total on the first page', async ({ page }) => {
  const order = ordersOfWindow(orders[2025]!, first.timezone, { years: [2025] })[0]!
  await openShell(page, `${detailsPath(first, 'orders')}/2025/${order.id}`)
  // Square's order_number when there is one, else the id's last 8 characters (docs/screens.md).
  const given = (order as { order_number?: unknown }).order_number
  const number = typeof given === 'string' && given !== '' ? given : order.id.slice(-8)
  await expect(page.locator('fw-order-invoice').getByRole('heading', { level: 2 })).toHaveText(`Order #${number}`)
  await expect(page.getByRole('link', { name: 'View in Admin' })).toBeVisible()
  const pages = pdfPages(await page.pdf({ format: 'A4' }))
  // Text runs come apart where the markup splits them ("Order #" and the number).
  const firstPage = pages[0]!.replace(/\s+/g, '')
  expect(firstPage).toContain(`Order#${number}`)
  expect(firstPage).toContain(`Total${formatMoney(order.total_money?.amount ?? 0)}`)
  expect(pages.join('\n'), "the shell's frame stays off paper").not.toContain('View in Admin')
})

test('unknown locations and orders show their not-found screens on every tab', async ({ page }) => {
  await openShell(page, '/stats/details/location/NO-SUCH-PLACE/orders')
  for (const tab of ['orders', 'items']) {
    if (tab !== 'orders') await page.goto(`/stats/details/location/NO-SUCH-PLACE/${tab}`)
    await expect(page.getByRole('heading', { name: 'Location Not Found' }), tab).toBeVisible()
    await expect(page.getByText('The location with ID NO-SUCH-PLACE could not be found.')).toBeVisible()
  }
  await page.goto(`${detailsPath(first, 'orders')}/2025/NO-SUCH-ORDER`)
  const invoice = page.locator('fw-order-invoice')
  await expect(invoice.getByRole('heading', { name: 'Order Not Found' })).toBeVisible()
  await expect(invoice).toContainText('Order with ID NO-SUCH-ORDER was not found in the 2025 data.')
})
