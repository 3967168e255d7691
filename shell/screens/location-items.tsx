// /stats/details/location/{locationId}/items (SPEC §2): fw-top-items, which keeps the latest
// selected year only (SPEC §4).
import '../../widgets/top-items/top-items.element'
import { FwElement } from '../app/fw-element'
import type { ScreenProps } from '../app/screen-props'

export default function LocationItemsScreen({ params, search }: ScreenProps) {
  return <FwElement tag="fw-top-items" attributes={{ 'location-id': params.locationId, years: search.years, days: search.days }} />
}
