// The sidebar's list of locations (SPEC §2, §9): virtualised with @tanstack/react-virtual (rows
// estimated at 100 px and measured once drawn, 5 rows of overscan), each row a link to the
// location's stats with its compare toggle beside it.
import { useVirtualizer, type Rect } from '@tanstack/react-virtual'
import { useId, useRef } from 'react'
import type { Location } from '../../src/contract/location'
import { isCompared } from '../../src/filters'
import { DEFAULT_LOCATION_LINK_TEMPLATE } from '../../src/filters/location-view-props'
import { type CompareSelection, CompareToggle, LocationSummary, NO_LOCATIONS_TEXT, WidgetLink } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { locationListStyles } from './styles'
import { fixedViewportOptions } from '../widget-kit/fixed-viewport'
import { useItemKey } from '../widget-kit/use-item-key'

const locationKey = (location: Location) => location.id

/** SPEC §9: the sidebar list's row estimate and overscan. */
export const LIST_ROW_ESTIMATE_PX = 100
export const LIST_OVERSCAN = 5

export interface LocationListViewProps {
  /** The locations to list, in order. */
  locations: readonly Location[]
  selection: CompareSelection
  /**
   * A fixed scroll viewport, for tests and benchmarks where nothing lays out: rows then keep their
   * estimated height instead of being measured.
   */
  viewport?: Rect
}

export function LocationListView({ locations, selection, viewport }: LocationListViewProps) {
  useStyles(locationListStyles)
  const scrollRef = useRef<HTMLDivElement>(null)
  const idPrefix = useId()
  const virtualizer = useVirtualizer({
    count: locations.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LIST_ROW_ESTIMATE_PX,
    overscan: LIST_OVERSCAN,
    getItemKey: useItemKey(locations, locationKey),
    ...fixedViewportOptions(viewport),
  })
  if (locations.length === 0) {
    return (
      <div className="fw-location-list" data-status="empty">
        <p className="fw-location-list-message">{NO_LOCATIONS_TEXT}</p>
      </div>
    )
  }
  return (
    <div className="fw-location-list">
      <div ref={scrollRef} className="fw-location-list-scroll" role="region" aria-label="Locations" tabIndex={0}>
        <ul className="fw-location-list-items" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const location = locations[item.index]!
            const nameId = `${idPrefix}-${item.index}`
            return (
              <li
                key={item.key}
                ref={viewport ? undefined : virtualizer.measureElement}
                data-index={item.index}
                className="fw-location-list-row"
                aria-setsize={locations.length}
                aria-posinset={item.index + 1}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <div className="fw-location-list-card" data-compared={isCompared(selection.ids, location.id) || undefined}>
                  <WidgetLink className="fw-location-list-link" defaultTemplate={DEFAULT_LOCATION_LINK_TEMPLATE} params={{ locationId: location.id, id: location.id }}>
                    <LocationSummary location={location} nameId={nameId} />
                  </WidgetLink>
                  <CompareToggle location={location} selection={selection} describedBy={nameId} />
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
