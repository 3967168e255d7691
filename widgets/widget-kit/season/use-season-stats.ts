// A location's season figures for the selected years and days, as the stats widgets show them:
// the location's name and timezone from the (shared, cached) locations answer, and one
// /api/square/stats answer per selected year, so adding a year asks only for that year. While
// shown, the page's live connection stays open so changed figures are asked for again.
//
// In season every year is asked at the same minute of the server's clock, so while the newest
// selected season is in progress the comparisons with older ones are like for like (up to the
// same local minute); the minute moves on while shown, and the figures of the minute before stay
// on screen until the new minute's arrive.
import { useMemo } from 'react'
import type { ComparisonCut } from '../../../src/analytics/compare'
import { locationsQuery, seasonStatsQuery } from '../../../src/api/queries'
import type { Location } from '../../../src/contract/location'
import type { PaymentTypeYear, YearStats } from '../../../src/contract/stats'
import { daysInRange, defaultYears, parseDays, parseYears, serialiseDays, trackedSeasons, type SeasonDay } from '../../../src/season'
import { yearsText, type SeasonSelectionProps } from '../../../src/elements/season-selection'
import { useWidgetApi } from '../../../src/elements/widget-api'
import { useWidget } from '../../../src/elements/widget-context'
import { comparisonCutOf } from './like-for-like'
import { useComparisonMinute, useKeptWhileTheMinuteMoves } from './use-comparison-minute'
import { useLiveUpdates } from './use-live-updates'
import { useQueries, useQuery, type QueryState } from '../states/use-query'

export interface SeasonStats {
  location: Pick<Location, 'id' | 'name' | 'timezone'>
  /** Selected seasons, ascending. */
  years: number[]
  /** Selected window days, in window order. */
  days: SeasonDay[]
  /** One entry per selected season, ascending. */
  stats: YearStats[]
  paymentTypes: PaymentTypeYear[]
  /** The older seasons up to the same local minute while the newest is in progress; null when whole seasons compare. */
  likeForLike: ComparisonCut | null
}

/** Thrown when the location id names no location. */
export class LocationNotFoundError extends Error {
  override name = 'LocationNotFoundError'
  constructor(readonly locationId: string) {
    super(`The location with ID ${locationId} could not be found.`)
  }
}

/**
 * Thrown when a widget reading with a host's embed token is asked for a location the token does not
 * cover: the server lists only the token's locations, so to it any other is out of reach.
 */
export class LocationOutsideTokenError extends Error {
  override name = 'LocationOutsideTokenError'
  constructor(readonly locationId: string) {
    super(`This page's embed token does not cover the location with ID ${locationId}: the dashboard's admins can make a key that does.`)
  }
}

/** The error for a location missing from the locations answer: not found, or out of an embed token's reach. */
export function missingLocation(locationId: string, readsWithEmbedToken: boolean): Error {
  return readsWithEmbedToken ? new LocationOutsideTokenError(locationId) : new LocationNotFoundError(locationId)
}

export const NO_LOCATION_SELECTED = 'No location selected'

/** Seasons the server holds data for: every year any location has stats for. */
export function trackedSeasonsOf(locations: readonly Pick<Location, 'stats'>[]): number[] {
  return trackedSeasons(locations.flatMap((location) => Object.keys(location.stats).map(Number)))
}

export function useSeasonStats(selection: SeasonSelectionProps): QueryState<SeasonStats> {
  const api = useWidgetApi()
  const { readsWithEmbedToken } = useWidget()
  useLiveUpdates()
  const locationId = selection.locationId?.trim() ?? ''
  const asked = yearsText(selection.years)
  // parseDays warns about a bad range: once per value, not on every render.
  const range = useMemo(() => parseDays(selection.days), [selection.days])
  const days = serialiseDays(range)
  const locations = useQuery(() => (locationId ? locationsQuery(api) : null), [api, locationId])
  // Years given by the host are asked for at once; the default needs the tracked seasons first.
  const years =
    asked !== undefined
      ? parseYears(asked, [])
      : locations.status === 'ready'
        ? defaultYears(trackedSeasonsOf(locations.data.locations))
        : null
  const yearsKey = years?.join(',') ?? null
  const known = locations.status !== 'ready' || locations.data.locations.some((candidate) => candidate.id === locationId)
  // Every year at the same minute of the server's clock, once the page knows it.
  const { ready: clockReady, asOf } = useComparisonMinute(years === null || years.length === 0 ? null : Math.max(...years))
  const perYear = useQueries(
    () => (locationId && known && years !== null && clockReady ? years.map((year) => seasonStatsQuery(api, { locationId, year, days, asOf })) : null),
    [api, locationId, known, yearsKey, days, asOf, clockReady],
  )
  const shown = useKeptWhileTheMinuteMoves(`${locationId}|${yearsKey}|${days}`, perYear)
  if (!locationId) return { status: 'error', error: new Error(NO_LOCATION_SELECTED) }
  if (locations.status === 'error') return locations
  const location = locations.status === 'ready' ? locations.data.locations.find((candidate) => candidate.id === locationId) : undefined
  if (locations.status === 'ready' && !location) return { status: 'error', error: missingLocation(locationId, readsWithEmbedToken) }
  if (shown.status === 'error') return shown
  if (!location || shown.status === 'loading' || years === null) return { status: 'loading' }
  return {
    status: 'ready',
    refreshing: shown.refreshing,
    data: {
      location: { id: location.id, name: location.name, timezone: location.timezone },
      years,
      days: daysInRange(range),
      stats: shown.data.flatMap((answer) => answer.stats),
      paymentTypes: shown.data.flatMap((answer) => answer.paymentTypes),
      likeForLike: comparisonCutOf(years, shown.data),
    },
  }
}
