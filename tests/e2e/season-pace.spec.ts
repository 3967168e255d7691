// The Season Pace view in the shell, against `npm start` with the demo season on the evening of
// July 4, 2025 (FW_NOW): the chain's 2025 net sales so far and its change against 2024 at the same
// local moment equal a computation from /api/square/orders made here (each stand cut at its own
// local minute, read the way Square reads orders, with Intl for time); a signed payment moves the
// total within 2 s; and a stand in its busy hours given no payment for 30 minutes (the page's
// clock moved on) is flagged quiet. That last test runs on a server of its own started at FW_NOW:
// the shared server's clock has run on through the suite, past the evening's busy hours.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { isCounted, isSale } from '../../src/analytics/figures'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { formatCount, formatMoney } from '../../src/format'
import { formatPercentChange } from '../../src/format/percent'
import { startDemoServer, type DemoServer } from './demo-server'
import { apiLocations, apiLogin, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { instantOfLocal, localMinuteText, localTime, readCutText, squareNetSales, windowYear } from './square-reading'
import { baseUrl, E2E_NOW, emulatorUrl } from './server-info'
import { LOOK_OFTEN } from './look-often'

const LA = 'America/Los_Angeles'
const WINDOW = [[6, 28], [6, 29], [6, 30], [7, 1], [7, 2], [7, 3], [7, 4], [7, 5]]

/** Every location's orders of one season, as the API lists them. */
async function seasonOrders(api: APIRequestContext, token: string, locations: readonly Location[], year: number): Promise<Map<string, Order[]>> {
  const lists = await Promise.all(
    locations.map(async (location) => {
      const answer = await api.get('/api/square/orders', { params: { locationId: location.id, year }, headers: { Authorization: `Bearer ${token}` } })
      expect(answer.ok()).toBe(true)
      return [location.id, ((await answer.json()) as { data: { orders: Order[] } }).data.orders] as const
    }),
  )
  return new Map(lists)
}

/** Each stand's season cut at the same local minute as `minuteMs` in its own timezone, summed. */
function chainNetSales(locations: readonly Location[], orders: Map<string, Order[]>, year: number, minuteMs: number): number {
  return locations.reduce((sum, location) => {
    const now = localTime(minuteMs, location.timezone)
    const cut = instantOfLocal(location.timezone, year, now.month, now.day, now.hour, now.minute) + 60_000
    return sum + squareNetSales(orders.get(location.id) ?? [], location.timezone, year, cut)
  }, 0)
}

const paceCard = (page: Page, name: string) => page.locator('fw-season-pace').getByRole('article', { name })

test.describe('on the shared server', () => {
  test.use({ baseURL: baseUrl() })
  let session: StoredSessionValues
  let locations: Location[]

  test.beforeAll(async () => {
    const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
    session = await apiLogin(api)
    locations = await apiLocations(api, session.token)
    await api.dispose()
  })

  test('Season Pace holds the chain’s 2025 so far against 2024 at the same local moment, as the orders say', async ({ page }) => {
    test.setTimeout(120_000)
    await signInBeforeLoad(page, session)
    await page.goto('/stats/locations/list?city=')
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Season Pace' }).click()
    await expect(page).toHaveURL(/\/stats\/pace\?city=$/)
    await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Season Pace' })).toHaveAttribute('aria-current', 'page')
    const card = paceCard(page, 'Net Sales')
    await expect(card).toContainText('Like for like, to ')
    await expect(page.locator('fw-season-pace')).toContainText('each location in its own local time')
    await expect(page.locator('fw-season-pace tbody tr[data-location-id]')).toHaveCount(locations.length)

    const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
    try {
      // The minute may turn between reading the card and the orders: try again then.
      await expect(async () => {
        const text = (await card.textContent()) ?? ''
        // The card speaks of Los Angeles time, where most stands are.
        const through = readCutText(text)
        const minute = instantOfLocal(LA, 2025, through.month, through.day, through.hour, through.minute)
        const [orders2024, orders2025] = [await seasonOrders(api, session.token, locations, 2024), await seasonOrders(api, session.token, locations, 2025)]
        const now2025 = chainNetSales(locations, orders2025, 2025, minute)
        const by2024 = chainNetSales(locations, orders2024, 2024, minute)
        expect(text).toContain(formatMoney(now2025))
        expect(text).toContain(`${formatPercentChange(((now2025 - by2024) / by2024) * 100)} vs 2024`)
        // Not the whole of 2024.
        expect(by2024).toBeLessThan(locations.reduce((sum, location) => sum + squareNetSales(orders2024.get(location.id) ?? [], location.timezone, 2024), 0))
        test.info().annotations.push({ type: 'chain net sales', description: `2025 so far ${formatMoney(now2025)}, 2024 at the same moment ${formatMoney(by2024)}` })
      }).toPass({ timeout: 60_000 })
    } finally {
      await api.dispose()
    }
    // Each stand links to its stats.
    const stand = locations.find((location) => location.status === 'ACTIVE')!
    await page.locator('fw-season-pace').getByRole('link', { name: stand.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/stats/details/location/${stand.id}/stats`))
  })

  test('a signed payment moves the chain’s total within 2 s', async ({ page }) => {
    const stand = locations.find((location) => location.status === 'ACTIVE')!
    await signInBeforeLoad(page, session)
    await page.goto('/stats/pace?city=')
    const netSales = paceCard(page, 'Net Sales').locator('.fw-summary-card-value')
    const transactions = paceCard(page, 'Total Transactions').locator('.fw-summary-card-value')
    await expect(netSales).toHaveText(/^\$/)
    await expect(page.getByRole('button', { name: 'Trigger fireworks (live connection connected)' })).toBeVisible()
    const [netBefore, countBefore] = [await netSales.textContent(), Number((await transactions.textContent())?.replace(/,/g, ''))]

    const sale = await fetch(`${emulatorUrl()}/_demo/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ location_id: stand.id }) })
    const answeredAt = Date.now()
    expect(sale.status).toBe(200)
    const sold = (await sale.json()) as { webhook_status: number; order_id: string }
    expect(sold.webhook_status).toBe(200)
    await expect.poll(async () => (await netSales.textContent()) ?? '', LOOK_OFTEN).not.toBe(netBefore ?? '')
    const took = Date.now() - answeredAt
    expect(took, 'ms from the payment to the new total').toBeLessThan(2_000)
    await expect(transactions).toHaveText(formatCount(countBefore + 1))
    // Its last payment: Square dates a sale by its order's creation, which a demo sale puts 30 s to
    // 3 min before the payment, so the row reads the latest order's minute (this one's, unless
    // another test rang up a later-created sale here meanwhile), at most 3 minutes before the
    // page's minute (or 4, if the minute turns meanwhile).
    const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
    try {
      const row = page.locator(`fw-season-pace tr[data-location-id="${stand.id}"]`)
      await expect(async () => {
        const orders = (await seasonOrders(api, session.token, [stand], 2025)).get(stand.id) ?? []
        expect(orders.map((order) => order.id), 'the paid order, as the API lists it').toContain(sold.order_id)
        const latest = Math.max(...orders.filter((order) => order.state === 'COMPLETED').map((order) => Date.parse(order.created_at)))
        const text = (await row.textContent()) ?? ''
        // The minute, then the zone's name where the chain keeps several clocks.
        expect(text).toMatch(new RegExp(`${localMinuteText(latest, stand.timezone)}( [A-Z]{2,5})? \\(`))
        expect(text).toMatch(/\([0-4] min ago\)/)
      }).toPass({ timeout: 15_000 })
    } finally {
      await api.dispose()
    }
    test.info().annotations.push({ type: 'net sales', description: `${netBefore} → ${await netSales.textContent()} in ${took} ms` })
  })
})

test.describe('a quiet stand, on a server of its own at 8:30 PM', () => {
  let own: DemoServer

  test.beforeAll(async () => {
    // Starting and hydrating the demo takes a while.
    test.setTimeout(600_000)
    own = await startDemoServer({ now: E2E_NOW, logName: 'e2e-pace-server' })
  })
  test.afterAll(async () => {
    await own?.stop()
  })

  /** Sales the stand's 2023 and 2024 seasons averaged in the 30 minutes before `minuteMs` (same local day and time). */
  function expectedSales(location: Location, earlier: Map<number, Order[]>, minuteMs: number): number {
    const at = (ms: number) => {
      const local = localTime(ms, location.timezone)
      return `${WINDOW.findIndex(([month, day]) => month === local.month && day === local.day)}:${local.hour}`
    }
    const traded = [...earlier].filter(([, orders]) => orders.some((order) => isCounted(order) && isSale(order)))
    if (traded.length === 0) return 0
    // Each season's sales counted by window day and hour once, not once per minute asked.
    const salesByHour = traded.map(([year, orders]) => {
      const counts = new Map<string, number>()
      for (const order of orders) {
        if (!isCounted(order) || !isSale(order) || windowYear(order.created_at, location.timezone) !== year) continue
        const hour = at(Date.parse(order.created_at))
        counts.set(hour, (counts.get(hour) ?? 0) + 1)
      }
      return counts
    })
    let expected = 0
    for (let minute = 1; minute <= 30; minute++) {
      const hour = at(minuteMs - minute * 60_000)
      expected += salesByHour.reduce((sum, counts) => sum + (counts.get(hour) ?? 0), 0) / traded.length / 60
    }
    return expected
  }

  test('is flagged once its busy hours pass 30 minutes without a payment', async ({ page }) => {
    test.setTimeout(240_000)
    const api = await playwrightRequest.newContext({ baseURL: own.baseUrl })
    const session = await apiLogin(api)
    const active = (await apiLocations(api, session.token)).filter((location) => location.status === 'ACTIVE')
    const serverNow = Date.parse(((await (await api.get('/api/health')).json()) as { serverTime: string }).serverTime)
    // The minute the page will read after its clock moves on 31 minutes.
    const judged = Math.floor((serverNow + 31 * 60_000) / 60_000) * 60_000
    const earlier = new Map([2023, 2024].map((year) => [year, seasonOrders(api, session.token, active, year)] as const))
    const byYear = new Map<number, Map<string, Order[]>>()
    for (const [year, orders] of earlier) byYear.set(year, await orders)
    const busiest = active
      .map((location) => ({ location, expected: expectedSales(location, new Map([...byYear].map(([year, orders]) => [year, orders.get(location.id) ?? []])), judged) }))
      .sort((a, b) => b.expected - a.expected)[0]!
    expect(busiest.expected, `${busiest.location.name}'s earlier seasons expect 3 sales in those 30 minutes`).toBeGreaterThanOrEqual(3)
    const stand = busiest.location

    // Its last payment: now.
    const sale = await fetch(`${own.emulatorUrl}/_demo/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ location_id: stand.id }) })
    expect(((await sale.json()) as { webhook_status: number }).webhook_status).toBe(200)
    await api.dispose()

    await page.clock.install()
    await signInBeforeLoad(page, session)
    await page.goto(`${own.baseUrl}/stats/pace?city=`)
    const row = page.locator(`fw-season-pace tr[data-location-id="${stand.id}"]`)
    // A loaded machine may take a minute or two between the payment and the page's first answer.
    await expect(row).toContainText(/\(\d+ min ago\)/)
    const since = Number(/\((\d+) min ago\)/.exec((await row.textContent()) ?? '')![1])
    expect(since, 'the payment is recent when the page opens').toBeLessThan(10)
    await expect(row).not.toContainText('Quiet')

    await page.clock.fastForward('31:00')
    await expect(row).toContainText('Quiet')
    const after = Number(/\((\d+) min ago\)/.exec((await row.textContent()) ?? '')![1])
    expect(after - since).toBeGreaterThanOrEqual(30)
    expect(after - since).toBeLessThanOrEqual(33)
    await expect(page.locator('fw-season-pace').getByRole('status')).toContainText(/stands? (is|are) quiet/)
    test.info().annotations.push({ type: 'quiet stand', description: `${stand.name}: ${busiest.expected.toFixed(1)} sales expected in the 30 minutes` })
  })
})
