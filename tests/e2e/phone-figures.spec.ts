// The figures on a phone (390 × 844), in Chromium against `npm start` with the demo season, signed
// in as admin: on the orders table, Season Pace, the invoice and compare every cell that shows an
// amount or a percentage shows its whole text — the text fits its own box (scrollWidth ≤
// clientWidth) and the box sits inside the table's scroll area without scrolling it sideways, so
// "▼ -3." or "$140.8" can never be what a reader sees. The tables choose their columns on a phone
// (orders: date, total, state; pace: stand, pace; invoice: item, qty, amount) and open the rest
// under a row, by pointer or keyboard, the button saying whether it is open.
import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { apiLocations, apiLogin, locationWithSales, signInBeforeLoad, type StoredSessionValues } from './expected-figures'
import { baseUrl } from './server-info'
import { nextFrames } from './frames'

const PHONE = { width: 390, height: 844 }
test.use({ baseURL: baseUrl(), viewport: PHONE })

let admin: StoredSessionValues
let stand: Location
let other: Location
/** The season's largest order: the widest amounts an invoice shows. */
let biggest: Order

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
  admin = await apiLogin(api)
  const locations = await apiLocations(api, admin.token)
  stand = locationWithSales(locations, [2024, 2025])
  other = locations.find((candidate) => candidate.status === 'ACTIVE' && candidate.id !== stand.id && (candidate.stats['2025']?.totalNetSales ?? 0) > 0)!
  const answer = await api.get('/api/square/orders', { params: { locationId: stand.id, year: 2025 }, headers: { Authorization: `Bearer ${admin.token}` } })
  const orders = ((await answer.json()) as { data: { orders: Order[] } }).data.orders
  biggest = orders.filter((order) => order.state === 'COMPLETED').sort((a, b) => (b.total_money?.amount ?? 0) - (a.total_money?.amount ?? 0))[0]!
  await api.dispose()
})

interface CellReading {
  text: string
  /** The text is wider than its box. */
  overflows: boolean
  /** The box runs past the visible part of the scroll area holding it. */
  clipped: boolean
}

/**
 * Every cell of `host`'s shadow root showing an amount or a percentage: its text, and whether the
 * text overflows its box or the box is cut by its scroll area.
 */
function figureCells(host: Locator): Promise<CellReading[]> {
  return host.evaluate((element) => {
    const root = element.shadowRoot!
    // What is drawn: the charts' data tables are for screen readers only (visually hidden).
    const cells = [...root.querySelectorAll<HTMLElement>('td, dd')].filter(
      (cell) => /\$\d|\d%/.test(cell.textContent ?? '') && cell.getClientRects().length > 0 && cell.closest('.fw-visually-hidden') === null,
    )
    const scroller = (cell: HTMLElement): HTMLElement | null => {
      for (let node = cell.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return node
      }
      return null
    }
    return cells.map((cell) => {
      const box = cell.getBoundingClientRect()
      const area = scroller(cell)?.getBoundingClientRect()
      return {
        text: (cell.textContent ?? '').trim(),
        overflows: cell.scrollWidth > cell.clientWidth,
        clipped: area !== undefined && (box.left < area.left - 0.5 || box.right > area.right + 0.5),
      }
    })
  })
}

/** Reads `host`'s figure cells and expects every one whole; returns how many were read. */
async function expectWholeFigures(host: Locator, what: string): Promise<number> {
  const cells = await figureCells(host)
  const cut = cells.filter((cell) => cell.overflows || cell.clipped)
  expect(cut, `${what}: cells whose figure is cut`).toEqual([])
  return cells.length
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await nextFrames(page)
}

const columnHeaders = (table: Locator) => table.getByRole('columnheader').allTextContents()

test('the orders keep date, total and state on a phone, each total whole, and open the rest under a row by keyboard', async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto(`/stats/details/location/${encodeURIComponent(stand.id)}/orders?years=2025`)
  const host = page.locator('fw-orders-table')
  const table = host.getByRole('table')
  await expect(table.locator('tbody tr.fw-orders-row').first()).toBeVisible()
  await settled(page)
  expect(await columnHeaders(table)).toEqual(['Date & Time', 'Total', 'State', 'Details'])
  expect(await expectWholeFigures(host, 'orders')).toBeGreaterThan(5)

  // Sorted largest first, the widest totals are on screen.
  await table.getByRole('button', { name: 'Total' }).click()
  await expect(table.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending')
  expect(await expectWholeFigures(host, 'orders by total')).toBeGreaterThan(5)

  // The keyboard: Tab reaches the first row's button; Enter opens the details beneath, and says so.
  const firstRow = table.locator('tbody tr.fw-orders-row').first()
  const toggle = firstRow.getByRole('button', { name: /^Details of order of / })
  await toggle.focus()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const details = host.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
  await expect(details).toBeVisible()
  await expect(details.locator('dt')).toHaveText(['Items', 'Count', 'Payment'])
  // The button opened the details, not the invoice.
  expect(new URL(page.url()).pathname).toMatch(/\/orders$/)
  expect(await expectWholeFigures(host, 'orders with a row open')).toBeGreaterThan(5)
  await page.keyboard.press('Enter')
  await expect(details).toHaveCount(0)
})

test("Season Pace keeps each stand and its pace on a phone, every pace and amount whole", async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto('/stats/pace?city=')
  const host = page.locator('fw-season-pace')
  const table = host.getByRole('table', { name: /^Pace by location/ })
  await expect(table.locator('tbody tr[data-location-id]').first()).toBeVisible()
  await settled(page)
  expect(await columnHeaders(table)).toEqual(['Location', 'Pace', 'Details'])
  const paces = await table.locator('tbody:not(.fw-pace-closed) td[data-column="pace"]').allTextContents()
  expect(paces.filter((text) => /%$/.test(text)).length).toBeGreaterThan(5)
  // Every pace reads to its tenth: "▼ -3.2%", never "▼ -3.".
  for (const text of paces) expect(text).toMatch(/^(▲ \+|▼ -)?\d+(\.\d)?%$|^(New|—)$/)
  // The stands closed this season stay apart on a phone too, and say so in their pace's place.
  const closedPaces = await table.locator('tbody.fw-pace-closed td[data-column="pace"]').allTextContents()
  expect(closedPaces.length).toBeGreaterThan(0)
  for (const text of closedPaces) expect(text).toBe('Closed')
  expect(await expectWholeFigures(host, 'pace')).toBeGreaterThan(5)
  // The rest of a stand under its row, amounts whole there too.
  const row = table.locator('tbody tr[data-location-id]').first()
  await row.getByRole('button', { name: /^Details of / }).click()
  await expect(row.getByRole('button', { name: /^Details of / })).toHaveAttribute('aria-expanded', 'true')
  await expect(table.locator('.fw-row-details dt')).toHaveText([/^Net Sales 2025/, /^Net Sales 2024/, 'Last Payment'])
  expect(await expectWholeFigures(host, 'pace with a row open')).toBeGreaterThan(6)
})

test('the invoice keeps item, quantity and amount on a phone, and every amount of its receipt is whole', async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto(`/stats/details/location/${encodeURIComponent(stand.id)}/orders/2025/${encodeURIComponent(biggest.id)}`)
  const host = page.locator('fw-order-invoice')
  const items = host.getByRole('table', { name: 'Items' })
  await expect(items).toBeVisible()
  await settled(page)
  expect(await columnHeaders(items)).toEqual(['Item', 'Qty', 'Amount', 'Details'])
  await expect(items.locator('tfoot tr[data-figure="total"] td').first()).toHaveText(`$${((biggest.total_money?.amount ?? 0) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
  expect(await expectWholeFigures(host, 'invoice')).toBeGreaterThan(4)
  // Every line open: its price each, whole.
  for (const toggle of await items.getByRole('button', { name: /^Details of / }).all()) await toggle.click()
  await expect(items.locator('.fw-row-details dt').first()).toHaveText('Each')
  expect(await expectWholeFigures(host, 'invoice with its lines open')).toBeGreaterThan(4)
})

test("compare's figures stand apart on a phone, each whole", async ({ page }) => {
  await signInBeforeLoad(page, admin)
  await page.goto(`/stats/details/compare?years=2025&locations=${encodeURIComponent(stand.id)},${encodeURIComponent(other.id)}`)
  const host = page.locator('fw-compare')
  await expect(host.locator('.fw-compare-card [data-figure="netSales"] dd').first()).toBeVisible()
  await settled(page)
  expect(await expectWholeFigures(host, 'compare')).toBeGreaterThanOrEqual(4)
  // No two figures of a card overlap.
  const boxes = await host.locator('.fw-compare-card').first().locator('.fw-compare-figures > div').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect))
  expect(boxes).toHaveLength(3)
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5
      expect(apart, `figures ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true)
    }
  }
})
