// Every /stats and admin screen as the dashboard composes them (the shell's layouts around the fw-*
// elements), in Chromium against `npm start` with the demo season, signed in as admin: each shows
// its element inside its layout and axe finds no serious or critical violation, in light and in
// dark, on a desktop (1440 px) and on a phone (390 px, where the sidebars fold into sheets).
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Order } from '../../src/contract/square-order'
import { apiLocations, apiLogin, locationWithSales, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'
import { graveAxeViolations } from './axe'

test.use({ baseURL: baseUrl() })

interface Screen {
  name: string
  path: string
  /** The fw-* element the screen composes. */
  tag: string
  /** A link or tab the screen's layout always shows, so the layout is known to be drawn too. */
  layout: { role: 'link' | 'tab'; name: string }
}

let admin: StoredSessionValues
let screens: Screen[] = []

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
  const id = encodeURIComponent(location.id)
  const admin_ = (name: string, path: string, tag: string): Screen => ({ name, path, tag, layout: { role: 'link', name: 'Return to App' } })
  const details = (name: string, path: string, tag: string): Screen => ({ name, path, tag, layout: { role: 'tab', name: 'Stats' } })
  screens = [
    admin_('admin dashboard', '/admin', 'fw-webhook-tester'),
    admin_('users', '/admin/users', 'fw-users-admin'),
    admin_('live payments', '/admin/live-payments', 'fw-live-payments'),
    admin_('hydration', '/admin/hydrate', 'fw-hydration-tools'),
    admin_('KV cache', '/admin/kv-cache', 'fw-kv-cache'),
    admin_('locations', '/admin/locations', 'fw-admin-locations'),
    admin_('one location', `/admin/locations/${id}/stats`, 'fw-admin-location'),
    admin_('analytics', '/admin/analytics', 'fw-location-ranking'),
    admin_('reports', '/admin/reports', 'fw-sales-reports'),
    admin_('settings', '/admin/settings', 'fw-server-settings'),
    admin_('payment chart test', '/admin/payment-chart-test', 'fw-payment-chart-test'),
    { name: 'locations map', path: '/stats/locations/map?city=', tag: 'fw-location-map', layout: { role: 'link', name: 'List' } },
    { name: 'locations list', path: '/stats/locations/list', tag: 'fw-locations-table', layout: { role: 'link', name: 'Grid' } },
    { name: 'locations grid', path: '/stats/locations/grid', tag: 'fw-location-grid', layout: { role: 'link', name: 'Map' } },
    details('location stats', `/stats/details/location/${id}/stats?years=2024,2025`, 'fw-location-stats'),
    details('location items', `/stats/details/location/${id}/items?years=2025`, 'fw-top-items'),
    details('location orders', `/stats/details/location/${id}/orders?years=2025`, 'fw-orders-table'),
    details('invoice', `/stats/details/location/${id}/orders/2025/${encodeURIComponent(order.id)}`, 'fw-order-invoice'),
    { name: 'compare', path: `/stats/details/compare?years=2025&locations=${encodeURIComponent(first.id)},${encodeURIComponent(second.id)}`, tag: 'fw-compare', layout: { role: 'link', name: 'List' } },
  ]
})

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

for (const width of WIDTHS) for (const theme of ['light', 'dark'] as const) {
  test(`every /stats and admin screen has no serious or critical axe violation in ${theme} on a ${width.name} (${width.viewport.width} px)`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize(width.viewport)
    await page.addInitScript((chosen) => localStorage.setItem('fireworks-dashboard-theme', chosen), theme)
    await signInBeforeLoad(page, admin)
    for (const screen of screens) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path)
        await expect(page.locator('html')).toHaveAttribute('data-fw-theme', theme)
        // On a phone the navigation sits in a folded sheet; the element alone shows the screen is drawn.
        if (width.name === 'desktop') await expect(page.getByRole(screen.layout.role, { name: screen.layout.name, exact: true }).first()).toBeVisible()
        await expect(page.locator(screen.tag)).toBeVisible()
        // The element's own answers are in (the live socket does not count as network activity).
        await page.waitForLoadState('networkidle')
        await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0)
        expect(await graveAxeViolations(page), `${screen.name} (${screen.path})`).toEqual([])
      })
    }
  })
}
