// How what a widget reports becomes the dashboard's URL (pure, so it is tested without a page):
// the location filters replace their search values (SPEC §4 Filter state, reflected in the URL so
// a copied link reopens the same view), and a compare change opens the compare route with the ids
// (SPEC §2: at most 2, in order).
import { carriedValues, writeSearch, type SearchValues } from '../routing/search-params'

/** fw-filters-change's detail. */
export interface FiltersChange {
  city?: string
  hideEmpty?: boolean
  sortBy?: string
  sortOrder?: string
}

export const COMPARE_PATH = '/stats/details/compare'
export const MAX_COMPARED = 2

/** The search after a filter change: each reported value written; no city (all cities) is `city=`. */
export function filtersSearch(current: SearchValues, change: FiltersChange): Record<string, string | undefined> {
  const next: Record<string, string | undefined> = { ...current }
  if ('city' in change) next.city = change.city ?? ''
  if (change.hideEmpty !== undefined) next.hideEmpty = String(change.hideEmpty)
  if (change.sortBy !== undefined) next.sortBy = change.sortBy
  if (change.sortOrder !== undefined) next.sortOrder = change.sortOrder
  return next
}

/** The compare route for these ids (the first two), keeping the other carried values. */
export function compareHref(locationIds: readonly string[], current: SearchValues): string {
  const ids = locationIds.filter((id) => id !== '').slice(0, MAX_COMPARED)
  return `${COMPARE_PATH}${writeSearch({ ...carriedValues(current), locations: ids.length > 0 ? ids.join(',') : undefined })}`
}
