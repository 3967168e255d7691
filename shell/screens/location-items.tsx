// /stats/details/location/{locationId}/items (docs/screens.md#location-details): fw-top-items, which keeps the latest
// selected year only (docs/clock-and-seasons.md#date-range-rules-of-the-tabs).
import '../../widgets/top-items/top-items.element'
import { useElementContext } from '../app/element-context'
import type { ScreenProps } from '../app/screen-props'

export default function LocationItemsScreen({ params, search }: ScreenProps) {
  return <fw-top-items {...useElementContext()} location-id={params.locationId} years={search.years} days={search.days} />
}
