// /admin/locations (SPEC §2): the locations admin page; a row opens /admin/locations/{locationId}.
import '../../widgets/admin-locations/admin-locations.element'
import { FwElement } from '../app/fw-element'
import { ADMIN_LOCATION_LINK_TEMPLATE } from '../stats/location-filter-attributes'

export default function AdminLocationsScreen() {
  return <FwElement tag="fw-admin-locations" attributes={{ 'link-template': ADMIN_LOCATION_LINK_TEMPLATE }} />
}
