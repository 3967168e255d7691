// One location on the map: a pin (blue for Square's coordinates, yellow for geocoded ones, SPEC §2)
// that is a real link to the location's stats. pigeon-maps places it: the Map gives each child
// with an `anchor` its pixel `left` and `top`, less its `offset` (the pin's tip).
import { memo, useRef, type MouseEvent as ReactMouseEvent } from 'react'
import type { Location } from '../../src/contract/location'
import { WidgetLink } from '../../src/elements/widget-link'
import { DEFAULT_LOCATION_LINK_TEMPLATE } from '../../src/filters/location-view-props'
import type { LatLng } from './map-view-fit'

/** The pin's size; its tip (bottom centre) sits on the location. */
export const MARKER_OFFSET: [number, number] = [12, 32]
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
    <div className="fw-map-marker-slot pigeon-click-block" style={{ position: 'absolute', transform: `translate(${left}px, ${top}px)` }}>
      <WidgetLink
        className="fw-map-marker"
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
        <svg width="24" height="32" viewBox="0 0 24 32" aria-hidden="true" focusable="false">
          <path d="M12 31c0 0-10-11.2-10-18.5C2 6.7 6.5 2 12 2s10 4.7 10 10.5C22 19.8 12 31 12 31z" />
          <circle cx="12" cy="12.5" r="4" />
        </svg>
      </WidgetLink>
    </div>
  )
}

export const MapMarker = memo(MapMarkerPin)
