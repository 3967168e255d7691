// @vitest-environment jsdom
// The orders table on a phone: its box narrower than NARROW_TABLE_MAX_PX keeps the date, total and
// state, and each row's button (or the arrow keys on a focused row) opens the other columns under it,
// on the first page drawn while the rest of the season streams in as on every row.
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { summariseOrder } from '../../src/analytics/order-summary'
import type { Order } from '../../src/contract/square-order'
import { FULL_RANGE } from '../../src/season'
import { WidgetRoot } from '../widget-kit'
import { toOrderRows } from './order-rows'
import { OrdersTableView } from './orders-table-view'
import { sortRows } from './sort-rows'
import type { ShownRows } from './use-shown-rows'

const LA = 'America/Los_Angeles'

/** Six COMPLETED orders on July 1 2025, an hour apart from 18:00 UTC. */
const orders: Order[] = Array.from({ length: 6 }, (_, index) =>
  order({
    id: `O${index}`,
    createdAt: new Date(Date.parse('2025-07-01T18:00:00.000Z') + index * 3_600_000).toISOString(),
    lines: [line({ name: 'Rocket', gross: 1_000, quantity: '2' }), line({ name: 'Fountain', gross: 500 })],
    tender: index % 2 ? 'CARD' : 'CASH',
  }),
)

function renderView(opened: string[] = [], showZone = false, shown?: ShownRows) {
  return render(
    <WidgetRoot
      token="test-token"
      onEvent={(event) => {
        if (event.type !== 'fw-navigate') return
        event.preventDefault()
        opened.push((event.detail as { href: string }).href)
      }}
    >
      <OrdersTableView locationId="L1" locationName="Oakdale Tent" timeZone={LA} years={[2025]} days={FULL_RANGE} rows={toOrderRows(orders.map(summariseOrder), LA)} fixedRect={{ width: 358, height: 640 }} showZone={showZone} shown={shown} />
    </WidgetRoot>,
  )
}

const orderRows = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr.fw-orders-row')]
const headers = () => within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent)

/** A phone: every box measures 358 px wide (jsdom lays nothing out). */
function onAPhone() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 358, height: 640, top: 0, left: 0, right: 358, bottom: 640, x: 0, y: 0 } as DOMRect)
}

beforeEach(() => vi.restoreAllMocks())
afterEach(() => vi.restoreAllMocks())

describe('the orders table on a phone', () => {
  it('shows every column where it has room', () => {
    renderView()
    expect(headers()).toEqual(['Date & Time', 'Items', 'Total', 'State', 'Count', 'Payment'])
    expect(screen.queryByRole('button', { name: /^Details of/ })).toBeNull()
  })

  it('keeps date, total and state, and opens the items, count and payment under a row with its button', () => {
    onAPhone()
    const opened: string[] = []
    renderView(opened)
    expect(headers()).toEqual(['Date & Time', 'Total', 'State', 'Details'])
    expect(orderRows()[0]!.textContent).toBe('7/1/2025, 4:00 PM$15.00COMPLETED')
    const toggle = screen.getByRole('button', { name: 'Details of order of 7/1/2025, 4:00 PM' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // The button's own click opens nothing else (the row's click opens the invoice).
    expect(opened).toEqual([])
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect([...details.querySelectorAll('[data-detail]')].map((entry) => entry.textContent)).toEqual(['ItemsRocket, Fountain', 'Count3', 'PaymentCARD'])
    expect(document.querySelector('table')).toHaveAttribute('aria-rowcount', String(6 + 1 + 1))
    fireEvent.click(toggle)
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeNull()
  })

  it('opens and closes a focused row with the arrow keys, and moves down past open details', () => {
    onAPhone()
    renderView()
    const first = orderRows()[0]!
    act(() => first.focus())
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(first.querySelector('button')).toHaveAttribute('aria-expanded', 'true')
    expect(first.nextElementSibling).toHaveClass('fw-row-details')
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(orderRows()[1])
    fireEvent.keyDown(orderRows()[1]!, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(orderRows()[0])
    fireEvent.keyDown(orderRows()[0]!, { key: 'ArrowLeft' })
    expect(orderRows()[0]!.querySelector('button')).toHaveAttribute('aria-expanded', 'false')
    expect(document.querySelector('.fw-row-details')).toBeNull()
  })

  it('lets only the focused row\u2019s button into the tab order', () => {
    onAPhone()
    renderView()
    const tabbable = [...document.querySelectorAll('tbody button')].filter((button) => button.getAttribute('tabindex') === '0')
    expect(tabbable).toHaveLength(1)
    expect(orderRows()[0]!.contains(tabbable[0]!)).toBe(true)
  })

  it('keeps its phone columns and opens a row on the first page, while the rest of the season is on its way', () => {
    onAPhone()
    const all = sortRows(toOrderRows(orders.map(summariseOrder), LA), 'createdAt', 'desc')
    renderView([], false, { rows: all.slice(0, 3), count: all.length, complete: false, inView: true, sort: { column: 'createdAt', order: 'desc' }, received: 0 })
    expect(screen.getByRole('status')).toHaveTextContent('Showing the first 3 of 6 orders; the rest are on their way.')
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    expect(headers()).toEqual(['Date & Time', 'Total', 'State', 'Details'])
    expect(orderRows().map((row) => row.textContent)).toEqual(['7/1/2025, 4:00 PM$15.00COMPLETED', '7/1/2025, 3:00 PM$15.00COMPLETED', '7/1/2025, 2:00 PM$15.00COMPLETED'])
    const toggle = screen.getByRole('button', { name: 'Details of order of 7/1/2025, 3:00 PM' })
    fireEvent.click(toggle)
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect([...details.querySelectorAll('[data-detail]')].map((entry) => entry.textContent)).toEqual(['ItemsRocket, Fountain', 'Count3', 'PaymentCASH'])
  })

  it("says each date's zone when the chain keeps several clocks", () => {
    renderView([], true)
    expect(orderRows()[0]!.cells[0]!.textContent).toBe('7/1/2025, 4:00 PM PDT')
  })
})
