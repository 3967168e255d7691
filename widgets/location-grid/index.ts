// fw-location-grid: the locations as a card grid. Importing this registers nothing; see
// location-grid.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { LocationGrid as LocationGridContent } from './location-grid'
export { type LocationGridProps } from './location-grid'
export { GRID_FIGURES_YEAR, LocationGridView, type LocationGridViewProps } from './location-grid-view'

/** <fw-location-grid> as a React component: in its own shadow root, styled and themed like the element. */
export const LocationGrid = framedWidget(LocationGridContent)
