// fw-location-grid: the locations as a card grid. Importing this registers nothing; see
// location-grid.element.ts.
export { LocationGrid, type LocationGridProps } from './location-grid'
export { GRID_FIGURES_YEAR, LocationGridView, type LocationGridViewProps } from './location-grid-view'
