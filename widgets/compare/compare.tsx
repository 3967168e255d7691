// fw-compare as a React component: two locations in one season side by side, from one
// /api/square/stats answer per location through the page's query cache. The swap and the picker
// take effect at once and are told to the host (fw-compare-change, fw-date-range-change), which
// writes them to its URL and hands them back as attributes.
import { useEffect, useState } from 'react'
import { locationsQuery, seasonStatsQuery } from '../../src/api/queries'
import type { LocationsData } from '../../src/contract/locations-response'
import type { StatsData } from '../../src/contract/figures-answers'
import {
  comparisonCutOf,
  BACK_TO_LOCATIONS,
  isUnauthorized,
  LOCATION_NOT_FOUND_TITLE,
  LocationNotFoundError,
  NotFoundNotice,
  QueryError,
  trackedSeasonsOf,
  useComparisonMinute,
  useKeptWhileTheMinuteMoves,
  useLiveUpdates,
  useQueries,
  useQuery,
  useServerClock,
} from '../widget-kit'
import { yearsText } from '../../src/elements/season-selection'
import { SignedOutNotice } from '../../src/elements/signed-out-notice'
import { summaryCards } from '../../src/analytics/compare'
import { useWidget } from '../../src/elements/widget-context'
import { useWidgetApi } from '../../src/elements/widget-api'
import { daysInRange, defaultYears, itemPageYears, parseDays, parseYears, serialiseDays } from '../../src/season'
import type { DateYearSelection } from '../ui-kit'
import { comparedIds, compareModel, type ComparedLocation } from './compare-model'
import { CompareView } from './compare-view'

export interface CompareProps {
  /** The locations to compare: comma ids ("L1,L2"); only the first 2 are used. */
  locations?: readonly string[] | string
  /** The season: one year (of several, the latest); absent means the latest tracked season. */
  years?: readonly (string | number)[] | string
  /** Window days, e.g. "28to5". */
  days?: string
}

interface Selection {
  ids: string[]
  years: string | undefined
  days: string
}

export function Compare(props: CompareProps) {
  const api = useWidgetApi()
  const { emit } = useWidget()
  useLiveUpdates()
  const given: Selection = { ids: comparedIds(props.locations), years: yearsText(props.years), days: serialiseDays(parseDays(props.days)) }
  const givenKey = JSON.stringify(given)
  // The reader's own swap or picker choice shows until the host hands new attributes down.
  const [chosen, setChosen] = useState<Selection | null>(null)
  useEffect(() => setChosen(null), [givenKey])
  const selection = chosen ?? given
  const { clock } = useServerClock()

  const locations = useQuery(() => (selection.ids.length > 0 ? locationsQuery(api) : null), [api, selection.ids.length > 0])
  const year = yearOf(selection.years, locations.status === 'ready' ? locations.data : null)
  const found = locations.status === 'ready' ? selection.ids.map((id) => locations.data.locations.find((location) => location.id === id)) : []
  const missing = locations.status === 'ready' ? selection.ids.find((_, index) => found[index] === undefined) : undefined
  const comparing = selection.ids.length === 2 && year !== null && locations.status === 'ready' && missing === undefined
  // In season both locations are asked at the same minute, with last season beside: while the
  // year is in progress each card says how it stands against last year, like for like.
  const { ready: clockReady, asOf } = useComparisonMinute(year)
  const asked = comparing && clockReady
  const seasons = (season: number) => selection.ids.map((locationId) => seasonStatsQuery(api, { locationId, year: season, days: selection.days, asOf }))
  const answers = useQueries<StatsData>(
    () => (asked ? (asOf === undefined ? seasons(year!) : [...seasons(year!), ...seasons(year! - 1)]) : null),
    [api, asked, selection.ids.join(','), year, selection.days, asOf],
  )
  const stats = useKeptWhileTheMinuteMoves(`${selection.ids.join(',')}|${year}|${selection.days}`, answers)
  const model =
    comparing && stats.status === 'ready'
      ? compareModel(
          year!,
          selection.ids.map((id, index) => ({ id, name: found[index]!.name, ...comparedSeason(year!, stats.data[index]!, stats.data[selection.ids.length + index]) })),
          daysInRange(parseDays(selection.days)),
        )
      : null

  if (selection.ids.length === 0) return null
  if (missing !== undefined) {
    return <NotFoundNotice className="fw-compare" title={LOCATION_NOT_FOUND_TITLE} message={new LocationNotFoundError(missing).message} back={BACK_TO_LOCATIONS} />
  }
  const failed = locations.status === 'error' ? locations : stats.status === 'error' ? stats : null
  if (failed !== null) {
    if (isUnauthorized(failed.error)) return <SignedOutNotice />
    return (
      <div className="fw-compare" data-status="error">
        <QueryError error={failed.error} what={locations.status === 'error' ? 'the locations' : 'the figures to compare'} retry={failed.retry} />
      </div>
    )
  }

  const swap = () => {
    const ids = [...selection.ids].reverse()
    setChosen({ ...selection, ids })
    emit('fw-compare-change', { locationIds: ids })
  }
  const apply = ({ years, days }: DateYearSelection) => {
    setChosen({ ...selection, years: years.join(','), days })
    emit('fw-date-range-change', { years, days })
  }
  return (
    <CompareView
      chips={selection.ids.map((id, index) => ({ id, name: found[index]?.name ?? id }))}
      year={year}
      days={selection.days}
      currentYear={new Date(clock.now()).getUTCFullYear()}
      model={model}
      loading={comparing && stats.status === 'loading'}
      onSwap={swap}
      onApply={apply}
    />
  )
}

/** A location's season and, while it is in progress, how it stands against last season up to now. */
function comparedSeason(year: number, answer: StatsData, lastSeason: StatsData | undefined): Pick<ComparedLocation, 'stats' | 'againstLastSeason'> {
  const stats = answer.stats[0]!
  const cut = lastSeason === undefined ? null : comparisonCutOf([year - 1, year], [lastSeason, answer])
  return { stats, againstLastSeason: cut === null ? null : summaryCards([lastSeason!.stats[0]!, stats], cut) }
}

/** The one season compared: the latest of the years asked for, or the latest tracked season. */
function yearOf(asked: string | undefined, locations: LocationsData | null): number | null {
  if (asked !== undefined) return itemPageYears(parseYears(asked, []))[0] ?? null
  if (locations === null) return null
  return itemPageYears(defaultYears(trackedSeasonsOf(locations.locations)))[0] ?? null
}
