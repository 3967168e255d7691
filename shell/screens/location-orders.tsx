// /stats/details/location/{locationId}/orders (SPEC §2): fw-orders-table; each row links to its
// invoice at .../orders/{year}/{orderId}. The table's sort, states and columns live in the URL
// (sort=, states=, columns=; written by host-events from fw-orders-view-change).
import '../../widgets/orders-table/orders-table.element'
import { FwElement } from '../app/fw-element'
import type { ScreenProps } from '../app/screen-props'

export const ORDER_LINK_TEMPLATE = '/stats/details/location/{locationId}/orders/{year}/{orderId}'

export default function LocationOrdersScreen({ params, search }: ScreenProps) {
  return (
    <FwElement
      tag="fw-orders-table"
      attributes={{
        'location-id': params.locationId,
        years: search.years,
        days: search.days,
        sort: search.sort,
        states: search.states,
        columns: search.columns,
        'link-template': ORDER_LINK_TEMPLATE,
      }}
    />
  )
}
