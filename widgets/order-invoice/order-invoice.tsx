// fw-order-invoice as a React component: one order of a location's season, asked for by its id
// (/api/square/orders/{orderId}, a few KB however busy the season) through the page's query cache,
// with the location's name, business and address beside it. The raw order shows only to admins
// (the session's roles: the server serves the order to any reader).
import { useStore } from '@nanostores/react'
import { ApiHttpError } from '../../src/api/errors'
import { orderQuery } from '../../src/api/queries'
import { ROLES } from '../../src/contract/users'
import { BACK_TO_LOCATIONS, LOCATION_NOT_FOUND_TITLE, LocationNotFoundError, NotFoundNotice, type QueryState, QueryStateView, useLiveUpdates, useLocation, useQuery } from '../widget-kit'
import { useWidgetApi } from '../../src/elements/widget-api'
import { $session } from '../../src/stores/session'
import { ORDER_NOT_FOUND_TITLE, OrderNotFoundError } from './invoice-model'
import { OrderInvoiceView, type OrderInvoiceViewProps } from './order-invoice-view'

/** The location's orders table, where an order's Back link leads. */
export const ORDERS_TEMPLATE = '/stats/details/location/{locationId}/orders'

export const NO_ORDER_SELECTED = 'No locationId or year'

export interface OrderInvoiceProps {
  /** The Square location id. */
  locationId?: string
  /** The season year the order was created in. */
  year?: string
  /** The Square order id. */
  orderId?: string
}

const ADMIN_ROLES: readonly string[] = ROLES.filter((role) => role !== 'user')

function useIsAdmin(): boolean {
  const session = useStore($session)
  return session.status === 'authenticated' && session.user.roles.some((role) => ADMIN_ROLES.includes(role))
}

function useInvoice({ locationId, year, orderId }: OrderInvoiceProps): QueryState<Omit<OrderInvoiceViewProps, 'showRaw'>> {
  const api = useWidgetApi()
  useLiveUpdates()
  const located = useLocation(locationId)
  const seasonYear = year?.trim() && /^\d{4}$/.test(year.trim()) ? Number(year.trim()) : null
  const id = located.status === 'ready' ? located.data.location.id : null
  const wanted = orderId?.trim() ?? ''
  const order = useQuery(
    () => (id !== null && seasonYear !== null && wanted !== '' ? orderQuery(api, { locationId: id, year: seasonYear, orderId: wanted }) : null),
    [api, id, seasonYear, wanted],
  )
  if (seasonYear === null) return { status: 'error', error: new Error(NO_ORDER_SELECTED) }
  if (located.status !== 'ready') return located
  // The location is known (the locations answer): a 404 or a refused id means no such order in the season.
  const missing = wanted === '' || (order.status === 'error' && order.error instanceof ApiHttpError && (order.error.status === 404 || order.error.status === 400))
  if (missing) return { status: 'error', error: new OrderNotFoundError(wanted, seasonYear) }
  if (order.status !== 'ready') return order
  return { status: 'ready', refreshing: order.refreshing, data: { order: order.data, location: located.data.location, showZone: located.data.chainSpansZones } }
}

/** From an order that is not there, back to its location's orders. */
const backToOrders = (locationId = '') => ({ template: ORDERS_TEMPLATE, params: { locationId: locationId.trim() }, label: 'Back to the orders' })

export function OrderInvoice(props: OrderInvoiceProps) {
  const state = useInvoice(props)
  const isAdmin = useIsAdmin()
  if (state.status === 'error' && state.error instanceof LocationNotFoundError) {
    return <NotFoundNotice className="fw-order-invoice" title={LOCATION_NOT_FOUND_TITLE} message={state.error.message} back={BACK_TO_LOCATIONS} />
  }
  if (state.status === 'error' && state.error instanceof OrderNotFoundError) {
    return <NotFoundNotice className="fw-order-invoice" title={ORDER_NOT_FOUND_TITLE} message={state.error.message} back={backToOrders(props.locationId)} />
  }
  return (
    <QueryStateView state={state} className="fw-order-invoice" what="the order" loading={<p className="fw-invoice-none">Loading order...</p>}>
      {(shown) => <OrderInvoiceView order={shown.order} location={shown.location} showRaw={isAdmin} showZone={shown.showZone} />}
    </QueryStateView>
  )
}
