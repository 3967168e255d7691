// fw-location-filters: the sidebar's filter summary, panel and count line. Importing this
// registers nothing; see location-filters.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { LocationFilters as LocationFiltersContent } from './location-filters'
export { type LocationFiltersProps } from './location-filters'
export { countLine, filterSummary, LocationFiltersView, type LocationFiltersViewProps } from './location-filters-view'

/** <fw-location-filters> as a React component: in its own shadow root, styled and themed like the element. */
export const LocationFilters = framedWidget(LocationFiltersContent)
