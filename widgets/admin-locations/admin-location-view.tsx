// One location's admin page (docs/screens.md#locations-admin /admin/locations/{id}): the header (name, business name,
// address), the Stats tab, and on it the four figures and the season in progress
// (./current-season-cards), the hourly charts of 2023 and 2024 and the raw location data. An
// unknown id reads 'Location Not Found'.
import type { MouseEvent } from 'react'
import type { Location } from '../../src/contract/location'
import type { PaceData } from '../../src/contract/pace'
import type { YearStats } from '../../src/contract/stats'
import { useStyles } from '../../src/elements/use-styles'
import { fillLinkTemplate, isPlainClick, LOCATION_NOT_FOUND_TITLE, LocationNotFoundError, QueryError, WidgetLink, type QueryState } from '../widget-kit'
import { useWidget } from '../../src/elements/widget-context'
import { formatCount, formatMoney } from '../../src/format'
import { Tabs } from '../ui-kit'
import { ADMIN_BASE_YEAR, ADMIN_YEAR, addressText, adminLocationFigures } from './admin-locations-model'
import { CurrentSeasonCards } from './current-season-cards'
import { FigureCard } from './figure-card'
import { HourlyCharts } from './hourly-charts'
import { adminLocationsStyles } from './styles'

/** Where the Stats tab links unless the host's link-template says otherwise. */
export const ADMIN_LOCATION_STATS_LINK = '/admin/locations/{locationId}/stats'

/** The admin's list of locations, where an unknown location links back to. */
export const ADMIN_LOCATIONS_LINK = '/admin/locations'

export interface AdminLocationViewProps {
  location: Location
  /** The 2023 and 2024 figures for the charts; null while they load. */
  years: readonly YearStats[] | null
  /** Why the charts' figures could not load, if they could not, and how to ask again. */
  chartsFailure?: { error: unknown; retry?: () => void }
  /** The location's season pace, for the season in progress; absent: no such cards. */
  pace?: QueryState<PaceData>
}

export function AdminLocationView({ location, years, chartsFailure, pace }: AdminLocationViewProps) {
  useStyles(adminLocationsStyles)
  const { linkTemplate, emit } = useWidget()
  const figures = adminLocationFigures(location)
  const statsHref = fillLinkTemplate(linkTemplate ?? ADMIN_LOCATION_STATS_LINK, { locationId: location.id, id: location.id })
  const followTab = (_tab: unknown, event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(event) && !emit('fw-navigate', { href: statsHref }, { cancelable: true })) event.preventDefault()
  }
  return (
    <div className="fw-admin-location" data-status="ready">
      <header className="fw-admin-location-header" part="header">
        <h2 className="fw-admin-location-name" part="title">{location.name}</h2>
        {location.businessName ? <p className="fw-admin-location-business">{location.businessName}</p> : null}
        <p className="fw-admin-location-address">{addressText(location)}</p>
      </header>
      <Tabs label="Location sections" tabs={[{ value: 'stats', label: 'Stats', href: statsHref }]} value="stats" onLinkClick={followTab} />
      <section className="fw-admin-figures" aria-label="Location figures">
        <FigureCard cardKey="base-year-sales" title={`${ADMIN_BASE_YEAR} Total Sales`} value={formatMoney(figures.baseYearSales)} />
        <FigureCard
          cardKey="year-sales"
          title={`${ADMIN_YEAR} Total Sales`}
          value={formatMoney(figures.yearSales)}
          change={{ percent: figures.change, against: `from ${ADMIN_BASE_YEAR}` }}
        />
        <FigureCard cardKey="base-year-transactions" title={`${ADMIN_BASE_YEAR} Transactions`} value={formatCount(figures.baseYearTransactions)} />
        <FigureCard cardKey="year-transactions" title={`${ADMIN_YEAR} Transactions`} value={formatCount(figures.yearTransactions)} />
        {pace === undefined ? null : <CurrentSeasonCards pace={pace} ids={null} withTransactions />}
      </section>
      {chartsFailure !== undefined ? (
        <QueryError error={chartsFailure.error} what="the hourly figures" retry={chartsFailure.retry} />
      ) : (
        <HourlyCharts years={years} />
      )}
      <details className="fw-admin-raw">
        <summary>Raw Location Data</summary>
        <pre className="fw-admin-pre">{JSON.stringify(location, null, 2)}</pre>
      </details>
    </div>
  )
}

/** An id that names no location. */
export function AdminLocationNotFound({ locationId }: { locationId: string }) {
  useStyles(adminLocationsStyles)
  return (
    <div className="fw-admin-location" data-status="not-found">
      <h2 className="fw-admin-location-name" part="title">{LOCATION_NOT_FOUND_TITLE}</h2>
      <p>{new LocationNotFoundError(locationId).message}</p>
      <p className="fw-admin-muted">Location data not found.</p>
      <WidgetLink className="fw-admin-back" template={ADMIN_LOCATIONS_LINK} defaultTemplate={ADMIN_LOCATIONS_LINK} params={{}}>
        Back to the locations
      </WidgetLink>
    </div>
  )
}
