// fw-location-list as a React component: the page's filtered, sorted locations as the sidebar's
// list. Compare toggles change the page's selection and tell the host (fw-compare-change).
import { useMemo } from 'react'
import { QueryStateView, useCompareSelection, useLocationFilters, useLocationsAnswer } from '../widget-kit'
import { visibleLocations, type LocationViewProps } from '../../src/filters'
import { LocationListView } from './location-list-view'

export type LocationListProps = LocationViewProps

export function LocationList(props: LocationListProps) {
  const filters = useLocationFilters(props)
  const selection = useCompareSelection(props.compare)
  const answer = useLocationsAnswer()
  const locations = answer.status === 'ready' ? answer.data.locations : null
  const shown = useMemo(() => (locations ? visibleLocations(locations, filters) : []), [locations, filters])
  return (
    <QueryStateView state={answer} className="fw-location-list" what="the locations" loading={<p className="fw-location-list-message">Loading locations...</p>}>
      {() => <LocationListView locations={shown} selection={selection} />}
    </QueryStateView>
  )
}
