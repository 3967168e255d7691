// The fireworks season window: June 28 – July 5 of each year, named by day of month in the order
// the days happen (28, 29, 30, 1, 2, 3, 4, 5). Every per-day figure is laid out in this order.

export const SEASON_DAYS = [28, 29, 30, 1, 2, 3, 4, 5] as const
export type SeasonDay = (typeof SEASON_DAYS)[number]

/** Number of days in the window (8). */
export const SEASON_LENGTH = SEASON_DAYS.length

/** June is month 6; the window's first three days fall in it, the rest in July (7). */
export const SEASON_FIRST_MONTH = 6
export const SEASON_FIRST_DAY = 28

/** A contiguous run of window days, inclusive at both ends, in window order. */
export interface DayRange {
  from: SeasonDay
  to: SeasonDay
}

/** The whole window, June 28 – July 5. */
export const FULL_RANGE: Readonly<DayRange> = Object.freeze({ from: 28, to: 5 })

export function isSeasonDay(value: unknown): value is SeasonDay {
  return typeof value === 'number' && (SEASON_DAYS as readonly number[]).includes(value)
}

/** Position of a day in window order (28 → 0 … 5 → 7), or -1 when it is not a window day. */
export function seasonDayIndex(day: number): number {
  return (SEASON_DAYS as readonly number[]).indexOf(day)
}

/** Window position of a local calendar date (June 28 → 0 … July 5 → 7), or -1 outside the window. */
export function seasonIndexOfDate(month: number, day: number): number {
  if (month === 6) return day >= 28 && day <= 30 ? day - 28 : -1
  if (month === 7) return day >= 1 && day <= 5 ? day + 2 : -1
  return -1
}

/** Calendar month of a window day: 6 for 28 and above, 7 otherwise. */
export function monthOfSeasonDay(day: SeasonDay): 6 | 7 {
  return day >= SEASON_FIRST_DAY ? 6 : 7
}

/** Month/day label of a window day, as the charts show it ("6/28", "7/4"). */
export function seasonDayLabel(day: SeasonDay): string {
  return `${monthOfSeasonDay(day)}/${day}`
}

/** The days of a range, in window order. */
export function daysInRange(range: DayRange): SeasonDay[] {
  return SEASON_DAYS.slice(seasonDayIndex(range.from), seasonDayIndex(range.to) + 1)
}
