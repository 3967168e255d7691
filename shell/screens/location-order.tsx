// /stats/details/location/{locationId}/orders/{year}/{orderId} (docs/screens.md#location-details): the order's invoice.
import '../../widgets/order-invoice/order-invoice.element'
import { useElementContext } from '../app/element-context'
import type { ScreenProps } from '../app/screen-props'

export default function LocationOrderScreen({ params }: ScreenProps) {
  return <fw-order-invoice {...useElementContext()} location-id={params.locationId} year={params.year} order-id={params.orderId} />
}
