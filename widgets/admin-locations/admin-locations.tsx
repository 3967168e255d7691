// fw-admin-locations and fw-admin-location as React components: the locations answer (shared with
// every other widget on the page through the query cache) drawn by the pure views, with the season
// in progress from the season pace (every location's, or the one location's); the one-location
// page adds its 2023 and 2024 season figures from /api/square/stats for the hourly charts.
import { locationsQuery } from '../../src/api/queries'
import { QueryStateView, usePace, useQuery, useSeasonStats } from '../widget-kit'
import { useWidgetApi } from '../../src/elements/widget-api'
import { AdminLocationNotFound, AdminLocationView } from './admin-location-view'
import { ADMIN_BASE_YEAR, ADMIN_YEAR } from './admin-locations-model'
import { AdminLocationsView } from './admin-locations-view'

const loadingText = (what: string) => <p className="fw-admin-muted">Loading {what}...</p>

/** Every location, every tracked season up to the current one: the newest against the one before. */
const EVERY_LOCATION = { locationIds: undefined, city: undefined, years: undefined }

// No attributes beyond the context ones every widget takes (link-template: where rows link).
export type AdminLocationsProps = Record<string, never>

/** The Locations admin page: summary cards (the season in progress among them), filters and a sortable table whose rows link to each location's admin page. */
export function AdminLocations() {
  const api = useWidgetApi()
  const state = useQuery(() => locationsQuery(api), [api])
  const pace = usePace(EVERY_LOCATION)
  return (
    <QueryStateView state={state} className="fw-admin-locations" what="the locations" loading={loadingText('locations')}>
      {(data) => <AdminLocationsView locations={data.locations} pace={pace} />}
    </QueryStateView>
  )
}

export interface AdminLocationProps {
  /** The Square location id. */
  locationId?: string
}

/** One location's admin page: name, business and address, its figures and the season in progress, the hourly charts of 2023 and 2024 and the raw location data. */
export function AdminLocation({ locationId = '' }: AdminLocationProps) {
  const api = useWidgetApi()
  const id = locationId.trim()
  const locations = useQuery(() => locationsQuery(api), [api])
  const season = useSeasonStats({ locationId: id, years: `${ADMIN_BASE_YEAR},${ADMIN_YEAR}` })
  // Asked once the location is known to exist: an unknown id gets its notice, not a failed pace.
  const known = locations.status === 'ready' && locations.data.locations.some((candidate) => candidate.id === id)
  const pace = usePace({ locationIds: id, city: undefined, years: undefined }, known)
  return (
    <QueryStateView state={locations} className="fw-admin-location" what="the location" loading={loadingText('location')}>
      {(data) => {
        const location = data.locations.find((candidate) => candidate.id === id)
        if (!location) return <AdminLocationNotFound locationId={id} />
        return (
          <AdminLocationView
            location={location}
            years={season.status === 'ready' ? season.data.stats : null}
            chartsFailure={season.status === 'error' ? season : undefined}
            pace={pace}
          />
        )
      }}
    </QueryStateView>
  )
}
