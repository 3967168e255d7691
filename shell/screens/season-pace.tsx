// /stats/pace: the season so far against the same moment of earlier seasons, for the locations
// the sidebar's city filter shows (every city when it says so), each linking to its stats.
import '../../widgets/season-pace/season-pace.element'
import { filtersFromSearch } from '../../src/filters/search-params'
import { useElementContext } from '../app/element-context'
import type { ScreenProps } from '../app/screen-props'
import { LOCATION_LINK_TEMPLATE } from '../stats/location-filter-attributes'

export default function SeasonPaceScreen({ search }: ScreenProps) {
  // The sidebar's own reading of the URL (Oakdale unless it names another city, or none for every city).
  const city = filtersFromSearch({ city: search.city }).city ?? ''
  return <fw-season-pace {...useElementContext()} city={city} link-template={LOCATION_LINK_TEMPLATE} />
}
