// The date-and-year picker's rules, pure so they are tested without a DOM (docs/clock-and-seasons.md#date-range-rules-of-the-tabs, docs/clock-and-seasons.md#years-and-days-in-the-url): days
// are picked as a contiguous run of window days by two clicks, years as toggles (several, or
// exactly one in single mode), and the trigger names the selection in words.
import { normaliseYears, serialiseDays } from '../../src/season/date-range'
import { itemPageYears } from '../../src/season/seasons'
import { monthOfSeasonDay, seasonDayIndex, type DayRange, type SeasonDay } from '../../src/season/window'

export type YearMode = 'single' | 'multi'

/** What the picker hands back when it closes with a change: `{ days: '28to5', years: [2024, 2025] }`. */
export interface DateYearSelection {
  days: string
  years: number[]
}

export const NO_YEARS_TEXT = 'No years selected'
export const SELECT_A_YEAR_TEXT = 'Please select a year'

/** The days being picked: the range shown, and the first click while it waits for the second. */
export interface DayPick {
  range: DayRange
  pendingStart: SeasonDay | null
}

/**
 * A click on a day. The first click starts a new one-day range there and waits; the second ends
 * it, taking the two clicked days in window order, so the range is always contiguous and never
 * reversed (clicking 7/2 then 6/30 picks 6/30 – 7/2).
 */
export function clickDay(pick: DayPick, day: SeasonDay): DayPick {
  const start = pick.pendingStart
  if (start === null) return { range: { from: day, to: day }, pendingStart: day }
  const [from, to] = seasonDayIndex(day) < seasonDayIndex(start) ? [day, start] : [start, day]
  return { range: { from, to }, pendingStart: null }
}

/** Whether `day` lies inside `range` (both ends included). */
export function isDayInRange(range: DayRange, day: SeasonDay): boolean {
  const index = seasonDayIndex(day)
  return index >= seasonDayIndex(range.from) && index <= seasonDayIndex(range.to)
}

/** The years offered: `firstYear` up to `currentYear`, oldest first. */
export function offeredYears(firstYear: number, currentYear: number): number[] {
  const years: number[] = []
  for (let year = firstYear; year <= currentYear; year++) years.push(year)
  return years
}

/**
 * The years as the picker starts from: only offered years, sorted; in single mode only the latest
 * (the item pages' rule), so a multi-year URL opens on one year.
 */
export function yearsForMode(years: readonly number[], mode: YearMode, offered: readonly number[]): number[] {
  const kept = normaliseYears(years.filter((year) => offered.includes(year)))
  return mode === 'single' ? itemPageYears(kept) : kept
}

/** A click on a year: toggles it in multi mode; in single mode it becomes the one year. */
export function clickYear(years: readonly number[], year: number, mode: YearMode): number[] {
  if (mode === 'single') return [year]
  return years.includes(year) ? years.filter((y) => y !== year) : normaliseYears([...years, year])
}

const MONTH_SHORT = { 6: 'Jun', 7: 'Jul' } as const

/** "Jun 28". */
export function dayText(day: SeasonDay): string {
  return `${MONTH_SHORT[monthOfSeasonDay(day)]} ${day}`
}

/** "Jun 28 – Jul 5", or one day alone ("Jul 4"). */
export function dayRangeText(range: DayRange): string {
  return range.from === range.to ? dayText(range.from) : `${dayText(range.from)} – ${dayText(range.to)}`
}

/** "2024, 2025", or 'No years selected'. */
export function yearsText(years: readonly number[]): string {
  return years.length === 0 ? NO_YEARS_TEXT : normaliseYears(years).join(', ')
}

/** The trigger's text: "Jun 28 – Jul 5 · 2024, 2025". */
export function selectionSummary(range: DayRange, years: readonly number[]): string {
  return `${dayRangeText(range)} · ${yearsText(years)}`
}

/** The selection as onApply receives it. */
export function toSelection(range: DayRange, years: readonly number[]): DateYearSelection {
  return { days: serialiseDays(range), years: normaliseYears(years) }
}

export function sameSelection(a: DateYearSelection, b: DateYearSelection): boolean {
  return a.days === b.days && a.years.length === b.years.length && a.years.every((year, i) => year === b.years[i])
}
