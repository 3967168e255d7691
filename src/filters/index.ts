// The locations' filter, sort and compare state, shared by the location widgets and the shell.
export * from './filter-state'
export * from './search-params'
export * from './compare-selection'
export * from './visible-locations'
export * from './page-filters'
export * from './location-view-props'
