// fw-location-grid as a React component: the page's filtered, sorted locations as cards.
import { useMemo } from 'react'
import { QueryStateView, useCompareSelection, useIsAdmin, useLocationFilters, useLocationsAnswer } from '../widget-kit'
import { visibleLocations, type LocationViewProps } from '../../src/filters'
import { LocationGridView } from './location-grid-view'

export type LocationGridProps = LocationViewProps

export function LocationGrid(props: LocationGridProps) {
  const filters = useLocationFilters(props)
  const selection = useCompareSelection(props.compare)
  const isAdmin = useIsAdmin()
  const answer = useLocationsAnswer()
  const locations = answer.status === 'ready' ? answer.data.locations : null
  const shown = useMemo(() => (locations ? visibleLocations(locations, filters) : []), [locations, filters])
  return (
    <QueryStateView state={answer} className="fw-location-grid" what="the locations" loading={<p className="fw-location-grid-message">Loading locations...</p>}>
      {() => <LocationGridView locations={shown} selection={selection} isAdmin={isAdmin} adminLinkTemplate={props.adminLinkTemplate} />}
    </QueryStateView>
  )
}
