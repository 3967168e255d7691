// The orders table's rows (docs/screens.md#location-details), pure: one row per order with what its cells show and
// the keys it sorts by, worked out once when the answer arrives, so sorting 50,000 rows compares
// numbers and plain strings and formats nothing. Dates are formatted only for the rows on screen.
import type { OrderSummary } from '../../src/contract/order-summaries'
import type { OrderState } from '../../src/contract/square-order'
import { yieldToPage } from '../../src/page/yield-to-page'
import { daysInRange, parseInstant, zonePlacer, type DayRange, type SeasonDay, type ZonePlacer } from '../../src/season'

export const NO_ITEMS = 'No items'
export const NO_PAYMENT = 'None'

export interface OrderRow {
  id: string
  /** The season year of its creation (local), which its invoice's URL carries. */
  year: number
  /** Its window day (local), or null when created outside June 28 – July 5. */
  day: SeasonDay | null
  createdMs: number
  /** The line items' names joined by commas, or 'No items'. */
  items: string
  /** Lower-cased `items`, the Items column's sort key. */
  itemsKey: string
  totalCents: number
  state: OrderState
  /** Units on the order: its lines' quantities added up. */
  count: number
  /** The distinct tender types in order of first use ("CARD, CASH"), or 'None'. */
  payment: string
}

function toOrderRow(order: OrderSummary, placer: ZonePlacer): OrderRow {
  const createdMs = parseInstant(order.created_at)
  const local = placer.place(createdMs)
  const items = order.items === '' ? NO_ITEMS : order.items
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
    payment: order.tenders.length === 0 ? NO_PAYMENT : order.tenders.join(', '),
  }
}

/** The orders' rows, read in the location's timezone. */
export function toOrderRows(orders: readonly OrderSummary[], timeZone: string): OrderRow[] {
  const placer = zonePlacer(timeZone)
  return orders.map((order) => toOrderRow(order, placer))
}

/** Rows made before the page gets a turn: a season of 50,000 takes some 60 ms in one go. */
const ROWS_PER_SLICE = 4_000

/**
 * toOrderRows in slices with the page drawing between them; undefined when `stopped` says the
 * rows are no longer wanted (another answer came meanwhile).
 */
export async function toOrderRowsInSlices(orders: readonly OrderSummary[], timeZone: string, stopped: () => boolean): Promise<OrderRow[] | undefined> {
  const placer = zonePlacer(timeZone)
  const rows = new Array<OrderRow>(orders.length)
  for (let start = 0; start < orders.length; start += ROWS_PER_SLICE) {
    if (start > 0) await yieldToPage()
    if (stopped()) return undefined
    const end = Math.min(orders.length, start + ROWS_PER_SLICE)
    for (let index = start; index < end; index++) rows[index] = toOrderRow(orders[index]!, placer)
  }
  return rows
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
