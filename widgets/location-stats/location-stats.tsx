// fw-location-stats as a React component: a location's season figures from the API, through the
// page's query cache, drawn by the pure view.
import { QueryStateView, useSeasonStats } from '../widget-kit'
import type { SeasonSelectionProps } from '../../src/elements/season-selection'
import { LocationStatsLoading, LocationStatsView } from './location-stats-view'
import { buildStatsModel } from './stats-model'

export type LocationStatsProps = SeasonSelectionProps

export function LocationStats(selection: LocationStatsProps) {
  const state = useSeasonStats(selection)
  return (
    <QueryStateView state={state} className="fw-location-stats" what="the stats" loading={<LocationStatsLoading />}>
      {(season) => (
        <LocationStatsView model={buildStatsModel({ years: season.stats, paymentTypes: season.paymentTypes }, season.days, season.location.name, season.likeForLike)} stats={season.stats} />
      )}
    </QueryStateView>
  )
}
