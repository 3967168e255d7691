import type { Story, StoryDefault } from '@ladle/react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useMemo, useRef, useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { Badge } from './badge'
import { SortableHeader, TableCell, TableEmptyRow, TableHeader, TableRow, TableShell, TableSpacerRow, type SortDirection } from './table-shell'

export default { title: 'UI kit / Table shell' } satisfies StoryDefault

interface Row {
  id: string
  state: 'COMPLETED' | 'OPEN' | 'CANCELED'
  cents: number
}

const STATES = ['COMPLETED', 'OPEN', 'CANCELED'] as const
const STATE_BADGE = { COMPLETED: 'success', OPEN: 'info', CANCELED: 'destructive' } as const

function makeRows(count: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({ id: `ORD-${String(i + 1).padStart(5, '0')}`, state: STATES[i % 7 === 0 ? 2 : i % 5 === 0 ? 1 : 0], cents: ((i * 7919) % 20_000) + 199 }))
}

const COLUMNS = 3

/** A virtualised, sortable orders table: the shape the orders widget builds on the shell. */
function OrdersTable({ count }: { count: number }) {
  const [sort, setSort] = useState<{ key: 'id' | 'cents'; direction: 'asc' | 'desc' }>({ key: 'id', direction: 'desc' })
  const rows = useMemo(() => {
    const sign = sort.direction === 'asc' ? 1 : -1
    return makeRows(count).sort((a, b) => sign * (sort.key === 'id' ? a.id.localeCompare(b.id) : a.cents - b.cents))
  }, [count, sort])
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => 64, overscan: 10 })
  const items = virtualizer.getVirtualItems()
  const before = items[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  const direction = (key: 'id' | 'cents'): SortDirection => (sort.key === key ? sort.direction : false)
  const sortBy = (key: 'id' | 'cents') => setSort({ key, direction: sort.key === key && sort.direction === 'desc' ? 'asc' : 'desc' })

  return (
    <TableShell label={`${count.toLocaleString('en-US')} orders`} height={400} scrollRef={scrollRef} rowCount={rows.length + 1} layout="fixed">
      <thead>
        <tr aria-rowindex={1}>
          <SortableHeader direction={direction('id')} onSort={() => sortBy('id')}>
            Order
          </SortableHeader>
          <TableHeader>State</TableHeader>
          <SortableHeader direction={direction('cents')} onSort={() => sortBy('cents')} align="end">
            Total
          </SortableHeader>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? <TableEmptyRow colSpan={COLUMNS}>No orders found.</TableEmptyRow> : null}
        <TableSpacerRow height={before} colSpan={COLUMNS} />
        {items.map((item) => {
          const row = rows[item.index]!
          return (
            <TableRow key={row.id} rowIndex={item.index + 2} style={{ height: 64 }} onActivate={() => console.info('open', row.id)}>
              <TableCell>{row.id}</TableCell>
              <TableCell>
                <Badge variant={STATE_BADGE[row.state]}>{row.state}</Badge>
              </TableCell>
              <TableCell align="end">${(row.cents / 100).toFixed(2)}</TableCell>
            </TableRow>
          )
        })}
        <TableSpacerRow height={after} colSpan={COLUMNS} />
      </tbody>
    </TableShell>
  )
}

export const Default: Story = () => <OrdersTable count={200} />
/** 50,000 rows: only the visible window is in the DOM. */
export const Large: Story = () => <OrdersTable count={50_000} />
export const Empty: Story = () => <OrdersTable count={0} />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <OrdersTable count={200} />
  </WidgetFrame>
)
