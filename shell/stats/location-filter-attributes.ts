// The location widgets' attributes from the dashboard's URL (contracts: city, hide-empty, sort-by,
// sort-order, compare, admin-link-template). An absent value leaves the widget's default (city
// oakdale, hide-empty on, sort net-sales-2025 desc), so a bare URL shows the default view.
import type { SearchValues } from '../routing/search-params'

export const LOCATION_LINK_TEMPLATE = '/stats/details/location/{locationId}/stats'
export const ADMIN_LOCATION_LINK_TEMPLATE = '/admin/locations/{locationId}'

export function locationFilterAttributes(search: SearchValues): Record<string, string | undefined> {
  return {
    city: search.city,
    'hide-empty': search.hideEmpty,
    'sort-by': search.sortBy,
    'sort-order': search.sortOrder,
    compare: search.locations,
    'link-template': LOCATION_LINK_TEMPLATE,
    'admin-link-template': ADMIN_LOCATION_LINK_TEMPLATE,
  }
}
