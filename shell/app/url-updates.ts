// How what a widget reports becomes the dashboard's URL (pure, so it is tested without a page):
// the location filters replace their search values, only those that differ from the defaults
// (src/filters filtersToSearch: a copied link reopens the same view), the orders table's sort,
// states and columns likewise, and a compare change opens the compare route with the ids (docs/screens.md:
// at most 2, in order).
import type { FwEventDetails } from '../../src/elements/events'
import { FILTER_SEARCH_KEYS, filtersFromSearch, filtersToSearch, type LocationFilters } from '../../src/filters'
import { carriedValues, writeSearch, type SearchValues } from '../routing/search-params'

/** What a filter change sets (fw-filters-change's detail, read through src/filters). */
export type FiltersChange = Partial<LocationFilters>

export const COMPARE_PATH = '/stats/details/compare'
export const MAX_COMPARED = 2

/** The search after a filter change: the filters' keys rewritten, everything else kept. */
export function filtersSearch(current: SearchValues, change: FiltersChange): Record<string, string | undefined> {
  const next: Record<string, string | undefined> = { ...current }
  const filters = { ...filtersFromSearch(current), ...change }
  for (const key of FILTER_SEARCH_KEYS) delete next[key]
  for (const [key, value] of filtersToSearch(filters)) next[key] = value
  return next
}

/**
 * The search after the orders table's view changed: sort, states and columns as the element
 * reads them back, each left out when at its default; everything else kept.
 */
export function ordersViewSearch(current: SearchValues, change: FwEventDetails['fw-orders-view-change']): Record<string, string | undefined> {
  return {
    ...current,
    sort: change.sort ?? undefined,
    states: change.states?.join(',') ?? undefined,
    columns: change.columns?.join(',') ?? undefined,
  }
}

/** The compare route for these ids (the first two), keeping the other carried values. */
export function compareHref(locationIds: readonly string[], current: SearchValues): string {
  const ids = locationIds.filter((id) => id !== '').slice(0, MAX_COMPARED)
  return `${COMPARE_PATH}${writeSearch({ ...carriedValues(current), locations: ids.length > 0 ? ids.join(',') : undefined })}`
}
