// Every /stats and /admin screen on a phone (390 × 844), in Chromium against `npm start` with the
// demo season, signed in as admin: a loop over the shell's route table opens each route (its
// parameters filled with a real location, season and order; compare with two locations and the
// stats with three seasons, their widest forms) and measures that the page never scrolls sideways.
// Tables and charts scroll or fit inside their own boxes; the map's list of locations in view sits
// under the map at full width; the dialogs fit the screen.
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'
import type { Order } from '../../src/contract/square-order'
import { ROUTES, type RouteName } from '../../shell/routing/route-table'
import { apiLocations, apiLogin, locationWithSales, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'
import { nextFrames } from './frames'

const PHONE = { width: 390, height: 844 }
test.use({ baseURL: baseUrl(), viewport: PHONE })

let admin: StoredSessionValues
let params: Record<string, string>
let compared: [string, string]

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  admin = await apiLogin(api)
  const locations = await apiLocations(api, admin.token)
  const location = locationWithSales(locations, [2023, 2024, 2025])
  const other = locations.find((candidate) => candidate.status === 'ACTIVE' && candidate.id !== location.id)!
  const answer = await api.get('/api/square/orders', { params: { locationId: location.id, year: 2025 }, headers: { Authorization: `Bearer ${admin.token}` } })
  const order = ((await answer.json()) as { data: { orders: Order[] } }).data.orders[0]!
  await api.dispose()
  params = { locationId: location.id, year: '2025', orderId: order.id }
  compared = [location.id, other.id]
})

/** Each route's widest everyday form: what the URL adds to the bare pattern. */
function searchOf(route: RouteName): string {
  if (route === 'compare') return `?years=2025&locations=${compared.join(',')}`
  if (route === 'locationStats' || route === 'locationOrders') return '?years=2023,2024,2025'
  return ''
}

/** The routes of the /stats area and the admin panel, as the shell's route table lists them. */
function phoneRoutes(): { name: RouteName; path: string }[] {
  return (Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][])
    .filter(([, route]) => route.path.startsWith('/stats') || route.path.startsWith('/admin'))
    .map(([name, route]) => ({ name, path: route.path.replace(/:([a-zA-Z]+)/g, (_, key: string) => encodeURIComponent(params[key]!)) + searchOf(name) }))
}

/** Waits until the screen has drawn its answers: no request in flight, no 'Loading...', charts measured. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0)
  // Charts and the map take their width from a ResizeObserver after the answers arrive.
  await nextFrames(page)
}

const pageWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth))

test('no /stats or /admin screen scrolls sideways at 390 px', async ({ page }) => {
  test.setTimeout(240_000)
  await signInBeforeLoad(page, admin)
  const routes = phoneRoutes()
  expect(routes.length).toBeGreaterThanOrEqual(20)
  const widths: Record<string, number> = {}
  for (const route of routes) {
    await page.goto(route.path)
    await settled(page)
    widths[`${route.name} ${route.path}`] = await pageWidth(page)
  }
  const tooWide = Object.entries(widths).filter(([, width]) => width > PHONE.width)
  expect(tooWide, 'screens wider than the phone').toEqual([])
})

test("the map's list of locations in view sits under the map, full width, on a phone", async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/locations/map?city=')
  await settled(page)
  const map = page.locator('fw-location-map').getByRole('region', { name: 'Map of locations' })
  const list = page.locator('fw-location-map').getByRole('region', { name: 'Locations in the map view' })
  const [mapBox, listBox] = [await map.boundingBox(), await list.boundingBox()]
  expect(listBox!.y).toBeGreaterThanOrEqual(mapBox!.y + mapBox!.height - 1)
  expect(listBox!.width).toBeGreaterThan(PHONE.width * 0.8)
  await expect(list.getByRole('link').first()).toBeVisible()
})

test('dialogs fit a phone: the date picker, the user dialog and the sign-out confirmation', async ({ page }) => {
  test.setTimeout(120_000)
  await signInBeforeLoad(page, admin)
  const fits = async (name: string, role: 'dialog' | 'alertdialog' = 'dialog') => {
    const dialog = page.getByRole(role, { name })
    await expect(dialog).toBeVisible()
    const box = (await dialog.boundingBox())!
    expect(box.x, name).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width)
    expect(await pageWidth(page), name).toBeLessThanOrEqual(PHONE.width)
  }
  await page.goto(`/stats/details/location/${encodeURIComponent(params.locationId!)}/stats?years=2024,2025`)
  await settled(page)
  await page.locator('.shell-details__actions .fw-picker-trigger').click()
  await fits('Date and year')
  await page.keyboard.press('Escape')

  await page.goto('/admin/users')
  await settled(page)
  await page.getByRole('button', { name: 'Add User' }).click()
  await fits('Create New User')
  await page.getByRole('button', { name: 'Cancel' }).click()

  await page.goto('/stats/locations/list')
  await settled(page)
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click()
  // Inside the sheet (a dialog) the menu's trigger is exposed as a menu item.
  await page.getByRole('dialog', { name: 'Locations sidebar' }).getByLabel(/^User menu for admin/).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await fits('Confirm Sign Out', 'alertdialog')
})
