// The celebrations' place on the screens, in Chromium against the real server: the toasts keep
// clear of the charts' Bar/Area toggles and expand buttons at every width the charts stand in one
// or two columns (so no scrolling brings a control under a toast), and axe finds no serious or
// critical violation on what this work added — the header's switches, the user menu's Home
// locations dialog and the user dialog's home-locations field — in light and dark, wide and narrow.
import { expect, test } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { postPayment, readyToCelebrate, visibleToasts } from './celebration-helpers'
import { adminWithLocation, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'
import { graveAxeViolations } from './axe'

test.use({ baseURL: baseUrl() })

let admin: StoredSessionValues
let location: Location

test.beforeAll(async () => {
  ;({ session: admin, location } = await adminWithLocation([2024, 2025]))
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

for (const width of [1440, 1280, 1100, 900, 700]) {
  test(`at ${width} px the toasts stand clear of every chart's toggles and expand button`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInBeforeLoad(page, admin)
    await page.goto(`/stats/details/location/${encodeURIComponent(location.id)}/stats?years=2024,2025`)
    await readyToCelebrate(page)
    await expect(page.locator('fw-location-stats .fw-chart-frame-actions').first()).toBeVisible()
    // Three payments arriving more than a second apart: three toasts. Each waits for the toast
    // before it, so a slow machine delivering two together cannot fold them into one.
    for (const [index, amount] of [1_111, 2_222, 3_333].entries()) {
      if (index > 0) await sleep(1_200)
      await postPayment(admin, location.id, amount)
      await expect(visibleToasts(page)).toHaveCount(index + 1)
      // Hovered, sonner holds every toast (none leaves while the next is on its way) and spreads
      // the stack upwards; across, nothing moves.
      await visibleToasts(page).first().hover()
    }
    const toasts = await visibleToasts(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map((box) => [box.left, box.right]))
    const controls = await page
      .locator('fw-location-stats .fw-chart-frame-actions')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map((box) => [box.left, box.right]))
    expect(controls.length).toBeGreaterThanOrEqual(6)
    for (const [toastLeft, toastRight] of toasts) {
      for (const [left, right] of controls) {
        expect(toastRight! <= left! || toastLeft! >= right!, `toast ${toastLeft}–${toastRight} against controls ${left}–${right}`).toBe(true)
      }
    }
  })
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1440, 390]) {
    test(`the switches and the Home locations dialog have no serious or critical axe violation in ${theme} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.addInitScript((chosen) => localStorage.setItem('fireworks-dashboard-theme', chosen), theme)
      await signInBeforeLoad(page, admin)
      await page.goto('/stats/locations/list')
      await expect(page.locator('html')).toHaveAttribute('data-fw-theme', theme)
      await expect(page.getByRole('switch', { name: 'Fireworks' })).toBeVisible()
      await expect(page.getByRole('switch', { name: 'Sound' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await graveAxeViolations(page), 'the header').toEqual([])

      // The user menu is in the sidebar, a sheet on narrow screens.
      if (width < 1280) await page.getByRole('button', { name: 'Toggle Sidebar' }).click()
      await page.getByRole('button', { name: /^User menu for admin/ }).click()
      await page.getByRole('menuitem', { name: 'Home locations' }).click()
      const dialog = page.getByRole('dialog', { name: 'Home locations' })
      await expect(dialog.getByRole('radio', { name: /^Default \(\d+ locations\)$/ })).toBeChecked()
      await dialog.getByRole('radio', { name: 'Choose locations' }).check()
      await expect(dialog.getByRole('checkbox').first()).toBeVisible()
      const box = await dialog.boundingBox()
      expect(box!.width).toBeLessThanOrEqual(width)
      expect(await graveAxeViolations(page), 'the Home locations dialog').toEqual([])
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
    })
  }

  test(`the user dialog's home-locations field has no serious or critical axe violation in ${theme}`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('fireworks-dashboard-theme', chosen), theme)
    await signInBeforeLoad(page, admin)
    await page.goto('/admin/users')
    await expect(page.getByRole('switch', { name: 'Fireworks' })).toBeVisible()
    const users = page.locator('fw-users-admin')
    await users.getByRole('button', { name: 'Edit user admin' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit User' })
    const field = dialog.getByRole('group', { name: 'Home locations' })
    await field.getByRole('radio', { name: 'Choose locations' }).check()
    await expect(field.getByRole('checkbox').first()).toBeVisible()
    expect(await graveAxeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Cancel' }).click()
  })
}
