// Where the map looks (docs/screens.md#numbers-the-screens-keep): the view that shows every placed location, computed here in Web
// Mercator (the projection of the tiles): the centre of the points' projected box, and the
// largest whole zoom at which that box fits the pane less 20 px of padding on each side. One
// location is shown at zoom 12; none leaves the map on the middle of the United States at zoom 6.
import type { MapBounds } from '../../src/analytics/locations'

export type LatLng = [latitude: number, longitude: number]

export interface MapView {
  center: LatLng
  zoom: number
}

export const DEFAULT_MAP_VIEW: Readonly<MapView> = Object.freeze({ center: [39.83, -98.58] as LatLng, zoom: 6 })
export const SINGLE_LOCATION_ZOOM = 12
export const FIT_PADDING_PX = 20
export const MIN_ZOOM = 1
export const MAX_ZOOM = 18
const TILE_PX = 256

/** Longitude → x in [0, 1] across the world at any zoom. */
function projectX(longitude: number): number {
  return (longitude + 180) / 360
}

/** Latitude → y in [0, 1] (Mercator), clamped to the tiles' ±85.05°. */
function projectY(latitude: number): number {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, latitude))
  const radians = (clamped * Math.PI) / 180
  return (1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2
}

function unprojectY(y: number): number {
  const n = Math.PI - 2 * Math.PI * y
  return (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)))
}

/** The view that shows every point in a pane of `width` × `height` pixels. */
export function fitView(points: readonly LatLng[], width: number, height: number, padding = FIT_PADDING_PX): MapView {
  if (points.length === 0) return { center: [...DEFAULT_MAP_VIEW.center], zoom: DEFAULT_MAP_VIEW.zoom }
  const xs = points.map(([, longitude]) => projectX(longitude))
  const ys = points.map(([latitude]) => projectY(latitude))
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const center: LatLng = [unprojectY((minY + maxY) / 2), ((minX + maxX) / 2) * 360 - 180]
  const spanX = maxX - minX
  const spanY = maxY - minY
  if (spanX === 0 && spanY === 0) return { center, zoom: SINGLE_LOCATION_ZOOM }
  const room = (size: number) => Math.max(1, size - 2 * padding)
  // At zoom z the world is 256·2^z pixels wide: the box fits while span · 256 · 2^z ≤ room.
  const fits = (span: number, size: number) => (span === 0 ? MAX_ZOOM : Math.log2(room(size) / (span * TILE_PX)))
  const zoom = Math.floor(Math.min(fits(spanX, width), fits(spanY, height)))
  return { center, zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom)) }
}

/** pigeon-maps' bounds ({ne, sw} as [lat, lng]) as the filters' box. */
export function boundsOf(bounds: { ne: LatLng | [number, number]; sw: LatLng | [number, number] }): MapBounds {
  return { north: bounds.ne[0], east: bounds.ne[1], south: bounds.sw[0], west: bounds.sw[1] }
}

/** A tile URL from a template with {z}, {x}, {y} and an optional {s} subdomain. */
export function tileUrl(template: string, x: number, y: number, z: number): string {
  const subdomain = 'abc'[Math.abs(x + y) % 3]!
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)).replace('{s}', subdomain)
}
