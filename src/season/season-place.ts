// Which season, day and hour an order belongs to (docs/clock-and-seasons.md#timezones): its `created_at`, read in the
// location's own timezone. Also the UTC bounds of a season for a created_at search in Square.
import { MS_PER_DAY, daysFromCivil, parseInstant } from './instant'
import { SEASON_FIRST_DAY, SEASON_FIRST_MONTH } from './window'
import { zonePlacer, type LocalTime, type SeasonPlace } from './zone'

/** Local date and hour of a timestamp (RFC 3339, e.g. Square's created_at) in a timezone; null when unreadable. */
export function placeInstant(timestamp: string, timeZone: string): LocalTime | null {
  return localTimeAt(parseInstant(timestamp), timeZone)
}

/** Local date and hour of an epoch-ms instant in a timezone; null for NaN. */
export function localTimeAt(epochMs: number, timeZone: string): LocalTime | null {
  const local = zonePlacer(timeZone).place(epochMs)
  return local === null ? null : { year: local.year, month: local.month, day: local.day, hour: local.hour }
}

/**
 * Season year, window day and local hour of a timestamp in a timezone; null when it falls outside
 * June 28 – July 5 local time or cannot be read. The answer is shared and frozen.
 */
export function seasonPlace(createdAt: string, timeZone: string): SeasonPlace | null {
  return zonePlacer(timeZone).place(parseInstant(createdAt))?.season ?? null
}

/** Epoch ms at which a local calendar day starts in a timezone. */
export function startOfLocalDay(year: number, month: number, day: number, timeZone: string): number {
  return zonePlacer(timeZone).instantOf(daysFromCivil(year, month, day) * MS_PER_DAY)
}

/** UTC instants bounding a created_at search (both ends inclusive). */
export interface InstantRange {
  beginAt: string
  endAt: string
}

/**
 * The UTC span of a season in a timezone: from local June 28 00:00 to the last millisecond before
 * local July 6 00:00, as ISO instants for Square's inclusive created_at filter.
 */
export function seasonBounds(year: number, timeZone: string): InstantRange {
  const begin = startOfLocalDay(year, SEASON_FIRST_MONTH, SEASON_FIRST_DAY, timeZone)
  const end = startOfLocalDay(year, 7, 6, timeZone) - 1
  return { beginAt: new Date(begin).toISOString(), endAt: new Date(end).toISOString() }
}
