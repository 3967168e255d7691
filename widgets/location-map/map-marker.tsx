// One location on the map: a pin (blue for Square's coordinates, yellow for geocoded ones, docs/screens.md#the-stats-area)
// that is a real link to the location's stats. pigeon-maps places it: the Map gives each child
// with an `anchor` its pixel `left` and `top`, less its `offset` (the pin's tip).
import { memo, useRef, type MouseEvent as ReactMouseEvent } from 'react'
import type { Location } from '../../src/contract/location'
import { WidgetLink } from '../widget-kit'
import { DEFAULT_LOCATION_LINK_TEMPLATE } from '../../src/filters/location-view-props'
import type { LatLng } from './map-view-fit'

/** Where the pin's tip lies in its 24 × 24 box: on the location. */
export const MARKER_OFFSET: [number, number] = [12, 23]
/** Further than this between press and release is a drag of the map, not a click on the pin. */
const CLICK_TOLERANCE_PX = 4

export interface MapMarkerProps {
  location: Location
  anchor: LatLng
  offset: [number, number]
  hovered: boolean
  compared: boolean
  /** The tooltip's id while this marker's tooltip shows. */
  describedBy?: string
  /** The pointer came onto the pin (the tooltip follows the mouse). */
  onPointerHover: (locationId: string) => void
  /** Keyboard focus reached the pin (the tooltip sits on the marker). */
  onFocusHover: (locationId: string) => void
  onLeave: () => void
  /** Set by pigeon-maps. */
  left?: number
  top?: number
}

function MapMarkerPin({ location, hovered, compared, describedBy, onPointerHover, onFocusHover, onLeave, left = 0, top = 0 }: MapMarkerProps) {
  const pressedAt = useRef<[number, number] | null>(null)
  const ignoreDragClick = (event: ReactMouseEvent<HTMLAnchorElement>) => {
    const start = pressedAt.current
    if (start && Math.abs(event.clientX - start[0]) + Math.abs(event.clientY - start[1]) > CLICK_TOLERANCE_PX) event.preventDefault()
  }
  return (
    <WidgetLink
      className="fw-map-marker pigeon-click-block"
      style={{ transform: `translate(${left}px, ${top}px)` }}
      data-source={location.coordinates?.source ?? 'square'}
      data-hovered={hovered || undefined}
      data-compared={compared || undefined}
      aria-label={location.name}
      aria-describedby={describedBy}
      defaultTemplate={DEFAULT_LOCATION_LINK_TEMPLATE}
      params={{ locationId: location.id, id: location.id }}
      onMouseDown={(event) => (pressedAt.current = [event.clientX, event.clientY])}
      onClick={ignoreDragClick}
      onMouseEnter={() => onPointerHover(location.id)}
      onMouseLeave={onLeave}
      onFocus={() => onFocusHover(location.id)}
      onBlur={onLeave}
    >
      <span className="fw-map-pin" aria-hidden="true" />
    </WidgetLink>
  )
}

/**
 * pigeon-maps hands every child a fresh `mapState` (and its own props) on each of its renders, so a
 * plain memo would redraw every pin whenever the map, the hover or the side list changes. A pin
 * depends only on what it draws: its location, state, handlers and pixel position.
 */
function drawsTheSame(before: MapMarkerProps, after: MapMarkerProps): boolean {
  return (
    before.location === after.location &&
    before.left === after.left &&
    before.top === after.top &&
    before.hovered === after.hovered &&
    before.compared === after.compared &&
    before.describedBy === after.describedBy &&
    before.onPointerHover === after.onPointerHover &&
    before.onFocusHover === after.onFocusHover &&
    before.onLeave === after.onLeave
  )
}

export const MapMarker = memo(MapMarkerPin, drawsTheSame)
