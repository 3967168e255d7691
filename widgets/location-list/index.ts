// fw-location-list: the sidebar's virtualised location list. Importing this registers nothing;
// see location-list.element.ts. The location parts are shared with the grid and the map.
import { framedWidget } from '../../src/elements/shadow-frame'
import { LocationList as LocationListContent } from './location-list'
export { type LocationListProps } from './location-list'
export { LIST_OVERSCAN, LIST_ROW_ESTIMATE_PX, LocationListView, NO_LOCATIONS_TEXT, type LocationListViewProps } from './location-list-view'
export { addressLines, CompareToggle, LocationSummary, NO_ADDRESS_TEXT, type CompareToggleProps } from './location-parts'

/** <fw-location-list> as a React component: in its own shadow root, styled and themed like the element. */
export const LocationList = framedWidget(LocationListContent)
