// The orders table itself: a virtualised body under a sticky, sortable header (ui-kit's table
// shell). Only the rows in view (and 10 either side) are in the DOM, 64 px each; spacer rows stand
// in for the rest and aria-rowcount/aria-rowindex tell screen readers the true size. Each row links
// to its invoice; the arrow keys, Page Up/Down, Home and End move between rows, Enter opens one.
// Printed, it draws every row.
import type { Rect } from '@tanstack/react-virtual'
import { memo, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useVirtualRows, WidgetLink } from '../widget-kit'
import { formatCount, formatMoney } from '../../src/format'
import { formatDateTime } from '../../src/format/date-time'
import { Badge, SortableHeader, TableCell, TableEmptyRow, TableRow, TableShell, TableSpacerRow, type BadgeVariant } from '../ui-kit'
import type { ColumnId, OrdersColumn, SortOrder } from './columns'
import type { OrderRow } from './order-rows'

/** The virtualiser knows each row by its order id; drawn rows are recycled by slot. */
const orderRowKey = (row: OrderRow) => row.id

/** docs/screens.md#numbers-the-screens-keep: the orders table's row height, and its height (the viewport less 200 px). */
export const ORDER_ROW_HEIGHT = 64
export const ORDERS_TABLE_HEIGHT = 'calc(100dvh - 200px)'
/** Where a row's link points unless the host gives a link-template. */
export const DEFAULT_ORDER_LINK = '/stats/details/location/{locationId}/orders/{year}/{orderId}'

const STATE_BADGES: Partial<Record<string, BadgeVariant>> = { COMPLETED: 'success', OPEN: 'info', CANCELED: 'destructive' }

export function stateBadgeVariant(state: string): BadgeVariant {
  return STATE_BADGES[state] ?? 'neutral'
}

export interface OrdersGridProps {
  /** The table's accessible name. */
  label: string
  locationId: string
  timeZone: string
  /** Filtered and sorted. */
  rows: readonly OrderRow[]
  /** The visible columns, in order. */
  columns: readonly OrdersColumn[]
  sort: { column: ColumnId; order: SortOrder }
  onSort: (column: ColumnId) => void
  emptyText: string
  height?: number | string
  /** A fixed size for the scroll area instead of measuring it (tests: jsdom lays nothing out). */
  fixedRect?: Rect
}

function cellContent(column: OrdersColumn, row: OrderRow, timeZone: string): ReactNode {
  switch (column.id) {
    case 'createdAt':
      return formatDateTime(row.createdMs, timeZone)
    case 'items':
      return (
        <span className="fw-orders-items" title={row.items}>
          {row.items}
        </span>
      )
    case 'total':
      return formatMoney(row.totalCents)
    case 'state':
      return <Badge variant={stateBadgeVariant(row.state)}>{row.state}</Badge>
    case 'count':
      return formatCount(row.count)
    case 'payment':
      return row.payment
  }
}

const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'])

export function OrdersGrid(props: OrdersGridProps) {
  const { label, locationId, timeZone, rows, columns, sort, onSort, emptyText, height = ORDERS_TABLE_HEIGHT, fixedRect } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const virtual = useVirtualRows({ items: rows, keyOf: orderRowKey, rowHeight: ORDER_ROW_HEIGHT, scrollRef, viewport: fixedRect, printAll: true, recycleRows: true })
  const [activeIndex, setActiveIndex] = useState(0)
  const focusPending = useRef(false)
  const active = Math.min(activeIndex, Math.max(0, rows.length - 1))
  const tabbable = virtual.rows.some((row) => row.index === active) ? active : (virtual.rows[0]?.index ?? 0)
  const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ORDER_ROW_HEIGHT * 10) / ORDER_ROW_HEIGHT) - 1)

  // Focus follows the keyboard once the row it moved to is rendered (it may need a scroll first).
  useLayoutEffect(() => {
    if (!focusPending.current) return
    const row = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${active}"]`)
    if (row) {
      focusPending.current = false
      row.focus()
    }
  })

  const { scrollToIndex } = virtual
  // Rows are memoised: a scroll re-renders only the rows that come into view, so the handlers they
  // get stay the same functions and read the latest rows and page size from here.
  const latest = useRef({ count: rows.length, pageRows })
  latest.current = { count: rows.length, pageRows }
  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
      if (event.target !== event.currentTarget) return
      if (event.key === 'Enter') {
        event.preventDefault()
        event.currentTarget.querySelector('a')?.click()
        return
      }
      if (!NAVIGATION_KEYS.has(event.key)) return
      event.preventDefault()
      const { count, pageRows: page } = latest.current
      const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1, PageDown: index + page, PageUp: index - page }[event.key] ?? index
      const next = Math.max(0, Math.min(count - 1, target))
      setActiveIndex(next)
      focusPending.current = true
      scrollToIndex(next)
    },
    [scrollToIndex],
  )

  return (
    <TableShell label={label} height={height} scrollRef={scrollRef} rowCount={rows.length + 1} layout="fixed" className="fw-orders-scroll">
      <colgroup>
        {columns.map((column) => (
          <col key={column.id} style={column.width === 'auto' ? undefined : { width: column.width }} />
        ))}
      </colgroup>
      <thead>
        <tr aria-rowindex={1}>
          {columns.map((column) => (
            <SortableHeader key={column.id} align={column.align} direction={sort.column === column.id ? sort.order : false} onSort={() => onSort(column.id)}>
              {column.header}
            </SortableHeader>
          ))}
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {rows.length === 0 ? <TableEmptyRow colSpan={columns.length}>{emptyText}</TableEmptyRow> : null}
        <TableSpacerRow height={virtual.before} colSpan={columns.length} />
        {virtual.rows.map(({ item, index, key }) => (
          <OrdersRow
            key={key}
            row={item}
            index={index}
            tabbable={index === tabbable}
            columns={columns}
            timeZone={timeZone}
            locationId={locationId}
            onKeyDown={onRowKeyDown}
            onFocusRow={setActiveIndex}
          />
        ))}
        <TableSpacerRow height={virtual.after} colSpan={columns.length} />
      </tbody>
    </TableShell>
  )
}

interface OrdersRowProps {
  row: OrderRow
  index: number
  /** The row that takes the table's one tab stop. */
  tabbable: boolean
  columns: readonly OrdersColumn[]
  timeZone: string
  locationId: string
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number) => void
  onFocusRow: (index: number) => void
}

function followRowLink(event: MouseEvent<HTMLTableRowElement>): void {
  // A click on the link itself is the link's; anywhere else on the row follows it too.
  if ((event.target as Element).closest('a')) return
  event.currentTarget.querySelector('a')?.click()
}

/** One order: its link in the first visible cell, the rest as text. */
const OrdersRow = memo(function OrdersRow({ row, index, tabbable, columns, timeZone, locationId, onKeyDown, onFocusRow }: OrdersRowProps) {
  return (
    <TableRow
      data-index={index}
      data-interactive
      rowIndex={index + 2}
      tabIndex={tabbable ? 0 : -1}
      className="fw-orders-row"
      style={ROW_STYLE}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(index)
      }}
      onClick={followRowLink}
      onKeyDown={(event) => onKeyDown(event, index)}
    >
      {columns.map((column, columnIndex) => (
        <TableCell key={column.id} align={column.align}>
          {columnIndex === 0 ? (
            <WidgetLink className="fw-orders-link" tabIndex={-1} defaultTemplate={DEFAULT_ORDER_LINK} params={{ locationId, year: row.year, orderId: row.id, id: locationId }}>
              {cellContent(column, row, timeZone)}
            </WidgetLink>
          ) : (
            cellContent(column, row, timeZone)
          )}
        </TableCell>
      ))}
    </TableRow>
  )
})

const ROW_STYLE = { height: ORDER_ROW_HEIGHT }
