// The orders tab of one location (docs/screens.md#location-details), from its orders' rows: the title with the
// count and years, the state filter (COMPLETED unless OPEN or CANCELED are ticked), the Columns
// menu, the CSV export, and the virtualised table. Pure apart from the reader's choices (sort,
// states, columns), which start from `view`, follow it when it changes and are told through
// onViewChange: stories and tests feed it rows, which it filters and sorts itself. The table
// element gives it `shown` instead: the rows already in the view's order, the first page of them
// while the seasons stream in (./use-shown-rows), which it draws with a line saying so; the CSV
// export waits for every row. While the first page is still on its way the table's frame is
// drawn hidden (`pending`), so that the page has built and laid out its header, toolbar and
// column heads before the rows come, and their arrival adds rows alone; the loading notice shows
// over it after the usual delay.
import type { Rect } from '@tanstack/react-virtual'
import { useMemo } from 'react'
import type { OrderState } from '../../src/contract/square-order'
import { useStyles } from '../../src/elements/use-styles'
import { formatCount } from '../../src/format'
import { formatDateTime } from '../../src/format/date-time'
import type { DayRange } from '../../src/season'
import { Button, Checkbox, MenuOnDemand, onDemand, type TriggerLook } from '../ui-kit'
import { QueryError, useDelayedFlag } from '../widget-kit'
import { sortText } from '../../src/analytics/order-summary-sort'
import { ORDERS_COLUMNS, columnById, type ColumnId } from './columns'
import { downloadBlob, ordersCsv, ordersCsvBlob, ordersCsvFileName } from './orders-csv'
import { OrdersGrid } from './orders-grid'
import { LISTED_STATES, filterRows, type OrderRow } from './order-rows'
import type { OrdersView } from './orders-view'
import { sortRows } from './sort-rows'
import { ordersTableStyles } from './styles'
import { useOrdersView } from './use-orders-view'
import type { ShownRows } from './use-shown-rows'

const columnsMenu = onDemand(() => import('./columns-menu').then((module) => module.ColumnsMenu))
const COLUMNS_TRIGGER: TriggerLook = { label: 'Columns', children: 'Columns' }

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
  /** Every order of those seasons, any state, unsorted (left unread when `shown` is given). */
  rows: readonly OrderRow[]
  /** The rows to draw, already in the view's order, with their count and whether they are all of them. */
  shown?: ShownRows
  height?: number | string
  /** A fixed size for the table's scroll area (tests). */
  fixedRect?: Rect
  /** Dates say their zone ("9:15 PM PDT"): the chain's stands keep more than one clock. */
  showZone?: boolean
  /** The sort, states and columns to show; the defaults unless told. */
  view?: OrdersView
  /** Told of each change the reader makes to the sort, states or columns. */
  onViewChange?: (view: OrdersView) => void
  /** The first rows are on their way: the frame is drawn but hidden, and a loading notice shows after the usual delay. */
  pending?: boolean
}

export function OrdersTableView(props: OrdersTableViewProps) {
  useStyles(ordersTableStyles)
  const { locationId, locationName, timeZone, years, days, rows, shown, height, fixedRect, showZone = false, pending = false } = props
  const showLoading = useDelayedFlag(pending)
  const [view, setView] = useOrdersView(props.view, props.onViewChange)
  const { sort, states } = view
  const columns = ORDERS_COLUMNS.filter((column) => view.columns.includes(column.id))
  const sortedHere = useMemo(
    () => (shown ? null : sortRows(filterRows(rows, states, days), sort.column, sort.order)),
    [shown, rows, states, days.from, days.to, sort.column, sort.order],
  )
  const sorted = shown?.rows ?? sortedHere ?? []
  const count = shown?.count ?? sorted.length
  const complete = shown === undefined || shown.complete
  const inView = shown === undefined || shown.inView
  // The header says the order the rows are in: a sort still on its way shows as busy, not as done.
  const shownSort = shown?.sort ?? sort
  const title = ordersTitle(count, years)

  const toggleState = (state: OrderState, on: boolean) =>
    setView({ ...view, states: LISTED_STATES.filter((listed) => (listed === state ? on : states.includes(listed))) })
  const toggleColumn = (id: ColumnId, on: boolean) => {
    const next = ORDERS_COLUMNS.map((column) => column.id).filter((shown) => (shown === id ? on : view.columns.includes(shown)))
    if (next.length > 0) setView({ ...view, columns: next }) // one column always stays
  }
  const sortBy = (id: ColumnId) =>
    setView({ ...view, sort: { column: id, order: sort.column === id ? (sort.order === 'asc' ? 'desc' : 'asc') : columnById(id).firstOrder } })
  const exportCsv = () => {
    const csv = ordersCsv(sorted, columns, (row) => formatDateTime(row.createdMs, timeZone, { zone: showZone }))
    downloadBlob(ordersCsvBlob(csv), ordersCsvFileName(locationName, years))
  }

  return (
    <div
      className={pending ? 'fw-orders-table fw-orders-table--pending' : 'fw-orders-table'}
      data-status={pending ? (showLoading ? 'loading' : 'pending') : count === 0 ? 'empty' : 'ready'}
      data-rows={complete ? 'all' : 'first-page'}
      data-sort={sortText(shownSort)}
      aria-busy={inView ? undefined : true}
    >
      {showLoading ? <OrdersLoading /> : null}
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
          <MenuOnDemand part={columnsMenu} props={{ shown: view.columns, onToggle: toggleColumn }} look={COLUMNS_TRIGGER} />
          <Button onClick={exportCsv} disabled={sorted.length === 0 || !complete || !inView} title={complete ? undefined : EXPORT_WAITS}>
            Export CSV
          </Button>
        </div>
      </header>
      {complete || pending ? null : shown?.failure ? (
        <QueryError error={shown.failure.error} what="the rest of the orders" retry={shown.failure.retry} />
      ) : (
        <p className="fw-orders-progress" role="status">
          {restOnItsWay(sorted.length, count, shown?.received ?? 0)}
        </p>
      )}
      <OrdersGrid
        label={title}
        locationId={locationId}
        timeZone={timeZone}
        rows={sorted}
        columns={columns}
        sort={shownSort}
        onSort={sortBy}
        emptyText={pending ? null : noOrdersText(locationName)}
        height={height}
        fixedRect={fixedRect}
        showZone={showZone}
      />
    </div>
  )
}

/** Why Export CSV waits while the seasons stream in. */
export const EXPORT_WAITS = 'The export holds every order: it is ready once they have all arrived'

/** "Showing the first 100 of 48,584 orders; the rest are on their way (12,000 read)." */
export function restOnItsWay(shownCount: number, count: number, received: number): string {
  const read = received > 0 ? ` (${formatCount(received)} read)` : ''
  return `Showing the first ${formatCount(shownCount)} of ${formatCount(count)} orders; the rest are on their way${read}.`
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
