// fw-location-filters as a React component: the page's location filters over the locations answer.
// A change goes into the page's filter state (every location view on the page follows) and up to
// the host as fw-filters-change.
import { useMemo } from 'react'
import { QueryStateView, useChangeFilters, useLocationFilters, useLocationsAnswer } from '../widget-kit'
import { cityChoices, matchingCity, visibleLocations, type LocationViewProps } from '../../src/filters'
import { LocationFiltersView } from './location-filters-view'

export type LocationFiltersProps = LocationViewProps

export function LocationFilters(props: LocationFiltersProps) {
  const filters = useLocationFilters(props)
  const changeFilters = useChangeFilters()
  const answer = useLocationsAnswer()
  const locations = answer.status === 'ready' ? answer.data.locations : null
  const cities = useMemo(() => (locations ? cityChoices(locations) : []), [locations])
  const shown = useMemo(() => (locations ? visibleLocations(locations, filters).length : 0), [locations, filters])
  return (
    <QueryStateView state={answer} className="fw-location-filters" what="the locations" loading={<p className="fw-location-filters-count">Loading locations...</p>}>
      {(data) => (
        <LocationFiltersView
          filters={filters}
          cities={cities}
          chosenCity={matchingCity(cities, filters.city)}
          shown={shown}
          total={data.locations.length}
          onChange={changeFilters}
        />
      )}
    </QueryStateView>
  )
}
