// /stats/details/location/{locationId}/orders (docs/screens.md#location-details): fw-orders-table; each row links to its
// invoice at .../orders/{year}/{orderId}. The table's sort, states and columns live in the URL
// (sort=, states=, columns=; written by host-events from fw-orders-view-change).
import '../../widgets/orders-table/orders-table.element'
import { useElementContext } from '../app/element-context'
import type { ScreenProps } from '../app/screen-props'

export const ORDER_LINK_TEMPLATE = '/stats/details/location/{locationId}/orders/{year}/{orderId}'

export default function LocationOrdersScreen({ params, search }: ScreenProps) {
  const context = useElementContext()
  return (
    <fw-orders-table
      {...context}
      location-id={params.locationId}
      years={search.years}
      days={search.days}
      sort={search.sort}
      states={search.states}
      columns={search.columns}
      link-template={ORDER_LINK_TEMPLATE}
    />
  )
}
