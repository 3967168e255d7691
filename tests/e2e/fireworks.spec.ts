// fw-fireworks on a plain page of the server's origin, in Chromium against the real server and its
// demo season: a payment at a home location, rung up in the bundled Square emulator and sent to
// the server as a signed webhook, shows the overlay and hands the page its amount for a toast
// within 2 s; a reader who prefers reduced motion gets the still burst; trigger() plays on demand.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { formatMoney } from '../../src/format/money'
import { apiLocations, apiLogin, signInBeforeLoad } from './expected-figures'
import type { StoredSessionValues } from './expected-figures'
import { baseUrl, emulatorUrl } from './server-info'
import { LOOK_OFTEN } from './look-often'

test.use({ baseURL: baseUrl() })

let session: StoredSessionValues
let home: Location

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  session = await apiLogin(api)
  // The test server sets no FW_HOME_LOCATION_IDS: every ACTIVE location is a home location.
  const active = (await apiLocations(api, session.token)).find((location) => location.status === 'ACTIVE')
  if (!active) throw new Error('The demo season has no ACTIVE location')
  home = active
  await api.dispose()
})

/**
 * The page an intranet host would write: fw-fireworks, and a toast line filled from
 * fw-payment-celebrated with the package's own celebration message.
 */
async function hostPage(page: Page, attributes = ''): Promise<void> {
  await signInBeforeLoad(page, session)
  await page.goto('/examples/blank.html')
  await page.evaluate(async (markup) => {
    document.body.innerHTML = `${markup}<p role="status" id="toast"></p>`
    const widgets = (await import('/dist/standalone.js' as string)) as { celebrationMessage: (cents: number) => string }
    const celebrated: unknown[] = []
    ;(window as unknown as { celebrated: unknown[] }).celebrated = celebrated
    document.addEventListener('fw-payment-celebrated', (event) => {
      const detail = (event as CustomEvent<{ amount: number; locationId: string }>).detail
      celebrated.push({ ...detail, at: performance.now() })
      document.getElementById('toast')!.textContent = widgets.celebrationMessage(detail.amount)
    })
  }, `<fw-fireworks ${attributes}></fw-fireworks>`)
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

/** Rings up a sale at `locationId` in the emulator, which posts its signed webhook to the server. */
async function ringUpSale(locationId: string): Promise<number> {
  const sale = await fetch(`${emulatorUrl()}/_demo/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ location_id: locationId }),
  })
  expect(sale.status).toBe(200)
  const answer = (await sale.json()) as { webhook_status: number; amount: { amount: number } }
  expect(answer.webhook_status).toBe(200)
  return answer.amount.amount
}

const overlay = (page: Page) => page.locator('fw-fireworks [data-testid="fireworks-overlay"]')

test('a signed webhook payment at a home location shows the fireworks and the toast with its amount within 2 s', async ({ page }) => {
  await hostPage(page)
  await expect.poll(liveConnections).toBeGreaterThanOrEqual(1)
  await expect(overlay(page)).toHaveCount(0)

  const postedAt = Date.now()
  const amount = await ringUpSale(home.id)
  await expect.poll(() => overlay(page).isVisible(), LOOK_OFTEN).toBe(true)
  // fireworks-js, loaded on this first show, draws on its canvas inside the overlay.
  await expect.poll(() => overlay(page).locator('canvas').count(), LOOK_OFTEN).toBe(1)
  await expect.poll(async () => (await page.locator('#toast').textContent()) ?? '', LOOK_OFTEN).toContain(formatMoney(amount))
  expect(Date.now() - postedAt).toBeLessThan(2_000)
  const celebrated = await page.evaluate(() => (window as unknown as { celebrated: Array<{ amount: number; locationId: string }> }).celebrated)
  expect(celebrated.map(({ amount: cents, locationId }) => ({ amount: cents, locationId }))).toEqual([{ amount, locationId: home.id }])
  // The overlay covers the window without taking clicks from the page.
  const box = await overlay(page).boundingBox()
  expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 900 })
  expect(await overlay(page).evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none')
})

test('a reader who prefers reduced motion gets a still burst, which leaves after the duration', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await hostPage(page, 'duration="1500"')
  await page.locator('fw-fireworks').evaluate((element) => (element as HTMLElement & { trigger(): void }).trigger())
  await expect(overlay(page)).toHaveAttribute('data-motion', 'still')
  await expect(page.locator('fw-fireworks [data-testid="fireworks-still"]')).toBeVisible()
  await expect(overlay(page).locator('canvas')).toHaveCount(0)
  await expect(overlay(page)).toHaveCount(0, { timeout: 3_000 })
})

test('the samples and the favicon are served beside the API', async ({ request }) => {
  for (const name of ['fireworks-1.wav', 'fireworks-2.wav', 'fireworks-3.wav']) {
    const sample = await request.get(`/sounds/${name}`)
    expect(sample.status()).toBe(200)
    expect(sample.headers()['content-type']).toBe('audio/wav')
  }
  const icon = await request.get('/favicon.svg')
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  expect(await icon.text()).toContain('<svg')
})
