// fw-admin-locations (the Locations admin page) and fw-admin-location (one location's admin page).
// Importing this registers nothing; see the *.element.ts files.
export { AdminLocation, AdminLocations, type AdminLocationProps, type AdminLocationsProps } from './admin-locations'
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
