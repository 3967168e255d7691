// The server's clock to the minute, for figures cut at "now" (like-for-like comparisons): the
// minute of the page's view of the server's clock (src/clock/page-clock), renewed as each minute
// begins while `ticking`, so a comparison cut at now moves on with it.
import { useEffect, useRef, useState } from 'react'
import { mayBeInSeason } from '../../../src/analytics/season-cut'
import { pageClock } from '../../../src/clock/page-clock'
import { useServerClock } from './use-server-clock'
import type { QueryState } from '../states/use-query'

const MINUTE_MS = 60_000

/** The start of the minute `ms` falls in. */
export function minuteOf(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS
}

/** The server's minute now; while `ticking`, the component renders again as each minute begins. */
export function useServerMinute(ticking: boolean): number {
  const [, setMinutesSeen] = useState(0)
  useEffect(() => {
    if (!ticking) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const next = () => {
      // Just past the next minute's start, so the minute read then is the new one.
      timer = setTimeout(() => {
        setMinutesSeen((seen) => seen + 1)
        next()
      }, MINUTE_MS - (pageClock.now() % MINUTE_MS) + 20)
    }
    next()
    return () => clearTimeout(timer)
  }, [ticking])
  return minuteOf(pageClock.now())
}

/**
 * The minute a screen asks every season's stats at (`asOf`, ISO) while a season may be in progress,
 * so their like-for-like cuts match; `ready` once the page knows the server's clock. Out of season,
 * or when the newest season shown (`newestYear`) is an earlier one, there is no cut, and no minute
 * to ask at.
 */
export function useComparisonMinute(newestYear: number | null): { ready: boolean; asOf: string | undefined } {
  const { clock, ready } = useServerClock()
  const live = (ms: number) => ready && newestYear === new Date(ms).getUTCFullYear() && mayBeInSeason(ms)
  const minute = useServerMinute(live(clock.now()))
  return { ready, asOf: live(minute) ? new Date(minute).toISOString() : undefined }
}

/**
 * Answers for a selection, and while a new minute's answers for the same selection load, the last
 * minute's (refreshing), so a screen does not fall back to its loading state every minute.
 */
export function useKeptWhileTheMinuteMoves<T>(selection: string, state: QueryState<T>): QueryState<T> {
  const kept = useRef<{ selection: string; data: T } | null>(null)
  if (state.status === 'ready') kept.current = { selection, data: state.data }
  if (state.status === 'loading' && kept.current?.selection === selection) return { status: 'ready', data: kept.current.data, refreshing: true }
  return state
}
