// What every location widget (map, list, grid, sidebar list, filter panel) takes from its host
// (the contracts' shared attributes): the filters, the compare selection and the admin link.
import type { AttributeType } from '../elements/attributes'

/** `<fw-location-grid city="oakdale" hide-empty="true" sort-by="name" sort-order="asc" compare="L1,L2">` */
export const LOCATION_VIEW_ATTRIBUTES = {
  city: 'string',
  'hide-empty': 'boolean',
  'sort-by': 'string',
  'sort-order': 'string',
  compare: 'list',
  'admin-link-template': 'string',
} as const satisfies Record<string, AttributeType>

export interface LocationViewProps {
  /** The city to show ("" for every city); absent keeps the page's current filter. */
  city?: string
  /** "false" shows locations without sales too. */
  hideEmpty?: boolean
  /** name, net-sales-YYYY or transactions-YYYY. */
  sortBy?: string
  /** "asc" or "desc". */
  sortOrder?: string
  /** The ids chosen for comparison, as a list or comma text (at most two are used). */
  compare?: readonly string[] | string
  /** Where 'View in Admin' goes, with {locationId}; admins only. */
  adminLinkTemplate?: string
}

/** The stats page a location links to unless the host's link-template says otherwise. */
export const DEFAULT_LOCATION_LINK_TEMPLATE = '/stats/details/location/{locationId}/stats'
/** The admin page of one location. */
export const DEFAULT_ADMIN_LINK_TEMPLATE = '/admin/locations/{locationId}'

/** The compare input as ids. */
export function comparedIdsOf(compare: LocationViewProps['compare']): string[] | undefined {
  if (compare === undefined) return undefined
  return typeof compare === 'string' ? compare.split(',') : [...compare]
}
