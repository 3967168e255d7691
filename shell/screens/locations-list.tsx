// /stats/locations/list (docs/screens.md#the-stats-area): the locations as fw-locations-table, filtered and sorted as the URL says.
import '../../widgets/locations-table/locations-table.element'
import { useElementContext } from '../app/element-context'
import type { ScreenProps } from '../app/screen-props'
import { locationFilterAttributes } from '../stats/location-filter-attributes'

export default function LocationsListScreen({ search }: ScreenProps) {
  return <fw-locations-table {...useElementContext()} {...locationFilterAttributes(search)} />
}
