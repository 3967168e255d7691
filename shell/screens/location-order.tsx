// /stats/details/location/{locationId}/orders/{year}/{orderId} (SPEC §2): the order's invoice.
import '../../widgets/order-invoice/order-invoice.element'
import { FwElement } from '../app/fw-element'
import type { ScreenProps } from '../app/screen-props'

export default function LocationOrderScreen({ params }: ScreenProps) {
  return <FwElement tag="fw-order-invoice" attributes={{ 'location-id': params.locationId, year: params.year, 'order-id': params.orderId }} />
}
