// Local calendar dates (YYYY-MM-DD) of a location: the dates of a range, the instants that bound a
// range of whole local days in the location's IANA timezone (DST-correct), and the dates of a
// season's window. The sales report and its cache reckon ranges with these.
import { MS_PER_DAY, civilFromDays, daysFromCivil } from './instant'
import { zonePlacer } from './zone'

/** Day number (days since 1970-01-01) of a YYYY-MM-DD date. */
export function dayNumberOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return daysFromCivil(year, month, day)
}

/** The YYYY-MM-DD date of a day number. */
export function dateOfDayNumber(dayNumber: number): string {
  const { year, month, day } = civilFromDays(dayNumber)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The local dates of a YYYY-MM-DD range, both ends included. */
export function datesOfRange(beginDate: string, endDate: string): string[] {
  const first = dayNumberOf(beginDate)
  const last = dayNumberOf(endDate)
  const dates: string[] = []
  for (let day = first; day <= last; day++) dates.push(dateOfDayNumber(day))
  return dates
}

/** The instants bounding a range of local days: local beginDate 00:00 (included) to the day after endDate 00:00 (excluded). */
export function localDaysInstants(range: { timeZone: string; beginDate: string; endDate: string }): { beginMs: number; endMs: number } {
  const placer = zonePlacer(range.timeZone)
  return {
    beginMs: placer.instantOf(dayNumberOf(range.beginDate) * MS_PER_DAY),
    endMs: placer.instantOf((dayNumberOf(range.endDate) + 1) * MS_PER_DAY),
  }
}

/** The dates of a season's window, June 28 – July 5 of `year`. */
export function seasonWindowDates(year: number): { beginDate: string; endDate: string } {
  const yyyy = String(year).padStart(4, '0')
  return { beginDate: `${yyyy}-06-28`, endDate: `${yyyy}-07-05` }
}
