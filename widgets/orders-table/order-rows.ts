// The orders table's rows (docs/screens.md#location-details), pure: one row per order with what its cells show and
// the keys it sorts by, worked out once as the answer arrives (in the table's worker), so sorting
// 50,000 rows compares numbers and plain strings and formats nothing. Dates are formatted only for
// the rows on screen.
import { itemsText, paymentText, type OrderSortFields } from '../../src/analytics/order-summary-sort'
import type { OrderSummary } from '../../src/contract/order-summaries'
import type { OrderState } from '../../src/contract/square-order'
import { daysInRange, parseInstant, zonePlacer, type DayRange, type SeasonDay, type ZonePlacer } from '../../src/season'

export { NO_ITEMS, NO_PAYMENT } from '../../src/analytics/order-summary-sort'

/** The fields it sorts by (id, createdMs, itemsKey, totalCents, state, count, payment) are the server pages' too. */
export interface OrderRow extends OrderSortFields {
  /** The season year of its creation (local), which its invoice's URL carries. */
  year: number
  /** Its window day (local), or null when created outside June 28 – July 5. */
  day: SeasonDay | null
  /** The line items' names joined by commas, or 'No items'. */
  items: string
}

export function toOrderRow(order: OrderSummary, placer: ZonePlacer): OrderRow {
  const createdMs = parseInstant(order.created_at)
  const local = placer.place(createdMs)
  const items = itemsText(order)
  return {
    id: order.id,
    year: local?.year ?? new Date(createdMs).getUTCFullYear(),
    day: local?.season?.day ?? null,
    createdMs,
    items,
    itemsKey: items.toLowerCase(),
    totalCents: order.total,
    state: order.state,
    count: order.count,
    payment: paymentText(order),
  }
}

/** The orders' rows, read in the location's timezone. */
export function toOrderRows(orders: readonly OrderSummary[], timeZone: string): OrderRow[] {
  const placer = zonePlacer(timeZone)
  return orders.map((order) => toOrderRow(order, placer))
}

/** The states the table offers to show, in the filter's order; COMPLETED alone by default (docs/figures.md#which-orders-count). */
export const LISTED_STATES = ['COMPLETED', 'OPEN', 'CANCELED'] as const satisfies readonly OrderState[]
export const DEFAULT_STATES: readonly OrderState[] = ['COMPLETED']

/** Rows of the shown states created on the selected days. */
export function filterRows(rows: readonly OrderRow[], states: readonly OrderState[], days: DayRange): OrderRow[] {
  const shown = new Set(states)
  const onDays = new Set<SeasonDay>(daysInRange(days))
  return rows.filter((row) => shown.has(row.state) && row.day !== null && onDays.has(row.day))
}
