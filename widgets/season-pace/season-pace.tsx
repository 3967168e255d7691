// fw-season-pace as a React component: the whole business (or a city, or a list of locations)
// this season so far against the same local moment of each earlier season, live.
import { yearsText } from '../../src/elements/season-selection'
import { QueryStateView, usePace } from '../widget-kit'
import { SeasonPaceLoading, SeasonPaceView } from './season-pace-view'

export interface SeasonPaceProps {
  /** Location ids, as a list or comma text; absent: the city's locations, or every location. */
  locationIds?: readonly string[] | string
  /** A city, matched as the location filters match it ("" for every city); ignored with location-ids. */
  city?: string
  /** Seasons, e.g. "2024,2025"; absent: every tracked season up to the current one. Each is read over its whole window up to the same moment (a pace takes no days), and the screen says so. */
  years?: readonly (string | number)[] | string
}

function idsText(ids: SeasonPaceProps['locationIds']): string | undefined {
  if (ids === undefined) return undefined
  const text = (typeof ids === 'string' ? ids : ids.join(',')).trim()
  return text === '' ? undefined : text
}

export function SeasonPace({ locationIds, city, years }: SeasonPaceProps) {
  const ids = idsText(locationIds)
  const state = usePace({ locationIds: ids, city: ids === undefined ? city : undefined, years: yearsText(years) })
  const scope = ids !== undefined ? 'locations' : city?.trim() || 'all cities'
  return (
    <QueryStateView state={state} className="fw-season-pace" what="the season pace" loading={<SeasonPaceLoading />}>
      {(data) => <SeasonPaceView data={data} scope={scope} />}
    </QueryStateView>
  )
}
