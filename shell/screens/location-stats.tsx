// /stats/details/location/{locationId}/stats (SPEC §2): fw-location-stats for the URL's years and days.
import '../../widgets/location-stats/location-stats.element'
import { FwElement } from '../app/fw-element'
import type { ScreenProps } from '../app/screen-props'

export default function LocationStatsScreen({ params, search }: ScreenProps) {
  return <FwElement tag="fw-location-stats" attributes={{ 'location-id': params.locationId, years: search.years, days: search.days }} />
}
