// The list beside the map (docs/screens.md#the-stats-area): the locations inside the current map view, each a link to its
// stats with its compare toggle; hovering an entry shows that location's tooltip on its marker.
// Virtualised past a couple of dozen entries, since a zoomed-out view of a large business holds
// every location; shorter, every entry is drawn and the virtualiser's code is never loaded.
import type { Rect } from '@tanstack/react-virtual'
import { useId, useRef } from 'react'
import type { Location } from '../../src/contract/location'
import { type CompareSelection, CompareToggle, LocationLink, RowsOnDemand, SIDEBAR_ROW_OVERSCAN } from '../widget-kit'

const locationKey = (location: Location) => location.id

/** Entries have one fixed height: measuring each one beside a thousand pins forces layout after layout. */
export const SIDE_ROW_PX = 112

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
  return (
    <aside className="fw-location-map-side" aria-labelledby={titleId}>
      <h3 id={titleId} className="fw-location-map-side-title">
        In view: {locations.length.toLocaleString('en-US')}
      </h3>
      <div ref={scrollRef} className="fw-location-map-side-scroll" role="region" aria-label="Locations in the map view" tabIndex={0}>
        {locations.length === 0 ? <p className="fw-location-map-side-empty">No locations in this part of the map.</p> : null}
        {/* Entries have one fixed height, so a whole list places them exactly as the virtualiser would. */}
        <RowsOnDemand options={{ items: locations, keyOf: locationKey, rowHeight: SIDE_ROW_PX, scrollRef, viewport, overscan: SIDEBAR_ROW_OVERSCAN }}>
          {(virtual) => (
            <ul className="fw-location-map-side-items" style={{ height: virtual.totalHeight }}>
              {virtual.rows.map(({ item: location, index, key, start }) => {
                const nameId = `${idPrefix}-${index}`
                return (
                  <li
                    key={key}
                    className="fw-location-map-side-item"
                    data-hovered={location.id === hoveredId || undefined}
                    style={{ height: SIDE_ROW_PX, transform: `translateY(${start}px)` }}
                    onMouseEnter={() => onHover(location.id)}
                    onMouseLeave={() => onHover(null)}
                  >
                    <LocationLink className="fw-location-map-side-link" location={location} nameId={nameId} />
                    <CompareToggle location={location} selection={selection} describedBy={nameId} />
                  </li>
                )
              })}
            </ul>
          )}
        </RowsOnDemand>
      </div>
    </aside>
  )
}
