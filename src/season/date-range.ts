// The date range as it travels in the URL (docs/clock-and-seasons.md#years-and-days-in-the-url): `days=28to5` (a contiguous run of window
// days) and `years=2024,2025`. Parsing never fails: bad input falls back to a sensible selection
// and says so on the console, because a hand-edited or stale link should still open the page.
import { FULL_RANGE, SEASON_DAYS, isSeasonDay, seasonDayIndex, type DayRange } from './window'

/** The earliest year the year pickers offer (docs/clock-and-seasons.md#years-and-days-in-the-url). */
export const FIRST_SELECTABLE_YEAR = 2019
/** The latest year a URL may name; later entries are dropped as invalid. */
export const LAST_PARSEABLE_YEAR = 9999

const DAYS_PATTERN = /^(\d{1,2})to(\d{1,2})$/

/**
 * Reads `days` ("28to5", "30to2"). Missing or empty means the whole window; a malformed value,
 * a day outside the window, or a start after the end (in window order) falls back to the whole
 * window with a console warning.
 */
export function parseDays(raw: string | null | undefined): DayRange {
  if (raw === undefined || raw === null || raw.trim() === '') return { ...FULL_RANGE }
  const match = DAYS_PATTERN.exec(raw.trim())
  const from = match ? Number(match[1]) : NaN
  const to = match ? Number(match[2]) : NaN
  if (!isSeasonDay(from) || !isSeasonDay(to)) {
    console.warn(`Invalid days range "${raw}": showing the whole window ${serialiseDays(FULL_RANGE)}`)
    return { ...FULL_RANGE }
  }
  if (seasonDayIndex(from) > seasonDayIndex(to)) {
    console.warn(`Days range "${raw}" starts after it ends: showing the whole window ${serialiseDays(FULL_RANGE)}`)
    return { ...FULL_RANGE }
  }
  return { from, to }
}

/** Writes a day range for the URL ("28to5"). */
export function serialiseDays(range: DayRange): string {
  return `${range.from}to${range.to}`
}

/** Whether a range covers the whole window (so the URL can leave `days` out). */
export function isFullRange(range: DayRange): boolean {
  return range.from === SEASON_DAYS[0] && range.to === SEASON_DAYS[SEASON_DAYS.length - 1]
}

/**
 * Reads `years` ("2024,2025"). Missing (undefined or null) gives `defaults`; an empty string means
 * no years; entries that are not four-digit years from FIRST_SELECTABLE_YEAR on are dropped with a
 * console warning. The result is sorted ascending without repeats.
 */
export function parseYears(raw: string | null | undefined, defaults: readonly number[]): number[] {
  if (raw === undefined || raw === null) return normaliseYears(defaults)
  if (raw.trim() === '') return []
  const years: number[] = []
  const dropped: string[] = []
  for (const entry of raw.split(',')) {
    const text = entry.trim()
    const year = Number(text)
    if (/^\d{4}$/.test(text) && year >= FIRST_SELECTABLE_YEAR && year <= LAST_PARSEABLE_YEAR) years.push(year)
    else dropped.push(entry)
  }
  if (dropped.length > 0) console.warn(`Ignoring invalid years in "${raw}": ${dropped.map((d) => `"${d}"`).join(', ')}`)
  return normaliseYears(years)
}

/** Writes years for the URL ("2024,2025"), sorted, without repeats; no years gives "". */
export function serialiseYears(years: readonly number[]): string {
  return normaliseYears(years).join(',')
}

/** Sorted ascending, without repeats. */
export function normaliseYears(years: readonly number[]): number[] {
  return [...new Set(years)].sort((a, b) => a - b)
}
