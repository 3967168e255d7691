// fw-location-filters: the sidebar's filter summary, panel and count line. Importing this
// registers nothing; see location-filters.element.ts.
export { LocationFilters, type LocationFiltersProps } from './location-filters'
export { countLine, filterSummary, LocationFiltersView, type LocationFiltersViewProps } from './location-filters-view'
