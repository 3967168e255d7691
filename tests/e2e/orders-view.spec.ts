// The orders tab as staff leave it, in Chromium against `npm start` with the demo season: the
// table's sort, the states shown and the visible columns go into the URL, so a reload, an invoice
// opened and Back, or a copied link all show the table as it was left.
import { expect, test, type Locator, type Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { adminWithLocation, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { expectSorted, moneyValue, renderedRows } from './order-expectations'
import { baseUrl } from './server-info'

test.use({ baseURL: baseUrl() })

let session: StoredSessionValues
let location: Location

test.beforeAll(async () => {
  ;({ session, location } = await adminWithLocation([2025]))
})

const ordersPath = () => `/stats/details/location/${encodeURIComponent(location.id)}/orders`
const table = (page: Page) => page.locator('fw-orders-table')
const totalHeader = (page: Page) => table(page).getByRole('columnheader', { name: 'Total' })

/** The Total column of the rows drawn, first first (Total is the third column unless columns are hidden). */
async function totals(orders: Locator, index = 2): Promise<number[]> {
  return (await renderedRows(orders)).map((cells) => moneyValue(cells[index]!))
}

async function expectTotalsAscending(page: Page): Promise<void> {
  await expect(totalHeader(page)).toHaveAttribute('aria-sort', 'ascending')
  const shown = await totals(table(page))
  expect(shown.length).toBeGreaterThan(5)
  expectSorted(shown, (a, b) => a - b)
}

test("the orders table's sort survives a reload and Back from an invoice", async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto(`${ordersPath()}?years=2025`)
  await expect(table(page).getByRole('heading', { level: 2 })).toContainText('in 2025')
  // Newest first by default, with nothing about the sort in the URL.
  await expect(table(page).getByRole('columnheader', { name: 'Date & Time' })).toHaveAttribute('aria-sort', 'descending')
  expect(new URL(page.url()).searchParams.has('sort')).toBe(false)

  await table(page).getByRole('button', { name: 'Total', exact: true }).click()
  await expect(totalHeader(page)).toHaveAttribute('aria-sort', 'descending')
  await table(page).getByRole('button', { name: 'Total', exact: true }).click()
  await expect(page).toHaveURL(/[?&]sort=total\.asc(&|$)/)
  await expectTotalsAscending(page)

  await page.reload()
  await expectTotalsAscending(page)

  // Open the first order's invoice, then come back.
  await table(page).locator('tbody tr.fw-orders-row').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/orders\/2025\//)
  await expect(page.locator('fw-order-invoice').getByRole('heading', { level: 2 })).toContainText('Order #')
  await page.goBack()
  await expect(page).toHaveURL(/[?&]sort=total\.asc(&|$)/)
  await expectTotalsAscending(page)
})

test('the states shown and the visible columns survive a reload too', async ({ page }) => {
  await signInBeforeLoad(page, session)
  await page.goto(`${ordersPath()}?years=2025`)
  const title = table(page).getByRole('heading', { level: 2 })
  await expect(title).toContainText('in 2025')
  const completedOnly = await title.textContent()

  await table(page).getByRole('checkbox', { name: 'Canceled' }).check()
  await expect(page).toHaveURL(/[?&]states=COMPLETED,CANCELED(&|$)/)
  await table(page).getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Payment' }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/[?&]columns=createdAt,items,total,state,count(&|$)/)
  const withCanceled = await title.textContent()
  expect(withCanceled).not.toBe(completedOnly)

  await page.reload()
  await expect(title).toHaveText(withCanceled!)
  await expect(table(page).getByRole('checkbox', { name: 'Canceled' })).toBeChecked()
  await expect(table(page).getByRole('columnheader')).toHaveText(['Date & Time', 'Items', 'Total', 'State', 'Count'])

  // Back to the defaults: the URL is bare again.
  await table(page).getByRole('checkbox', { name: 'Canceled' }).uncheck()
  await table(page).getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Payment' }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(new RegExp(`/orders\\?years=2025$`))
  await expect(title).toHaveText(completedOnly!)
})
