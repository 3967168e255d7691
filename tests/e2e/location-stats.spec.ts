// The plain-HTML example page with <fw-location-stats>, in Chromium against the real server and
// its demo season: sign-in from inside the widget, figures equal to the API's, the tooltip, the
// Bar/Area toggle, the full-screen expand, CSS isolation both ways, axe, and screenshots.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { formatMoney } from '../../src/format/money'
import { formatSeasonDay } from '../../src/format/season-day'
import type { Location } from '../../src/contract/location'
import { apiLocations, apiLogin, expectedYear, locationWithSales, signInBeforeLoad } from './expected-figures'
import type { StoredSessionValues, YearFigures } from './expected-figures'
import { baseUrl, E2E_ADMIN_PASSWORD } from './server-info'
import { graveAxeViolations } from './axe'

test.use({ baseURL: baseUrl() })

const YEARS = [2024, 2025] as const
const counts = new Intl.NumberFormat('en-US')

let session: StoredSessionValues
let location: Location
let expected: Record<number, YearFigures>

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  session = await apiLogin(api)
  location = locationWithSales(await apiLocations(api, session.token), YEARS)
  expected = {}
  for (const year of YEARS) expected[year] = await expectedYear(api, session.token, location, year)
  await api.dispose()
})

function statsUrl(extra = ''): string {
  return `/examples/?location=${encodeURIComponent(location.id)}&years=${YEARS.join(',')}${extra}`
}

/** The widget, once its figures are on screen. */
async function openStats(page: Page, extra = ''): Promise<Locator> {
  await signInBeforeLoad(page, session)
  await page.goto(statsUrl(extra))
  const widget = page.locator('fw-location-stats')
  await expect(widget.getByRole('heading', { name: location.name })).toBeVisible()
  await expect(widget.getByRole('img', { name: /^Daily Net Sales/ })).toBeVisible()
  return widget
}

test('asks for a sign-in inside the widget, then shows the same figures as the API', async ({ page }) => {
  await page.goto(statsUrl())
  const widget = page.locator('fw-location-stats')
  await expect(widget.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await widget.getByLabel('Username').fill('admin')
  await widget.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD)
  await widget.getByRole('button', { name: 'Sign In' }).click()

  const newest = expected[2025]!
  await expect(widget.getByRole('article', { name: 'Net Sales' })).toContainText(formatMoney(newest.netSalesCents))
  await expect(widget.getByRole('article', { name: 'Total Transactions' })).toContainText(counts.format(newest.transactions))
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/.{16,}/)

  // Everything the widget draws lives in its shadow root; nothing lands in the page's DOM.
  const placement = await page.evaluate(() => ({
    inShadow: document.querySelector('fw-location-stats')?.shadowRoot?.querySelector('.fw-location-stats') !== null,
    inPage: document.querySelector('.fw-location-stats') !== null,
    lightChildren: document.querySelector('fw-location-stats')?.childElementCount,
  }))
  expect(placement).toEqual({ inShadow: true, inPage: false, lightChildren: 0 })
})

test('hovering a bar shows its tooltip with that day of each season', async ({ page }) => {
  const widget = await openStats(page)
  const chart = widget.getByRole('region', { name: 'Daily Net Sales' })
  const day = 4
  // On the server's July 4 the day in progress is marked "(now)".
  const point = chart.getByLabel(new RegExp(`^${formatSeasonDay(day)}( \\(now\\))?:`))
  await point.hover({ force: true })
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toContainText(formatSeasonDay(day))
  for (const year of YEARS) {
    await expect(tooltip).toContainText(formatMoney(expected[year]!.netSalesByDay.get(day) ?? 0, { decimals: 0 }))
  }
  // The tooltip is portalled into the widget's shadow root, not into the page's body.
  expect(await page.evaluate(() => document.body.querySelector('[role="tooltip"]'))).toBeNull()
  await page.mouse.move(0, 0)
  await expect(tooltip).toBeHidden()
})

test('the Bar/Area toggle redraws the chart', async ({ page }) => {
  const widget = await openStats(page)
  const chart = widget.getByRole('region', { name: 'Daily Net Sales' })
  const bar = chart.getByRole('button', { name: 'Bar', exact: true })
  const area = chart.getByRole('button', { name: 'Area', exact: true })
  await expect(bar).toHaveAttribute('aria-pressed', 'true')
  await expect(chart.getByRole('img', { name: /bar chart$/ })).toBeVisible()
  await area.click()
  await expect(area).toHaveAttribute('aria-pressed', 'true')
  await expect(bar).toHaveAttribute('aria-pressed', 'false')
  await expect(chart.getByRole('img', { name: /area chart$/ })).toBeVisible()
  await bar.click()
  await expect(chart.getByRole('img', { name: /bar chart$/ })).toBeVisible()
})

test('Expand chart fills the window and Escape brings it back', async ({ page }) => {
  const widget = await openStats(page)
  const chart = widget.getByRole('region', { name: 'Daily Net Sales' })
  await chart.getByRole('button', { name: 'Expand chart' }).click()
  const dialog = widget.getByRole('dialog', { name: 'Daily Net Sales' })
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  const viewport = page.viewportSize()!
  expect(box!.width).toBeGreaterThan(viewport.width * 0.9)
  expect(box!.height).toBeGreaterThan(viewport.height * 0.9)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(chart.getByRole('button', { name: 'Expand chart' })).toBeFocused()
})

test("the page's CSS does not reach the widget, and the widget's does not leak out", async ({ page }) => {
  const widget = await openStats(page)
  await expect(widget.getByRole('article', { name: 'Net Sales' })).toBeVisible()
  const styles = await page.evaluate(() => {
    const shadow = document.querySelector('fw-location-stats')!.shadowRoot!
    const read = (element: Element | null | undefined) => {
      if (!element) return null
      const style = getComputedStyle(element)
      return { color: style.color, font: style.fontFamily, fill: style.fill, display: style.display, transform: style.textTransform }
    }
    return {
      widgetTitle: read(shadow.querySelector('.fw-location-stats-title')),
      widgetBar: read(shadow.querySelector('.fw-chart-bar')),
      widgetButton: read(shadow.querySelector('.fw-chart-toggle button')),
      widgetRoot: read(shadow.querySelector('.fw-location-stats')),
      pageNote: read(document.querySelector('.page-note')),
      pageRect: read(document.querySelector('.page-swatch rect')),
      pageHeading: read(document.querySelector('h1')),
      pageSheets: document.styleSheets.length,
      pageAdoptedSheets: document.adoptedStyleSheets.length,
    }
  })
  // The page: serif dark red text, hot pink SVG rects, upper-case headings, all still its own.
  expect(styles.pageNote).toMatchObject({ color: 'rgb(139, 0, 0)', font: expect.stringContaining('Georgia') })
  expect(styles.pageRect?.fill).toBe('rgb(255, 105, 180)')
  expect(styles.pageHeading?.transform).toBe('uppercase')
  expect(styles.pageSheets).toBe(1) // page.css only: the widget added no style to the document
  expect(styles.pageAdoptedSheets).toBe(0)
  // The widget: none of it — and the page's attempt to hide .fw-* classes has no effect.
  expect(styles.widgetRoot?.display).not.toBe('none')
  for (const part of [styles.widgetTitle, styles.widgetButton]) {
    expect(part?.color).not.toBe('rgb(139, 0, 0)')
    expect(part?.font).not.toContain('Georgia')
    expect(part?.transform).not.toBe('uppercase')
  }
  expect(styles.widgetBar?.fill).not.toBe('rgb(255, 105, 180)')
  expect(styles.widgetButton?.color).not.toBe('rgb(0, 255, 0)')
})

test('axe finds no serious or critical accessibility violations', async ({ page }) => {
  await openStats(page)
  expect(await graveAxeViolations(page)).toEqual([])
})

test('screenshots in light and dark theme', async ({ page }, testInfo) => {
  for (const theme of ['light', 'dark'] as const) {
    const widget = await openStats(page, `&theme=${theme}`)
    await expect(widget).toHaveAttribute('theme', theme)
    const background = await widget.evaluate((host) => getComputedStyle(host).getPropertyValue('--fw-bg').trim())
    expect(background).toBe(theme === 'dark' ? '#0b1120' : '#ffffff')
    await testInfo.attach(`location-stats-${theme}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
  }
})

test('without ?location the page signs in with fw-sign-in and shows the first location with sales', async ({ page }) => {
  await page.goto('/examples/')
  const signIn = page.locator('fw-sign-in')
  await signIn.getByLabel('Username').fill('admin')
  await signIn.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD)
  await signIn.getByRole('button', { name: 'Sign In' }).click()
  await expect(signIn.getByRole('status')).toContainText('Signed in as admin')
  const widget = page.locator('fw-location-stats')
  await expect(widget.getByRole('heading', { level: 2 })).toBeVisible()
  const shownId = await widget.getAttribute('location-id')
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  const locations = await apiLocations(api, session.token)
  await api.dispose()
  const first = locations.find((item) => item.status === 'ACTIVE' && Object.values(item.stats).some((year) => year.totalTransactions > 0))
  expect(shownId).toBe(first?.id)
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText(first!.name)
})
