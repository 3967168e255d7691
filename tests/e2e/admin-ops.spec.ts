// The admin operations widgets on a plain page of the server's origin, signed in as the bootstrap
// admin, in Chromium against the real server and its demo season: User Management's whole life of
// a user (every validation message, an edit that keeps the password, a delete that ends the user's
// session), the webhook tester's payment arriving in the live feed, Live Mode off stopping rows,
// the current-year tool run to completion from an emptied season, and axe in light and dark.
// Everything this file changes it restores: its users are its own and deleted, the test payments
// carry no order (no figures change), and the emptied season is fetched back whole.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { join } from 'node:path'
import { DATABASE_FILE } from '../../server/db/open'
import { apiLogin } from './expected-figures'
import type { StoredSessionValues } from './expected-figures'
import { baseUrl, dataDir, E2E_NOW } from './server-info'
import { graveAxeViolations } from './axe'
import { openStandalonePage } from './standalone-page'
import { LOOK_OFTEN } from './look-often'

test.use({ baseURL: baseUrl() })

let session: StoredSessionValues

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  session = await apiLogin(api)
  await api.dispose()
})

/** The bare page with `body` as its markup and the standalone bundle, signed in as the admin. */
const adminPage = (page: Page, body: string) => openStandalonePage(page, body, { session })

/** A username of this file's own, so nothing another spec made is touched. */
const ownUsername = () => `e2e_ops_${Date.now().toString(36)}`

test('creates a user through every validation message, edits it keeping its password, and deleting it ends its session', async ({ page, request }) => {
  await adminPage(page, '<fw-users-admin></fw-users-admin>')
  const admin = page.locator('fw-users-admin')
  await expect(admin.getByRole('row', { name: /@admin\b/ }).first()).toBeVisible()

  await admin.getByRole('button', { name: 'Add User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New User' })
  await expect(dialog.getByText('Add a new user to the system. All fields are required.')).toBeVisible()
  const box = await dialog.boundingBox()
  expect(box?.width).toBeLessThanOrEqual(600)
  const field = (label: string) => dialog.getByLabel(label, { exact: true })
  const submit = () => dialog.getByRole('button', { name: 'Create User' }).click()

  // Round one: too short, not an email, no names, no role, a short password.
  await field('Username').fill('ab')
  await field('Email').fill('not-an-email')
  await field('Password').fill('123')
  await dialog.getByRole('checkbox', { name: 'User' }).uncheck()
  await submit()
  for (const message of [
    'Username must be at least 3 characters',
    'Invalid email address',
    'First name is required',
    'Last name is required',
    'User must have at least one role',
    'Password must be at least 6 characters',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible()
  }
  // Round two: everything too long.
  await field('Username').fill('u'.repeat(51))
  await field('First Name').fill('F'.repeat(101))
  await field('Last Name').fill('L'.repeat(101))
  await submit()
  for (const message of ['Username must be less than 50 characters', 'First name too long', 'Last name too long']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible()
  }
  // Round three: characters a username may not have.
  await field('Username').fill('no spaces!')
  await submit()
  await expect(dialog.getByText('Username can only contain letters, numbers, underscores, and dashes', { exact: true })).toBeVisible()

  const username = ownUsername()
  await field('Username').fill(username)
  await field('Email').fill(`${username}@fireworks.example`)
  await field('First Name').fill('Ops')
  await field('Last Name').fill('Tester')
  await field('Password').fill('sparkler-1')
  await dialog.getByRole('button', { name: 'Show password' }).click()
  await expect(field('Password')).toHaveAttribute('type', 'text')
  await dialog.getByRole('checkbox', { name: 'User' }).check()
  await submit()
  await expect(dialog).toBeHidden()
  const row = admin.getByRole('row', { name: new RegExp(`@${username}`) })
  await expect(row).toContainText('Ops Tester')
  await expect(row).toContainText('Never')

  // Search: part of the username, in capitals, finds only this user.
  const search = admin.getByPlaceholder('Search users...')
  await search.fill(username.slice(-6).toUpperCase())
  await expect(admin.getByRole('row', { name: /@/ })).toHaveCount(1)
  await expect(admin.getByText(/^Showing 1 of \d+ users$/)).toBeVisible()
  await expect(admin.getByText('Page 1 of 1')).toBeVisible()
  await search.fill('')

  // Edit without a password: the old one still signs in.
  await admin.getByRole('button', { name: `Edit user ${username}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit User' })
  await expect(edit.getByLabel('Password', { exact: true })).toHaveAttribute('placeholder', 'Leave empty to keep current password')
  await edit.getByLabel('Last Name', { exact: true }).fill('Edited')
  await edit.getByRole('button', { name: 'Update User' }).click()
  await expect(edit).toBeHidden()
  await expect(row).toContainText('Ops Edited')
  const login = await request.post('/api/auth/login', { data: { username, password: 'sparkler-1' } })
  expect(login.status()).toBe(200)
  const userToken = ((await login.json()) as { data: { access_token: string } }).data.access_token
  const asUser = { Authorization: `Bearer ${userToken}` }
  expect((await request.get('/api/square/locations', { headers: asUser })).status()).toBe(200)

  // The list now shows the real last sign-in.
  await adminPage(page, '<fw-users-admin></fw-users-admin>')
  await expect(admin.getByRole('row', { name: new RegExp(`@${username}`) })).not.toContainText('Never')

  await admin.getByRole('button', { name: `Delete user ${username}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' })
  await expect(confirm).toContainText(
    `Are you sure you want to delete the user Ops Edited (@${username})? This action cannot be undone and will permanently remove the user from the system.`,
  )
  await confirm.getByRole('button', { name: 'Delete User' }).click()
  await expect(confirm).toBeHidden()
  await expect(admin.getByRole('row', { name: new RegExp(`@${username}`) })).toHaveCount(0)
  expect((await request.get('/api/square/locations', { headers: asUser })).status()).toBe(401)
})

/** The webhook tester's amount field and send button. */
async function sendTestPayment(tester: Locator, dollars: string): Promise<void> {
  await tester.getByLabel('Amount ($)').fill(dollars)
  await tester.getByRole('button', { name: 'Send Test Payment' }).click()
}

test("the webhook tester's payment shows in the live feed within 2 s, and Live Mode off stops new rows", async ({ page }) => {
  await adminPage(page, '<fw-webhook-tester></fw-webhook-tester><fw-live-payments></fw-live-payments>')
  const tester = page.locator('fw-webhook-tester')
  const feed = page.locator('fw-live-payments')
  const liveMode = feed.getByRole('switch', { name: 'Live Mode' })
  await expect(liveMode).toHaveAttribute('aria-checked', 'false')
  await liveMode.click()
  await expect(feed.getByRole('status')).toHaveText('Connected')

  // The tester picks the first active location by name; its name is on the location button.
  const trigger = tester.locator('.fw-combobox-trigger')
  await expect(trigger).not.toContainText('Loading')
  const locationName = ((await trigger.textContent()) ?? '').replace(/ \(.*\)$/, '').trim()
  expect(locationName).not.toBe('')

  await sendTestPayment(tester, '12.34')
  const sentAt = Date.now()
  const row = feed.locator('li', { hasText: '$12.34' })
  await expect.poll(() => row.isVisible(), LOOK_OFTEN).toBe(true)
  expect(Date.now() - sentAt).toBeLessThan(2_000)
  await expect(row).toContainText(locationName)
  await expect(tester.getByRole('status')).toContainText('Success!')
  await expect(tester.getByRole('status')).toContainText(/Fireworks triggered! Broadcast to [1-9]\d* connections/)

  await liveMode.click()
  await expect(liveMode).toHaveAttribute('aria-checked', 'false')
  await sendTestPayment(tester, '56.78')
  await expect(tester.getByRole('status')).toContainText('Success!')
  await page.waitForTimeout(1_500)
  await expect(feed.locator('li', { hasText: '$56.78' })).toHaveCount(0)
  await expect(feed.locator('li', { hasText: '$12.34' })).toHaveCount(1)
})

test("'Run to completion' refetches an emptied current season batch by batch until complete", async ({ page, request }) => {
  const seasonYear = new Date(E2E_NOW).getUTCFullYear()
  // Empty the current season's progress: every active location then needs its season fetched.
  const database = new Database(join(dataDir(), DATABASE_FILE))
  try {
    database.pragma('busy_timeout = 10000')
    database.prepare('DELETE FROM square_season_progress WHERE season_year = ?').run(seasonYear)
  } finally {
    database.close()
  }

  await adminPage(page, '<fw-hydration-tools></fw-hydration-tools>')
  const tool = page.locator('fw-hydration-tools [data-tool="currentYear"]')
  await expect(tool.getByLabel('Batch Size')).toHaveValue('10')
  await tool.getByLabel('Batch Size').fill('5')
  await tool.getByRole('button', { name: 'Run to completion' }).click()
  await expect(tool.getByRole('button', { name: 'Stop' })).toBeVisible()

  // Read the bar until the tool reports completion, keeping every value it showed.
  const seen = new Set<number>()
  const bar = tool.getByRole('progressbar')
  await expect(async () => {
    if (await bar.count()) seen.add(Number(await bar.getAttribute('aria-valuenow')))
    await expect(tool.getByRole('status')).toContainText('Current Year Processing Complete', { timeout: 100 })
  }).toPass({ timeout: 240_000, intervals: [100] })
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBe(100)
  expect([...seen].some((value) => value > 0 && value < 100)).toBe(true)
  await expect(tool.getByRole('status')).toContainText('Remaining to Process0')

  // The server agrees: nothing of the season is left to fetch.
  const again = await request.get('/api/square/hydrate/currentYear?batchSize=1', { headers: { Authorization: `Bearer ${session.token}` } })
  expect(((await again.json()) as { data: { summary: { locationsNeedingProcessing: number } } }).data.summary.locationsNeedingProcessing).toBe(0)
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violations in the ${theme} theme, dialogs included`, async ({ page }) => {
    await adminPage(
      page,
      ['fw-user-counts', 'fw-webhook-tester', 'fw-system-status', 'fw-users-admin', 'fw-live-payments', 'fw-hydration-tools']
        .map((tag) => `<${tag} theme="${theme}"></${tag}>`)
        .join(''),
    )
    await page.evaluate((dark) => (document.body.style.background = dark ? '#0b1120' : '#ffffff'), theme === 'dark')
    await expect(page.locator('fw-users-admin').getByRole('row', { name: /@admin\b/ }).first()).toBeVisible()
    await expect(page.locator('fw-system-status').getByText('Online')).toBeVisible()
    expect(await graveAxeViolations(page)).toEqual([])
    await page.locator('fw-users-admin').getByRole('button', { name: 'Add User' }).click()
    await page.getByRole('dialog', { name: 'Create New User' }).getByRole('button', { name: 'Create User' }).click()
    await expect(page.getByText('Invalid email address')).toBeVisible()
    expect(await graveAxeViolations(page)).toEqual([])
  })
}
