// /stats/locations/map (SPEC §2): the locations as fw-location-map, filtered and sorted as the URL says.
import '../../widgets/location-map/location-map.element'
import { FwElement } from '../app/fw-element'
import type { ScreenProps } from '../app/screen-props'
import { locationFilterAttributes } from '../stats/location-filter-attributes'

export default function LocationsMapScreen({ search }: ScreenProps) {
  return <FwElement tag="fw-location-map" attributes={locationFilterAttributes(search)} />
}
