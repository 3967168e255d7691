// fw-admin-locations (the Locations admin page) and fw-admin-location (one location's admin page).
// Importing this registers nothing; see the *.element.ts files.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { AdminLocation as AdminLocationContent, AdminLocations as AdminLocationsContent } from './admin-locations'
export { type AdminLocationProps, type AdminLocationsProps } from './admin-locations'
export { AdminLocationsView } from './admin-locations-view'
export { AdminLocationNotFound, AdminLocationView, type AdminLocationViewProps } from './admin-location-view'
export {
  addressText,
  adminLocationFigures,
  adminLocationsSummary,
  coordinatesText,
  filterAdminLocations,
  sortAdminLocations,
  type AdminLocationFilter,
  type AdminLocationsSummary,
  type AdminSort,
} from './admin-locations-model'

/** <fw-admin-location> as a React component: in its own shadow root, styled and themed like the element. */
export const AdminLocation = framedWidget(AdminLocationContent)

/** <fw-admin-locations> as a React component: in its own shadow root, styled and themed like the element. */
export const AdminLocations = framedWidget(AdminLocationsContent)
