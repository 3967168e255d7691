// The shell's fireworks in Chromium against `npm start` with the demo season: a payment at a home
// location brings the show and a toast with its amount within 2 s, and the header menu's and the
// logo's triggers play it.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { formatMoney } from '../../src/format/money'
import { adminSession, apiLocations, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl, emulatorUrl } from './server-info'
import { nextFrames } from './frames'

test.use({ baseURL: baseUrl() })

let admin: StoredSessionValues

test.beforeAll(async () => {
  admin = await adminSession()
})

test.describe('fireworks', () => {
  test('a payment at a home location shows the fireworks and a toast with its amount within 2 s', async ({ page }) => {
    await signInBeforeLoad(page, admin)
    const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
    const home = (await apiLocations(api, admin.token)).find((location) => location.status === 'ACTIVE')
    await api.dispose()
    if (!home) throw new Error('The demo has no active location')
    await page.goto('/stats/locations/list')
    // The logo's dot turns green once the live connection is open.
    await expect(page.getByRole('button', { name: 'Trigger fireworks (live connection connected)' })).toBeVisible()
    // The layout loads fw-fireworks after its first paint, so the connection can open before the
    // element listens: wait until it is defined and has drawn (a frame for React to commit, one
    // for its effects), as a payment before then finds nothing to play on.
    await page.waitForFunction(() => customElements.get('fw-fireworks') !== undefined && document.querySelector('fw-fireworks')?.shadowRoot != null)
    await nextFrames(page)

    // When each was drawn is taken in the page, at the first frame it is there: Playwright's own
    // checks poll at widening intervals (up to a second apart), which on a busy machine put their
    // sighting hundreds of milliseconds after the drawing.
    await page.evaluate(watchForFireworksAndToasts)
    const postedAt = Date.now()
    const sale = await fetch(`${emulatorUrl()}/_demo/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ location_id: home.id }),
    })
    expect(sale.status).toBe(200)
    const amount = ((await sale.json()) as { amount: { amount: number } }).amount.amount
    await expect(page.locator('fw-fireworks [data-testid="fireworks-overlay"]')).toBeVisible()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: formatMoney(amount) })).toBeVisible()
    const drawn = await page.evaluate(whenDrawn, formatMoney(amount))
    expect(drawn.fireworks, 'the fireworks were drawn').not.toBeNull()
    expect(drawn.toast, 'the toast with the amount was drawn').not.toBeNull()
    expect(drawn.fireworks! - postedAt).toBeLessThan(2_000)
    expect(drawn.toast! - postedAt).toBeLessThan(2_000)
  })

  test("'Trigger Fireworks!' in the header menu plays them", async ({ page }) => {
    await signInBeforeLoad(page, admin)
    await page.goto('/stats/locations/list')
    await page.getByRole('button', { name: 'Dashboard menu' }).click()
    await page.getByRole('menuitem', { name: 'Trigger Fireworks!' }).click()
    await expect(page.locator('fw-fireworks [data-testid="fireworks-overlay"]')).toBeVisible()
  })

  test('the logo button plays them and picks a new gradient; the connect item says it is not available', async ({ page }) => {
    await signInBeforeLoad(page, admin)
    await page.goto('/stats/locations/list')
    const logo = page.getByRole('button', { name: /^Trigger fireworks \(live connection/ })
    const before = await logo.getAttribute('style')
    await logo.click()
    await expect(page.locator('fw-fireworks [data-testid="fireworks-overlay"]')).toBeVisible()
    await expect(logo).not.toHaveAttribute('style', before ?? '')

    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    await page.getByRole('button', { name: 'Dashboard menu' }).click()
    await page.getByRole('menuitem', { name: 'Connect Square Account' }).click()
    await expect.poll(() => alerts).toEqual(['Connecting a Square account from the dashboard is not available yet.'])
  })
})

interface Sightings {
  fireworks: number | null
  toasts: Map<Element, number>
}

/**
 * Runs in the page: from now on, at every frame, notes when the fireworks' overlay and each toast
 * are first in the document (open shadow roots included), by the page's Date.now(), the test's clock.
 */
function watchForFireworksAndToasts(): void {
  const all = (root: Document | ShadowRoot, selector: string): Element[] => {
    const found = [...root.querySelectorAll(selector)]
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...all(element.shadowRoot, selector))
    return found
  }
  const seen: Sightings = { fireworks: null, toasts: new Map() }
  ;(window as unknown as { fwSightings: Sightings }).fwSightings = seen
  const look = () => {
    const now = Date.now()
    if (seen.fireworks === null && all(document, '[data-testid="fireworks-overlay"]').length > 0) seen.fireworks = now
    for (const toast of all(document, '[data-sonner-toast]')) if (!seen.toasts.has(toast)) seen.toasts.set(toast, now)
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
}

/** Runs in the page: when the fireworks and the toast that names `amount` were first there (null: not seen). */
function whenDrawn(amount: string): { fireworks: number | null; toast: number | null } {
  const seen = (window as unknown as { fwSightings: Sightings }).fwSightings
  const toast = [...seen.toasts].find(([element]) => element.textContent?.includes(amount))
  return { fireworks: seen.fireworks, toast: toast ? toast[1] : null }
}
