// fw-location-stats as a React component: loads a location's season stats through the widget's
// API client and hands the computed model to the pure view.
import { useMemo } from 'react'
import { useDelayedFlag, useSeasonStats } from '../summary-cards'
import { LocationStatsView, type LocationStatsViewState } from './location-stats-view'
import { buildStatsModel } from './stats-model'

export interface LocationStatsProps {
  /** The Square location id whose stats to show. */
  locationId?: string
  /** Seasons to show, e.g. ["2024", "2025"]; absent means the last two tracked seasons, empty none. */
  years?: readonly (string | number)[] | string
  /** Window days, e.g. "28to5" (the whole window, the default) or "1to4". */
  days?: string
}

export function LocationStats({ locationId, years, days }: LocationStatsProps) {
  const state = useSeasonStats({ locationId, years, days })
  const showLoading = useDelayedFlag(state.status === 'loading')
  const viewState = useMemo<LocationStatsViewState>(() => {
    if (state.status !== 'ready') return state
    const { analysis, days: selectedDays, location } = state.data
    return { status: 'ready', model: buildStatsModel(analysis, selectedDays, location.name) }
  }, [state])
  if (viewState.status === 'loading' && !showLoading) {
    // Nothing for the first 200 ms (SPEC §9), so a quick answer does not flash loading texts.
    return <div className="fw-location-stats" data-status="pending" aria-busy="true" />
  }
  return <LocationStatsView state={viewState} />
}
