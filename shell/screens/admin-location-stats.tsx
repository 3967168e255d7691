// /admin/locations/{locationId}/stats (docs/screens.md#locations-admin): one location's admin stats.
import '../../widgets/admin-locations/admin-location.element'
import { useElementContext } from '../app/element-context'
import type { ScreenProps } from '../app/screen-props'

export default function AdminLocationStatsScreen({ params }: ScreenProps) {
  return <fw-admin-location {...useElementContext()} location-id={params.locationId} />
}
