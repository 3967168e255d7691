// The sidebar's list of locations (docs/screens.md#the-sidebar, docs/screens.md#numbers-the-screens-keep): virtualised when long (rows estimated at
// 100 px and measured once drawn, 5 rows of overscan), drawn whole and laid out one after the other
// when short (widgets/widget-kit/rows/rows-on-demand.tsx); each row a link to the location's
// stats with its compare toggle beside it.
import type { Rect } from '@tanstack/react-virtual'
import { useId, useRef } from 'react'
import type { Location } from '../../src/contract/location'
import { isCompared } from '../../src/filters'
import { type CompareSelection, CompareToggle, LocationLink, NO_LOCATIONS_TEXT, RowsOnDemand, SIDEBAR_ROW_OVERSCAN } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { locationListStyles } from './styles'

const locationKey = (location: Location) => location.id

/** docs/screens.md#numbers-the-screens-keep: the sidebar list's row estimate. */
export const LIST_ROW_ESTIMATE_PX = 100

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
  if (locations.length === 0) {
    return (
      <div className="fw-location-list" data-status="empty" part="empty">
        <p className="fw-location-list-message">{NO_LOCATIONS_TEXT}</p>
      </div>
    )
  }
  return (
    <div className="fw-location-list" part="body">
      <div ref={scrollRef} className="fw-location-list-scroll" role="region" aria-label="Locations" tabIndex={0}>
        <RowsOnDemand options={{ items: locations, keyOf: locationKey, rowHeight: LIST_ROW_ESTIMATE_PX, scrollRef, viewport, overscan: SIDEBAR_ROW_OVERSCAN, measureRows: true }}>
          {(virtual) => (
            <ul className="fw-location-list-items" data-whole={virtual.whole || undefined} style={virtual.whole ? undefined : { height: virtual.totalHeight }}>
              {virtual.rows.map(({ item: location, index, key, start }) => {
                const nameId = `${idPrefix}-${index}`
                return (
                  <li
                    key={key}
                    ref={virtual.measureRow}
                    data-index={index}
                    className="fw-location-list-row"
                    aria-setsize={locations.length}
                    aria-posinset={index + 1}
                    style={virtual.whole ? undefined : { transform: `translateY(${start}px)` }}
                  >
                    <div className="fw-location-list-card" data-compared={isCompared(selection.ids, location.id) || undefined}>
                      <LocationLink className="fw-location-list-link" location={location} nameId={nameId} />
                      <CompareToggle location={location} selection={selection} describedBy={nameId} />
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </RowsOnDemand>
      </div>
    </div>
  )
}
