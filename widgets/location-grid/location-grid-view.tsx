// The locations as a responsive grid of cards (docs/screens.md#the-stats-area /stats/locations/grid): each card shows the
// location, its 2025 figures, its compare toggle and, for admins, 'View in Admin'; a click anywhere
// on a card opens the location's stats.
import { useId } from 'react'
import type { Location } from '../../src/contract/location'
import { useStyles } from '../../src/elements/use-styles'
import { type CompareSelection, CompareToggle, LocationLink, NO_LOCATIONS_TEXT, WidgetLink } from '../widget-kit'
import { isCompared } from '../../src/filters'
import { DEFAULT_ADMIN_LINK_TEMPLATE } from '../../src/filters/location-view-props'
import { formatCount } from '../../src/format/figure'
import { formatMoney } from '../../src/format/money'
import { locationGridStyles } from './styles'

/** The season the cards show figures for. */
export const GRID_FIGURES_YEAR = 2025

export interface LocationGridViewProps {
  locations: readonly Location[]
  selection: CompareSelection
  isAdmin: boolean
  adminLinkTemplate?: string
}

function GridCard({ location, selection, isAdmin, adminLinkTemplate }: { location: Location } & Omit<LocationGridViewProps, 'locations'>) {
  const nameId = useId()
  const season = location.stats[String(GRID_FIGURES_YEAR)]
  return (
    <li className="fw-location-grid-card" data-compared={isCompared(selection.ids, location.id) || undefined}>
      <LocationLink className="fw-location-grid-link" location={location} nameId={nameId} />
      <dl className="fw-location-grid-figures">
        <div>
          <dt>{GRID_FIGURES_YEAR} Net Sales</dt>
          <dd>{formatMoney(season?.totalNetSales ?? 0)}</dd>
        </div>
        <div>
          <dt>{GRID_FIGURES_YEAR} Transactions</dt>
          <dd>{formatCount(season?.totalTransactions ?? 0)}</dd>
        </div>
      </dl>
      <div className="fw-location-grid-actions">
        <CompareToggle location={location} selection={selection} describedBy={nameId} />
        {isAdmin ? (
          <WidgetLink
            className="fw-location-grid-admin"
            defaultTemplate={DEFAULT_ADMIN_LINK_TEMPLATE}
            template={adminLinkTemplate ?? DEFAULT_ADMIN_LINK_TEMPLATE}
            params={{ locationId: location.id, id: location.id }}
            aria-describedby={nameId}
          >
            View in Admin
          </WidgetLink>
        ) : null}
      </div>
    </li>
  )
}

export function LocationGridView({ locations, ...card }: LocationGridViewProps) {
  useStyles(locationGridStyles)
  if (locations.length === 0) {
    return (
      <div className="fw-location-grid" data-status="empty" part="empty">
        <p className="fw-location-grid-message">{NO_LOCATIONS_TEXT}</p>
      </div>
    )
  }
  return (
    <div className="fw-location-grid" part="body">
      <ul className="fw-location-grid-items" aria-label="Locations">
        {locations.map((location) => (
          <GridCard key={location.id} location={location} {...card} />
        ))}
      </ul>
    </div>
  )
}
