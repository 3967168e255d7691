// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { line, order, usd } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import { sessionPlaceFor } from '../../src/api/session-place'
import { writeStoredSession } from '../../src/api/stored-session'
import type { Order } from '../../src/contract/square-order'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { restoreSession } from '../../src/stores/session'
import { OrderInvoiceView } from './order-invoice-view'
import './order-invoice.element'

const LA = 'America/Los_Angeles'
const location = {
  ...fakeLocation('L1', 'Oakdale Tent', LA, [2024, 2025]),
  businessName: 'Boom Town Fireworks',
  address: { addressLine1: '12 Main St', locality: 'OAKDALE', postalCode: '95361' },
}

const sale: Order = order({
  id: 'ORDER-ABCDEFGH12345678',
  createdAt: '2025-07-05T04:15:00.000Z',
  lines: [
    { ...line({ name: 'Rocket', variationName: '3-Pack', gross: 1_600, quantity: '2', additiveTax: 120 }), note: 'gift wrap', base_price_money: usd(800) },
    { ...line({ name: 'Snaps', gross: 300, discount: 50 }), modifiers: [{ uid: 'm', name: 'Extra box', total_price_money: usd(100) }] },
  ],
  tip: 200,
  extra: {
    tenders: [
      { id: 't1', type: 'CARD', created_at: '2025-07-05T04:16:00.000Z', amount_money: usd(2_170), tip_money: usd(200), card_details: { card: { card_brand: 'VISA', last_4: '4242' } } },
    ],
  },
})

/** A figure of the receipt's foot (its amount cell), or the item count above the lines. */
const summaryFigure = (name: string, root: ParentNode = document) =>
  root.querySelector(`tr[data-figure="${name}"] td, [data-figure="${name}"] .fw-invoice-count`)?.textContent

describe('OrderInvoiceView', () => {
  it('heads the invoice with the number, local date, state and the location', () => {
    render(<OrderInvoiceView order={sale} location={location} showRaw={false} />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Order #12345678')
    expect(document.querySelector('.fw-invoice-date')).toHaveTextContent('7/4/2025, 9:15 PM')
    expect(document.querySelector('.fw-badge')).toHaveTextContent('COMPLETED')
    expect(document.querySelector('.fw-badge')).toHaveAttribute('data-variant', 'success')
    expect(document.querySelector('address')).toHaveTextContent('Oakdale TentBoom Town Fireworks12 Main StOakdale 95361')
  })

  it("sums the order from its money fields: subtotal is total less tax less tip, beneath the lines", () => {
    render(<OrderInvoiceView order={sale} location={location} showRaw={false} />)
    // total = 1,600 + 120 tax + 300 − 50 + 200 tip = 2,170
    expect(summaryFigure('itemCount')).toBe('3')
    expect(summaryFigure('total')).toBe('$21.70')
    expect(summaryFigure('tax')).toBe('$1.20')
    expect(summaryFigure('tip')).toBe('$2.00')
    expect(summaryFigure('subtotal')).toBe('$18.50')
    expect(summaryFigure('discount')).toBe('-$0.50')
  })

  it('lists items with variation, note, each price, modifiers and discount, each amount before tax, and payments with the card', () => {
    render(<OrderInvoiceView order={sale} location={location} showRaw={false} />)
    const items = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row')
    // 2 × $8.00 before its $1.20 tax: $16.00, as Square's receipt reads it (not $17.20 with the tax).
    expect(items[1]).toHaveTextContent('Rocket3-PackNote: gift wrap2$8.00$16.00')
    expect(items[2]).toHaveTextContent('Snaps+ Extra box $1.00Discount -$0.50')
    expect(items[2]).toHaveTextContent(/\$2\.50$/)
    // Under the lines: subtotal, the discounts already in them, tax, tip, total.
    expect(items.slice(3).map((row) => row.textContent)).toEqual([
      'Subtotal$18.50',
      'Discounts, taken off the items above-$0.50',
      'Tax$1.20',
      'Tip$2.00',
      'Total$21.70',
    ])
    const payments = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row')
    expect(payments[1]).toHaveTextContent('CARDVISA •••• 42427/4/2025, 9:16 PM$21.70$2.00')
    expect(screen.queryByRole('table', { name: 'Refunds' })).toBeNull()
    expect(screen.queryByRole('table', { name: 'Returns' })).toBeNull()
  })

  it('shows refunds and returns when there are any', () => {
    const back = {
      ...sale,
      refunds: [{ id: 'r1', amount_money: usd(700), reason: 'Dud', status: 'COMPLETED', created_at: '2025-07-05T05:00:00.000Z' }],
      returns: [{ source_order_id: 'SRC-00001111', return_line_items: [{ uid: 'rl', name: 'Rocket', quantity: '1', total_money: usd(700) }] }],
    }
    render(<OrderInvoiceView order={back} location={location} showRaw={false} />)
    expect(screen.getByRole('table', { name: 'Refunds' })).toHaveTextContent('Dud')
    expect(screen.getByRole('table', { name: 'Refunds' })).toHaveTextContent('-$7.00')
    expect(screen.getByRole('table', { name: 'Returns' })).toHaveTextContent('RocketFrom order 000011111-$7.00')
  })

  it('on a phone keeps item, quantity and amount, and opens the rest of a line under it with its button', () => {
    const width = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 358, height: 600 } as DOMRect)
    try {
      render(<OrderInvoiceView order={sale} location={location} showRaw={false} />)
      const table = screen.getByRole('table', { name: 'Items' })
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Item', 'Qty', 'Amount', 'Details'])
      const toggle = within(table).getByRole('button', { name: 'Details of Rocket' })
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      fireEvent.click(toggle)
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const details = document.getElementById(toggle.getAttribute('aria-controls')!)!
      expect(details).toHaveTextContent('Each$8.00')
      fireEvent.click(toggle)
      expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeNull()
      // The foot's amounts stay under Amount.
      expect(within(table).getAllByRole('row').at(-1)!.textContent).toBe('Total$21.70')
    } finally {
      width.mockRestore()
    }
  })

  it('colours the state badge: blue OPEN, red CANCELED, grey otherwise', () => {
    const variants = (['OPEN', 'CANCELED', 'DRAFT'] as const).map((state) => {
      const { container, unmount } = render(<OrderInvoiceView order={{ ...sale, state }} location={location} showRaw={false} />)
      const variant = container.querySelector('.fw-badge')!.getAttribute('data-variant')
      unmount()
      return variant
    })
    expect(variants).toEqual(['info', 'destructive', 'neutral'])
  })

  it('offers admins the raw order, collapsed until asked', () => {
    render(<OrderInvoiceView order={sale} location={location} showRaw />)
    const toggle = screen.getByRole('button', { name: 'Show raw order' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Hide raw order' })).toHaveAttribute('aria-expanded', 'true')
    expect(document.querySelector('.fw-invoice-raw-panel')).toHaveTextContent('ORDER-ABCDEFGH12345678')
  })

  it('marks itself as what the page prints, while shown', () => {
    const { unmount } = render(<OrderInvoiceView order={sale} location={location} showRaw={false} />)
    expect(document.querySelector('article')).toHaveAttribute('data-fw-print-only')
    // jsdom adopts no constructed sheets: the page's print sheet lands in a <style> instead
    expect([...document.head.querySelectorAll('style')].some((style) => style.textContent?.includes('@media print'))).toBe(true)
    unmount()
    expect(document.querySelector('[data-fw-print-only]')).toBeNull()
  })
})

setUpElementTests()

describe('<fw-order-invoice>', () => {
  const api = () => fakeApi([location], { 2025: [sale] })

  it('asks for the order alone, by its id and season', async () => {
    const { root, api: served } = mountElement('fw-order-invoice', { 'location-id': 'L1', year: '2025', 'order-id': sale.id }, api())
    await waitFor(() => expect(root.querySelector('.fw-order-invoice[data-status="ready"]')).not.toBeNull())
    expect(served.calls.filter((call) => call.startsWith('/square/'))).toEqual(['/square/locations', `/square/orders/${sale.id}?locationId=L1&year=2025`])
    expect(summaryFigure('total', root)).toBe('$21.70')
    // signed in with a token only: no admin role known, no raw order
    expect(root.querySelector('.fw-invoice-raw')).toBeNull()
  })

  it('shows the raw order to an admin', async () => {
    // The page (another origin than the API's) keeps its session with that server under our own key.
    const apiBase = 'http://127.0.0.1/api'
    writeStoredSession(localStorage, { access_token: 'admin-token', expires_in: 3600, user: { username: 'admin', roles: ['admin'] } }, undefined, sessionPlaceFor(apiBase))
    restoreSession(apiBase)
    const { root } = mountElement('fw-order-invoice', { 'location-id': 'L1', year: '2025', 'order-id': sale.id }, api(), { token: null })
    await waitFor(() => expect(root.querySelector('.fw-invoice-raw')).not.toBeNull())
  })

  it('says which order was not found in which year', async () => {
    const { root } = mountElement('fw-order-invoice', { 'location-id': 'L1', year: '2025', 'order-id': 'NOPE' }, api())
    await waitFor(() => expect(root.querySelector('.fw-not-found-title')).toHaveTextContent('Order Not Found'))
    expect(root.querySelector('.fw-not-found-message')).toHaveTextContent('Order with ID NOPE was not found in the 2025 data.')
    expect(within(root.querySelector<HTMLElement>('.fw-not-found')!).getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/stats/details/location/L1/orders')
  })

  it('says when the location does not exist', async () => {
    const { root } = mountElement('fw-order-invoice', { 'location-id': 'ZZZ', year: '2025', 'order-id': sale.id }, api())
    await waitFor(() => expect(root.querySelector('.fw-not-found-title')).toHaveTextContent('Location Not Found'))
    expect(within(root.querySelector<HTMLElement>('.fw-not-found')!).getByRole('link', { name: 'Back to the locations' })).toHaveAttribute('href', '/stats/locations/map')
  })
})
