// The chain's views as the owner uses them on the evening of July 4, in Chromium against the real
// server and its demo season: the city last chosen (All cities included) is where the map, list,
// grid and Season Pace open next time; Season Pace, Analytics and Compare download what they show
// as CSV files; last sales and order times say their zone where the stands keep several clocks;
// the list shows the newest year first; and the keyboard starts at 'Skip to content', never on the
// logo's fireworks.
import { readFileSync } from 'node:fs'
import { expect, request as playwrightRequest, test, type Download, type Locator } from '@playwright/test'
import Papa from 'papaparse'
import type { Location } from '../../src/contract/location'
import { apiLocations, apiLogin, locationWithSales, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'

test.use({ baseURL: baseUrl() })

let admin: StoredSessionValues
let locations: Location[]

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  admin = await apiLogin(api)
  locations = await apiLocations(api, admin.token)
  await api.dispose()
})

/** Clicks `button` and reads the file it saves: its name and its rows (after the byte-order mark). */
async function downloaded(button: Locator): Promise<{ name: string; rows: string[][] }> {
  const [download]: [Download, void] = await Promise.all([button.page().waitForEvent('download'), button.click()])
  const bytes = readFileSync((await download.path())!)
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf])
  return { name: download.suggestedFilename(), rows: Papa.parse<string[]>(bytes.subarray(3).toString('utf8').trim()).data }
}

const searchOf = (url: string) => new URL(url).searchParams
const riverbankCount = () => locations.filter((location) => location.address?.locality.toLowerCase() === 'riverbank').length

test('the chain views open on the city last chosen, "All cities" included, instead of Oakdale', async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/locations/list')
  const filters = page.locator('fw-location-filters')
  const table = page.locator('fw-locations-table')
  // A first visit: the filter's default city.
  expect(searchOf(page.url()).has('city')).toBe(false)
  await expect(filters.getByRole('button', { name: /^Filters:/ })).toContainText('Oakdale')

  await filters.getByRole('button', { name: /^Filters:/ }).click()
  await filters.getByRole('button', { name: /^Filter by City/ }).click()
  await page.getByRole('combobox', { name: 'Filter by City' }).fill('river')
  await page.getByRole('option', { name: 'Riverbank' }).click()
  await expect.poll(() => searchOf(page.url()).get('city')).toBe('Riverbank')

  // Another visit, from a bare address: the map opens on Riverbank, and so does Season Pace.
  await page.goto('/stats/locations/map')
  await expect.poll(() => searchOf(page.url()).get('city')).toBe('Riverbank')
  await page.goto('/stats/pace')
  await expect.poll(() => searchOf(page.url()).get('city')).toBe('Riverbank')
  const riverbank = locations.filter((location) => location.address?.locality.toLowerCase() === 'riverbank')
  await expect(page.locator('fw-season-pace tbody tr[data-location-id]')).toHaveCount(riverbank.length)

  // All cities is a choice too.
  await page.goto('/stats/locations/list')
  await expect.poll(() => searchOf(page.url()).get('city')).toBe('Riverbank')
  await filters.getByRole('button', { name: /^Filters:/ }).click()
  await filters.getByRole('button', { name: 'Clear city filter' }).click()
  await expect.poll(() => searchOf(page.url()).get('city')).toBe('')
  await page.goto('/stats/locations/grid')
  await expect.poll(() => searchOf(page.url()).get('city')).toBe('')
  await page.goto('/stats/pace')
  await expect.poll(() => searchOf(page.url()).get('city')).toBe('')
  await expect.poll(() => page.locator('fw-season-pace tbody tr[data-location-id]').count()).toBeGreaterThanOrEqual(locations.filter((location) => location.status === 'ACTIVE').length)
  // A link that names its city wins, and is not remembered.
  await page.goto('/stats/locations/list?city=Oakdale')
  await expect(table.getByRole('status')).toContainText('found')
  await page.goto('/stats/locations/list')
  await expect.poll(() => searchOf(page.url()).get('city')).toBe('')
})

test('Season Pace, Analytics and Compare download what they show as CSV', async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/pace?city=')
  const pace = page.locator('fw-season-pace')
  const paceRows = pace.locator('tbody tr[data-location-id]')
  await expect.poll(() => paceRows.count()).toBeGreaterThan(riverbankCount())
  const paceFile = await downloaded(pace.getByRole('button', { name: 'Export CSV' }))
  expect(paceFile.name).toBe('pace-all-cities-2025.csv')
  expect(paceFile.rows[0]).toEqual(['Location ID', 'Location', 'Status', 'Net Sales 2025 So Far', 'Net Sales 2024 Same Moment', 'Pace (%)', 'Last Payment', 'Quiet'])
  expect(paceFile.rows.slice(1).map((row) => row[0])).toEqual(await paceRows.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.locationId)))

  await page.goto('/admin/analytics')
  const ranking = page.locator('fw-location-ranking')
  const rankingRows = ranking.locator('tbody tr[data-location-id]')
  await expect(rankingRows.first()).toBeVisible()
  const rankingFile = await downloaded(ranking.getByRole('button', { name: 'Export CSV' }))
  expect(rankingFile.name).toMatch(/^ranking-net-sales-\d{4}\.csv$/)
  expect(rankingFile.rows[0]!.slice(0, 4)).toEqual(['Rank', 'Location ID', 'Location', 'Status'])
  expect(rankingFile.rows.slice(1).map((row) => row[1])).toEqual(await rankingRows.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.locationId)))

  const [a, b] = locations.filter((location) => location.status === 'ACTIVE' && (location.stats['2025']?.totalNetSales ?? 0) > 0)
  await page.goto(`/stats/details/compare?years=2025&days=28to5&locations=${a!.id},${b!.id}`)
  const compare = page.locator('fw-compare')
  await expect(compare.locator('.fw-compare-card').first()).toBeVisible()
  const daily = await downloaded(compare.getByRole('button', { name: 'Daily CSV' }))
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  expect(daily.name).toBe(`compare-daily-${slug(a!.name)}-vs-${slug(b!.name)}-2025.csv`)
  expect(daily.rows[0]).toEqual(['Location ID', 'Location', 'Year', 'Date', 'Net Sales', 'Transactions'])
  // Each location's days add up to the net sales its card shows.
  for (const [index, location] of [a!, b!].entries()) {
    const cents = daily.rows.filter((row) => row[0] === location.id).reduce((sum, row) => sum + Math.round(Number(row[4]) * 100), 0)
    const card = await compare.locator('.fw-compare-card').nth(index).locator('[data-figure="netSales"] dd').first().textContent()
    expect(`$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(card)
  }
  const hourly = await downloaded(compare.getByRole('button', { name: 'Hourly CSV' }))
  expect(hourly.rows).toHaveLength(1 + 24 * 2)
})

test('last sales and order times say their zone, since the demo chain keeps several clocks', async ({ page }) => {
  const zones = new Set(locations.map((location) => location.timezone))
  expect(zones.size).toBeGreaterThan(1)
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/pace?city=')
  const utah = locations.find((location) => location.timezone === 'America/Denver' && location.status === 'ACTIVE')!
  await expect(page.locator(`fw-season-pace tr[data-location-id="${utah.id}"]`)).toContainText(/Jul 4, \d{1,2}:\d{2} PM MDT \(/)
  const california = locationWithSales(locations.filter((location) => location.timezone === 'America/Los_Angeles'), [2025])
  await expect(page.locator(`fw-season-pace tr[data-location-id="${california.id}"]`)).toContainText(/ PDT \(/)
  await page.goto(`/stats/details/location/${encodeURIComponent(california.id)}/orders?years=2025`)
  await expect(page.locator('fw-orders-table tbody tr.fw-orders-row').first().locator('td').first()).toHaveText(/^7\/\d\/2025, \d{1,2}:\d{2} [AP]M PDT$/)
})

test('the list shows the newest year first', async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/locations/list?city=')
  const table = page.locator('fw-locations-table')
  await expect(table.getByRole('status')).toContainText('found')
  await expect(table.getByRole('columnheader').first()).toBeVisible()
  const headers = await table.getByRole('columnheader').allTextContents()
  expect(headers.slice(0, 4)).toEqual(['Name', 'Address', '2025 Total Transactions', '2025 Total Net Sales'])
  expect(headers.indexOf('2024 Jul 5 Net Sales')).toBeGreaterThan(headers.indexOf('2025 Total Net Sales'))
})

test("the first Tab stop is 'Skip to content', which takes the focus to the screen; the logo is no Tab stop", async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/locations/list')
  await expect(page.locator('fw-locations-table').getByRole('status')).toContainText('found')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main-content')).toBeFocused()
  // From the top, no Tab lands on the logo (its fireworks stay a pointer's toy and a menu item).
  await page.goto('/stats/locations/list')
  await expect(page.locator('fw-locations-table').getByRole('status')).toContainText('found')
  const logo = page.getByRole('button', { name: /^Trigger fireworks \(live connection/ })
  await expect(logo).toHaveAttribute('tabindex', '-1')
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab')
    expect(await logo.evaluate((element) => element === document.activeElement)).toBe(false)
  }
  await expect(page.locator('fw-fireworks [data-testid="fireworks-overlay"]')).toHaveCount(0)
})
