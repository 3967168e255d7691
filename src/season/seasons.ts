// Which seasons exist and which one is "now" (docs/clock-and-seasons.md#tracked-seasons-and-the-current-season). Every rule reads the time from an
// injected Clock, so FW_NOW on the server and the server-offset clock in the browser agree, and
// from a timezone, because the season begins at local midnight on June 28.
import type { Clock } from '../clock/clock'
import { FIRST_SELECTABLE_YEAR, normaliseYears } from './date-range'
import { localTimeAt, startOfLocalDay } from './season-place'
import { FULL_RANGE, SEASON_DAYS, SEASON_FIRST_DAY, SEASON_FIRST_MONTH, type DayRange, type SeasonDay } from './window'
import type { LocalTime } from './zone'

/** How many of the latest tracked seasons are selected when the URL names no years. */
export const DEFAULT_YEAR_COUNT = 2

/** Today's local date and hour by the clock. */
export function localNow(clock: Clock, timeZone: string): LocalTime {
  const now = localTimeAt(clock.now(), timeZone)
  if (now === null) throw new Error('The clock returned no instant')
  return now
}

/** The seasons with data, from the years that hold orders: sorted, without repeats. */
export function trackedSeasons(yearsWithOrders: Iterable<number>): number[] {
  return normaliseYears([...yearsWithOrders].filter((year) => Number.isInteger(year)))
}

/** Years the pickers offer: 2019 up to this year (local). */
export function yearChoices(clock: Clock, timeZone: string): number[] {
  const thisYear = localNow(clock, timeZone).year
  const years: number[] = []
  for (let year = FIRST_SELECTABLE_YEAR; year <= thisYear; year++) years.push(year)
  return years
}

/** Whether local June 28 00:00 of `year` has come. */
export function seasonHasBegun(year: number, clock: Clock, timeZone: string): boolean {
  return clock.now() >= startOfLocalDay(year, SEASON_FIRST_MONTH, SEASON_FIRST_DAY, timeZone)
}

/** The latest season that has begun by now (this year from June 28, else last year), data or not. */
export function latestBegunSeason(clock: Clock, timeZone: string): number {
  const thisYear = localNow(clock, timeZone).year
  return seasonHasBegun(thisYear, clock, timeZone) ? thisYear : thisYear - 1
}

/**
 * The current season: the latest season that has begun by now if it has data, else the latest
 * tracked season; null when nothing is tracked.
 */
export function currentSeason(tracked: readonly number[], clock: Clock, timeZone: string): number | null {
  const begun = latestBegunSeason(clock, timeZone)
  if (tracked.includes(begun)) return begun
  return tracked.length === 0 ? null : Math.max(...tracked)
}

/** The selection when the URL names no years: the last two tracked seasons. */
export function defaultYears(tracked: readonly number[]): number[] {
  return normaliseYears(tracked).slice(-DEFAULT_YEAR_COUNT)
}

/** Item pages show one year: the latest selected (none when none is selected). */
export function itemPageYears(selected: readonly number[]): number[] {
  return selected.length === 0 ? [] : [Math.max(...selected)]
}

/** Today's window day, when today (local) falls in June 28 – July 5; else null. */
export function todayInSeason(clock: Clock, timeZone: string): { year: number; day: SeasonDay } | null {
  const today = localNow(clock, timeZone)
  const inJune = today.month === 6 && today.day >= SEASON_FIRST_DAY
  const inJuly = today.month === 7 && today.day <= 5
  return inJune || inJuly ? { year: today.year, day: today.day as SeasonDay } : null
}

/** The range the orders tab opens with. */
export interface OrdersTabRange {
  years: number[]
  days: DayRange
}

/**
 * Orders tab (docs/clock-and-seasons.md#date-range-rules-of-the-tabs): the current season only; days from the 28th up to today when today falls
 * in that season's window, else the whole window. No years when nothing is tracked.
 */
export function ordersTabRange(tracked: readonly number[], clock: Clock, timeZone: string): OrdersTabRange {
  const season = currentSeason(tracked, clock, timeZone)
  const today = todayInSeason(clock, timeZone)
  const days: DayRange =
    today !== null && today.year === season ? { from: SEASON_DAYS[0], to: today.day } : { ...FULL_RANGE }
  return { years: season === null ? [] : [season], days }
}
