// The locations' filter and sort state (docs/screens.md#location-filters-and-sorting "Filter state", docs/screens.md#location-filters-and-sorting "Reset filters"): what the map,
// list, grid and sidebar show. The view and the compare list are kept elsewhere (the shell's route
// and ./compare-selection), so a reset, which must leave them alone, cannot touch them.
import type { LocationSortKey, SortOrder } from '../analytics/locations'

export interface LocationFilters {
  /** The city (address locality) to show; null shows every city. */
  city: string | null
  /** The postal code to show; null shows every one. */
  zip: string | null
  /** Leave out locations without a season that sold anything. */
  hideEmpty: boolean
  sortBy: LocationSortKey
  sortOrder: SortOrder
}

/** the first filter model of docs/screens.md#location-filters-and-sorting: Oakdale, empty locations hidden, the best 2025 net sales first. */
export const DEFAULT_LOCATION_FILTERS: Readonly<LocationFilters> = Object.freeze({
  city: 'oakdale',
  zip: null,
  hideEmpty: true,
  sortBy: 'net-sales-2025',
  sortOrder: 'desc',
})

/** docs/screens.md#location-filters-and-sorting: a reset restores city, zip, hideEmpty, sortBy and sortOrder to their defaults. */
export function resetFilters(): LocationFilters {
  return { ...DEFAULT_LOCATION_FILTERS }
}

/** Whether two states show the same thing (cities compare as the filter does: trimmed, any case). */
export function sameFilters(a: LocationFilters, b: LocationFilters): boolean {
  const place = (text: string | null) => (text ?? '').trim().toLowerCase()
  return (
    place(a.city) === place(b.city) &&
    place(a.zip) === place(b.zip) &&
    a.hideEmpty === b.hideEmpty &&
    a.sortBy === b.sortBy &&
    a.sortOrder === b.sortOrder
  )
}
