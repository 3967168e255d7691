// fw-location-stats as a React component: loads a location's season stats through the widget's
// API client and hands the computed model to the pure view.
import { useMemo } from 'react'
import { useSeasonStats } from '../summary-cards'
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
  const viewState = useMemo<LocationStatsViewState>(() => {
    if (state.status !== 'ready') return state
    const { analysis, days: selectedDays, location } = state.data
    return { status: 'ready', model: buildStatsModel(analysis, selectedDays, location.name) }
  }, [state])
  return <LocationStatsView state={viewState} />
}
