// /stats/locations/map (docs/screens.md#the-stats-area): the locations as fw-location-map, filtered and sorted as the URL says.
import '../../widgets/location-map/location-map.element'
import { useElementContext } from '../app/element-context'
import type { ScreenProps } from '../app/screen-props'
import { locationFilterAttributes } from '../stats/location-filter-attributes'

export default function LocationsMapScreen({ search }: ScreenProps) {
  return <fw-location-map {...useElementContext()} {...locationFilterAttributes(search)} />
}
