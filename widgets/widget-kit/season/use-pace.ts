// The pace of a selection (/api/square/pace), as Season Pace and the Analytics ranking show it —
// one like-for-like definition of "against last year" for both: asked at the page's view of the server's
// minute while a season may be in progress (so it moves on each minute and the quiet stands with
// it), and asked again through the page's query cache when a payment changes the figures of a
// location it holds (the live connection stays open while shown). The minute before stays on
// screen while the next minute's answer loads.
import { mayBeInSeason } from '../../../src/analytics/season-cut'
import { paceQuery } from '../../../src/api/queries'
import type { PaceData } from '../../../src/contract/pace'
import { useWidgetApi } from '../../../src/elements/widget-api'
import { useKeptWhileTheMinuteMoves, useServerMinute } from './use-comparison-minute'
import { useLiveUpdates } from './use-live-updates'
import { useQuery, type QueryState } from '../states/use-query'
import { useServerClock } from './use-server-clock'

/** Which locations and seasons, as the URL's comma text; undefined leaves the server's default. */
export interface PaceSelection {
  locationIds: string | undefined
  city: string | undefined
  years: string | undefined
}

/** The pace of a selection; with `enabled` false (a selection not known yet) nothing is asked and it stays loading. */
export function usePace({ locationIds, city, years }: PaceSelection, enabled = true): QueryState<PaceData> {
  const api = useWidgetApi()
  useLiveUpdates()
  const { clock, ready } = useServerClock()
  const minute = useServerMinute(ready && enabled && mayBeInSeason(clock.now()))
  const asOf = mayBeInSeason(minute) ? new Date(minute).toISOString() : undefined
  const asking = ready && enabled
  const state = useQuery(() => (asking ? paceQuery(api, { locationIds, city, years, asOf }) : null), [api, asking, locationIds, city, years, asOf])
  return useKeptWhileTheMinuteMoves(`${locationIds}|${city}|${years}`, state)
}
