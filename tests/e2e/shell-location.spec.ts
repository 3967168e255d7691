// One location's screen in the shell, in Chromium against `npm start` with the demo season: its
// stats tab, tabs that keep the dates, the picker applied to the URL when it closes, and
// 'Location Not Found' for an unknown id.
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { adminSession, apiLocations, locationWithSales, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'

test.use({ baseURL: baseUrl() })

let admin: StoredSessionValues

test.beforeAll(async () => {
  admin = await adminSession()
})

test.describe('one location', () => {
  test('opens its stats tab, switches tabs keeping the dates, and applies the picker to the URL when it closes', async ({ page }) => {
    await signInBeforeLoad(page, admin)
    const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
    const id = locationWithSales(await apiLocations(api, admin.token), [2024, 2025]).id
    await api.dispose()

    // The index goes to the stats tab.
    await page.goto(`/stats/details/location/${id}?years=2024,2025`)
    await expect(page).toHaveURL(new RegExp(`/stats/details/location/${id}/stats\\?years=2024,2025$`))
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Locations')
    await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('link', { name: 'View in Admin' }).first()).toHaveAttribute('href', `/admin/locations/${id}`)

    // The server's clock is the evening of July 4, 2025: Today picks that day, keeping 2024 to compare with.
    await page.getByRole('button', { name: 'Today' }).click()
    await expect(page).toHaveURL(new RegExp(`/stats/details/location/${id}/stats\\?days=4to4&years=2024,2025$`))

    await page.getByRole('tab', { name: 'Items' }).click()
    await expect(page).toHaveURL(new RegExp(`/stats/details/location/${id}/items\\?days=4to4&years=2024,2025$`))

    await page.getByRole('tab', { name: 'Stats' }).click()
    await page.getByRole('button', { name: /Jul 4/ }).first().click()
    await page.getByRole('button', { name: '2024', exact: true }).click()
    // Nothing changes until the picker closes.
    await expect(page).toHaveURL(/years=2024,2025$/)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(new RegExp(`/stats/details/location/${id}/stats\\?days=4to4&years=2025$`))
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true')
  })

  test("says 'Location Not Found' for an unknown id", async ({ page }) => {
    await signInBeforeLoad(page, admin)
    await page.goto('/stats/details/location/NO-SUCH-PLACE/stats')
    await expect(page.getByRole('heading', { name: 'Location Not Found' })).toBeVisible()
    await expect(page.getByText('The location with ID NO-SUCH-PLACE could not be found.')).toBeVisible()
  })
})
