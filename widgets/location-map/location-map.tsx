// fw-location-map as a React component: the page's filtered, sorted locations on a map whose tiles
// the server configures (GET /api/client-config: light or dark per the widget's theme). It fits the
// locations again whenever the filters or the sort change.
import { useMemo } from 'react'
import { clientConfigQuery } from '../../src/api/client-config-query'
import { QueryStateView, useCompareSelection, useLocationFilters, useLocationsAnswer, useQuery } from '../widget-kit'
import { useWidgetApi } from '../../src/elements/widget-api'
import { useWidget } from '../../src/elements/widget-context'
import { visibleLocations, type LocationViewProps } from '../../src/filters'
import { LocationMapView, type MapTiles } from './location-map-view'

export type LocationMapProps = LocationViewProps

export function LocationMap(props: LocationMapProps) {
  const filters = useLocationFilters(props)
  const selection = useCompareSelection(props.compare)
  const answer = useLocationsAnswer()
  const api = useWidgetApi()
  const { resolvedTheme } = useWidget()
  const config = useQuery(() => clientConfigQuery(api), [api])
  const tiles: MapTiles | null =
    config.status === 'ready' ? { url: resolvedTheme === 'dark' ? config.data.tileUrlDark : config.data.tileUrl, attribution: config.data.tileAttribution } : null
  const locations = answer.status === 'ready' ? answer.data.locations : null
  const shown = useMemo(() => (locations ? visibleLocations(locations, filters) : []), [locations, filters])
  const fitKey = `${filters.city ?? ''}|${filters.zip ?? ''}|${filters.hideEmpty}|${filters.sortBy}|${filters.sortOrder}`
  return (
    <QueryStateView state={answer} className="fw-location-map" what="the locations" loading={<p className="fw-location-map-count">Loading locations...</p>}>
      {() => <LocationMapView locations={shown} selection={selection} tiles={tiles} fitKey={fitKey} />}
    </QueryStateView>
  )
}
