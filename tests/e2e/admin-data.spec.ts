// The admin data widgets on a plain page, in Chromium against the real server and its demo season,
// signed in as the bootstrap admin: the KV cache debugger lists the server's live keys by type,
// shows each key's size and the cache's size against its budget, views, copies and deletes one
// (which then leaves GET /api/kv-cache/keys), and shows a value over
// 50,000 characters as a preview; the admin locations filters change the counts to what the
// locations answer implies; a date-range report shows the report endpoint's totals; axe finds no
// serious or critical violations, light and dark. Only keys rebuilt on demand are deleted (an
// orders answer this spec asks for), and it is asked for again afterwards.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { kvKeyType, type KvKeyType, type KvKeysData } from '../../src/contract/kv-cache'
import { formatBytes } from '../../src/format/bytes'
import type { SalesReport } from '../../src/contract/reports'
import { titleCaseLocality } from '../../src/format/locality'
import { formatMoney } from '../../src/format/money'
import { apiLocations, apiLogin, locationWithSales } from './expected-figures'
import type { StoredSessionValues } from './expected-figures'
import { baseUrl, E2E_ADMIN_PASSWORD } from './server-info'
import { graveAxeViolations } from './axe'
import { openStandalonePage } from './standalone-page'

test.use({ baseURL: baseUrl() })

const counts = new Intl.NumberFormat('en-US')

let session: StoredSessionValues
let locations: Location[]
let location: Location

const auth = () => ({ Authorization: `Bearer ${session.token}` })

async function withApi<T>(use: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    return await use(api)
  } finally {
    await api.dispose()
  }
}

/** The live cache keys and the cache's use of its budget, as the server lists them. */
async function apiKeysData(): Promise<KvKeysData> {
  return withApi(async (api) => {
    const response = await api.get('/api/kv-cache/keys', { headers: auth() })
    expect(response.ok()).toBe(true)
    return ((await response.json()) as { data: KvKeysData }).data
  })
}

/** The live cache keys, as the server lists them. */
async function apiKeys(): Promise<string[]> {
  return (await apiKeysData()).keys.map((key) => key.name)
}

/** Asks for a location-year of orders, so its answer is in the cache (the server rebuilds it on demand). */
async function askForOrders(locationId: string, year: number): Promise<void> {
  await withApi(async (api) => {
    const response = await api.get('/api/square/orders', { params: { locationId, year }, headers: auth() })
    expect(response.ok()).toBe(true)
  })
}

test.beforeAll(async () => {
  await withApi(async (api) => {
    session = await apiLogin(api)
    locations = await apiLocations(api, session.token)
  })
  location = locationWithSales(locations, [2024, 2025])
})

/** A bare page of the server's origin with `markup`, upgraded by the standalone bundle, signed in. */
const plainPage = (page: Page, markup: string) => openStandalonePage(page, markup, { session })

const card = (widget: Locator, name: string) => widget.getByRole('article', { name, exact: true })

test('the KV debugger lists the live keys by type, views, copies and deletes one', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const ordersKey = `square:orders:${location.id}:2024`
  await askForOrders(location.id, 2024)
  const keys = await apiKeys()
  expect(keys).toContain(ordersKey)
  const byType = (type: KvKeyType) => keys.filter((key) => kvKeyType(key) === type).length

  await plainPage(page, '<fw-kv-cache></fw-kv-cache>')
  const widget = page.locator('fw-kv-cache')
  await expect(widget.getByRole('table', { name: 'Cache keys' })).toBeVisible()
  await expect(card(widget, 'Total Keys')).toContainText(counts.format(keys.length))
  await expect(card(widget, 'Geocode')).toContainText(counts.format(byType('geocode')))
  await expect(card(widget, 'Orders')).toContainText(counts.format(byType('orders')))
  await expect(card(widget, 'Locations')).toContainText(counts.format(byType('locations')))
  await expect(widget.getByRole('button', { name: `Other (${counts.format(byType('other'))})` })).toBeVisible()
  // The cache's budget (FW_CACHE_MAX_MB's default here) and this orders answer's size, as the server counts them.
  const { usage, keys: sized } = await apiKeysData()
  await expect(card(widget, 'Cache Size')).toContainText(`of ${formatBytes(usage!.maxBytes)} budget`)

  // Only orders keys under the Orders filter; the search narrows to this location's.
  await widget.getByRole('button', { name: /^Orders \(/ }).click()
  await widget.getByLabel('Search keys').fill(location.id)
  const rows = widget.locator('tbody tr[data-key]')
  await expect(rows.first()).toBeVisible()
  for (const name of await rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-key') ?? ''))) {
    expect(name.startsWith(`square:orders:${location.id}`)).toBe(true)
  }
  const row = widget.locator(`tr[data-key="${ordersKey}"]`)
  const ordersBytes = sized.find((key) => key.name === ordersKey)?.bytes
  await expect(row.getByRole('cell', { name: formatBytes(ordersBytes!), exact: true })).toBeVisible()

  // Copy: the clipboard holds the server's value, and the button says so for a moment.
  const value = await withApi(async (api) => {
    const response = await api.get(`/api/kv-cache/value/${encodeURIComponent(ordersKey)}`, { headers: auth() })
    return ((await response.json()) as { data: { value: unknown } }).data.value
  })
  const fullText = JSON.stringify(value, null, 2)
  await row.getByRole('button', { name: 'Copy' }).click()
  await expect(row.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullText)
  await expect(row.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5_000 })

  // View: a season of orders is far over 50,000 characters, so the viewer shows the preview.
  expect(fullText.length).toBeGreaterThan(50_000)
  await row.getByRole('button', { name: 'View' }).click()
  const dialog = widget.getByRole('dialog', { name: 'Cache Value' })
  await expect(dialog).toContainText('too large to show in full')
  expect((await dialog.locator('pre').textContent())?.length).toBe(5_000)
  await dialog.getByRole('button', { name: 'Copy Full Value' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullText)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A small value draws as a collapsible tree.
  const small = keys.find((key) => kvKeyType(key) === 'geocode') ?? keys.find((key) => key.startsWith('square:stats:'))
  if (small !== undefined) {
    await widget.getByRole('button', { name: /^All \(/ }).click()
    await widget.getByLabel('Search keys').fill(small)
    await widget.locator(`tr[data-key="${small}"]`).getByRole('button', { name: 'View' }).click()
    await expect(dialog.getByRole('tree')).toBeVisible()
    await page.keyboard.press('Escape')
    await widget.getByLabel('Search keys').fill(location.id)
    await widget.getByRole('button', { name: /^Orders \(/ }).click()
  }

  // Delete, confirmed: the row goes, and so does the key on the server.
  await row.getByRole('button', { name: 'Delete' }).click()
  const confirm = widget.getByRole('alertdialog', { name: 'Delete Cache Key' })
  await expect(confirm).toContainText(ordersKey)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(row).toHaveCount(0)
  expect(await apiKeys()).not.toContain(ordersKey)
  // Rebuilt on demand, as it would be for the next reader.
  await askForOrders(location.id, 2024)
  expect(await apiKeys()).toContain(ordersKey)
})

test('the admin locations filters change the counts to what the locations answer implies', async ({ page }) => {
  await plainPage(page, '<fw-admin-locations></fw-admin-locations>')
  const widget = page.locator('fw-admin-locations')
  const total = card(widget, 'Total Locations')
  await expect(total).toContainText(`${counts.format(locations.length)} shown with the current filters`)

  const sales = (list: readonly Location[], year: number) => list.reduce((sum, each) => sum + (each.stats[String(year)]?.totalNetSales ?? 0), 0)
  const cities = (list: readonly Location[]) => new Set(list.flatMap((each) => (each.address ? [each.address.locality.trim().toLowerCase()] : []))).size
  const expectShown = async (list: readonly Location[]) => {
    await expect(total).toContainText(`${counts.format(list.length)} shown with the current filters`)
    await expect(card(widget, '2023 Total Sales')).toContainText(formatMoney(sales(list, 2023)))
    await expect(card(widget, '2024 Total Sales')).toContainText(formatMoney(sales(list, 2024)))
    await expect(card(widget, 'Active Cities')).toContainText(counts.format(cities(list)))
  }
  await expectShown(locations)

  // Part of an id, in other capitals.
  const part = location.id.slice(2, 6).toLowerCase()
  await widget.getByLabel('Location ID').fill(part)
  await expectShown(locations.filter((each) => each.id.toLowerCase().includes(part)))
  await widget.getByLabel('Location ID').fill('')

  const city = location.address!.locality
  await widget.getByLabel('City').selectOption({ label: titleCaseLocality(city) })
  const inCity = locations.filter((each) => each.address?.locality.trim().toLowerCase() === city.trim().toLowerCase())
  await expectShown(inCity)

  await widget.getByRole('switch', { name: 'Has Sales Data' }).click()
  const selling = (each: Location) => (each.stats['2023']?.totalNetSales ?? 0) !== 0 || (each.stats['2024']?.totalNetSales ?? 0) !== 0
  await expectShown(inCity.filter(selling))
  const shownIds = await widget.locator('tbody tr[data-location-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-location-id')))
  expect(shownIds.length).toBeGreaterThan(0)
  for (const id of shownIds) expect(inCity.filter(selling).map((each) => each.id)).toContain(id)

  // A row opens the location's admin page.
  await expect(widget.getByRole('link', { name: location.id })).toHaveAttribute('href', `/admin/locations/${location.id}`)
})

test('a report for a date range shows the same totals as the report endpoint', async ({ page }) => {
  const report = await withApi(async (api) => {
    const response = await api.get('/api/square/reports/sales', { params: { locationId: location.id, beginDate: '2025-07-01', endDate: '2025-07-04' }, headers: auth() })
    expect(response.ok()).toBe(true)
    return ((await response.json()) as { data: SalesReport }).data
  })
  await plainPage(page, `<fw-sales-reports location-id="${location.id}"></fw-sales-reports>`)
  const widget = page.locator('fw-sales-reports')
  await widget.getByLabel('Begin date').fill('2025-07-01')
  await widget.getByLabel('End date').fill('2025-07-04')
  await widget.getByRole('button', { name: 'Run Report' }).click()
  await expect(card(widget, 'Net Sales')).toContainText(formatMoney(report.totals.netSales))
  await expect(card(widget, 'Gross Sales')).toContainText(formatMoney(report.totals.grossSales))
  await expect(card(widget, 'Transactions')).toContainText(counts.format(report.totals.totalTransactions))
  await expect(widget.getByRole('table', { name: 'Daily breakdown' }).locator('tbody tr')).toHaveCount(report.dailyBreakdown.length)

  // A bad date is caught under its field, before any request.
  await widget.getByLabel('End date').fill('07/04/2025')
  await widget.getByRole('button', { name: 'Run Report' }).click()
  await expect(widget.getByText('Date must be in YYYY-MM-DD format')).toBeVisible()
})

test('the Settings page shows the server’s configuration and no secret', async ({ page }) => {
  const answer = await withApi(async (api) => {
    const response = await api.get('/api/admin/settings', { headers: auth() })
    return { status: response.status(), text: await response.text() }
  })
  expect(answer.status).toBe(200)
  expect(answer.text).not.toContain(E2E_ADMIN_PASSWORD)
  expect(answer.text).not.toContain(session.token)
  await plainPage(page, '<fw-server-settings></fw-server-settings>')
  const widget = page.locator('fw-server-settings')
  await expect(widget.getByRole('region', { name: 'Square' })).toContainText('Bundled Square emulator (demo data)')
  await expect(widget.getByRole('region', { name: 'Server' })).toContainText('Every 15 minutes')
  expect(await widget.evaluate((element) => element.shadowRoot?.textContent ?? '')).not.toContain(E2E_ADMIN_PASSWORD)
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violations on the admin data widgets (${theme})`, async ({ page }) => {
    await plainPage(
      page,
      [
        `<fw-kv-cache theme="${theme}"></fw-kv-cache>`,
        `<fw-admin-locations theme="${theme}"></fw-admin-locations>`,
        `<fw-admin-location theme="${theme}" location-id="${location.id}"></fw-admin-location>`,
        `<fw-sales-reports theme="${theme}" location-id="${location.id}"></fw-sales-reports>`,
        `<fw-location-ranking theme="${theme}"></fw-location-ranking>`,
        `<fw-payment-chart-test theme="${theme}"></fw-payment-chart-test>`,
        `<fw-server-settings theme="${theme}"></fw-server-settings>`,
      ].join('\n'),
    )
    await page.evaluate((dark) => (document.body.style.background = dark ? '#0b1120' : '#ffffff'), theme === 'dark')
    await expect(page.locator('fw-kv-cache').getByRole('table', { name: 'Cache keys' })).toBeVisible()
    await expect(page.locator('fw-admin-locations').getByRole('table', { name: 'Locations' })).toBeVisible()
    await expect(page.locator('fw-admin-location').getByRole('img', { name: /^Hourly Net Sales/ })).toBeVisible()
    await expect(page.locator('fw-location-ranking').locator('tbody tr').first()).toBeVisible()
    await expect(page.locator('fw-payment-chart-test').getByRole('img').first()).toBeVisible()
    const reports = page.locator('fw-sales-reports')
    await reports.getByRole('button', { name: 'Run Report' }).click()
    await expect(card(reports, 'Net Sales')).toBeVisible()
    await expect(page.locator('fw-server-settings').getByRole('region', { name: 'Square' })).toBeVisible()
    // Kept with the run's results, for a person to look over each widget in both themes.
    for (const tag of ['fw-kv-cache', 'fw-admin-locations', 'fw-admin-location', 'fw-sales-reports', 'fw-location-ranking', 'fw-server-settings']) {
      await page.locator(tag).screenshot({ path: test.info().outputPath(`${tag}-${theme}.png`) })
    }
    expect(await graveAxeViolations(page)).toEqual([])
  })
}
