// One location from the page's (shared, cached) locations answer, and the seasons a widget shows
// for it: the years its host asked for, or the last two tracked seasons when it asked for none.
// For widgets that read a location's answers other than its stats (items, orders, an invoice).
import { locationsQuery } from '../../../src/api/queries'
import type { LocationsData } from '../../../src/contract/locations-response'
import type { Location } from '../../../src/contract/location'
import { spansSeveralZones } from '../../../src/format/date-time'
import { defaultYears, parseYears } from '../../../src/season'
import { missingLocation, NO_LOCATION_SELECTED, trackedSeasonsOf } from '../season/use-season-stats'
import { useQuery, type QueryState } from '../states/use-query'
import { useWidgetApi } from '../../../src/elements/widget-api'
import { useWidget } from '../../../src/elements/widget-context'

export interface LocationInSeasons {
  location: Location
  /** Every season any location has orders for, ascending. */
  tracked: number[]
  /** The chain's locations keep more than one clock: times shown beside others' say their zone. */
  chainSpansZones: boolean
}

/** The location named `locationId`, or why it cannot be shown. */
export function useLocation(locationId: string | undefined): QueryState<LocationInSeasons> {
  const api = useWidgetApi()
  const id = locationId?.trim() ?? ''
  const { readsWithEmbedToken } = useWidget()
  const locations = useQuery(() => (id ? locationsQuery(api) : null), [api, id])
  return locationState(id, locations, readsWithEmbedToken)
}

function locationState(id: string, locations: QueryState<LocationsData>, readsWithEmbedToken: boolean): QueryState<LocationInSeasons> {
  if (!id) return { status: 'error', error: new Error(NO_LOCATION_SELECTED) }
  if (locations.status !== 'ready') return locations
  const location = locations.data.locations.find((candidate) => candidate.id === id)
  if (!location) return { status: 'error', error: missingLocation(id, readsWithEmbedToken) }
  return { status: 'ready', refreshing: locations.refreshing, data: { location, tracked: trackedSeasonsOf(locations.data.locations), chainSpansZones: spansSeveralZones(locations.data.locations) } }
}

/** The years asked for ("2024,2025"; empty text is none), or the default when none were asked. */
export function selectedYears(asked: string | undefined, tracked: readonly number[]): number[] {
  return asked === undefined ? defaultYears(tracked) : parseYears(asked, [])
}
