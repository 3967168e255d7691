// A host team's page with embed tokens, as the admin screen's snippet tells them to build it: its
// own back end (a Node server here, on an origin only the embedding key names) exchanges the key
// for a token each time it serves the page, and the page hands the token to the widgets. The
// widgets show figures and live payments of the key's locations and say plainly that another
// location is out of reach; a token near its end is renewed with the figures staying on screen;
// a revoked key's tokens stop at once and the widgets say so within a minute.
import { createServer, type Server } from 'node:http'
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { formatMoney } from '../../src/format/money'
import { freePort } from '../../server/free-port'
import { adminWithLocation, apiLocations, expectedYear, type StoredSessionValues } from './expected-figures'
import { baseUrl, emulatorUrl } from './server-info'

const counts = new Intl.NumberFormat('en-US')
const TOKEN_REFUSED = "This page's access to the dashboard has ended"

let admin: StoredSessionValues
let allowed: Location
let other: Location
let host: Server
let hostOrigin: string
/** The secret of the key each page is served with (the test sets it per test). */
let hostKey = ''

/** Makes an embedding key for the host's origin and `locationIds` through the admins' API; returns its id and secret. */
async function makeKey(name: string, locationIds: string[]): Promise<{ id: string; secret: string }> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    const made = await api.post('/api/embed/keys', { headers: { Authorization: `Bearer ${admin.token}` }, data: { name, origins: [hostOrigin], locationIds } })
    expect(made.status(), await made.text()).toBe(201)
    const { data } = (await made.json()) as { data: { key: { id: string }; secret: string } }
    return { id: data.key.id, secret: data.secret }
  } finally {
    await api.dispose()
  }
}

async function revokeKey(id: string): Promise<void> {
  const revoked = await fetch(`${baseUrl()}/api/embed/keys/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${admin.token}` } })
  expect(revoked.status).toBe(200)
}

/** The host's page: the autoloader, a widget for the key's location and one for another, and the live feed. */
function hostPage(token: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand board</title>
<script type="module" src="${baseUrl()}/dist/autoloader.js"></script></head>
<body><h1>Tonight at the stands</h1>
<fw-location-stats id="ours" location-id="${allowed.id}" years="2024,2025" token="${token}"></fw-location-stats>
<fw-location-stats id="theirs" location-id="${other.id}" years="2024,2025" token="${token}"></fw-location-stats>
<fw-live-payments token="${token}"></fw-live-payments>
</body></html>`
}

test.beforeAll(async () => {
  ;({ session: admin, location: allowed } = await adminWithLocation([2024, 2025]))
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  other = (await apiLocations(api, admin.token)).find((location) => location.id !== allowed.id && location.status === 'ACTIVE') as Location
  await api.dispose()
  const port = await freePort()
  hostOrigin = `http://127.0.0.1:${port}`
  // The host's back end: it exchanges its key on every page it serves (?expiresIn= asks for shorter tokens).
  host = createServer((request, response) => {
    const expiresIn = new URL(request.url ?? '/', hostOrigin).searchParams.get('expiresIn')
    void fetch(`${baseUrl()}/api/embed/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: hostKey, ...(expiresIn ? { expiresIn: Number(expiresIn) } : {}) }),
    })
      .then(async (answer) => {
        const body = (await answer.json()) as { data?: { access_token: string }; message?: string }
        if (!body.data) throw new Error(body.message)
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(hostPage(body.data.access_token))
      })
      .catch((error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)))
  })
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve))
})

/**
 * Waits until the server's clock is between `from` and `to` seconds into its minute. The widgets ask
 * their figures again as each minute of the server's clock begins, and a test fast-forwards the
 * page's clock past a token's renewal (45 s into its life): started anywhere, a minute could begin
 * while the renewal is on its way and the next one just after the fast-forward ends, and which
 * token the last figures carried would depend on when the test began.
 */
async function atServerSecond(from: number, to: number): Promise<void> {
  for (;;) {
    const health = (await (await fetch(`${baseUrl()}/api/health`)).json()) as { data?: { serverTime: string }; serverTime?: string }
    const at = new Date(health.data?.serverTime ?? health.serverTime ?? '')
    const second = at.getUTCSeconds() + at.getUTCMilliseconds() / 1000
    if (Number.isNaN(second)) throw new Error('/api/health gave no serverTime')
    if (second >= from && second <= to) return
    await new Promise((resolve) => setTimeout(resolve, (((from - second + 60) % 60) + 0.2) * 1000))
  }
}

async function netSalesCard(page: Page, id: string): Promise<Record<string, string>> {
  return page.locator(`#${id}`).evaluate((element) => {
    const read = (key: string) => element.shadowRoot?.querySelector(`[data-card="${key}"] .fw-summary-card-value`)?.textContent ?? ''
    return { totalTransactions: read('totalTransactions'), netSales: read('netSales') }
  })
}

async function expectedCard(): Promise<Record<string, string>> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  const expected = await expectedYear(api, admin.token, allowed, 2025)
  await api.dispose()
  return { totalTransactions: counts.format(expected.transactions), netSales: formatMoney(expected.netSalesCents) }
}

async function ringUpSale(locationId: string): Promise<number> {
  const sale = await fetch(`${emulatorUrl()}/_demo/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ location_id: locationId }) })
  return ((await sale.json()) as { amount: { amount: number } }).amount.amount
}

test("a host page whose back end exchanges a key shows the key's location and live payments, and says another location is out of reach", async ({ page }) => {
  hostKey = (await makeKey('Stand board', [allowed.id])).secret
  const apiCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${baseUrl()}/api/`)) apiCalls.push(new URL(request.url()).pathname)
  })
  await page.goto(hostOrigin)
  await expect.poll(() => netSalesCard(page, 'ours')).toEqual(await expectedCard())
  await expect(page.locator('#theirs').getByRole('alert')).toContainText(`This page's embed token does not cover the location with ID ${other.id}`)
  // No sign-in anywhere, no session stored on the host's origin: the token is the page's credential.
  await expect(page.getByLabel('Username')).toHaveCount(0)
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])
  expect(apiCalls).not.toContain('/api/auth/login')

  // Live payments of the key's location only.
  const feed = page.locator('fw-live-payments')
  await feed.getByRole('switch', { name: 'Live Mode' }).click()
  await expect(feed.getByRole('status')).toHaveText('Connected')
  const elsewhere = await ringUpSale(other.id)
  const ours = await ringUpSale(allowed.id)
  await expect(feed.locator('li', { hasText: formatMoney(ours) }).first()).toBeVisible()
  await expect(feed.locator('li', { hasText: allowed.name })).toHaveCount(1)
  if (elsewhere !== ours) await expect(feed.locator('li', { hasText: formatMoney(elsewhere) })).toHaveCount(0)
})

test('a token near its end is renewed with the figures staying on screen: no remount, no loading state', async ({ page }) => {
  hostKey = (await makeKey('Stand board, short tokens', [allowed.id])).secret
  await page.clock.install()
  // Each renewal is told to the page before it happens.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { fwExpiring: string[] }).fwExpiring = seen
    document.addEventListener('fw-token-expiring', (event) => seen.push((event as CustomEvent<{ expiresAt: string }>).detail.expiresAt))
  })
  const authorizations: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/square/stats') authorizations.push(request.headers().authorization ?? '')
  })
  // The page's first minute begins 8–38 s in, before the renewal; the next one, 68–98 s in, after it.
  await atServerSecond(22, 50)
  await page.goto(`${hostOrigin}/?expiresIn=60`)
  const expected = await expectedCard()
  await expect.poll(() => netSalesCard(page, 'ours')).toEqual(expected)
  const firstToken = await page.locator('#ours').getAttribute('token')
  // Mark the card's node, and record any moment the card is gone or says it is loading.
  await page.locator('#ours').evaluate((element) => {
    const root = element.shadowRoot as ShadowRoot
    const card = root.querySelector('[data-card="netSales"]') as HTMLElement
    card.dataset.marked = 'before the renewal'
    const gaps: string[] = []
    ;(window as unknown as { fwGaps: string[] }).fwGaps = gaps
    new MutationObserver(() => {
      if (!root.querySelector('[data-card="netSales"] .fw-summary-card-value')?.textContent) gaps.push('no figure')
      if (/Loading/.test(root.textContent ?? '')) gaps.push('loading')
    }).observe(root, { subtree: true, childList: true, characterData: true })
  })
  // A one-minute token is renewed at 45 seconds.
  const renewal = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/embed/tokens/refresh')
  const renewed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/embed/tokens/refresh')
  await page.clock.fastForward('00:46')
  expect((await renewal).headers().authorization).toBe(`Bearer ${firstToken}`)
  await expect.poll(() => page.evaluate(() => (window as unknown as { fwExpiring: string[] }).fwExpiring.length)).toBeGreaterThan(0)
  // The successor has arrived in the page before its clock moves on.
  await (await renewed).finished()
  await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))))
  // The next minute's figures are asked with the successor, and shown in the same node.
  await page.clock.fastForward('01:00')
  await expect.poll(() => authorizations.at(-1)).not.toBe(`Bearer ${firstToken}`)
  expect(authorizations.at(-1)).toMatch(/^Bearer fwe_/)
  await expect.poll(() => netSalesCard(page, 'ours')).toEqual(expected)
  expect(await page.locator('#ours').evaluate((element) => (element.shadowRoot?.querySelector('[data-card="netSales"]') as HTMLElement | null)?.dataset.marked)).toBe(
    'before the renewal',
  )
  expect(await page.evaluate(() => (window as unknown as { fwGaps: string[] }).fwGaps)).toEqual([])
  // The host's attribute still holds the token it gave; the widget keeps its successor to itself.
  expect(await page.locator('#ours').getAttribute('token')).toBe(firstToken)
})

test("a revoked key's tokens stop at once, and its widgets say so within a minute", async ({ page }) => {
  const key = await makeKey('Stand board, soon revoked', [allowed.id])
  hostKey = key.secret
  await page.clock.install()
  await page.goto(hostOrigin)
  await expect.poll(async () => (await netSalesCard(page, 'ours')).netSales).not.toBe('')
  const feed = page.locator('fw-live-payments')
  await feed.getByRole('switch', { name: 'Live Mode' }).click()
  await expect(feed.getByRole('status')).toHaveText('Connected')
  const token = (await page.locator('#ours').getAttribute('token')) ?? ''
  const readsNow = () =>
    page.evaluate(
      async ([api, id, bearer]) => (await fetch(`${api}/api/square/stats?locationId=${id}&years=2025`, { headers: { Authorization: `Bearer ${bearer}` } })).status,
      [baseUrl(), allowed.id, token] as const,
    )
  expect(await readsNow()).toBe(200)

  await revokeKey(key.id)
  // At once: the token reads nothing, and the live connection it opened is closed.
  expect(await readsNow()).toBe(401)
  await expect(feed.getByRole('status')).not.toHaveText('Connected')
  // Within a minute the figures are asked again (the comparison minute moves on) and the widget says why it stopped.
  await page.clock.fastForward('01:00')
  await expect(page.locator('#ours').getByRole('alert')).toContainText(TOKEN_REFUSED)
  await expect(page.locator('#ours').locator('[data-card="netSales"]')).toHaveCount(0)
})
