// The evening of July 4, 2025 for the people on shift, on a server of its own whose clock starts at
// 8:30 PM in Los Angeles (the shared server's clock has run on through the suite): every figure is
// held against a computation made here from /api/square/orders (read the way Square reads orders,
// with Intl for time, ./square-reading). The stats page's hourly chart stops at the hour in
// progress and marks it, and tonight so far stands against July 4, 2024 up to the same minute; the
// Analytics ranking gives each stand the change Season Pace gives it, with closed stands apart;
// Items under Today are that day's items; the admin location screens show 2025 so far.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { formatMoney } from '../../src/format/money'
import { formatPercentChange } from '../../src/format/percent'
import { startDemoServer, type DemoServer } from './demo-server'
import { apiLocations, apiLogin, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { instantOfLocal, localTime, readCutText, squareNetSales, windowYear } from './square-reading'

const NOW = '2025-07-04T20:30:00-07:00'
const LA = 'America/Los_Angeles'

let own: DemoServer
let api: APIRequestContext
let session: StoredSessionValues
let locations: Location[]
/** The two busiest stands of 2025 in Los Angeles time that sold in 2024 too. */
let stands: [Location, Location]

test.beforeAll(async () => {
  // Starting and hydrating the demo takes a while.
  test.setTimeout(600_000)
  own = await startDemoServer({ now: NOW, logName: 'e2e-tonight-server' })
  api = await playwrightRequest.newContext({ baseURL: own.baseUrl })
  session = await apiLogin(api)
  locations = await apiLocations(api, session.token)
  const busiest = locations
    .filter((location) => location.status === 'ACTIVE' && location.timezone === LA && [2024, 2025].every((year) => (location.stats[String(year)]?.totalTransactions ?? 0) > 0))
    .sort((a, b) => (b.stats['2025']?.totalTransactions ?? 0) - (a.stats['2025']?.totalTransactions ?? 0))
  stands = [busiest[0]!, busiest[1]!]
})

test.afterAll(async () => {
  await api?.dispose()
  await own?.stop()
})

const ordersCache = new Map<string, Promise<Order[]>>()

/** A stand's orders of one season as the API lists them, asked once: no payment arrives on this server (FW_DEMO_WEBHOOK_MS=0). */
function ordersOf(location: Location, year: number): Promise<Order[]> {
  const key = `${location.id}:${year}`
  let orders = ordersCache.get(key)
  if (orders === undefined) {
    orders = api.get('/api/square/orders', { params: { locationId: location.id, year }, headers: { Authorization: `Bearer ${session.token}` } }).then(async (answer) => {
      expect(answer.ok()).toBe(true)
      return ((await answer.json()) as { data: { orders: Order[] } }).data.orders
    })
    ordersCache.set(key, orders)
  }
  return orders
}

type Moment = ReturnType<typeof readCutText>

/** The end of the local minute `through` in season `year` at the location: what was created before it counts. */
const cutOf = (location: Location, year: number, through: Moment) => instantOfLocal(location.timezone, year, through.month, through.day, through.hour, through.minute) + 60_000

/** The orders created on July `day`, local time. */
const onJuly = (orders: readonly Order[], location: Location, day: number) =>
  orders.filter((order) => {
    const local = localTime(order.created_at, location.timezone)
    return local.month === 7 && local.day === day
  })

/** A stand's net sales change against 2024, both seasons up to the same local minute. */
async function expectedChange(location: Location, through: Moment): Promise<string> {
  const now2025 = squareNetSales(await ordersOf(location, 2025), location.timezone, 2025, cutOf(location, 2025, through))
  const by2024 = squareNetSales(await ordersOf(location, 2024), location.timezone, 2024, cutOf(location, 2024, through))
  return formatPercentChange(((now2025 - by2024) / by2024) * 100)
}

async function open(page: Page, path: string): Promise<void> {
  await signInBeforeLoad(page, session)
  await page.goto(`${own.baseUrl}${path}`)
}

/** The cells of a chart's accessible data table, row by row. */
async function chartRows(chart: Locator): Promise<string[][]> {
  const table = chart.locator('table.fw-chart-data-table')
  await expect(table.locator('tbody tr').first()).toBeAttached()
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')))
}

test('the hourly chart at 8:30 PM stops at the hour in progress and marks it, and tonight stands against July 4, 2024 to the same minute', async ({ page }) => {
  test.setTimeout(120_000)
  const stand = stands[0]
  await open(page, `/stats/details/location/${stand.id}/stats?years=2024,2025`)
  const stats = page.locator('fw-location-stats')
  // Over the whole window every hour has earlier days' sales: all drawn, with the now line.
  const hourly = stats.getByRole('region', { name: 'Hourly Net Sales' })
  await expect(hourly.locator('.fw-chart-now')).toBeAttached()
  expect((await chartRows(hourly)).every((cells) => cells[2] !== '—')).toBe(true)

  await page.getByRole('button', { name: 'Today' }).click()
  await expect(page).toHaveURL(/\/stats\?days=4to4&years=2024,2025$/)
  const serverHour = localTime(Date.parse(((await (await api.get('/api/health')).json()) as { serverTime: string }).serverTime), LA).hour
  expect(serverHour, 'the server started at 8:30 PM; its hydration took less than half an hour').toBe(20)
  await expect(hourly.locator('.fw-chart-now')).toHaveText('now')
  const rows = await chartRows(hourly)
  expect(rows.map((cells) => cells[0])).toContain('8pm (now)')
  const nowRow = rows.findIndex((cells) => cells[0] === '8pm (now)')
  // 2025 is drawn up to the hour in progress and no further; 2024's whole evening is.
  expect(rows.slice(0, nowRow + 1).every((cells) => cells[2] !== '—')).toBe(true)
  expect(rows.slice(nowRow + 1).map((cells) => cells[2])).toEqual(['—', '—', '—'])
  expect(rows.slice(nowRow + 1).every((cells) => cells[1] !== '—')).toBe(true)
  // So is the day's running total, whose now line stands at 8:30 PM.
  const tonight = stats.getByRole('region', { name: 'Net Sales So Far Today' })
  await expect(tonight.locator('.fw-chart-now')).toBeAttached()
  expect((await chartRows(tonight)).slice(nowRow + 1).map((cells) => cells[2])).toEqual(['—', '—', '—'])

  // Tonight so far against July 4, 2024 up to the same minute, as the orders say.
  const note = tonight.locator('.fw-tonight-note')
  await expect(async () => {
    const text = (await note.textContent()) ?? ''
    const through = readCutText(text)
    const [orders2024, orders2025] = [onJuly(await ordersOf(stand, 2024), stand, 4), onJuly(await ordersOf(stand, 2025), stand, 4)]
    const now2025 = squareNetSales(orders2025, stand.timezone, 2025, cutOf(stand, 2025, through))
    const by2024 = squareNetSales(orders2024, stand.timezone, 2024, cutOf(stand, 2024, through))
    expect(text).toBe(`Today to Jul 4, ${text.match(/\d{1,2}:\d{2} PM/)![0]}: ${formatMoney(now2025)}, against ${formatMoney(by2024)} in 2024 (${formatPercentChange(((now2025 - by2024) / by2024) * 100)}) up to the same minute.`)
    // Not July 4, 2024's whole evening.
    expect(by2024).toBeLessThan(squareNetSales(orders2024, stand.timezone, 2024))
    test.info().annotations.push({ type: 'tonight', description: text })
  }).toPass({ timeout: 30_000 })
})

test('Analytics gives each stand the change Season Pace gives it, as the orders say, with closed stands apart', async ({ page }) => {
  test.setTimeout(180_000)
  const change = (root: Locator, location: Location) => root.locator(`tbody:not([class]) tr[data-location-id="${location.id}"] td`).nth(3)
  await expect(async () => {
    await open(page, '/admin/analytics')
    const ranking = page.locator('fw-location-ranking')
    await expect(change(ranking, stands[1])).toHaveText(/%/)
    const rankingThrough = readCutText((await ranking.locator('.fw-ranking-note').textContent()) ?? '')
    const ranked = await Promise.all(stands.map(async (stand) => (await change(ranking, stand).textContent()) ?? ''))

    await page.goto(`${own.baseUrl}/stats/pace?city=`)
    const pace = page.locator('fw-season-pace')
    await expect(change(pace, stands[1])).toHaveText(/%/)
    const paceThrough = readCutText((await pace.locator('.fw-season-pace-note').textContent()) ?? '')
    const paced = await Promise.all(stands.map(async (stand) => (await change(pace, stand).textContent()) ?? ''))

    // The same minute on both screens (else the minute turned between them: try again).
    expect(paceThrough).toEqual(rankingThrough)
    expect(ranked).toEqual(paced)
    for (const [index, stand] of stands.entries()) {
      const expected = await expectedChange(stand, rankingThrough)
      expect(ranked[index]).toContain(expected)
      test.info().annotations.push({ type: stand.name, description: `Analytics ${ranked[index]}, Season Pace ${paced[index]}, orders ${expected}` })
    }
  }).toPass({ timeout: 120_000 })

  // Every closed stand sits apart on both screens, never first of "falling behind first".
  const closed = locations.filter((location) => location.status === 'INACTIVE')
  expect(closed.length).toBeGreaterThan(0)
  const pace = page.locator('fw-season-pace')
  for (const location of closed) await expect(pace.locator(`tbody.fw-pace-closed tr[data-location-id="${location.id}"]`)).toBeAttached()
  const firstPaced = await pace.locator('tbody:not([class]) tr[data-location-id]').first().getAttribute('data-location-id')
  expect(closed.map((location) => location.id)).not.toContain(firstPaced)
  await page.goto(`${own.baseUrl}/admin/analytics`)
  const ranking = page.locator('fw-location-ranking')
  await expect(ranking.getByRole('rowheader', { name: 'Closed this season' })).toBeVisible()
  for (const location of closed) await expect(ranking.locator(`tbody.fw-ranking-closed tr[data-location-id="${location.id}"]`)).toBeAttached()
})

/** One item's revenue and units from raw lines: total − tax − service charge, as Square's item sales read them. */
function lineRevenue(line: { total_money?: { amount: number }; total_tax_money?: { amount: number }; total_service_charge_money?: { amount: number } }): number {
  return (line.total_money?.amount ?? 0) - (line.total_tax_money?.amount ?? 0) - (line.total_service_charge_money?.amount ?? 0)
}

/** The items sold on July 4 (local) in 2025's COMPLETED orders, less the lines returned that day, as "revenue|units" rows. */
function itemsOfJuly4(orders: readonly Order[], location: Location): string[] {
  const items = new Map<string, { revenue: number; units: number }>()
  const add = (key: string, revenue: number, units: number) => {
    const item = items.get(key) ?? { revenue: 0, units: 0 }
    items.set(key, { revenue: item.revenue + revenue, units: item.units + units })
  }
  for (const order of onJuly(orders, location, 4)) {
    if (order.state !== 'COMPLETED' || windowYear(order.created_at, location.timezone) !== 2025) continue
    for (const line of order.line_items ?? []) {
      if (line.item_type === 'GIFT_CARD') continue
      add(line.catalog_object_id ?? 'custom', lineRevenue(line), Number(line.quantity))
    }
    for (const returned of order.returns ?? []) {
      for (const line of returned.return_line_items ?? []) {
        if (line.item_type === 'GIFT_CARD') continue
        add(line.catalog_object_id ?? 'custom', -lineRevenue(line), -Number(line.quantity))
      }
    }
  }
  const units = (count: number) => (Number.isInteger(count) ? count.toLocaleString('en-US') : count.toLocaleString('en-US', { maximumFractionDigits: 2 }))
  return [...items.values()]
    .filter((item) => item.revenue !== 0 || item.units !== 0)
    .map((item) => `${formatMoney(item.revenue)}|${units(item.units)}`)
    .sort()
}

test('Items under Today are July 4’s items, as the orders say', async ({ page }) => {
  const stand = stands[0]
  await open(page, `/stats/details/location/${stand.id}/items?years=2025`)
  const items = page.locator('fw-top-items')
  await expect(items).toContainText('Items sold in 2025')
  const rowsOf = () => items.locator('.fw-items-table tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')))
  const season = await rowsOf()

  await page.getByRole('button', { name: 'Today' }).click()
  await expect(page).toHaveURL(/\/items\?days=4to4&years=2025$/)
  await expect(items.locator('.fw-top-items-year')).toHaveText('Items sold on Jul 4, 2025')
  await expect(items.getByRole('heading', { name: 'Item Sales Jul 4, 2025' })).toBeVisible()
  const today = await rowsOf()
  const orders = await ordersOf(stand, 2025)
  expect(today.map(([, revenue, units]) => `${revenue}|${units}`).sort()).toEqual(itemsOfJuly4(orders, stand))
  // Together they are the day's net sales, read from the orders' own totals.
  const total = (await items.locator('.fw-items-table tfoot td').first().textContent()) ?? ''
  expect(total).toBe(formatMoney(squareNetSales(onJuly(orders, stand, 4), stand.timezone, 2025)))
  // And not the season's: July 4 sold fewer units than the whole season did.
  const unitsOf = (rows: string[][]) => rows.reduce((sum, cells) => sum + Number(cells[2]!.replace(/,/g, '')), 0)
  expect(unitsOf(today)).toBeLessThan(unitsOf(season))
  test.info().annotations.push({ type: 'items', description: `${today.length} items on Jul 4 for ${total}; ${season.length} in the season` })
})

test('the admin location screens show 2025 so far against 2024 at the same moment, as the orders say', async ({ page }) => {
  test.setTimeout(180_000)
  const stand = stands[0]
  await open(page, `/admin/locations/${stand.id}`)
  const card = page.locator('fw-admin-location').locator('[data-card="current-sales"]')
  await expect(card).toContainText('2025 Total Sales')
  await expect(async () => {
    const text = (await card.textContent()) ?? ''
    expect(text).toMatch(/So far, to Jul 4, \d{1,2}:\d{2} PM$/)
    const through = readCutText(text)
    const now2025 = squareNetSales(await ordersOf(stand, 2025), stand.timezone, 2025, cutOf(stand, 2025, through))
    expect(text).toContain(`2025 Total Sales${formatMoney(now2025)}`)
    expect(text).toContain(`${await expectedChange(stand, through)} from 2024 at the same moment`)
    test.info().annotations.push({ type: 'admin location', description: text })
  }).toPass({ timeout: 30_000 })
  // SPEC's 2023 and 2024 cards stay beside it.
  await expect(page.locator('fw-admin-location').locator('[data-card="year-sales"]')).toContainText('2024 Total Sales')

  // The locations page: every stand's 2025 so far, each at its own local minute, against 2024's.
  await page.goto(`${own.baseUrl}/admin/locations`)
  const chain = page.locator('fw-admin-locations').locator('[data-card="current-sales"]')
  await expect(chain).toContainText('2025 Total Sales')
  await expect(async () => {
    const text = (await chain.textContent()) ?? ''
    const through = readCutText(text)
    // The card speaks of Los Angeles time, where most stands are; each stand is cut at that instant in its own time.
    const instant = instantOfLocal(LA, 2025, through.month, through.day, through.hour, through.minute)
    let [now2025, by2024] = [0, 0]
    for (const location of locations) {
      const local = localTime(instant, location.timezone)
      const there = { month: local.month, day: local.day, hour: local.hour, minute: local.minute }
      now2025 += squareNetSales(await ordersOf(location, 2025), location.timezone, 2025, cutOf(location, 2025, there))
      by2024 += squareNetSales(await ordersOf(location, 2024), location.timezone, 2024, cutOf(location, 2024, there))
    }
    expect(text).toContain(`2025 Total Sales${formatMoney(now2025)}`)
    expect(text).toContain(`${formatPercentChange(((now2025 - by2024) / by2024) * 100)} from 2024 at the same moment`)
    test.info().annotations.push({ type: 'admin locations', description: text })
  }).toPass({ timeout: 60_000 })
})
