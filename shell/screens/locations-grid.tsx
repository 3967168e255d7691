// /stats/locations/grid (SPEC §2): the locations as fw-location-grid, filtered and sorted as the URL says.
import '../../widgets/location-grid/location-grid.element'
import { FwElement } from '../app/fw-element'
import type { ScreenProps } from '../app/screen-props'
import { locationFilterAttributes } from '../stats/location-filter-attributes'

export default function LocationsGridScreen({ search }: ScreenProps) {
  return <FwElement tag="fw-location-grid" attributes={locationFilterAttributes(search)} />
}
