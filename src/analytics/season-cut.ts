// Like-for-like (docs/figures.md#like-for-like): while a season is in progress at a location (the server's clock, the
// location's timezone), a comparison with an earlier season cuts each season at the same local
// day and time: on the evening of July 4 at 8:30 PM, 2025 so far against 2024 up to July 4,
// 8:30 PM, not against the whole of 2024. The cut is the one definition every comparison uses
// (the summary cards, the year bars, compare, the Today view; a season pace screen).
//
// A cut falls on whole minutes, through the minute now is in: at 8:30:40 PM every season counts
// what was created before 8:31 PM local, and the screen says "to Jul 4, 8:30 PM". The same local
// wall time in another year is found in that year's offsets (DST-correct: 8:30 PM is 8:30 PM in
// daylight time and in standard time alike).
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, civilFromDays, daysFromCivil } from '../season/instant'
import { SEASON_FIRST_DAY, SEASON_FIRST_MONTH, seasonIndexOfDate, type SeasonDay } from '../season/window'
import { zonePlacer } from '../season/zone'

/** A local wall-clock minute of the year: where every compared season is cut. */
export interface CutMoment {
  month: number
  day: number
  hour: number
  minute: number
}

/** One season's cut: what was created (or paid, or refunded) before `atMs` counts. */
export interface SeasonCut {
  year: number
  /** Epoch ms, excluded: the end of the cut minute in that year, local time. */
  atMs: number
}

/** The cuts of a comparison while a season is in progress at the location. */
export interface LikeForLike {
  /** The season in progress at the location. */
  inProgressYear: number
  /** The local minute every season is cut through. */
  moment: CutMoment
  /** Each compared season's cut, in the order asked. */
  cuts: SeasonCut[]
}

/** The local minute `nowMs` falls in at a location. */
export function cutMomentAt(nowMs: number, timeZone: string): CutMoment {
  const local = nowMs + zonePlacer(timeZone).offsetMs(nowMs)
  const days = Math.floor(local / MS_PER_DAY)
  const { month, day } = civilFromDays(days)
  const minuteOfDay = Math.floor((local - days * MS_PER_DAY) / MS_PER_MINUTE)
  return { month, day, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 }
}

/** The window day a cut moment falls on, or null when it is outside the window (June 28 – July 5). */
export function cutDayOf(moment: Pick<CutMoment, 'month' | 'day'>): SeasonDay | null {
  return seasonIndexOfDate(moment.month, moment.day) >= 0 ? (moment.day as SeasonDay) : null
}

/** The season in progress at a location at `nowMs`: the year whose June 28 – July 5 window holds its local date; else null. */
export function seasonInProgressAt(nowMs: number, timeZone: string): number | null {
  const placed = zonePlacer(timeZone).place(nowMs)
  return placed === null || placed.seasonIndex < 0 ? null : placed.year
}

/**
 * The cut of season `year` at a local minute: the instant that minute ends in that year, in the
 * location's timezone. In a DST gap the wall time is read with the offset before it.
 */
export function cutOf(year: number, moment: CutMoment, timeZone: string): SeasonCut {
  const wall = daysFromCivil(year, moment.month, moment.day) * MS_PER_DAY + moment.hour * MS_PER_HOUR + moment.minute * MS_PER_MINUTE
  return { year, atMs: zonePlacer(timeZone).instantOf(wall) + MS_PER_MINUTE }
}

/**
 * The like-for-like cut of season `year` at `nowMs`: through the same local month, day and minute
 * as now, in that year (the season in progress is cut at now's minute itself).
 */
export function seasonCut(year: number, timeZone: string, nowMs: number): SeasonCut {
  return cutOf(year, cutMomentAt(nowMs, timeZone), timeZone)
}

/**
 * The cuts of `years` at a location at `nowMs` while a season is in progress there; null when
 * none is (then whole seasons compare). A screen compares like for like when the newest season it
 * compares is the one in progress (comparesLikeForLike).
 */
export function likeForLikeAt(years: readonly number[], timeZone: string, nowMs: number): LikeForLike | null {
  const inProgressYear = seasonInProgressAt(nowMs, timeZone)
  if (inProgressYear === null) return null
  const moment = cutMomentAt(nowMs, timeZone)
  return { inProgressYear, moment, cuts: years.map((year) => cutOf(year, moment, timeZone)) }
}

/** Whether a comparison of `years` is like for like: its newest season is the one in progress. */
export function comparesLikeForLike(years: readonly number[], inProgressYear: number | null): boolean {
  return inProgressYear !== null && years.length > 0 && Math.max(...years) === inProgressYear
}

/** When a season that might be in progress somewhere is on: June 27 to July 6 UTC cover every timezone's window. */
export function mayBeInSeason(nowMs: number): boolean {
  const year = new Date(nowMs).getUTCFullYear()
  const opens = Date.UTC(year, SEASON_FIRST_MONTH - 1, SEASON_FIRST_DAY - 1)
  const closes = Date.UTC(year, 6, 7)
  return nowMs >= opens && nowMs < closes
}
