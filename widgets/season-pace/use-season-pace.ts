// The pace of a selection, as the widget shows it: asked at the page's view of the server's
// minute while a season may be in progress (so it moves on each minute and the quiet stands with
// it), and asked again through the page's query cache when a payment changes the figures of a
// location it holds (the live connection stays open while shown). The minute before stays on
// screen while the next minute's answer loads.
import { mayBeInSeason } from '../../src/analytics/season-cut'
import { paceQuery } from '../../src/api/queries'
import type { PaceData } from '../../src/contract/pace'
import { useWidgetApi } from '../../src/elements/widget-api'
import { useKeptWhileTheMinuteMoves, useLiveUpdates, useQuery, useServerClock, useServerMinute, type QueryState } from '../widget-kit'

/** Which locations and seasons, as the URL's comma text; undefined leaves the server's default. */
export interface PaceSelection {
  locationIds: string | undefined
  city: string | undefined
  years: string | undefined
}

export function useSeasonPace({ locationIds, city, years }: PaceSelection): QueryState<PaceData> {
  const api = useWidgetApi()
  useLiveUpdates()
  const { clock, ready } = useServerClock()
  const minute = useServerMinute(ready && mayBeInSeason(clock.now()))
  const asOf = mayBeInSeason(minute) ? new Date(minute).toISOString() : undefined
  const state = useQuery(() => (ready ? paceQuery(api, { locationIds, city, years, asOf }) : null), [api, ready, locationIds, city, years, asOf])
  return useKeptWhileTheMinuteMoves(`${locationIds}|${city}|${years}`, state)
}
