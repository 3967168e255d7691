import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { summariseOrder } from '../../src/analytics/order-summary'
import { demoLocations, demoOrders } from '../../src/demo'
import { QueryStateView } from '../widget-kit'
import { FULL_RANGE } from '../../src/season'
import { DEFAULT_SORT } from './columns'
import { FIRST_PAGE_ROWS } from './first-page'
import { DEFAULT_STATES, filterRows, toOrderRows } from './order-rows'
import { OrdersLoading, OrdersNoYears, OrdersTableView } from './orders-table-view'
import { sortRows } from './sort-rows'

export default { title: 'Widgets / Orders table' } satisfies StoryDefault

/** One demo location's 2025 orders, every state, read in its own timezone; or only their first page, the rest on its way. */
function Season({ ordersPerYear, firstPageOnly = false }: { ordersPerYear: number; firstPageOnly?: boolean }) {
  const demo = { locationCount: 1, ordersPerLocationYear: ordersPerYear }
  const location = demoLocations(demo)[0]!
  const timeZone = location.timezone ?? 'America/Los_Angeles'
  const rows = toOrderRows([...demoOrders(demo, location.id, 2025)].map(summariseOrder), timeZone)
  const listed = sortRows(filterRows(rows, DEFAULT_STATES, FULL_RANGE), DEFAULT_SORT.column, DEFAULT_SORT.order)
  const firstPage = { rows: listed.slice(0, FIRST_PAGE_ROWS), count: listed.length, complete: false, inView: true, sort: DEFAULT_SORT, received: Math.floor(rows.length / 3) }
  return (
    <OrdersTableView
      locationId={location.id}
      locationName={location.name ?? location.id}
      timeZone={timeZone}
      years={[2025]}
      days={FULL_RANGE}
      rows={rows}
      shown={firstPageOnly ? firstPage : undefined}
      height={560}
    />
  )
}

/** A season of orders: sort by any column, tick Open or Canceled, hide columns, export CSV. */
export const Default: Story = () => <Season ordersPerYear={300} />
/** A big season's first page, drawn while the rest streams in: the count of all of them, a line saying so, the export waiting. */
export const FirstPage: Story = () => <Season ordersPerYear={3_000} firstPageOnly />
export const Loading: Story = () => <OrdersLoading />
export const Empty: Story = () => (
  <OrdersTableView locationId="L1" locationName="Oakdale Tent" timeZone="America/Los_Angeles" years={[2025]} days={FULL_RANGE} rows={[]} height={400} />
)
export const NoYears: Story = () => <OrdersNoYears />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-orders-table" what="the orders" loading={null}>
    {() => null}
  </QueryStateView>
)
/** Ten thousand orders: the body renders only the rows in view. */
export const Dense: Story = () => <Season ordersPerYear={10_000} />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Season ordersPerYear={300} />
  </WidgetFrame>
)
