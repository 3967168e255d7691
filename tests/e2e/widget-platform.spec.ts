// The widget platform on a plain page, in Chromium against the real server and its demo season:
// two widgets for one location cost one request per API resource and show the figures computed
// here from the raw orders; a demo payment at that stand refreshes both with one more request; a
// second copy of the standalone bundle shares the page's socket and cache; the theme property
// recolours; sign-in-prompt="off" leaves sign-in to the host.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { averageOrderValue } from '../../src/analytics/figures'
import type { Location } from '../../src/contract/location'
import { formatMoney } from '../../src/format/money'
import { adminWithLocation, expectedYear, signInBeforeLoad } from './expected-figures'
import type { StoredSessionValues, YearFigures } from './expected-figures'
import { baseUrl, emulatorUrl } from './server-info'
import { openStandalonePage } from './standalone-page'

test.use({ baseURL: baseUrl() })

const YEARS = [2024, 2025] as const
const counts = new Intl.NumberFormat('en-US')

let session: StoredSessionValues
let location: Location

test.beforeAll(async () => {
  ;({ session, location } = await adminWithLocation(YEARS))
})

async function expected2025(): Promise<YearFigures> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    return await expectedYear(api, session.token, location, 2025)
  } finally {
    await api.dispose()
  }
}

/** Every API request the page makes, as path and query. */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) seen.push(`${url.pathname}${url.search}`)
  })
  return seen
}

function countOf(requests: readonly string[]): Record<string, number> {
  const counted: Record<string, number> = {}
  for (const request of requests) counted[request] = (counted[request] ?? 0) + 1
  return counted
}

const statsRequest = (year: number) => `/api/square/stats?locationId=${location.id}&years=${year}&days=28to5`

/** The minute a request asks its figures at (in season every season is asked at the server's minute). */
const minuteOf = (request: string) => new URLSearchParams(request.split('?')[1] ?? '').get('asOf')

/**
 * The figure requests of the first minute seen, their minute set apart, counted: the page asks
 * every season again as the server's minute moves on, which a test may happen to span. The page's
 * one look at the server's clock (/api/health) is left out.
 */
function countOfFirstMinute(requests: readonly string[]): Record<string, number> {
  const first = requests.map(minuteOf).find((minute) => minute !== null) ?? null
  const shown = requests.filter((request) => request !== '/api/health' && [null, first].includes(minuteOf(request)))
  return countOf(shown.map((request) => request.replace(/&asOf=[^&]*/, '')))
}

/** The three cards of a widget's newest season, read from inside its shadow root. */
async function cards(page: Page, tag: string): Promise<Record<string, string>> {
  return page.locator(tag).evaluate((element) => {
    const read = (key: string) => element.shadowRoot?.querySelector(`[data-card="${key}"] .fw-summary-card-value`)?.textContent ?? ''
    return { totalTransactions: read('totalTransactions'), netSales: read('netSales'), averageOrderValue: read('averageOrderValue') }
  })
}

function shownFigures(figures: YearFigures): Record<string, string> {
  return {
    totalTransactions: counts.format(figures.transactions),
    netSales: formatMoney(figures.netSalesCents),
    averageOrderValue: formatMoney(averageOrderValue(figures.netSalesCents, figures.transactions)),
  }
}

/** How many live sockets the server holds (this test's page is the only one open). */
async function liveConnections(): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    const answer = await api.get('/api/ws/fireworks/status', { headers: { Authorization: `Bearer ${session.token}` } })
    return ((await answer.json()) as { connectionCount: number }).connectionCount
  } finally {
    await api.dispose()
  }
}

test('two widgets for one location ask for each resource once, show the orders’ figures, and one payment refreshes both with one request', async ({ page }) => {
  await signInBeforeLoad(page, session)
  const requests = recordApiRequests(page)
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  const years = YEARS.join(',')
  await openStandalonePage(page, `<fw-summary-cards location-id="${location.id}" years="${years}"></fw-summary-cards>
     <fw-location-stats location-id="${location.id}" years="${years}"></fw-location-stats>`,
  )
  const before = shownFigures(await expected2025())
  await expect.poll(() => cards(page, 'fw-summary-cards')).toEqual(before)
  await expect.poll(() => cards(page, 'fw-location-stats')).toEqual(before)
  await expect.poll(liveConnections).toBe(1)
  expect(countOfFirstMinute(requests)).toEqual({ '/api/square/locations': 1, [statsRequest(2024)]: 1, [statsRequest(2025)]: 1 })
  expect(sockets).toHaveLength(1)

  // A sale at this stand, rung up in the bundled Square emulator: its signed webhook reaches the
  // server, which fetches the order and tells the page the 2025 figures changed.
  const minuteBefore = requests.map(minuteOf).findLast((minute) => minute !== null)
  requests.length = 0
  const sale = await fetch(`${emulatorUrl()}/_demo/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ location_id: location.id }),
  })
  expect(sale.status).toBe(200)
  expect(((await sale.json()) as { webhook_status: number }).webhook_status).toBe(200)
  let after = before
  await expect.poll(async () => (after = shownFigures(await expected2025())).totalTransactions).not.toBe(before.totalTransactions)
  await expect.poll(() => cards(page, 'fw-summary-cards')).toEqual(after)
  await expect.poll(() => cards(page, 'fw-location-stats')).toEqual(after)
  // One request for the payment: the changed season, at the minute shown (a new minute asks afresh).
  const atMinuteShown = requests.filter((request) => [null, minuteBefore].includes(minuteOf(request)))
  expect(countOf(atMinuteShown.map((request) => request.replace(/&asOf=[^&]*/, '')))).toEqual({ [statsRequest(2025)]: 1 })
})

test('a second copy of the standalone bundle on the page shares one socket and one cache', async ({ page }) => {
  await signInBeforeLoad(page, session)
  const requests = recordApiRequests(page)
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const years = YEARS.join(',')
  await openStandalonePage(page, `<fw-summary-cards location-id="${location.id}" years="${years}"></fw-summary-cards>`)
  // The page's own script brings a second copy (another URL is another module), as an intranet
  // script beside the dashboard's bundle would, and defines a tag of its own with that copy.
  await page.evaluate(
    async ({ id, selected }) => {
      const second = (await import('/dist/standalone.js?copy=2' as string)) as {
        defineWidget: (tag: string, component: unknown, definition: unknown) => void
        LocationStats: unknown
        SEASON_SELECTION_ATTRIBUTES: unknown
      }
      second.defineWidget('fw-second-copy-stats', second.LocationStats, { attributes: second.SEASON_SELECTION_ATTRIBUTES })
      const element = document.createElement('fw-second-copy-stats')
      element.setAttribute('location-id', id)
      element.setAttribute('years', selected)
      document.body.append(element)
    },
    { id: location.id, selected: years },
  )
  const figures = shownFigures(await expected2025())
  await expect.poll(() => cards(page, 'fw-summary-cards')).toEqual(figures)
  await expect.poll(() => cards(page, 'fw-second-copy-stats')).toEqual(figures)
  await expect.poll(() => sockets.length).toBe(1)
  expect(countOfFirstMinute(requests)).toEqual({ '/api/square/locations': 1, [statsRequest(2024)]: 1, [statsRequest(2025)]: 1 })
  // Two copies of the package ran: each has its own React, both share the page's singletons.
  expect(await page.evaluate(() => Object.keys((globalThis as Record<symbol, object>)[Symbol.for('fireworks-dashboard')] ?? {}).sort())).toEqual(
    expect.arrayContaining(['live/v1', 'query-cache/v1', 'session/v2']),
  )
  expect(errors).toEqual([])
})

test('setting the theme property to dark recolours the widget', async ({ page }) => {
  await signInBeforeLoad(page, session)
  await openStandalonePage(page, `<fw-summary-cards location-id="${location.id}" years="2025"></fw-summary-cards>`)
  const widget = page.locator('fw-summary-cards')
  const colours = () =>
    widget.evaluate((element) => {
      const card = element.shadowRoot?.querySelector('.fw-summary-card')
      return card ? { text: getComputedStyle(card).color, attribute: element.getAttribute('theme') } : null
    })
  await expect.poll(colours).toEqual({ text: 'rgb(15, 23, 42)', attribute: null })
  await widget.evaluate((element) => {
    ;(element as HTMLElement & { theme: string }).theme = 'dark'
  })
  await expect.poll(colours).toEqual({ text: 'rgb(241, 245, 249)', attribute: 'dark' })
})

test('with sign-in-prompt="off" a signed-out widget shows no prompt and tells its host', async ({ page }) => {
  await page.addInitScript(() => {
    const heard: unknown[] = []
    ;(window as unknown as { heard: unknown[] }).heard = heard
    document.addEventListener('fw-unauthorized', (event) => heard.push((event as CustomEvent).detail))
  })
  await openStandalonePage(page, `<fw-summary-cards sign-in-prompt="off" location-id="${location.id}"></fw-summary-cards>
     <fw-location-stats location-id="${location.id}"></fw-location-stats>`,
  )
  const quiet = page.locator('fw-summary-cards')
  await expect(quiet.getByRole('status')).toHaveText(/Signed out/)
  await expect(quiet.getByRole('button', { name: 'Sign In' })).toHaveCount(0)
  // Its neighbour, left to itself, asks the reader to sign in.
  await expect(page.locator('fw-location-stats').getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([
    { apiBase: `${baseUrl()}/api` },
    { apiBase: `${baseUrl()}/api` },
  ])
})
