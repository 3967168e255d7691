// What hovering a location shows: its name, business name, address and 2025 net sales. It sits on
// the marker (side-list hover, keyboard focus) or follows the mouse (pointer over a pin).
import type { CSSProperties } from 'react'
import type { Location } from '../../src/contract/location'
import { formatMoney } from '../../src/format/money'
import { LocationSummary } from '../widget-kit'

export const TOOLTIP_YEAR = 2025

export interface MapTooltipProps {
  id: string
  location: Location
  anchor: 'marker' | 'mouse'
  /** Pixel position in the map pane: the marker's tip, or the mouse. */
  x: number
  y: number
}

export function MapTooltip({ id, location, anchor, x, y }: MapTooltipProps) {
  const position: CSSProperties = anchor === 'mouse' ? { left: x + 14, top: y + 14 } : { left: x, top: y }
  const netSales = location.stats[String(TOOLTIP_YEAR)]?.totalNetSales ?? 0
  return (
    <div id={id} role="tooltip" className="fw-map-tooltip" data-anchor={anchor} style={position}>
      <LocationSummary location={location} />
      <span className="fw-map-tooltip-figure">
        {TOOLTIP_YEAR} Net Sales {formatMoney(netSales)}
      </span>
    </div>
  )
}
