// Celebrations that fit the busiest hour, in Chromium against the real server and its demo season:
// twenty payments in a minute leave at most three toasts on screen ten seconds later, one of them
// the summary that keeps the count; with the header's Toasts switch off (remembered like Fireworks
// and Sound) payments bring none; and a user's first sign-in asks for their home stands, which
// they may choose (saved with their home locations) or skip, and is not asked again.
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { formatMoney } from '../../src/format/money'
import { deleteUsers, overlays, postPayment, readyToCelebrate } from './celebration-helpers'
import { apiLocations, apiLogin, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl, E2E_ADMIN_PASSWORD } from './server-info'

test.use({ baseURL: baseUrl() })

let admin: StoredSessionValues
let stand: Location
const madeUsers: string[] = []

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  admin = await apiLogin(api)
  stand = (await apiLocations(api, admin.token)).find((location) => location.status === 'ACTIVE')!
  await api.dispose()
})

test.afterAll(async () => {
  await deleteUsers(admin, madeUsers)
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Every toast sonner keeps in the page, shown or not. */
const toastsInPage = (page: Page) => page.locator('[data-sonner-toast]')
const shownToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]')

/** Twenty payments within a minute, about 1.2 s apart (none folds into another); their cents. */
async function rush(): Promise<number[]> {
  const amounts = Array.from({ length: 20 }, (_, index) => 1_500 + index * 137)
  const started = Date.now()
  for (const amount of amounts) {
    await postPayment(admin, stand.id, amount)
    await sleep(1_200)
  }
  expect(Date.now() - started, 'the twenty payments came within a minute').toBeLessThan(60_000)
  return amounts
}

test('twenty payments in a minute leave at most 3 toasts on screen after 10 s, the summary keeping the count', async ({ page }) => {
  test.setTimeout(120_000)
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/locations/list')
  await readyToCelebrate(page)
  const amounts = await rush()
  const total = amounts.reduce((sum, amount) => sum + amount, 0)
  const summary = page.locator('[data-sonner-toast].shell-payments-summary')
  await expect(summary).toHaveText(`20 payments, ${formatMoney(total, { decimals: 0 })} in the last minute`)
  await sleep(10_000)
  expect(await shownToasts(page).count()).toBeLessThanOrEqual(3)
  // They left the page, not only the screen: what stays is the summary.
  expect(await toastsInPage(page).count()).toBeLessThanOrEqual(3)
  await expect(summary).toBeVisible()
  await expect(summary).toContainText(/^\d+ payments?, \$[\d,]+ in the last minute$/)
})

test('with the Toasts switch off, remembered, payments bring no toast (the fireworks still play)', async ({ page }) => {
  test.setTimeout(120_000)
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/locations/list')
  await readyToCelebrate(page)
  const toasts = page.getByRole('switch', { name: 'Toasts' })
  await expect(toasts).toHaveAttribute('aria-checked', 'true')
  // Beside Fireworks and Sound.
  const switches = await page.locator('.shell-celebration-switches [role="switch"]').allTextContents()
  expect(switches).toEqual(['Fireworks', 'Sound', 'Toasts'])
  await toasts.click()
  await expect(toasts).toHaveAttribute('aria-checked', 'false')
  await page.reload()
  await readyToCelebrate(page)
  await expect(toasts).toHaveAttribute('aria-checked', 'false')

  await rush()
  await expect(overlays(page)).toBeVisible()
  expect(await toastsInPage(page).count()).toBe(0)
  await sleep(10_000)
  expect(await toastsInPage(page).count()).toBe(0)
  // On again, the next payment has its toast.
  await toasts.click()
  await postPayment(admin, stand.id, 4_242)
  await expect(shownToasts(page).first()).toContainText(formatMoney(4_242))
})

/** A plain user with no home locations of their own who has never signed in. */
async function newUser(name: string): Promise<{ username: string; password: string }> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  const username = `${name}_${Date.now().toString(36)}`
  const password = 'sparkler-e2e-1'
  const created = await api.post('/api/users', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { username, password, email: `${username}@fireworks.example`, firstName: 'First', lastName: name, roles: ['user'], status: 'active', homeLocationIds: null },
  })
  expect(created.status(), await created.text()).toBe(201)
  await api.dispose()
  madeUsers.push(username)
  return { username, password }
}

async function signInByForm(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** The user's own home locations as the server keeps them (null: the default). */
async function savedHomes(page: Page): Promise<string[] | null> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'))
  const answer = await fetch(`${baseUrl()}/api/users/me/home-locations`, { headers: { Authorization: `Bearer ${token}` } })
  return ((await answer.json()) as { data: { locationIds: string[] | null } }).data.locationIds
}

test('a first sign-in asks for the home stands: chosen, they are saved with the user; it is not asked again', async ({ page }) => {
  const user = await newUser('first_choose')
  await signInByForm(page, user)
  const dialog = page.getByRole('dialog', { name: 'Your home stands' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: 'Choose locations' }).check()
  // Choosing starts from the default (every open stand): clear them, then tick one.
  await dialog.getByRole('button', { name: 'Clear shown' }).click()
  await dialog.getByLabel('Search locations').fill(stand.name)
  await dialog.getByRole('checkbox', { name: new RegExp(stand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().check()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  expect(await savedHomes(page)).toEqual([stand.id])
  await page.reload()
  await expect(page.locator('main#main-content')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(dialog).toHaveCount(0)
})

test('a first sign-in may skip the question: the default stays, and the next visit does not ask', async ({ page }) => {
  const user = await newUser('first_skip')
  await signInByForm(page, user)
  const dialog = page.getByRole('dialog', { name: 'Your home stands' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio', { name: /^Default \(\d+ locations\)$/ })).toBeChecked()
  await dialog.getByRole('button', { name: 'Skip' }).click()
  await expect(dialog).toBeHidden()
  expect(await savedHomes(page)).toBeNull()
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(dialog).toHaveCount(0)
  // Signing in again is no first sign-in.
  await page.evaluate(() => localStorage.clear())
  await signInByForm(page, user)
  await expect(page.locator('main#main-content')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(dialog).toHaveCount(0)
})

test('the admin, signed in before, is not asked', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.locator('main#main-content')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('dialog', { name: 'Your home stands' })).toHaveCount(0)
})
