// Fields that arrive in query strings and path parameters (so as text) and are checked with
// the messages of docs/contract.md#validation-messages: location ids, season years and calendar dates.
import * as z from 'zod/mini'

export const YEAR_DIGITS_MESSAGE = 'Year must be a 4-digit year (e.g., 2024)'
export const YEAR_RANGE_MESSAGE = 'Year must be between 2000 and 9999'
export const DATE_FORMAT_MESSAGE = 'Date must be in YYYY-MM-DD format'
export const LOCATION_ID_MESSAGE = 'Location id is required'

/**
 * A Square location id (Square writes 13 upper-case characters; any id of letters, digits,
 * underscores and dashes is accepted). The limit keeps ids safe inside cache keys and URLs.
 */
export const locationIdSchema = z.string(LOCATION_ID_MESSAGE).check(
  z.minLength(1, LOCATION_ID_MESSAGE),
  z.maxLength(64, 'Location id is too long'),
  z.regex(/^[A-Za-z0-9_-]*$/, 'Location id can only contain letters, numbers, underscores, and dashes'),
)

/** A year from a query string or a JSON number: 4 digits first, then the 2000–9999 range. */
export const yearSchema = z.pipe(
  z.pipe(z.coerce.string().check(z.regex(/^\d{4}$/, YEAR_DIGITS_MESSAGE)), z.transform(Number)),
  z.number().check(z.gte(2000, YEAR_RANGE_MESSAGE), z.lte(9999, YEAR_RANGE_MESSAGE)),
)

/** True when YYYY-MM-DD names a day that exists (no February 30). */
function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A calendar day written YYYY-MM-DD. */
export const isoDateSchema = z.string(DATE_FORMAT_MESSAGE).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, DATE_FORMAT_MESSAGE),
  z.refine((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text) || isCalendarDate(text), 'Date must be a real calendar date'),
)
