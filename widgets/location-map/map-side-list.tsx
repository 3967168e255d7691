// The list beside the map (SPEC §2): the locations inside the current map view, each a link to its
// stats with its compare toggle; hovering an entry shows that location's tooltip on its marker.
// Virtualised, since a zoomed-out view of a large business holds every location.
import { useVirtualizer, type Rect } from '@tanstack/react-virtual'
import { useId, useRef } from 'react'
import type { Location } from '../../src/contract/location'
import { type CompareSelection, CompareToggle, LocationSummary, WidgetLink } from '../widget-kit'
import { DEFAULT_LOCATION_LINK_TEMPLATE } from '../../src/filters/location-view-props'
import { fixedViewportOptions } from '../widget-kit/fixed-viewport'
import { useItemKey } from '../widget-kit/use-item-key'

const locationKey = (location: Location) => location.id

/** Entries have one fixed height: measuring each one beside a thousand pins forces layout after layout. */
export const SIDE_ROW_PX = 112
const SIDE_OVERSCAN = 5

export interface MapSideListProps {
  locations: readonly Location[]
  selection: CompareSelection
  hoveredId: string | null
  onHover: (locationId: string | null) => void
  /** A fixed viewport for tests, where nothing lays out. */
  viewport?: Rect
}

export function MapSideList({ locations, selection, hoveredId, onHover, viewport }: MapSideListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const idPrefix = useId()
  const virtualizer = useVirtualizer({
    count: locations.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => SIDE_ROW_PX,
    overscan: SIDE_OVERSCAN,
    getItemKey: useItemKey(locations, locationKey),
    ...fixedViewportOptions(viewport),
  })
  return (
    <aside className="fw-location-map-side" aria-labelledby={titleId}>
      <h3 id={titleId} className="fw-location-map-side-title">
        In view: {locations.length.toLocaleString('en-US')}
      </h3>
      <div ref={scrollRef} className="fw-location-map-side-scroll" role="region" aria-label="Locations in the map view" tabIndex={0}>
        {locations.length === 0 ? <p className="fw-location-map-side-empty">No locations in this part of the map.</p> : null}
        <ul className="fw-location-map-side-items" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const location = locations[item.index]!
            const nameId = `${idPrefix}-${item.index}`
            return (
              <li
                key={item.key}
                className="fw-location-map-side-item"
                data-hovered={location.id === hoveredId || undefined}
                style={{ height: SIDE_ROW_PX, transform: `translateY(${item.start}px)` }}
                onMouseEnter={() => onHover(location.id)}
                onMouseLeave={() => onHover(null)}
              >
                <WidgetLink className="fw-location-map-side-link" defaultTemplate={DEFAULT_LOCATION_LINK_TEMPLATE} params={{ locationId: location.id, id: location.id }}>
                  <LocationSummary location={location} nameId={nameId} />
                </WidgetLink>
                <CompareToggle location={location} selection={selection} describedBy={nameId} />
              </li>
            )
          })}
        </ul>
      </div>
    </aside>
  )
}
