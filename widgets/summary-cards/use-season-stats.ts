// The stats widgets' data hook: loads a location's season stats through the widget's API client
// and says where loading stands. Rendering lives elsewhere, in views fed by this state (or by
// fixtures in stories and tests).
import { useEffect, useState } from 'react'
import { ApiHttpError, errorText } from '../../src/api/errors'
import { useWidgetApi } from '../../src/elements/widget-context'
import { loadSeasonStats, yearsText, type SeasonStatsData, type SeasonStatsInput } from './season-stats-loader'

export type SeasonStatsState =
  | { status: 'loading' }
  /** `unauthorized`: the API refused the session (the widget shows its sign-in prompt). */
  | { status: 'error'; message: string; unauthorized: boolean }
  | { status: 'ready'; data: SeasonStatsData }

/** The season stats of a location for the given years and days, reloaded when any input changes. */
export function useSeasonStats(input: SeasonStatsInput): SeasonStatsState {
  const api = useWidgetApi()
  const [state, setState] = useState<SeasonStatsState>({ status: 'loading' })
  const { locationId, days } = input
  const years = yearsText(input.years)

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    loadSeasonStats(api, { locationId, years, days }, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const unauthorized = error instanceof ApiHttpError && error.status === 401
        setState({ status: 'error', message: errorText(error), unauthorized })
      },
    )
    return () => controller.abort()
  }, [api, locationId, years, days])

  return state
}
