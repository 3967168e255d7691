// Local wall time in an IANA zone → UTC instant, so demo orders fall on the right local day and
// hour in every location's own timezone, DST included. The offsets are src/season's, the same
// ones that later place the orders back into days and hours.
import { zonePlacer } from '../season/zone'

/** The zone's offset from UTC at `utcMs`, in milliseconds (−25200000 for PDT). */
export function zoneOffsetMs(timeZone: string, utcMs: number): number {
  return zonePlacer(timeZone).offsetMs(utcMs)
}

/** The UTC instant of a local wall time (month 1–12) in `timeZone`. */
export function localToUtcMs(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millisecond)
  const firstGuess = wall - zoneOffsetMs(timeZone, wall)
  const settled = wall - zoneOffsetMs(timeZone, firstGuess)
  return settled
}

const dayStarts = new Map<string, number>()

/**
 * The UTC instant of local midnight of a day, cached: a season day never spans a DST change in
 * the zones we use, so an order's instant is this plus its local time of day.
 */
export function localDayStartMs(timeZone: string, year: number, month: number, day: number): number {
  const key = `${timeZone}|${year}-${month}-${day}`
  let start = dayStarts.get(key)
  if (start === undefined) {
    // Measured at local noon, where no zone changes its offset, then moved back to midnight.
    start = localToUtcMs(timeZone, year, month, day, 12) - 12 * 3_600_000
    dayStarts.set(key, start)
  }
  return start
}
