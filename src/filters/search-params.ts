// The filter state in a URL (so a copied link reopens the same view) and in element attributes.
// Only what differs from the defaults is written, in a fixed order; reading takes anything the
// filters cannot use as "the default". "All cities" differs from the default city, so it is
// written as an empty `city=`.
import { isLocationSortKey } from '../analytics/locations'
import { DEFAULT_LOCATION_FILTERS, type LocationFilters } from './filter-state'

/** The search parameters the filters own, in the order they are written. */
export const FILTER_SEARCH_KEYS = ['city', 'zip', 'hideEmpty', 'sortBy', 'sortOrder'] as const

type SearchInput = string | URLSearchParams | Readonly<Record<string, string | undefined>>

function paramsOf(search: SearchInput): URLSearchParams {
  if (search instanceof URLSearchParams) return search
  if (typeof search === 'string') return new URLSearchParams(search)
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(search)) if (value !== undefined) params.set(name, value)
  return params
}

/** A place filter's text: absent keeps `fallback`, empty or blank means "every place". */
function placeOf(text: string | null | undefined, fallback: string | null): string | null {
  if (text === null || text === undefined) return fallback
  const trimmed = text.trim()
  return trimmed === '' ? null : trimmed
}

function booleanOf(text: string | null | undefined, fallback: boolean): boolean {
  if (text === null || text === undefined) return fallback
  const normal = text.trim().toLowerCase()
  if (normal === 'false' || normal === '0') return false
  if (normal === 'true' || normal === '1' || normal === '') return true
  return fallback
}

/** `?city=Springfield&hideEmpty=false&sortBy=name&sortOrder=asc` → the filters it describes. */
export function filtersFromSearch(search: SearchInput): LocationFilters {
  const params = paramsOf(search)
  const sortBy = params.get('sortBy')
  const sortOrder = params.get('sortOrder')
  return {
    city: placeOf(params.get('city'), DEFAULT_LOCATION_FILTERS.city),
    zip: placeOf(params.get('zip'), DEFAULT_LOCATION_FILTERS.zip),
    hideEmpty: booleanOf(params.get('hideEmpty'), DEFAULT_LOCATION_FILTERS.hideEmpty),
    sortBy: isLocationSortKey(sortBy) ? sortBy : DEFAULT_LOCATION_FILTERS.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_LOCATION_FILTERS.sortOrder,
  }
}

/** The filters as search entries, only those that differ from the defaults, in FILTER_SEARCH_KEYS order. */
export function filtersToSearch(filters: LocationFilters): Array<[string, string]> {
  const entries: Array<[string, string]> = []
  const city = filters.city?.trim() ?? ''
  if (city.toLowerCase() !== (DEFAULT_LOCATION_FILTERS.city ?? '')) entries.push(['city', city])
  const zip = filters.zip?.trim() ?? ''
  if (zip !== '') entries.push(['zip', zip])
  if (filters.hideEmpty !== DEFAULT_LOCATION_FILTERS.hideEmpty) entries.push(['hideEmpty', String(filters.hideEmpty)])
  if (filters.sortBy !== DEFAULT_LOCATION_FILTERS.sortBy) entries.push(['sortBy', filters.sortBy])
  if (filters.sortOrder !== DEFAULT_LOCATION_FILTERS.sortOrder) entries.push(['sortOrder', filters.sortOrder])
  return entries
}

/** A copy of `params` with the filters' keys replaced by `filters` (other parameters kept, in place). */
export function withFiltersInSearch(params: URLSearchParams, filters: LocationFilters): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of FILTER_SEARCH_KEYS) next.delete(key)
  for (const [key, value] of filtersToSearch(filters)) next.append(key, value)
  return next
}

/** What a host passes down as attributes (city, hide-empty, sort-by, sort-order). */
export interface FilterAttributes {
  city?: string
  hideEmpty?: boolean
  sortBy?: string
  sortOrder?: string
}

/**
 * The filters a host's attributes set: only the attributes present, and only readable values
 * (`city=""` is every city; an unknown sort key is left out).
 */
export function filtersFromAttributes(attributes: FilterAttributes): Partial<LocationFilters> {
  const set: Partial<LocationFilters> = {}
  if (attributes.city !== undefined) set.city = placeOf(attributes.city, null)
  if (attributes.hideEmpty !== undefined) set.hideEmpty = attributes.hideEmpty
  if (isLocationSortKey(attributes.sortBy)) set.sortBy = attributes.sortBy
  if (attributes.sortOrder === 'asc' || attributes.sortOrder === 'desc') set.sortOrder = attributes.sortOrder
  return set
}
