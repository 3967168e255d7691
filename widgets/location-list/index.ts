// fw-location-list: the sidebar's virtualised location list. Importing this registers nothing;
// see location-list.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { LocationList as LocationListContent } from './location-list'
export { type LocationListProps } from './location-list'
export { LIST_ROW_ESTIMATE_PX, LocationListView, type LocationListViewProps } from './location-list-view'

/** <fw-location-list> as a React component: in its own shadow root, styled and themed like the element. */
export const LocationList = framedWidget(LocationListContent)
