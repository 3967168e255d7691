// The orders tab of one location (docs/screens.md#location-details), from its orders' rows: the title with the
// count and years, the state filter (COMPLETED unless OPEN or CANCELED are ticked), the Columns
// menu, the CSV export, and the virtualised table. Pure apart from the reader's choices (sort,
// states, columns), which start from `view`, follow it when it changes and are told through
// onViewChange: stories and tests feed it rows.
import type { Rect } from '@tanstack/react-virtual'
import { useEffect, useMemo, useState } from 'react'
import type { OrderState } from '../../src/contract/square-order'
import { useStyles } from '../../src/elements/use-styles'
import { formatCount } from '../../src/format'
import { formatDateTime } from '../../src/format/date-time'
import type { DayRange } from '../../src/season'
import { Button, Checkbox, Menu, MenuCheckboxItem, MenuLabel } from '../ui-kit'
import { ORDERS_COLUMNS, columnById, type ColumnId } from './columns'
import { downloadBlob, ordersCsv, ordersCsvBlob, ordersCsvFileName } from './orders-csv'
import { OrdersGrid } from './orders-grid'
import { LISTED_STATES, filterRows, type OrderRow } from './order-rows'
import { ordersViewChange, parseOrdersView, type OrdersView } from './orders-view'
import { sortRows } from './sort-rows'
import { ordersTableStyles } from './styles'

const STATE_NAMES: Record<(typeof LISTED_STATES)[number], string> = { COMPLETED: 'Completed', OPEN: 'Open', CANCELED: 'Canceled' }

export function noOrdersText(locationName: string): string {
  return `No Orders Found - No orders found for ${locationName} in the selected date range.`
}

/** "1,234 Orders in 2024, 2025" */
export function ordersTitle(count: number, years: readonly number[]): string {
  return `${formatCount(count)} ${count === 1 ? 'Order' : 'Orders'} in ${years.join(', ')}`
}

export interface OrdersTableViewProps {
  locationId: string
  locationName: string
  timeZone: string
  /** The selected seasons, ascending. */
  years: readonly number[]
  days: DayRange
  /** Every order of those seasons, any state, unsorted. */
  rows: readonly OrderRow[]
  height?: number | string
  /** A fixed size for the table's scroll area (tests). */
  fixedRect?: Rect
  /** The sort, states and columns to show; the defaults unless told. */
  view?: OrdersView
  /** Told of each change the reader makes to the sort, states or columns. */
  onViewChange?: (view: OrdersView) => void
}

const DEFAULT_VIEW = parseOrdersView({})

/** The reader's view: starts from and follows `given`, tells `onChange` of each change. */
function useOrdersView(given: OrdersView | undefined, onChange: ((view: OrdersView) => void) | undefined) {
  const [view, setView] = useState<OrdersView>(given ?? DEFAULT_VIEW)
  const givenKey = given ? JSON.stringify(ordersViewChange(given)) : null
  useEffect(() => {
    if (given) setView(given)
    // givenKey stands for `given`: a new object saying the same thing changes nothing.
  }, [givenKey])
  const change = (next: OrdersView) => {
    setView(next)
    onChange?.(next)
  }
  return [view, change] as const
}

export function OrdersTableView(props: OrdersTableViewProps) {
  useStyles(ordersTableStyles)
  const { locationId, locationName, timeZone, years, days, rows, height, fixedRect } = props
  const [view, setView] = useOrdersView(props.view, props.onViewChange)
  const { sort, states } = view
  const columns = ORDERS_COLUMNS.filter((column) => view.columns.includes(column.id))
  const filtered = useMemo(() => filterRows(rows, states, days), [rows, states, days.from, days.to])
  const sorted = useMemo(() => sortRows(filtered, sort.column, sort.order), [filtered, sort.column, sort.order])
  const title = ordersTitle(sorted.length, years)

  const toggleState = (state: OrderState, on: boolean) =>
    setView({ ...view, states: LISTED_STATES.filter((listed) => (listed === state ? on : states.includes(listed))) })
  const toggleColumn = (id: ColumnId, on: boolean) => {
    const next = ORDERS_COLUMNS.map((column) => column.id).filter((shown) => (shown === id ? on : view.columns.includes(shown)))
    if (next.length > 0) setView({ ...view, columns: next }) // one column always stays
  }
  const sortBy = (id: ColumnId) =>
    setView({ ...view, sort: { column: id, order: sort.column === id ? (sort.order === 'asc' ? 'desc' : 'asc') : columnById(id).firstOrder } })
  const exportCsv = () => {
    const csv = ordersCsv(sorted, columns, (row) => formatDateTime(row.createdMs, timeZone))
    downloadBlob(ordersCsvBlob(csv), ordersCsvFileName(locationName, years))
  }

  return (
    <div className="fw-orders-table" data-status={sorted.length === 0 ? 'empty' : 'ready'}>
      <header className="fw-orders-header">
        <div>
          <h2 className="fw-orders-title">{title}</h2>
          <p className="fw-orders-location">{locationName}</p>
        </div>
        <div className="fw-orders-toolbar">
          <fieldset className="fw-orders-states">
            <legend>States</legend>
            {LISTED_STATES.map((state) => (
              <Checkbox key={state} label={STATE_NAMES[state]} checked={states.includes(state)} onCheckedChange={(on) => toggleState(state, on)} />
            ))}
          </fieldset>
          <Menu trigger="Columns">
            <MenuLabel>Show columns</MenuLabel>
            {ORDERS_COLUMNS.map((column) => (
              <MenuCheckboxItem key={column.id} checked={view.columns.includes(column.id)} onCheckedChange={(on) => toggleColumn(column.id, on)}>
                {column.header}
              </MenuCheckboxItem>
            ))}
          </Menu>
          <Button onClick={exportCsv} disabled={sorted.length === 0}>
            Export CSV
          </Button>
        </div>
      </header>
      <OrdersGrid
        label={title}
        locationId={locationId}
        timeZone={timeZone}
        rows={sorted}
        columns={columns}
        sort={sort}
        onSort={sortBy}
        emptyText={noOrdersText(locationName)}
        height={height}
        fixedRect={fixedRect}
      />
    </div>
  )
}

export const NO_YEARS_SELECTED = 'No Years Selected - Please select one or more years using the date range picker above to view orders.'

/** No season selected: nothing to ask the server for. */
export function OrdersNoYears() {
  useStyles(ordersTableStyles)
  return (
    <div className="fw-orders-table" data-status="no-years">
      <p className="fw-orders-notice">{NO_YEARS_SELECTED}</p>
    </div>
  )
}

/** What shows while the orders load (after 200 ms). */
export function OrdersLoading() {
  useStyles(ordersTableStyles)
  return <p className="fw-orders-notice">Loading orders...</p>
}
