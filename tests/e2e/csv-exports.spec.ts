// The CSV files staff take to a spreadsheet, in Chromium against `npm start` with the demo season:
// the locations list as shown, the stats by day and by hour, and the items, each downloaded from its
// screen, named after what it holds, and equal to the server's own answer for the same selection.
import { readFileSync } from 'node:fs'
import { expect, request as playwrightRequest, test, type Download, type Locator } from '@playwright/test'
import Papa from 'papaparse'
import type { Location } from '../../src/contract/location'
import { apiLocations, apiLogin, locationWithSales, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'

test.use({ baseURL: baseUrl() })

let session: StoredSessionValues
let location: Location
/** The server's answers for the location: stats of 2024 and 2025 over the whole window, items of 2025. */
let stats: { stats: { year: number; dailySales: { date: string; netSales: number; totalTransactions: number }[]; hourlyBreakdown: { netSales: number; transactions: number }[] }[] }
let items: { items: { itemLabel: string; totalSales: number; totalUnits: number; averagePrice: number }[] }

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  session = await apiLogin(api)
  location = locationWithSales(await apiLocations(api, session.token), [2024, 2025])
  const headers = { Authorization: `Bearer ${session.token}` }
  stats = (await (await api.get('/api/square/stats', { params: { locationId: location.id, years: '2024,2025', days: '28to5' }, headers })).json()).data
  items = (await (await api.get('/api/square/items', { params: { locationId: location.id, year: 2025 }, headers })).json()).data
  await api.dispose()
})

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
const dollars = (cents: number) => (cents / 100).toFixed(2)

/** Clicks `button` and reads the file it saves: its name and its rows (after the byte-order mark). */
async function downloaded(button: Locator): Promise<{ name: string; rows: string[][] }> {
  const [download]: [Download, void] = await Promise.all([button.page().waitForEvent('download'), button.click()])
  const bytes = readFileSync((await download.path())!)
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf])
  return { name: download.suggestedFilename(), rows: Papa.parse<string[]>(bytes.subarray(3).toString('utf8').trim()).data }
}

test('the locations list downloads as the rows it shows, named after the city', async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto('/stats/locations/list?city=oakdale')
  const table = page.locator('fw-locations-table')
  const found = Number(/^(\d+) locations? found/.exec((await table.getByRole('status').textContent()) ?? '')![1])
  const file = await downloaded(table.getByRole('button', { name: 'Export CSV' }))
  expect(file.name).toBe('locations-oakdale.csv')
  const [header, ...rows] = file.rows
  expect(header!.slice(0, 4)).toEqual(['Location ID', 'Name', 'Address', 'Status'])
  expect(header).toContain('2025 Total Net Sales')
  expect(rows).toHaveLength(found)
  const firstShown = await table.locator('tbody a.fw-locations-table-name').first().textContent()
  expect(rows[0]![1]).toBe(firstShown)
})

test("the stats download by day and by hour, each equal to the server's figures", async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto(`/stats/details/location/${encodeURIComponent(location.id)}/stats?years=2024,2025&days=28to5`)
  const view = page.locator('fw-location-stats')
  await expect(view.getByRole('heading', { level: 2 })).toHaveText(location.name)
  const daily = await downloaded(view.getByRole('button', { name: 'Daily CSV' }))
  expect(daily.name).toBe(`stats-daily-${slug(location.name)}-2024-2025.csv`)
  expect(daily.rows).toEqual([
    ['Year', 'Date', 'Net Sales', 'Transactions'],
    ...stats.stats.flatMap((year) => year.dailySales.map((day) => [String(year.year), day.date, dollars(day.netSales), String(day.totalTransactions)])),
  ])
  const hourly = await downloaded(view.getByRole('button', { name: 'Hourly CSV' }))
  expect(hourly.name).toBe(`stats-hourly-${slug(location.name)}-2024-2025.csv`)
  expect(hourly.rows).toHaveLength(1 + 24 * 2)
  const net2025 = hourly.rows.filter((row) => row[0] === '2025').reduce((sum, row) => sum + Math.round(Number(row[2]) * 100), 0)
  expect(net2025).toBe(stats.stats.find((year) => year.year === 2025)!.hourlyBreakdown.reduce((sum, hour) => sum + hour.netSales, 0))
})

test("the items tab shows revenue, units and average price in a table, and downloads it", async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto(`/stats/details/location/${encodeURIComponent(location.id)}/items?years=2025`)
  const view = page.locator('fw-top-items')
  const table = view.getByRole('table', { name: 'Item Sales 2025' })
  await expect(table).toBeVisible()
  const top = [...items.items].sort((a, b) => b.totalSales - a.totalSales)[0]!
  await expect(table.getByRole('row').nth(1)).toContainText(top.itemLabel)
  const file = await downloaded(view.getByRole('button', { name: 'Export CSV' }))
  expect(file.name).toBe(`items-${slug(location.name)}-2025.csv`)
  const [header, ...rows] = file.rows
  expect(header).toEqual(['Item', 'Catalog Object ID', 'Revenue', 'Units Sold', 'Average Price'])
  expect(rows).toHaveLength(items.items.length)
  expect(rows.reduce((sum, row) => sum + Math.round(Number(row[2]) * 100), 0)).toBe(items.items.reduce((sum, item) => sum + item.totalSales, 0))
  expect(rows[0]!.slice(2)).toEqual([dollars(top.totalSales), String(top.totalUnits), dollars(top.averagePrice)])
})
