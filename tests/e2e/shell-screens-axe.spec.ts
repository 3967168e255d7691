// Every /stats and admin screen of the route table as the dashboard composes them (the shell's
// layouts around the fw-* elements; ./shell-screens lists them), in Chromium against `npm start`
// with the demo season, signed in as admin: each shows its elements inside its layout and axe finds
// no serious or critical violation, in light and in dark, on a desktop (1440 px) and on a phone
// (390 px, where the sidebars fold into sheets). A test per screen and theme checks both widths
// from one load: the screen opens at one width, is checked, is resized to the other and checked
// again. The width it opens at alternates from screen to screen, so each width is seen both freshly
// loaded and after a resize, and a page's load is paid once per theme rather than once per width.
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'
import type { Order } from '../../src/contract/square-order'
import { apiLocations, apiLogin, locationWithSales, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'
import { graveAxeViolations } from './axe'
import { routesToCheck, screensToCheck, type ScreenToCheck } from './shell-screens'
import { nextFrames } from './frames'

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
type Width = (typeof WIDTHS)[number]

/** The screen as it stands at `width`: its layout and elements drawn, its answers in, no grave axe violation. */
async function checkScreen(page: Page, screen: ScreenToCheck, width: Width, theme: string): Promise<void> {
  await test.step(`${width.name} (${width.viewport.width} px)`, async () => {
    await expect(page.locator('html')).toHaveAttribute('data-fw-theme', theme)
    // On a phone the navigation sits in a folded sheet; the element alone shows the screen is drawn.
    if (width.name === 'desktop') await expect(page.getByRole(screen.layoutLandmark.role, { name: screen.layoutLandmark.name, exact: true }).first()).toBeVisible()
    for (const tag of screen.shows) await expect(page.locator(tag)).toBeVisible()
    // The element's own answers are in (the live socket does not count as network activity).
    await page.waitForLoadState('networkidle')
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0)
    expect(await graveAxeViolations(page), `${screen.route} (${screen.url}) on a ${width.name}`).toEqual([])
  })
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in ${theme}`, () => {
    // One page for the theme's screens: each test loads its own screen into it.
    let page: Page
    test.beforeAll(async ({ browser }) => {
      // A context of its own (axe's builder refuses a page from browser.newPage()).
      const context = await browser.newContext({ baseURL: baseUrl() })
      page = await context.newPage()
      await page.addInitScript((chosen) => localStorage.setItem('fireworks-dashboard-theme', chosen), theme)
      await signInBeforeLoad(page, admin)
    })
    test.afterAll(async () => {
      await page.context().close()
    })

    routesToCheck().forEach((route, index) => {
      test(`${route} has no serious or critical axe violation in ${theme}, on a desktop and on a phone`, async () => {
        test.setTimeout(SCREEN_BUDGET_MS * WIDTHS.length)
        const screen = screens.find((candidate) => candidate.route === route)
        if (screen === undefined) throw new Error(`No screen to check for ${route}`)
        const [opened, resized] = index % 2 === 0 ? [WIDTHS[0], WIDTHS[1]] : [WIDTHS[1], WIDTHS[0]]
        await page.setViewportSize(opened.viewport)
        await page.goto(screen.url)
        await checkScreen(page, screen, opened, theme)
        await page.setViewportSize(resized.viewport)
        await nextFrames(page)
        await checkScreen(page, screen, resized, theme)
      })
    })
  })
}
