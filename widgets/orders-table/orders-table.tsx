// fw-orders-table as a React component: a location's orders of the selected seasons, its first
// screen drawn from the server's first page of its view while the whole seasons stream in behind
// it, read and sorted off the page's thread. (How: ./use-shown-rows.) With no years or days from
// its host it shows the orders tab's default days (docs/clock-and-seasons.md#date-range-rules-of-the-tabs):
// the current season, from June 28 up to today while the season runs (by the server's clock). The sort, states and columns come from the
// host (its URL) and go back up as fw-orders-view-change, so they survive a reload and Back.
// While the first page is on its way the table's frame is drawn already, hidden, from what is
// known (./orders-table-view): the same element the rows then fill, not a new one.
import { useMemo } from 'react'
import { BACK_TO_LOCATIONS, LOCATION_NOT_FOUND_TITLE, LocationNotFoundError, NotFoundNotice, type QueryState, QueryStateView, useLiveUpdates, useLocation, usePreparedFormats, useServerClock } from '../widget-kit'
import { yearsText, type SeasonSelectionProps } from '../../src/elements/season-selection'
import { useWidgetApi } from '../../src/elements/widget-api'
import { useWidget } from '../../src/elements/widget-context'
import { FULL_RANGE, ordersTabRange, parseDays, parseYears, type DayRange } from '../../src/season'
import { OrdersLoading, OrdersNoYears, OrdersTableView } from './orders-table-view'
import { ordersViewChange, parseOrdersView, type OrdersView, type OrdersViewAttributes } from './orders-view'
import { useOrdersView } from './use-orders-view'
import { useShownRows, type ShownRows } from './use-shown-rows'

/**
 * The location, years and days as for every season widget (absent years or days follow the
 * orders-page rule), and the reader's view: sort "total.asc", states "COMPLETED,OPEN", columns
 * "createdAt,total" (absent: newest first, COMPLETED, every column).
 */
export type OrdersTableProps = SeasonSelectionProps & OrdersViewAttributes

interface ShownOrders {
  location: { id: string; name: string; timezone: string }
  years: number[]
  days: DayRange
  shown: ShownRows
  /** The chain keeps more than one clock: dates say their zone. */
  showZone: boolean
}

interface OrdersState {
  state: QueryState<ShownOrders | 'no-years'>
  /** What the hidden frame shows while the first page is on its way: what is known so far, no rows. */
  frame: ShownOrders
}

function useOrders(selection: OrdersTableProps, view: OrdersView): OrdersState {
  const api = useWidgetApi()
  useLiveUpdates()
  // Its rows' dates and amounts are formatted the moment the first page arrives.
  usePreparedFormats()
  const askedYears = yearsText(selection.years)
  const askedDays = selection.days?.trim() ? selection.days : undefined
  const ruleNeeded = askedYears === undefined || askedDays === undefined
  const { clock, ready: clockReady } = useServerClock(ruleNeeded)
  const located = useLocation(selection.locationId)
  let years: number[] | null = null
  let days: DayRange | null = askedDays === undefined ? null : parseDays(askedDays)
  if (located.status === 'ready' && clockReady) {
    const rule = ruleNeeded ? ordersTabRange(located.data.tracked, clock, located.data.location.timezone) : null
    years = askedYears === undefined ? rule!.years : parseYears(askedYears, [])
    if (askedDays === undefined) days = rule!.days
  }
  // Years and days the host named need nothing from the locations answer: their first pages are
  // asked for at once, beside it, rather than one round trip later (the same keys once the location is known).
  const namedId = selection.locationId?.trim() ?? ''
  const asked = years ?? (askedYears !== undefined && namedId !== '' ? parseYears(askedYears, []) : null)
  const askedId = located.status === 'ready' ? located.data.location.id : namedId
  const input = useMemo(
    () => (askedId !== '' && asked !== null && days !== null ? { api, locationId: askedId, years: asked, days, timeZone: located.status === 'ready' ? located.data.location.timezone : null } : null),
    [api, askedId, asked?.join(','), days?.from, days?.to, located.status === 'ready' ? located.data.location.timezone : null],
  )
  const rows = useShownRows(input, view)
  const location = located.status === 'ready' ? located.data.location : { id: namedId, name: '', timezone: 'UTC' }
  const showZone = located.status === 'ready' && located.data.chainSpansZones
  const frame: ShownOrders = {
    location: { id: location.id, name: location.name, timezone: location.timezone },
    years: asked ?? [],
    days: days ?? FULL_RANGE,
    shown: { rows: [], count: 0, complete: false, inView: false, sort: view.sort, received: 0 },
    showZone,
  }
  const state = (): OrdersState['state'] => {
    if (located.status !== 'ready') return located
    if (years === null || days === null) return { status: 'loading' }
    if (years.length === 0) return { status: 'ready', refreshing: false, data: 'no-years' }
    if (rows.status !== 'ready') return rows
    return { status: 'ready', refreshing: rows.refreshing, data: { location: frame.location, years, days, shown: rows.data, showZone } }
  }
  return { state: state(), frame }
}

export function OrdersTable(selection: OrdersTableProps) {
  const { emit } = useWidget()
  const statesText = typeof selection.states === 'string' ? selection.states : selection.states?.join(',')
  const columnsText = typeof selection.columns === 'string' ? selection.columns : selection.columns?.join(',')
  const given = useMemo(() => parseOrdersView({ sort: selection.sort, states: statesText, columns: columnsText }), [selection.sort, statesText, columnsText])
  const [view, setView] = useOrdersView(given, (next) => emit('fw-orders-view-change', ordersViewChange(next)))
  const { state, frame } = useOrders(selection, view)
  if (state.status === 'error' && state.error instanceof LocationNotFoundError) {
    return <NotFoundNotice className="fw-orders-table" title={LOCATION_NOT_FOUND_TITLE} message={state.error.message} back={BACK_TO_LOCATIONS} />
  }
  // Loading and ready draw the same view in the same place, so the rows fill the frame built while they were on their way.
  const table = state.status === 'loading' ? { shown: frame, pending: true } : state.status === 'ready' && state.data !== 'no-years' ? { shown: state.data, pending: false } : null
  if (table) {
    const { shown, pending } = table
    return (
      <OrdersTableView
        locationId={shown.location.id}
        locationName={shown.location.name}
        timeZone={shown.location.timezone}
        years={shown.years}
        days={shown.days}
        rows={shown.shown.rows}
        shown={shown.shown}
        showZone={shown.showZone}
        view={view}
        onViewChange={setView}
        pending={pending}
      />
    )
  }
  return (
    <QueryStateView state={state} className="fw-orders-table" what="the orders" loading={<OrdersLoading />}>
      {() => <OrdersNoYears />}
    </QueryStateView>
  )
}
