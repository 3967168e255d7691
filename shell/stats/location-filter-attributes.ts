// The location widgets' attributes from the dashboard's URL (contracts: city, hide-empty, sort-by,
// sort-order, compare, admin-link-template). An absent value leaves the widget's default (city
// oakdale, hide-empty on, sort net-sales-2025 desc), so a bare URL shows the default view.
import type { FwIntrinsicElements } from '../../widgets/jsx-elements'
import type { SearchValues } from '../routing/search-params'

export const LOCATION_LINK_TEMPLATE = '/stats/details/location/{locationId}/stats'
export const ADMIN_LOCATION_LINK_TEMPLATE = '/admin/locations/{locationId}'

/** The attributes every location view takes (fw-location-map's, which the list, grid, table and filters share). */
export type LocationFilterAttributes = Pick<
  FwIntrinsicElements['fw-location-map'],
  'city' | 'hide-empty' | 'sort-by' | 'sort-order' | 'compare' | 'link-template' | 'admin-link-template'
>

export function locationFilterAttributes(search: SearchValues): LocationFilterAttributes {
  return {
    city: search.city,
    // A boolean attribute is off only when it says "false"; any other value the URL holds means on.
    'hide-empty': search.hideEmpty === undefined ? undefined : search.hideEmpty === 'false' ? 'false' : 'true',
    'sort-by': search.sortBy,
    'sort-order': search.sortOrder,
    compare: search.locations,
    'link-template': LOCATION_LINK_TEMPLATE,
    'admin-link-template': ADMIN_LOCATION_LINK_TEMPLATE,
  }
}
