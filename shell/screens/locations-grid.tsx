// /stats/locations/grid (docs/screens.md#the-stats-area): the locations as fw-location-grid, filtered and sorted as the URL says.
import '../../widgets/location-grid/location-grid.element'
import { useElementContext } from '../app/element-context'
import type { ScreenProps } from '../app/screen-props'
import { locationFilterAttributes } from '../stats/location-filter-attributes'

export default function LocationsGridScreen({ search }: ScreenProps) {
  return <fw-location-grid {...useElementContext()} {...locationFilterAttributes(search)} />
}
