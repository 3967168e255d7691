// fw-location-list: the sidebar's virtualised location list. Importing this registers nothing;
// see location-list.element.ts.
export { LocationList, type LocationListProps } from './location-list'
export { LIST_ROW_ESTIMATE_PX, LocationListView, type LocationListViewProps } from './location-list-view'
