// What the celebration specs share: payments posted as the admin's webhook tester posts them (no
// Square order behind them, so no figure anywhere changes), users made with their own home
// locations, and the fireworks and toasts as a reader sees them.
import { expect, request as playwrightRequest, type Browser, type Page } from '@playwright/test'
import { testPaymentEvent } from '../../widgets/webhook-tester/test-event'
import { signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'
import { nextFrames } from './frames'

let nonces = 0

/** The server's "now" (FW_NOW runs on from its start). */
async function serverNow(): Promise<number> {
  const health = await fetch(`${baseUrl()}/api/health`)
  return Date.parse(((await health.json()) as { serverTime: string }).serverTime)
}

/** Posts a payment at `locationId` as the admin's webhook tester does; returns the sockets it reached. */
export async function postPayment(admin: StoredSessionValues, locationId: string, amountCents: number): Promise<number> {
  const nonce = `e2e${Date.now().toString(16)}${(++nonces).toString(16)}`
  const event = testPaymentEvent({ amountCents, locationId, nowMs: await serverNow(), nonce })
  const answer = await fetch(`${baseUrl()}/api/square/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
    body: JSON.stringify(event),
  })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { broadcast: { connectionCount: number } }).broadcast.connectionCount
}

export interface OwnUser {
  username: string
  password: string
  session: StoredSessionValues
}

/** Makes a plain user with their own home locations (null: the default) and signs them in. */
export async function userWithHomes(admin: StoredSessionValues, name: string, homeLocationIds: string[] | null): Promise<OwnUser> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  try {
    const username = `${name}_${Date.now().toString(36)}`
    const password = 'sparkler-e2e-1'
    const created = await api.post('/api/users', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { username, password, email: `${username}@fireworks.example`, firstName: 'Home', lastName: name, roles: ['user'], status: 'active', homeLocationIds },
    })
    expect(created.status(), await created.text()).toBe(201)
    const login = await api.post('/api/auth/login', { data: { username, password } })
    const { data } = (await login.json()) as { data: { access_token: string; expires_in: number; user: StoredSessionValues['user'] } }
    return { username, password, session: { token: data.access_token, expiresIn: data.expires_in, user: data.user } }
  } finally {
    await api.dispose()
  }
}

/** Deletes users this file made. */
export async function deleteUsers(admin: StoredSessionValues, usernames: readonly string[]): Promise<void> {
  for (const username of usernames) {
    await fetch(`${baseUrl()}/api/users/${encodeURIComponent(username)}`, { method: 'DELETE', headers: { Authorization: `Bearer ${admin.token}` } })
  }
}

/** A signed-in page of its own (a browser context each, as two people at two screens). */
export async function screenOf(browser: Browser, session: StoredSessionValues, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signInBeforeLoad(page, session)
  await page.goto(path)
  await readyToCelebrate(page)
  return page
}

/** Waits until the layout's live connection is open and fw-fireworks listens on it. */
export async function readyToCelebrate(page: Page): Promise<void> {
  await page.waitForFunction(() => customElements.get('fw-fireworks') !== undefined && document.querySelector('fw-fireworks')?.shadowRoot != null)
  // A frame for React to commit, one for its effects (the element's live listener).
  await nextFrames(page)
}

/** How many live sockets the server holds, on every instance. */
export async function liveConnections(admin: StoredSessionValues): Promise<number> {
  const answer = await fetch(`${baseUrl()}/api/ws/fireworks/status`, { headers: { Authorization: `Bearer ${admin.token}` } })
  return ((await answer.json()) as { connectionCount: number }).connectionCount
}

export const overlays = (page: Page) => page.locator('fw-fireworks [data-testid="fireworks-overlay"]')
/** The toasts sonner shows (it keeps those past the third in the page, hidden). */
export const visibleToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]')
