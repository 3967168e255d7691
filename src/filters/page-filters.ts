// The page's one filter state and compare selection (docs/shell-and-widgets.md#one-page-one-set-of-connections): the sidebar's
// filter panel, its list and the map, list and grid on one page all read and write these, even
// when the shell and an intranet script each loaded a bundle.
import { atom, type WritableAtom } from 'nanostores'
import { pageSingleton } from '../page/page-singleton'
import { normaliseCompared } from './compare-selection'
import { DEFAULT_LOCATION_FILTERS, resetFilters, sameFilters, type LocationFilters } from './filter-state'

interface PageFilters {
  $filters: WritableAtom<LocationFilters>
  $compared: WritableAtom<string[]>
}

const page = pageSingleton<PageFilters>('location-filters/v1', () => ({
  $filters: atom<LocationFilters>({ ...DEFAULT_LOCATION_FILTERS }),
  $compared: atom<string[]>([]),
}))

/** The filters every location view on the page shows. */
export const $locationFilters = page.$filters
/** The locations chosen for comparison, at most two. */
export const $comparedLocations = page.$compared

/** Changes some filters; returns the new state (unchanged when nothing differs). */
export function updateLocationFilters(change: Partial<LocationFilters>): LocationFilters {
  const current = $locationFilters.get()
  const next = { ...current, ...change }
  if (!sameFilters(current, next)) $locationFilters.set(next)
  return $locationFilters.get()
}

/** docs/screens.md#location-filters-and-sorting: back to the default filters; the compare selection stays. */
export function resetLocationFilters(): LocationFilters {
  $locationFilters.set(resetFilters())
  return $locationFilters.get()
}

/** Replaces the compare selection (cleaned: at most two distinct ids). */
export function setComparedLocations(ids: readonly string[]): string[] {
  const next = normaliseCompared(ids)
  const current = $comparedLocations.get()
  if (next.length !== current.length || next.some((id, i) => id !== current[i])) $comparedLocations.set(next)
  return $comparedLocations.get()
}
