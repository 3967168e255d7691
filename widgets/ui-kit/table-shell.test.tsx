// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useVirtualRows } from '../widget-kit/rows/virtual-rows'
import { SortableHeader, TableCell, TableEmptyRow, TableHeader, TableRow, TableShell, TableSpacerRow, type SortDirection } from './table-shell'

function Orders({ rows, onOpen = () => {} }: { rows: string[]; onOpen?: (id: string) => void }) {
  const [direction, setDirection] = useState<SortDirection>('desc')
  const sorted = [...rows].sort((a, b) => (direction === 'asc' ? a.localeCompare(b) : b.localeCompare(a)))
  return (
    <TableShell label="Orders" height={400}>
      <thead>
        <tr>
          <SortableHeader direction={direction} onSort={() => setDirection(direction === 'desc' ? 'asc' : 'desc')}>
            Order
          </SortableHeader>
          <TableHeader align="end">Total</TableHeader>
        </tr>
      </thead>
      <tbody>
        {sorted.length === 0 ? <TableEmptyRow colSpan={2}>No orders found.</TableEmptyRow> : null}
        {sorted.map((id) => (
          <TableRow key={id} onActivate={() => onOpen(id)}>
            <TableCell>{id}</TableCell>
            <TableCell align="end">$1.00</TableCell>
          </TableRow>
        ))}
      </tbody>
    </TableShell>
  )
}

const orderIds = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)

describe('TableShell', () => {
  it('is a named table in a focusable, scrollable region of the given height', () => {
    render(<Orders rows={['A1']} />)
    const region = screen.getByRole('region', { name: 'Orders' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region.style.height).toBe('400px')
    expect(within(region).getByRole('table', { name: 'Orders' })).toBeInTheDocument()
  })

  it('sorts from the header button and says how it is sorted with aria-sort', async () => {
    const user = userEvent.setup()
    render(<Orders rows={['A1', 'C3', 'B2']} />)
    const header = screen.getByRole('columnheader', { name: 'Order' })
    expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('columnheader', { name: 'Total' })).not.toHaveAttribute('aria-sort')
    expect(orderIds()).toEqual(['C3', 'B2', 'A1'])
    await user.click(within(header).getByRole('button', { name: 'Order' }))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect(orderIds()).toEqual(['A1', 'B2', 'C3'])
  })

  it('opens a row on click and on Enter', async () => {
    const user = userEvent.setup()
    const onOpen = vi.fn()
    render(<Orders rows={['A1', 'B2']} onOpen={onOpen} />)
    const [, first, second] = screen.getAllByRole('row')
    await user.click(first!)
    expect(onOpen).toHaveBeenLastCalledWith('B2')
    second!.focus()
    await user.keyboard('{Enter}')
    expect(onOpen).toHaveBeenLastCalledWith('A1')
  })

  it('shows the empty text across all columns', () => {
    render(<Orders rows={[]} />)
    const cell = screen.getByRole('cell', { name: 'No orders found.' })
    expect(cell).toHaveAttribute('colspan', '2')
  })
})

const orderNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1)
const orderKey = (order: number) => order

/** The shape each table widget builds: the virtual rows scroll the shell's region. */
function VirtualOrders({ count }: { count: number }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const [orders] = useState(() => orderNumbers(count))
  const virtual = useVirtualRows({ items: orders, keyOf: orderKey, rowHeight: 64, scrollRef, viewport: 320, overscan: 2 })
  return (
    <TableShell label="Orders" height={320} scrollRef={scrollRef} rowCount={count + 1} layout="fixed">
      <thead>
        <tr aria-rowindex={1}>
          <TableHeader>Order</TableHeader>
        </tr>
      </thead>
      <tbody>
        <TableSpacerRow height={virtual.before} colSpan={1} />
        {virtual.rows.map((row) => (
          <TableRow key={row.key} rowIndex={row.index + 2}>
            <TableCell>Order {row.item}</TableCell>
          </TableRow>
        ))}
        <TableSpacerRow height={virtual.after} colSpan={1} />
      </tbody>
    </TableShell>
  )
}

describe('TableShell with a virtualised body', () => {
  it('renders a window of rows, keeps the true row count and fills the rest with one spacer', () => {
    const { container } = render(<VirtualOrders count={50_000} />)
    const table = screen.getByRole('table', { name: 'Orders' })
    expect(table).toHaveAttribute('aria-rowcount', '50001')
    const rendered = container.querySelectorAll('tbody tr:not(.fw-table-spacer)')
    // 320 px at 64 px a row is 5 rows, plus 2 overscan below.
    expect(rendered).toHaveLength(7)
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2')
    const spacers = container.querySelectorAll<HTMLElement>('.fw-table-spacer td')
    expect(spacers).toHaveLength(1)
    expect(spacers[0]!.style.height).toBe(`${(50_000 - 7) * 64}px`)
    expect(spacers[0]!.closest('tr')).toHaveAttribute('aria-hidden', 'true')
  })
})
