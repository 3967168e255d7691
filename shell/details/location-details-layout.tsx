// /stats/details/location/{locationId} (docs/screens.md#location-details): the breadcrumb, 'View in Admin' for admins, the
// Today button while today (the server's clock, in the location's timezone) is in the window, the
// date and year picker (one year on the items tab, several elsewhere) applied to the URL when it
// closes, when the data was last hydrated, and the tabs Stats, Items and Orders over the tab's
// element. An unknown id reads 'Location Not Found'.
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { locationsQuery } from '../../src/api/queries'
import { syncPageClock, pageClock } from '../../src/clock/page-clock'
import { isPlainClick, LOCATION_NOT_FOUND_TITLE, LocationNotFoundError, useLocation, useQuery } from '../../widgets/widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { formatDateTime } from '../../src/format/date-time'
import { localNow, todayInSeason } from '../../src/season'
import { $session } from '../../src/stores/session'
import { Button, ButtonLink, DateYearPicker, TabPanel, Tabs } from '../../widgets/ui-kit'
import { LoadingScreen } from '../app/loading-screen'
import type { LayoutProps } from '../app/screen-props'
import { shellApi } from '../app/shell-api'
import { errorMessage } from '../app/error-screen'
import { isAdmin } from '../routing/resolve-route'
import { navigate, shellHref } from '../routing/router'
import { ShellLink } from '../routing/shell-link'
import { writeSearch } from '../routing/search-params'
import { $view, viewPath } from '../stats/view-store'
import { detailsStyles } from './details-styles'
import { pickerSelection, tabOfRoute, todaySelection, withDateSelection, type DateSelection } from './date-selection'

const TAB_LABELS = { stats: 'Stats', items: 'Items', orders: 'Orders' } as const

export default function LocationDetailsLayout({ route, params, search, children }: LayoutProps) {
  useStyles(detailsStyles)
  const locationId = params.locationId ?? ''
  const state = useLocation(locationId)
  const locations = useQuery(() => locationsQuery(shellApi), [])
  const session = useStore($session)
  const view = useStore($view)
  // "Today" is the server's today: render again once the page knows the server's clock.
  const [, setClockSynced] = useState(false)
  useEffect(() => {
    let current = true
    syncPageClock(shellApi).then(
      () => current && setClockSynced(true),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])

  if (state.status === 'loading') return <LoadingScreen fullScreen={false} />
  if (state.status === 'error') {
    if (state.error instanceof LocationNotFoundError) return <LocationNotFound locationId={locationId} />
    throw state.error
  }

  const { location, tracked } = state.data
  const tab = tabOfRoute(route)
  const shown = pickerSelection(tab, search, tracked, pageClock, location.timezone)
  const today = todayInSeason(pageClock, location.timezone)
  const hydratedAt = locations.status === 'ready' ? locations.data.hydratedAt : null
  const base = `/stats/details/location/${encodeURIComponent(location.id)}`
  const apply = (selection: DateSelection) => navigate(`${window.location.pathname}${writeSearch(withDateSelection(search, selection))}`, { carry: false })

  return (
    <div className="shell-details">
      <div className="shell-details__top">
        <nav aria-label="Breadcrumb" className="shell-breadcrumb">
          <ol>
            <li>
              <ShellLink href={viewPath(view)}>Locations</ShellLink>
            </li>
            <li>
              <ShellLink href={`${base}/stats`}>{location.name}</ShellLink>
            </li>
            <li aria-current="page">{TAB_LABELS[tab]}</li>
          </ol>
        </nav>
        <div className="shell-details__actions">
          {today ? (
            <Button size="sm" onClick={() => apply(todaySelection(today, tab === 'stats' ? shown.years : null))}>
              Today
            </Button>
          ) : null}
          <DateYearPicker
            days={shown.days}
            years={shown.years}
            mode={tab === 'items' ? 'single' : 'multi'}
            currentYear={localNow(pageClock, location.timezone).year}
            onApply={apply}
            label="Date and year"
          />
          {session.status === 'authenticated' && isAdmin(session.user.roles) ? (
            <ButtonLink
              size="sm"
              variant="outline"
              href={`/admin/locations/${encodeURIComponent(location.id)}`}
              onClick={(event) => {
                event.preventDefault()
                navigate(`/admin/locations/${encodeURIComponent(location.id)}`, { carry: false })
              }}
            >
              View in Admin
            </ButtonLink>
          ) : null}
        </div>
      </div>
      <div className="shell-details__heading">
        <h2 className="shell-details__title">{location.name}</h2>
        {location.businessName ? <p className="shell-details__muted">{location.businessName}</p> : null}
        {hydratedAt ? <p className="shell-details__muted">Data last hydrated {formatDateTime(hydratedAt, location.timezone)}</p> : null}
      </div>
      <Tabs
        label={`${location.name} details`}
        value={tab}
        tabs={(['stats', 'items', 'orders'] as const).map((value) => ({ value, label: TAB_LABELS[value], href: shellHref(`${base}/${value}`) }))}
        onLinkClick={(chosen, event) => {
          if (!isPlainClick(event)) return
          event.preventDefault()
          navigate(chosen.href ?? `${base}/${chosen.value}`, { carry: false })
        }}
      >
        <TabPanel value={tab}>{children}</TabPanel>
      </Tabs>
    </div>
  )
}

/** docs/screens.md#location-details: 'Location Not Found' with 'The location with ID ... could not be found.' */
export function LocationNotFound({ locationId }: { locationId: string }) {
  return (
    <section className="shell-message" role="alert">
      <h2 className="shell-message__title">{LOCATION_NOT_FOUND_TITLE}</h2>
      <p>{errorMessage(new LocationNotFoundError(locationId))}</p>
      <p>
        <ShellLink href="/stats/locations/map">Back to the locations</ShellLink>
      </p>
    </section>
  )
}
