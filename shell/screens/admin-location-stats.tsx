// /admin/locations/{locationId}/stats (SPEC §2): one location's admin stats.
import '../../widgets/admin-locations/admin-location.element'
import { FwElement } from '../app/fw-element'
import type { ScreenProps } from '../app/screen-props'

export default function AdminLocationStatsScreen({ params }: ScreenProps) {
  return <FwElement tag="fw-admin-location" attributes={{ 'location-id': params.locationId }} />
}
