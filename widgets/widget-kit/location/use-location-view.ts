// The hooks the location widgets share: the page's filters and compare selection (a host's
// attributes, when given or changed, write into them; every widget reads them), the changes a
// reader makes (written to the page's state and announced to the host as fw-* events), the
// locations answer, and whether the reader is an admin.
import { useStore } from '@nanostores/react'
import { useCallback, useLayoutEffect } from 'react'
import { locationsQuery } from '../../../src/api/queries'
import type { LocationsData } from '../../../src/contract/locations-response'
import { useQuery, type QueryState } from '../states/use-query'
import { useWidgetApi } from '../../../src/elements/widget-api'
import { useWidget } from '../../../src/elements/widget-context'
import { $session } from '../../../src/stores/session'
import { toggleCompared } from '../../../src/filters/compare-selection'
import type { LocationFilters } from '../../../src/filters/filter-state'
import { comparedIdsOf, type LocationViewProps } from '../../../src/filters/location-view-props'
import { $comparedLocations, $locationFilters, setComparedLocations, updateLocationFilters } from '../../../src/filters/page-filters'
import { filtersFromAttributes } from '../../../src/filters/search-params'

/** The page's filters, after writing in whatever the host's attributes set. */
export function useLocationFilters({ city, hideEmpty, sortBy, sortOrder }: LocationViewProps): LocationFilters {
  useLayoutEffect(() => {
    const set = filtersFromAttributes({ city, hideEmpty, sortBy, sortOrder })
    if (Object.keys(set).length > 0) updateLocationFilters(set)
  }, [city, hideEmpty, sortBy, sortOrder])
  return useStore($locationFilters)
}

/** Changes the page's filters and tells the host (fw-filters-change) so it can keep them in its URL. */
export function useChangeFilters(): (change: Partial<LocationFilters>) => void {
  const { emit } = useWidget()
  return useCallback(
    (change) => {
      const before = $locationFilters.get()
      const next = updateLocationFilters(change)
      if (next === before) return
      emit('fw-filters-change', { city: next.city, hideEmpty: next.hideEmpty, sortBy: next.sortBy, sortOrder: next.sortOrder })
    },
    [emit],
  )
}

export interface CompareSelection {
  ids: string[]
  /** Adds or removes a location (never past two) and tells the host (fw-compare-change). */
  toggle: (locationId: string) => void
}

/** The page's compare selection, after writing in the host's `compare` attribute. */
export function useCompareSelection(compare: LocationViewProps['compare']): CompareSelection {
  const text = comparedIdsOf(compare)?.join(',')
  const { emit } = useWidget()
  useLayoutEffect(() => {
    if (text !== undefined) setComparedLocations(text.split(','))
  }, [text])
  const ids = useStore($comparedLocations)
  const toggle = useCallback(
    (locationId: string) => {
      const current = $comparedLocations.get()
      const next = toggleCompared(current, locationId)
      if (next.length === current.length && next.every((id, i) => id === current[i])) return
      emit('fw-compare-change', { locationIds: setComparedLocations(next) })
    },
    [emit],
  )
  return { ids, toggle }
}

/** Every location with its per-year totals, from the page's query cache. */
export function useLocationsAnswer(): QueryState<LocationsData> {
  const api = useWidgetApi()
  return useQuery(() => locationsQuery(api), [api])
}

/** docs/screens.md#access: admin links show to admin and super_admin (the server refuses everyone else anyway). */
export function useIsAdmin(): boolean {
  const session = useStore($session)
  return session.status === 'authenticated' && session.user.roles.some((role) => role === 'admin' || role === 'super_admin')
}
