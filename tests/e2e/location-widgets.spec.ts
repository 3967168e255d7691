// The location widgets on a plain page of the server's origin, in Chromium against the real server
// and its demo season: the filter panel's city and hide-empty change the counts to what the API's
// locations imply; a pin, a list row, a table row and a grid card each link to the location's
// stats; dragging the map moves it inside the shadow root; compare toggles stop at two; and axe
// finds nothing serious in light or dark.
import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { apiLocations, apiLogin, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'
import { graveAxeViolations } from './axe'
import { openStandalonePage } from './standalone-page'

test.use({ baseURL: baseUrl() })

let session: StoredSessionValues
let locations: Location[]

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  session = await apiLogin(api)
  locations = await apiLocations(api, session.token)
  await api.dispose()
})

// What the filters should keep, computed here from the API's answer by the rules of docs/screens.md#location-filters-and-sorting (not
// through the widgets' code): city matches the locality (trimmed, any case), hide-empty drops
// locations without a season of transactions or net sales above zero.
const inCity = (location: Location, city: string | null) => city === null || location.address?.locality.trim().toLowerCase() === city
const hasSales = (location: Location) => Object.values(location.stats).some((year) => year.totalTransactions > 0 || year.totalNetSales > 0)
const expectedCount = (city: string | null, hideEmpty: boolean) =>
  locations.filter((location) => inCity(location, city) && (!hideEmpty || hasSales(location))).length
const showing = (shown: number) => `Showing ${shown} of ${locations.length} ${locations.length === 1 ? 'location' : 'locations'}`

/** Records (and cancels) widget navigations and compare changes on the page, read back below. */
function recordWidgetIntents(): void {
  const record = window as unknown as { navigations: string[]; compareChanges: string[][] }
  record.navigations = []
  record.compareChanges = []
  document.addEventListener('fw-navigate', (event) => {
    record.navigations.push((event as CustomEvent<{ href: string }>).detail.href)
    event.preventDefault()
  })
  document.addEventListener('fw-compare-change', (event) => record.compareChanges.push((event as CustomEvent<{ locationIds: string[] }>).detail.locationIds))
}

/** The bare page, signed in, recording widget intents, with the markup and then the bundle. */
const plainPage = (page: Page, body: string) => openStandalonePage(page, body, { session, beforeMarkup: recordWidgetIntents })

const navigations = (page: Page) => page.evaluate(() => (window as unknown as { navigations: string[] }).navigations)
const compareChanges = (page: Page) => page.evaluate(() => (window as unknown as { compareChanges: string[][] }).compareChanges)
const statsHref = /^\/stats\/details\/location\/[^/]+\/stats$/

test('the city filter and hide-empty change the counts to what the API data implies', async ({ page }) => {
  await plainPage(page, '<fw-location-filters></fw-location-filters><fw-location-list></fw-location-list><fw-locations-table></fw-locations-table>')
  const filters = page.locator('fw-location-filters')
  const table = page.locator('fw-locations-table')
  const count = filters.getByRole('status')
  const defaultCount = expectedCount('oakdale', true)
  expect(defaultCount).toBeGreaterThan(0)
  await expect(count).toHaveText(showing(defaultCount))
  await expect(table.getByRole('status')).toHaveText(`${defaultCount} ${defaultCount === 1 ? 'location' : 'locations'} found`)
  await expect(page.locator('fw-location-list').getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(defaultCount))

  await filters.getByRole('button', { name: /^Filters:/ }).click()
  await filters.getByRole('checkbox', { name: 'Hide locations with no sales' }).uncheck()
  await expect(count).toHaveText(showing(expectedCount('oakdale', false)))

  await filters.getByRole('button', { name: /^Filter by City/ }).click()
  await page.getByRole('combobox', { name: 'Filter by City' }).fill('river')
  await page.getByRole('option', { name: 'Riverbank' }).click()
  await expect(count).toHaveText(showing(expectedCount('riverbank', false)))
  await expect(table.getByRole('status')).toContainText(`${expectedCount('riverbank', false)} `)

  await filters.getByRole('button', { name: 'Clear city filter' }).click()
  await expect(count).toHaveText(showing(expectedCount(null, false)))
  await filters.getByRole('checkbox', { name: 'Hide locations with no sales' }).check()
  await expect(count).toHaveText(showing(expectedCount(null, true)))
  await filters.getByRole('button', { name: 'Done' }).click()
  await expect(filters.getByRole('checkbox')).toBeHidden()
})

test('a pin, a list row, a table row and a grid card link to the location stats', async ({ page }) => {
  await plainPage(
    page,
    '<fw-location-map></fw-location-map><fw-location-list></fw-location-list><fw-locations-table></fw-locations-table><fw-location-grid></fw-location-grid>',
  )
  // the last pin is drawn on top of any it overlaps
  const pin = page.locator('fw-location-map a.fw-map-marker').last()
  await expect(pin).toHaveAttribute('href', statsHref)
  await pin.click()
  const row = page.locator('fw-location-list').getByRole('link').first()
  await expect(row).toHaveAttribute('href', statsHref)
  await row.click()
  const tableRow = page.locator('fw-locations-table').getByRole('row').nth(1)
  await tableRow.getByRole('cell').nth(1).click()
  const card = page.locator('fw-location-grid').getByRole('listitem').first()
  // anywhere on the card: its link covers it
  await card.click()
  const hrefs = await navigations(page)
  expect(hrefs).toHaveLength(4)
  for (const href of hrefs) expect(href).toMatch(statsHref)
  expect(hrefs[0]).toBe(await pin.getAttribute('href'))
  expect(hrefs[2]).toBe(await tableRow.getByRole('link').first().getAttribute('href'))
  expect(hrefs[3]).toBe(await card.getByRole('link').first().getAttribute('href'))
})

/** The screen position of the map's first pin. */
async function pinPosition(pin: Locator): Promise<{ x: number; y: number }> {
  const box = await pin.boundingBox()
  if (!box) throw new Error('The pin is not on screen')
  return { x: box.x, y: box.y }
}

/** The pin's position once the map has stopped moving (a fit animates; a busy machine slows it). */
async function settledPinPosition(pin: Locator): Promise<{ x: number; y: number }> {
  let last = await pinPosition(pin)
  await expect
    .poll(async () => {
      const now = await pinPosition(pin)
      const moved = Math.abs(now.x - last.x) + Math.abs(now.y - last.y)
      last = now
      return moved
    }, { intervals: [250] })
    .toBeLessThan(0.5)
  return last
}

test('dragging the map moves it, inside the shadow root', async ({ page }) => {
  await plainPage(page, '<fw-location-map></fw-location-map>')
  const map = page.locator('fw-location-map')
  const pane = map.getByRole('region', { name: 'Map of locations' })
  const pin = map.locator('a.fw-map-marker').first()
  await expect(pin).toBeVisible()
  const before = await settledPinPosition(pin)
  const box = (await pane.boundingBox())!
  // press on empty map near the pane's top-right corner, away from pins and the zoom buttons
  const start = { x: box.x + box.width - 60, y: box.y + 60 }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x - 60, start.y + 40, { steps: 6 })
  await page.mouse.move(start.x - 120, start.y + 80, { steps: 6 })
  await page.mouse.up()
  await expect.poll(async () => (await pinPosition(pin)).x - before.x).toBeLessThan(-100)
  const after = await pinPosition(pin)
  expect(after.y - before.y).toBeGreaterThan(60)
  // a drag is not a click: nothing navigated
  expect(await navigations(page)).toEqual([])

  await map.getByRole('button', { name: 'Fit Map to All Locations' }).click()
  await expect.poll(async () => Math.abs((await pinPosition(pin)).x - before.x)).toBeLessThan(2)
})

test('compare toggles stop at two', async ({ page }) => {
  await plainPage(page, '<fw-location-list></fw-location-list><fw-location-grid></fw-location-grid>')
  const list = page.locator('fw-location-list')
  const compare = list.getByRole('button', { name: 'Compare Location' })
  await expect(compare.first()).toBeVisible()
  const ids = await list.getByRole('link').evaluateAll((links) => links.slice(0, 2).map((link) => decodeURIComponent(link.getAttribute('href')!.split('/')[4]!)))
  await compare.first().click()
  await list.getByRole('button', { name: 'Compare Location' }).first().click()
  await expect(list.getByRole('button', { name: 'Remove from comparison' })).toHaveCount(2)
  await expect(list.getByRole('button', { name: 'Compare Location' })).toHaveCount(0)
  // the grid on the same page shares the selection
  await expect(page.locator('fw-location-grid').getByRole('button', { name: 'Compare Location' })).toHaveCount(0)
  expect(await compareChanges(page)).toEqual([[ids[0]], [ids[0], ids[1]]])
  await list.getByRole('button', { name: 'Remove from comparison' }).first().click()
  await expect(list.getByRole('button', { name: 'Compare Location' }).first()).toBeVisible()
  expect((await compareChanges(page)).at(-1)).toEqual([ids[1]])
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violations in the ${theme} theme`, async ({ page }) => {
    const tags = ['fw-location-filters', 'fw-location-list', 'fw-location-map', 'fw-locations-table', 'fw-location-grid']
    await plainPage(page, tags.map((tag) => `<${tag} theme="${theme}" hide-empty="false"></${tag}>`).join(''))
    await expect(page.locator('fw-location-map a.fw-map-marker').first()).toBeVisible()
    await expect(page.locator('fw-location-grid').getByRole('listitem').first()).toBeVisible()
    await page.locator('fw-location-filters').getByRole('button', { name: /^Filters:/ }).click()
    expect(await graveAxeViolations(page)).toEqual([])
  })
}
