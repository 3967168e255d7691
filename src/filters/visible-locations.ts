// Which locations a view shows, in which order: the filters of docs/screens.md#location-filters-and-sorting over the locations answer
// (its per-year totals carry the figures the sort keys need), then the sort.
import { cityOptions, filterLocations, sortLocations, type MapBounds } from '../analytics/locations'
import type { Location } from '../contract/location'
import { titleCaseLocality } from '../format/locality'
import type { LocationFilters } from './filter-state'

/** The filtered, sorted locations; `bounds` keeps only those inside a map view. */
export function visibleLocations(locations: readonly Location[], filters: LocationFilters, bounds?: MapBounds | null): Location[] {
  const kept = filterLocations(locations, { city: filters.city, zip: filters.zip, hideEmpty: filters.hideEmpty, bounds })
  return sortLocations(kept, filters.sortBy, filters.sortOrder)
}

/** The city filter's choices: each city once, as its value (the locality) and a title-cased label. */
export function cityChoices(locations: readonly Location[]): Array<{ value: string; label: string }> {
  return cityOptions(locations).map((city) => ({ value: city, label: titleCaseLocality(city) }))
}

/** The choice among `choices` that a filter city matches (any case), so the dropdown shows it chosen. */
export function matchingCity(choices: ReadonlyArray<{ value: string }>, city: string | null): string | null {
  if (city === null) return null
  const wanted = city.trim().toLowerCase()
  return choices.find((choice) => choice.value.toLowerCase() === wanted)?.value ?? null
}

/** Whether a location has numeric coordinates a map can place (docs/screens.md#location-filters-and-sorting: only those appear). */
export function hasCoordinates(location: Location): location is Location & { coordinates: NonNullable<Location['coordinates']> } {
  const at = location.coordinates
  return at !== null && Number.isFinite(at.latitude) && Number.isFinite(at.longitude)
}
