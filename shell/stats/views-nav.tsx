// The sidebar's Views buttons (docs/screens.md#the-sidebar): Map, List and Grid, and beside them Season Pace; the one
// showing is highlighted, and the search parameters (filters, compare, dates) travel with the switch.
import { useStore } from '@nanostores/react'
import { ROUTES } from '../routing/route-table'
import { $router } from '../routing/router'
import { ShellLink } from '../routing/shell-link'
import { LOCATION_VIEWS, viewPath, type LocationView } from './view-store'

const LABELS: Record<LocationView, string> = { map: 'Map', list: 'List', grid: 'Grid' }
const PACE_LABEL = 'Season Pace'

export function ViewsNav({ active, compact = false }: { active: LocationView | undefined; compact?: boolean }) {
  // Not a locations view (it is not remembered as one), so the route itself says when it shows.
  const paceShowing = useStore($router)?.route === 'statsPace'
  return (
    <nav className="shell-views" aria-label="Views">
      {!compact ? <p className="shell-sidebar__label">Views</p> : null}
      <ul className="shell-views__list">
        {LOCATION_VIEWS.map((view) => (
          <li key={view}>
            <ShellLink
              href={viewPath(view)}
              className="shell-views__button"
              aria-current={view === active ? 'page' : undefined}
              aria-label={compact ? LABELS[view] : undefined}
              title={compact ? LABELS[view] : undefined}
            >
              <ViewIcon view={view} />
              {!compact ? <span>{LABELS[view]}</span> : null}
            </ShellLink>
          </li>
        ))}
        <li>
          <ShellLink
            href={ROUTES.statsPace.path}
            className="shell-views__button"
            aria-current={paceShowing ? 'page' : undefined}
            aria-label={compact ? PACE_LABEL : undefined}
            title={compact ? PACE_LABEL : undefined}
          >
            <PaceIcon />
            {!compact ? <span>{PACE_LABEL}</span> : null}
          </ShellLink>
        </li>
      </ul>
    </nav>
  )
}

function ViewIcon({ view }: { view: LocationView }) {
  const paths: Record<LocationView, string> = {
    map: 'M2 4l4-2 4 2 4-2v10l-4 2-4-2-4 2zM6 2v10M10 4v10',
    list: 'M5 4h9M5 8h9M5 12h9M2 4h.01M2 8h.01M2 12h.01',
    grid: 'M2 2h5v5H2zM9 2h5v5H9zM2 9h5v5H2zM9 9h5v5H9z',
  }
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[view]} />
    </svg>
  )
}

/** A rising line past a marker: this season against the last, now. */
function PaceIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 13l4-4 3 2 5-6M11 2v12" />
    </svg>
  )
}
