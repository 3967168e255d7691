// /stats/details/location/{locationId}/stats (docs/screens.md#location-details): fw-location-stats for the URL's years and days.
import '../../widgets/location-stats/location-stats.element'
import { useElementContext } from '../app/element-context'
import type { ScreenProps } from '../app/screen-props'

export default function LocationStatsScreen({ params, search }: ScreenProps) {
  return <fw-location-stats {...useElementContext()} location-id={params.locationId} years={search.years} days={search.days} />
}
