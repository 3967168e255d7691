// Every /stats and admin screen of the route table as the dashboard composes them (the shell's
// layouts around the fw-* elements; ./shell-screens lists them), in Chromium against `npm start`
// with the demo season, signed in as admin: each shows its elements inside its layout and axe finds
// no serious or critical violation, in light and in dark, on a desktop (1440 px) and on a phone
// (390 px, where the sidebars fold into sheets).
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Order } from '../../src/contract/square-order'
import { apiLocations, apiLogin, locationWithSales, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'
import { graveAxeViolations } from './axe'
import { screensToCheck, type ScreenToCheck } from './shell-screens'

test.use({ baseURL: baseUrl() })

let admin: StoredSessionValues
let screens: ScreenToCheck[] = []

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  admin = await apiLogin(api)
  const locations = await apiLocations(api, admin.token)
  const [first, second] = locations.filter((location) => location.status === 'ACTIVE')
  const location = locationWithSales(locations, [2025])
  const answer = await api.get('/api/square/orders', { params: { locationId: location.id, year: 2025 }, headers: { Authorization: `Bearer ${admin.token}` } })
  const order = ((await answer.json()) as { data: { orders: Order[] } }).data.orders[0]
  await api.dispose()
  if (!first || !second || !order) throw new Error('The demo season has two active locations and orders in 2025')
  screens = screensToCheck({ locationId: location.id, compared: [first.id, second.id], year: 2025, orderId: order.id })
})

/** How long one screen may take to load, settle and be checked, on a busy machine. */
const SCREEN_BUDGET_MS = 20_000

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

for (const width of WIDTHS) for (const theme of ['light', 'dark'] as const) {
  test(`every /stats and admin screen has no serious or critical axe violation in ${theme} on a ${width.name} (${width.viewport.width} px)`, async ({ page }) => {
    // A budget per screen: the list grows with the route table.
    test.setTimeout(SCREEN_BUDGET_MS * screens.length)
    await page.setViewportSize(width.viewport)
    await page.addInitScript((chosen) => localStorage.setItem('fireworks-dashboard-theme', chosen), theme)
    await signInBeforeLoad(page, admin)
    for (const screen of screens) {
      await test.step(screen.route, async () => {
        await page.goto(screen.url)
        await expect(page.locator('html')).toHaveAttribute('data-fw-theme', theme)
        // On a phone the navigation sits in a folded sheet; the element alone shows the screen is drawn.
        if (width.name === 'desktop') await expect(page.getByRole(screen.layoutLandmark.role, { name: screen.layoutLandmark.name, exact: true }).first()).toBeVisible()
        for (const tag of screen.shows) await expect(page.locator(tag)).toBeVisible()
        // The element's own answers are in (the live socket does not count as network activity).
        await page.waitForLoadState('networkidle')
        await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0)
        expect(await graveAxeViolations(page), `${screen.route} (${screen.url})`).toEqual([])
      })
    }
  })
}
