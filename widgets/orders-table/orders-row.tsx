// One order's row of the orders table (./orders-grid): its link in the first visible cell, the
// other columns as text or a state badge, and on a phone the button that opens its details; with
// what a details row shows for the columns folded into it.
import { memo, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react'
import { formatCount, formatMoney } from '../../src/format'
import { formatDateTime } from '../../src/format/date-time'
import { Badge, RowDetailsToggle, TableCell, TableRow, type BadgeVariant } from '../ui-kit'
import { WidgetLink } from '../widget-kit'
import type { OrdersColumn } from './columns'
import type { OrderRow } from './order-rows'

/** docs/screens.md#numbers-the-screens-keep: the orders table's row height. */
export const ORDER_ROW_HEIGHT = 64

/** Where a row's link points unless the host gives a link-template. */
export const DEFAULT_ORDER_LINK = '/stats/details/location/{locationId}/orders/{year}/{orderId}'

const STATE_BADGES: Partial<Record<string, BadgeVariant>> = { COMPLETED: 'success', OPEN: 'info', CANCELED: 'destructive' }

export function stateBadgeVariant(state: string): BadgeVariant {
  return STATE_BADGES[state] ?? 'neutral'
}

function cellContent(column: OrdersColumn, row: OrderRow, timeZone: string, showZone: boolean): ReactNode {
  switch (column.id) {
    case 'createdAt':
      return formatDateTime(row.createdMs, timeZone, { zone: showZone })
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

/** How a row's toggle names its order: "order of 7/4/2025, 9:15 PM". */
export function orderName(row: OrderRow, timeZone: string, showZone: boolean): string {
  return `order of ${formatDateTime(row.createdMs, timeZone, { zone: showZone })}`
}

/** A folded column's value in the details: the items in full, wrapping; the rest as in the cell. */
export function detailContent(column: OrdersColumn, row: OrderRow, timeZone: string, showZone: boolean): ReactNode {
  return column.id === 'items' ? row.items : cellContent(column, row, timeZone, showZone)
}

interface OrdersRowProps {
  row: OrderRow
  index: number
  /** The row that takes the table's one tab stop. */
  tabbable: boolean
  columns: readonly OrdersColumn[]
  timeZone: string
  showZone: boolean
  locationId: string
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number) => void
  onFocusRow: (index: number) => void
  /** On a phone: whether its details are open, their row's id, and the way to open or close them. */
  details: { open: boolean; id: string; onToggle: (orderId: string) => void } | null
  /** The virtualiser's measuring ref, when rows are measured. */
  measureRef: Ref<HTMLTableRowElement> | undefined
}

function followRowLink(event: MouseEvent<HTMLTableRowElement>): void {
  // A click on the link itself is the link's (and on the details button, the button's); anywhere else on the row follows it too.
  if ((event.target as Element).closest('a, button')) return
  event.currentTarget.querySelector('a')?.click()
}

/** One order: its link in the first visible cell, the rest as text. */
export const OrdersRow = memo(function OrdersRow({ row, index, tabbable, columns, timeZone, showZone, locationId, onKeyDown, onFocusRow, details, measureRef }: OrdersRowProps) {
  return (
    <TableRow
      ref={measureRef}
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
        <TableCell key={column.id} align={column.align} data-column={column.id}>
          {columnIndex === 0 ? (
            <WidgetLink className="fw-orders-link" tabIndex={-1} defaultTemplate={DEFAULT_ORDER_LINK} params={{ locationId, year: row.year, orderId: row.id, id: locationId }}>
              {cellContent(column, row, timeZone, showZone)}
            </WidgetLink>
          ) : (
            cellContent(column, row, timeZone, showZone)
          )}
        </TableCell>
      ))}
      {details ? (
        <RowDetailsToggle
          name={orderName(row, timeZone, showZone)}
          expanded={details.open}
          controls={details.id}
          onToggle={() => details.onToggle(row.id)}
          tabIndex={tabbable ? 0 : -1}
        />
      ) : null}
    </TableRow>
  )
})

const ROW_STYLE = { height: ORDER_ROW_HEIGHT }
