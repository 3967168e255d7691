// fw-location-map: the locations on a map with the list of those in view. Importing this
// registers nothing; see location-map.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { LocationMap as LocationMapContent } from './location-map'
export { type LocationMapProps } from './location-map'
export { FIT_BUTTON_TEXT, LocationMapView, MAP_HEIGHT_PX, NO_COORDINATES_NOTE, NO_COORDINATES_TEXT, type LocationMapViewProps, type MapTiles } from './location-map-view'
export { DEFAULT_MAP_VIEW, FIT_PADDING_PX, SINGLE_LOCATION_ZOOM, fitView, type LatLng, type MapView } from './map-view-fit'

/** <fw-location-map> as a React component: in its own shadow root, styled and themed like the element. */
export const LocationMap = framedWidget(LocationMapContent)
