// /admin/locations (docs/screens.md#locations-admin): the locations admin page; a row opens /admin/locations/{locationId}.
import '../../widgets/admin-locations/admin-locations.element'
import { useElementContext } from '../app/element-context'
import { ADMIN_LOCATION_LINK_TEMPLATE } from '../stats/location-filter-attributes'

export default function AdminLocationsScreen() {
  return <fw-admin-locations {...useElementContext()} link-template={ADMIN_LOCATION_LINK_TEMPLATE} />
}
