// Where the season in progress stands on the stats screen's charts, read from the minute its
// like-for-like cut runs through: the day and hour in progress (marked on the charts with a now
// line and "(now)" on their labels), and what is still to come — the selected days after today,
// and the hours after the one in progress when no earlier selected day has them. What is still to
// come is not drawn: a $0 there would read as a collapse. Earlier seasons are drawn whole. Pure.
import { cutDayOf, type CutMoment } from '../../src/analytics/season-cut'
import { seasonDayIndex, type SeasonDay } from '../../src/season'

export interface LiveMoment {
  /** The season in progress: the newest shown. */
  year: number
  /** The local minute now is in, at the location. */
  through: CutMoment
  /** The day in progress when it is among the selected days; else null. */
  day: SeasonDay | null
  /** The position among the selected days from which they are still to come (their count: none is). */
  firstDayToCome: number
  /** The local hour from which every selected day is still to come (24: none is). */
  firstHourToCome: number
  /** Where now falls on a chart of the selected days (ChartData.now); undefined when today is not among them. */
  dailyNow: number | undefined
  /** Where now falls on a chart of the 24 hours; undefined when today is not among the selected days. */
  hourlyNow: number | undefined
}

/**
 * The live moment of season `year` cut through `through` over the selected `days` (window order,
 * contiguous); null when no season shown is in progress (`through` null).
 */
export function liveMomentOf(year: number, through: CutMoment | null, days: readonly SeasonDay[]): LiveMoment | null {
  if (through === null) return null
  const today = cutDayOf(through)
  if (today === null) return null
  const todayIndex = seasonDayIndex(today)
  const positions = days.map(seasonDayIndex)
  const firstAfter = positions.findIndex((position) => position > todayIndex)
  const firstDayToCome = firstAfter === -1 ? days.length : firstAfter
  const shownIndex = days.indexOf(today)
  const firstShown = positions[0]
  // An hour is still to come only when every selected day is today or later; an earlier day has all its hours.
  const firstHourToCome = firstShown === undefined || firstShown < todayIndex ? 24 : firstShown > todayIndex ? 0 : through.hour + 1
  const dayFraction = (through.hour * 60 + through.minute) / (24 * 60)
  return {
    year,
    through,
    day: shownIndex === -1 ? null : today,
    firstDayToCome,
    firstHourToCome,
    dailyNow: shownIndex === -1 ? undefined : shownIndex + dayFraction,
    hourlyNow: shownIndex === -1 ? undefined : through.hour + through.minute / 60,
  }
}

/** Values of the season in progress with what is still to come (from position `from` on) left undrawn (NaN). */
export function untilToCome(values: readonly number[], from: number): number[] {
  return values.map((value, index) => (index < from ? value : Number.NaN))
}
