import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import type { Order } from '../../src/contract/square-order'
import { demoLocations, demoOrders } from '../../src/demo'
import { NotFoundNotice, QueryStateView } from '../widget-kit'
import { ORDER_NOT_FOUND_TITLE, OrderNotFoundError } from './invoice-model'
import { OrderInvoiceView } from './order-invoice-view'

export default { title: 'Widgets / Order invoice' } satisfies StoryDefault

const demo = { locationCount: 1, ordersPerLocationYear: 300 }
const square = demoLocations(demo)[0]!
const location = {
  name: square.name ?? square.id,
  businessName: square.business_name ?? undefined,
  address: square.address ? { addressLine1: square.address.address_line_1 ?? '', locality: square.address.locality ?? '', postalCode: square.address.postal_code ?? '' } : null,
  timezone: square.timezone ?? 'America/Los_Angeles',
}
const orders = [...demoOrders(demo, square.id, 2025)]
const pick = (test: (order: Order) => boolean): Order => orders.find(test) ?? orders[0]!

/** A completed sale of several lines, paid by card. */
export const Default: Story = () => <OrderInvoiceView order={pick((o) => o.state === 'COMPLETED' && (o.line_items?.length ?? 0) > 2)} location={location} showRaw={false} />
export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-order-invoice" what="the order" loading={<p>Loading order...</p>}>
    {() => null}
  </QueryStateView>
)
/** An order without lines or payments. */
export const Empty: Story = () => <OrderInvoiceView order={{ ...orders[0]!, line_items: [], tenders: [], state: 'OPEN' }} location={location} showRaw={false} />
export const NotFound: Story = () => <NotFoundNotice className="fw-order-invoice" title={ORDER_NOT_FOUND_TITLE} message={new OrderNotFoundError('ABC123', 2025).message} />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-order-invoice" what="the order" loading={null}>
    {() => null}
  </QueryStateView>
)
/** A refunded or returned order, as an admin sees it (raw order below). */
export const Refunded: Story = () => <OrderInvoiceView order={pick((o) => (o.refunds?.length ?? 0) > 0 || (o.returns?.length ?? 0) > 0)} location={location} showRaw />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <OrderInvoiceView order={pick((o) => (o.refunds?.length ?? 0) > 0)} location={location} showRaw />
  </WidgetFrame>
)
