// The dashboard shell in Chromium against `npm start` with the demo season: signing in (a wrong
// then the right password, every text of /login), the stored session surviving a reload and
// dropped when it ends within 5 minutes, the sidebar's Ctrl+B and its cookie, signing out through
// the 'Confirm Sign Out' dialog, the views and their URLs, the service worker, the scripts' first line, a plain user kept
// out of the admin panel, and axe on /login. The fireworks: ./shell-fireworks.spec.ts; one
// location: ./shell-location.spec.ts.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { apiLocations, apiLogin, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl, E2E_ADMIN_PASSWORD } from './server-info'
import { graveAxeViolations } from './axe'
import { EAGER_COMPILE_HINT } from '../../scripts/compile-hints'

test.use({ baseURL: baseUrl() })

const PLAIN_USER = { username: 'shell-e2e-user', password: 'plain-user-pass-1' }
/** Every route of docs/screens.md#admin, each guarded on its own. */
const ADMIN_PATHS = [
  '/admin',
  '/admin/locations',
  '/admin/locations/ANY/stats',
  '/admin/users',
  '/admin/live-payments',
  '/admin/hydrate',
  '/admin/kv-cache',
  '/admin/analytics',
  '/admin/reports',
  '/admin/settings',
  '/admin/payment-chart-test',
]

/** What the admin screens call: users, live connections, hydration, the KV cache, settings. */
const ADMIN_API_CALLS: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/users' },
  { method: 'POST', path: '/api/users', body: { username: 'not-allowed', password: 'not-allowed-1', email: 'no@example.com', firstName: 'No', lastName: 'Body', roles: ['admin'], status: 'active' } },
  { method: 'GET', path: '/api/ws/fireworks/status' },
  { method: 'GET', path: '/api/square/hydrate/currentYear?batchSize=5' },
  { method: 'GET', path: '/api/kv-cache/keys' },
  { method: 'DELETE', path: '/api/kv-cache/key/square%3Alocations' },
  { method: 'GET', path: '/api/admin/settings' },
]

let admin: StoredSessionValues

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  admin = await apiLogin(api)
  await api.post('/api/users', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { ...PLAIN_USER, email: 'shell-e2e@example.com', firstName: 'Plain', lastName: 'User', roles: ['user'], status: 'active' },
  })
  await api.dispose()
})

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('auth_token'))
}

test.describe('/login', () => {
  test('shows every text and toggles the password', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
    await expect(page.getByText('Sign in to access your fireworks dashboard')).toBeVisible()
    await expect(page.getByLabel('Username')).toHaveAttribute('placeholder', 'Enter your username')
    const password = page.getByLabel('Password', { exact: true })
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  test("refuses a wrong password with the server's message, then signs in and leaves /login", async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password')
    expect(await storedToken(page)).toBeNull()

    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    // `/` → /stats → the default location's stats tab.
    await expect(page).toHaveURL(/\/stats\/details\/location\/[^/]+\/stats$/)
    expect(await storedToken(page)).not.toBeNull()

    // A signed-in visitor of /login is sent on.
    await page.goto('/login')
    await expect(page).not.toHaveURL(/\/login/)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious or critical axe violations in ${theme}`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('fireworks-dashboard-theme', chosen), theme)
      await page.emulateMedia({ colorScheme: theme })
      await page.goto('/login')
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-fw-theme', theme)
      // The failure message is part of the page too.
      await page.getByRole('button', { name: 'Sign In' }).click()
      expect(await graveAxeViolations(page)).toEqual([])
    })
  }
})

test.describe('the stored session', () => {
  test('survives a reload', async ({ page }) => {
    await signInBeforeLoad(page, admin)
    await page.goto('/stats/locations/list')
    await expect(page.getByRole('heading', { name: 'Fireworks Dashboard' })).toBeVisible()
    await page.reload()
    await expect(page).toHaveURL(/\/stats\/locations\/list$/)
    await expect(page.getByRole('heading', { name: 'Fireworks Dashboard' })).toBeVisible()
  })

  test('is dropped when its stored expiry is within 5 minutes', async ({ page }) => {
    await page.addInitScript(({ token, user }) => {
      localStorage.setItem('auth_token', token)
      localStorage.setItem('auth_token_expiry', String(Date.now() + 4 * 60_000))
      localStorage.setItem('auth_user', JSON.stringify(user))
    }, admin)
    await page.goto('/stats/locations/list')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  })
})

test.describe('the /stats layout', () => {
  test('Ctrl+B collapses the sidebar and the cookie keeps it across a reload', async ({ page, context }) => {
    await signInBeforeLoad(page, admin)
    await page.goto('/stats/locations/list')
    const sidebar = page.getByRole('complementary', { name: 'Locations sidebar' })
    await expect(sidebar).toHaveAttribute('data-state', 'expanded')
    await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page')
    await page.keyboard.press('Control+b')
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
    const cookie = (await context.cookies()).find((entry) => entry.name === 'sidebar_state')
    expect(cookie?.value).toBe('false')
    // Seven days, give or take the test's own seconds.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(604_800 - 120)
    await page.reload()
    await expect(page.getByRole('complementary', { name: 'Locations sidebar' })).toHaveAttribute('data-state', 'collapsed')
    await page.keyboard.press('Control+b')
    await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  })

  test("signs out through 'Confirm Sign Out' and lands on /login", async ({ page }) => {
    // A session of its own: signing out revokes it on the server.
    const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
    await signInBeforeLoad(page, await apiLogin(api))
    await api.dispose()
    await page.goto('/stats/locations/map')
    await page.getByRole('button', { name: /^User menu for admin/ }).click()
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Sign Out' })
    await expect(dialog).toContainText('Are you sure you want to sign out as admin? You will need to log in again to access the application.')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: /^User menu for admin/ }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.getByRole('alertdialog', { name: 'Confirm Sign Out' }).getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await storedToken(page)).toBeNull()
  })
})

test.describe('the views', () => {
  test('Map, List and Grid keep the filters in the URL, and the active one is highlighted', async ({ page }) => {
    await signInBeforeLoad(page, admin)
    await page.goto('/stats/locations/list?city=&hideEmpty=false')
    const views = page.getByRole('navigation', { name: 'Views' })
    await views.getByRole('link', { name: 'Grid' }).click()
    await expect(page).toHaveURL(/\/stats\/locations\/grid\?city=&hideEmpty=false$/)
    await expect(views.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'page')
    await views.getByRole('link', { name: 'Map' }).click()
    await expect(page).toHaveURL(/\/stats\/locations\/map\?city=&hideEmpty=false$/)
    await views.getByRole('link', { name: 'List' }).click()
    await expect(page).toHaveURL(/\/stats\/locations\/list\?city=&hideEmpty=false$/)
    await expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page')
  })

  test('a copied list URL with filters reopens the same rows', async ({ page }) => {
    await signInBeforeLoad(page, admin)
    const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
    const everyLocation = (await apiLocations(api, admin.token)).length
    await api.dispose()
    // Every city, empty locations kept: every location the API lists.
    await page.goto('/stats/locations/list?city=&hideEmpty=false')
    await expect(page.locator('fw-locations-table').getByText(`${everyLocation} locations found`)).toBeVisible()
    await page.reload()
    await expect(page.locator('fw-locations-table').getByText(`${everyLocation} locations found`)).toBeVisible()
  })

  test('the compare toggles open /stats/details/compare with the ids, in order', async ({ page }) => {
    await signInBeforeLoad(page, admin)
    await page.goto('/stats/locations/list?years=2025')
    const sidebar = page.getByRole('complementary', { name: 'Locations sidebar' })
    await sidebar.getByRole('button', { name: 'Compare Location' }).first().click()
    await expect(page).toHaveURL(/\/stats\/details\/compare\?years=2025&locations=[^,&]+$/)
    await sidebar.getByRole('button', { name: 'Compare Location' }).first().click()
    await expect(page).toHaveURL(/\/stats\/details\/compare\?years=2025&locations=[^,&]+,[^,&]+$/)
  })

  for (const [view, label, tag] of [
    ['map', 'Map', 'fw-location-map'],
    ['list', 'List', 'fw-locations-table'],
    ['grid', 'Grid', 'fw-location-grid'],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`the ${view} view has no serious or critical axe violations in ${theme}`, async ({ page }) => {
        await page.addInitScript((chosen) => localStorage.setItem('fireworks-dashboard-theme', chosen), theme)
        await signInBeforeLoad(page, admin)
        await page.goto(`/stats/locations/${view}`)
        await expect(page.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page')
        await expect(page.locator(tag)).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('data-fw-theme', theme)
        expect(await graveAxeViolations(page)).toEqual([])
      })
    }
  }

  test('below 1280 px the sidebar is a slide-over sheet that Ctrl+B opens', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 })
    await signInBeforeLoad(page, admin)
    await page.goto('/stats/locations/grid')
    await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('complementary', { name: 'Locations sidebar' })).toHaveCount(0)
    await page.keyboard.press('Control+b')
    const sheet = page.getByRole('dialog', { name: 'Locations sidebar' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'page')
    await sheet.getByRole('link', { name: 'List' }).click()
    await expect(page).toHaveURL(/\/stats\/locations\/list$/)
    await expect(sheet).toBeHidden()
  })
})

test.describe('the service worker', () => {
  test('precaches the shell and none of the API', async ({ request }) => {
    const worker = await request.get('/sw.js')
    expect(worker.ok()).toBe(true)
    expect(worker.headers()['content-type']).toContain('javascript')
    const source = await worker.text()
    const precache = JSON.parse(/const PRECACHE = (\[.*\])/.exec(source)?.[1] ?? '[]') as string[]
    expect(precache).toContain('/')
    expect(precache.some((path) => /^\/assets\/index-.+\.js$/.test(path))).toBe(true)
    expect(precache.filter((path) => path.startsWith('/api'))).toEqual([])
  })
})

test.describe('the scripts', () => {
  test("open with Chromium's compile hint, the shell's and the autoloader's alike", async ({ request }) => {
    const precache = JSON.parse(/const PRECACHE = (\[.*\])/.exec(await (await request.get('/sw.js')).text())?.[1] ?? '[]') as string[]
    const scripts = [...precache.filter((path) => path.endsWith('.js')), '/dist/autoloader.js']
    expect(scripts.length).toBeGreaterThan(10)
    for (const path of scripts) {
      const answer = await request.get(path)
      expect(answer.ok(), path).toBe(true)
      expect((await answer.text()).split('\n')[0], path).toBe(EAGER_COMPILE_HINT)
    }
  })
})

test.describe('the admin panel', () => {
  test("tells a plain user 'Access Denied' on an admin URL and offers no Admin Panel", async ({ page }) => {
    const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
    const login = await api.post('/api/auth/login', { data: PLAIN_USER })
    expect(login.ok()).toBe(true)
    const { data } = (await login.json()) as { data: { access_token: string; expires_in: number; user: StoredSessionValues['user'] } }
    // The calls behind the admin screens answer 403 to the same user: the panel's guard is not the only one.
    for (const call of ADMIN_API_CALLS) {
      const answer = await api.fetch(call.path, { method: call.method, headers: { Authorization: `Bearer ${data.access_token}` }, data: call.body })
      expect(answer.status(), `${call.method} ${call.path}`).toBe(403)
    }
    await api.dispose()
    await signInBeforeLoad(page, { token: data.access_token, expiresIn: data.expires_in, user: data.user })

    for (const path of ADMIN_PATHS) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Access Denied' }), path).toBeVisible()
      await expect(page.getByText("You don't have permission to access the admin panel.")).toBeVisible()
    }

    await page.goto('/stats/locations/list')
    await page.getByRole('button', { name: /^User menu for shell-e2e-user \(user\)/ }).click()
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0)
  })
})
