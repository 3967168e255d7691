// Celebrations under control, in Chromium against the real server and its demo season (FW_NOW on
// the evening of July 4): a run of payments plays one overlay and stacks at most three toasts (the
// summary telling the payments past three toasts a minute),
// payments faster than one a second fold into one toast, nothing is drawn above the sign-out
// dialog (its toast waits for it), each user's own home locations decide where their screen
// celebrates, the Fireworks and Sound switches are remembered, the overlay never prints, and the
// admin dashboard's test payment counts the admin's own connection.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { formatMoney } from '../../src/format/money'
import { deleteUsers, liveConnections, overlays, postPayment, readyToCelebrate, screenOf, userWithHomes, visibleToasts } from './celebration-helpers'
import { apiLocations, apiLogin, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'

test.use({ baseURL: baseUrl() })

let admin: StoredSessionValues
let stands: Location[]
const madeUsers: string[] = []

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  admin = await apiLogin(api)
  // The test server sets no FW_HOME_LOCATION_IDS: every ACTIVE location is home by default.
  stands = (await apiLocations(api, admin.token)).filter((location) => location.status === 'ACTIVE')
  await api.dispose()
  if (stands.length < 2) throw new Error('The demo season has two ACTIVE locations')
})

test.afterAll(async () => {
  await deleteUsers(admin, madeUsers)
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const first = () => stands[0] as Location
const second = () => stands[1] as Location

test('five payments a second apart play one overlay and stack at most 3 visible toasts, the summary telling those past three', async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/locations/list')
  await readyToCelebrate(page)
  const amounts = [1_250, 2_500, 3_750, 5_000, 6_250]
  const overlaysSeen: number[] = []
  for (const amount of amounts) {
    await postPayment(admin, first().id, amount)
    await expect(overlays(page).first()).toBeVisible({ timeout: 2_000 })
    overlaysSeen.push(await overlays(page).count())
    await sleep(1_000)
  }
  expect(overlaysSeen).toEqual([1, 1, 1, 1, 1])
  // One drawing all along: fireworks-js's one canvas.
  await expect(overlays(page).locator('canvas')).toHaveCount(1)
  expect(await visibleToasts(page).count()).toBeLessThanOrEqual(3)
  // Three toasts of their own in a minute; the fourth and fifth payments are told by the summary, on top.
  const total = amounts.reduce((sum, amount) => sum + amount, 0)
  await expect(visibleToasts(page).first()).toHaveText(`5 payments, ${formatMoney(total, { decimals: 0 })} in the last minute`)
})

test("payments faster than one a second fold into one running toast: '5 payments, $X'", async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/locations/list')
  await readyToCelebrate(page)
  const amounts = [1_999, 2_001, 4_550, 10_000, 3_900]
  await Promise.all(amounts.map((amount) => postPayment(admin, first().id, amount)))
  const total = amounts.reduce((sum, amount) => sum + amount, 0)
  await expect(visibleToasts(page)).toHaveText([`5 payments, ${formatMoney(total)}`])
  await expect(overlays(page)).toHaveCount(1)
})

test('with the sign-out dialog open a payment draws nothing above it, and its toast waits for the dialog to close', async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/locations/list')
  await readyToCelebrate(page)
  await page.getByRole('button', { name: /^User menu for admin/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Sign Out' })
  await expect(dialog).toBeVisible()

  expect(await postPayment(admin, first().id, 4_321)).toBeGreaterThanOrEqual(1)
  await sleep(1_500)
  await expect(overlays(page)).toHaveCount(0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  // Whatever is drawn at the dialog's corners and centre is the dialog itself.
  const box = (await dialog.boundingBox())!
  const points = [
    [box.x + 4, box.y + 4],
    [box.x + box.width - 4, box.y + 4],
    [box.x + box.width / 2, box.y + box.height / 2],
    [box.x + 4, box.y + box.height - 4],
    [box.x + box.width - 4, box.y + box.height - 4],
  ]
  for (const [x, y] of points) {
    const onTop = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('[role="alertdialog"]') != null, [x, y])
    expect(onTop, `the dialog is on top at ${x},${y}`).toBe(true)
  }

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(visibleToasts(page)).toHaveCount(1)
  await expect(visibleToasts(page).first()).toContainText(formatMoney(4_321))
  // The show would have been over by now: it does not play late.
  await expect(overlays(page)).toHaveCount(0)
})

test("a payment celebrates only on the screens of users whose home locations include it, and a list changed in the user menu applies at once", async ({ browser }) => {
  const includes = await userWithHomes(admin, 'homes_in', [first().id])
  const excludes = await userWithHomes(admin, 'homes_out', [second().id])
  madeUsers.push(includes.username, excludes.username)
  const theirs = await screenOf(browser, includes.session, '/stats/locations/list')
  const others = await screenOf(browser, excludes.session, '/stats/locations/list')
  try {
    await expect.poll(() => liveConnections(admin)).toBeGreaterThanOrEqual(2)
    await postPayment(admin, first().id, 7_777)
    await expect(overlays(theirs)).toBeVisible({ timeout: 2_000 })
    await expect(visibleToasts(theirs).first()).toContainText(formatMoney(7_777))
    await sleep(1_500)
    await expect(overlays(others)).toHaveCount(0)
    await expect(others.locator('[data-sonner-toast]')).toHaveCount(0)

    // The other user adds the stand in the user menu; their open screen follows at once.
    await others.getByRole('button', { name: new RegExp(`^User menu for ${excludes.username}`) }).click()
    await others.getByRole('menuitem', { name: 'Home locations' }).click()
    const dialog = others.getByRole('dialog', { name: 'Home locations' })
    await expect(dialog.getByRole('radio', { name: 'Choose locations' })).toBeChecked()
    await dialog.getByLabel('Search locations').fill(first().name)
    await dialog.getByRole('checkbox', { name: new RegExp(first().name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().check()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    await postPayment(admin, first().id, 8_888)
    await expect(overlays(others)).toBeVisible({ timeout: 2_000 })
    await expect(visibleToasts(others).first()).toContainText(formatMoney(8_888))
  } finally {
    await theirs.context().close()
    await others.context().close()
  }
})

test('the Fireworks and Sound switches are in sight and remembered; with Fireworks off a payment brings its toast and no overlay', async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/locations/list')
  await readyToCelebrate(page)
  const fireworks = page.getByRole('switch', { name: 'Fireworks' })
  const sound = page.getByRole('switch', { name: 'Sound' })
  await expect(fireworks).toHaveAttribute('aria-checked', 'true')
  await expect(sound).toHaveAttribute('aria-checked', 'false')
  await fireworks.click()
  await sound.click()
  await page.reload()
  await readyToCelebrate(page)
  await expect(fireworks).toHaveAttribute('aria-checked', 'false')
  await expect(sound).toHaveAttribute('aria-checked', 'true')
  await expect(page.locator('fw-fireworks')).toHaveAttribute('sound', 'on')

  await postPayment(admin, first().id, 1_234)
  await expect(visibleToasts(page).first()).toContainText(formatMoney(1_234))
  await sleep(500)
  await expect(overlays(page)).toHaveCount(0)
  // Asked for, they still play.
  await page.getByRole('button', { name: /^Trigger fireworks \(live connection/ }).click()
  await expect(overlays(page)).toBeVisible()
  await fireworks.click()
  await expect(fireworks).toHaveAttribute('aria-checked', 'true')
})

test('the overlay is never printed, and a reader who prefers reduced motion gets the still burst', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/locations/list')
  await readyToCelebrate(page)
  await postPayment(admin, first().id, 2_222)
  await expect(overlays(page)).toHaveAttribute('data-motion', 'still')
  await expect(overlays(page).locator('canvas')).toHaveCount(0)
  await page.emulateMedia({ media: 'print', reducedMotion: 'reduce' })
  await expect(overlays(page)).toBeHidden()
  await page.emulateMedia({ media: 'screen', reducedMotion: 'reduce' })
  await expect(overlays(page)).toBeVisible()
})

test("the admin dashboard holds its own live connection: its test payment counts it and celebrates on it", async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/admin')
  await readyToCelebrate(page)
  // This screen's socket is the only one open.
  await expect.poll(() => liveConnections(admin), { timeout: 15_000 }).toBe(1)
  const tester = page.locator('fw-webhook-tester')
  await expect(tester.locator('.fw-combobox-trigger')).not.toContainText('Loading')
  await tester.getByLabel('Amount ($)').fill('19.76')
  await tester.getByRole('button', { name: 'Send Test Payment' }).click()
  await expect(tester.getByRole('status')).toContainText('Fireworks triggered! Broadcast to 1 connections')
  await expect(overlays(page)).toBeVisible({ timeout: 2_000 })
  await expect(visibleToasts(page).first()).toContainText('$19.76')
})

test("the live feed counts time-ago by the server's clock", async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/admin/live-payments')
  const feed = page.locator('fw-live-payments')
  await feed.getByRole('switch', { name: 'Live Mode' }).click()
  await expect(feed.getByRole('status')).toHaveText('Connected')
  await postPayment(admin, second().id, 3_141)
  const row = feed.locator('li', { hasText: '$31.41' })
  await expect(row).toBeVisible({ timeout: 2_000 })
  await expect(row.locator('time')).toHaveText(/^(just now|\d+ seconds? ago)$/)
})
