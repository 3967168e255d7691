// Instants and calendar dates as integers. Placing hundreds of thousands of orders must not build a
// Date or call Date.parse per order, so Square's fixed timestamp format is read by hand and the
// calendar is computed with Howard Hinnant's days-from-civil algorithms.

export const MS_PER_MINUTE = 60_000
export const MS_PER_HOUR = 3_600_000
export const MS_PER_DAY = 86_400_000

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1–12). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

export interface CivilDate {
  year: number
  month: number
  day: number
}

/** The proleptic Gregorian date of a day count since 1970-01-01. */
export function civilFromDays(days: number): CivilDate {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365)
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const mp = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Days in a month of the proleptic Gregorian calendar (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return MONTH_LENGTHS[month - 1] ?? NaN
}

// Character codes, named for readability of the parser below.
const ZERO = 48
const DASH = 45
const PLUS = 43
const COLON = 58
const DOT = 46
const T_UPPER = 84
const Z_UPPER = 90

/** Value of a run of ASCII digits, or NaN when any character is not a digit. */
function digits(text: string, start: number, count: number): number {
  let value = 0
  for (let i = start; i < start + count; i++) {
    const d = text.charCodeAt(i) - ZERO
    if (d < 0 || d > 9) return NaN
    value = value * 10 + d
  }
  return value
}

/**
 * Epoch milliseconds of an RFC 3339 timestamp as Square writes it ("2025-07-05T06:30:00.000Z",
 * "2025-07-04T23:30:00-07:00", fractions of any length or none). Anything else goes to Date.parse;
 * NaN when neither can read it.
 */
export function parseInstant(text: string): number {
  const fast = text.length === 24 && text.charCodeAt(23) === Z_UPPER ? parseSquareUtc(text) : parseRfc3339(text)
  return Number.isNaN(fast) ? Date.parse(text) : fast
}

// Orders come sorted by time, so consecutive timestamps mostly share their date: remember the last
// date's day number rather than recomputing the calendar for each.
let lastDateKey = -1
let lastDateDays = 0

/** Days since the epoch of a valid date, remembering the last one asked for. */
function daysOfDate(year: number, month: number, day: number): number {
  const key = (year * 16 + month) * 32 + day
  if (key !== lastDateKey) {
    lastDateDays = daysFromCivil(year, month, day)
    lastDateKey = key
  }
  return lastDateDays
}

/** Square's own form, "2025-07-05T06:30:00.000Z": every field at a fixed place. NaN if it is not that. */
function parseSquareUtc(text: string): number {
  if (text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH || text.charCodeAt(10) !== T_UPPER) return NaN
  if (text.charCodeAt(13) !== COLON || text.charCodeAt(16) !== COLON || text.charCodeAt(19) !== DOT) return NaN
  // Digits read in line rather than through a helper: this runs once per order of a season.
  const y0 = text.charCodeAt(0) - ZERO
  const y1 = text.charCodeAt(1) - ZERO
  const y2 = text.charCodeAt(2) - ZERO
  const y3 = text.charCodeAt(3) - ZERO
  const mo0 = text.charCodeAt(5) - ZERO
  const mo1 = text.charCodeAt(6) - ZERO
  const d0 = text.charCodeAt(8) - ZERO
  const d1 = text.charCodeAt(9) - ZERO
  const h0 = text.charCodeAt(11) - ZERO
  const h1 = text.charCodeAt(12) - ZERO
  const mi0 = text.charCodeAt(14) - ZERO
  const mi1 = text.charCodeAt(15) - ZERO
  const s0 = text.charCodeAt(17) - ZERO
  const s1 = text.charCodeAt(18) - ZERO
  const ms0 = text.charCodeAt(20) - ZERO
  const ms1 = text.charCodeAt(21) - ZERO
  const ms2 = text.charCodeAt(22) - ZERO
  // A character that is not a digit gives a value outside 0–9: a negative one makes the OR of all
  // of them negative (huge when unsigned); one from 10 up is caught by the comparisons after.
  if (((y0 | y1 | y2 | y3 | mo0 | mo1 | d0 | d1 | h0 | h1 | mi0 | mi1 | s0 | s1 | ms0 | ms1 | ms2) >>> 0) > 15) return NaN
  if (y0 > 9 || y1 > 9 || y2 > 9 || y3 > 9 || mo0 > 9 || mo1 > 9 || d0 > 9 || d1 > 9 || h0 > 9 || h1 > 9) return NaN
  if (mi0 > 9 || mi1 > 9 || s0 > 9 || s1 > 9 || ms0 > 9 || ms1 > 9 || ms2 > 9) return NaN
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3
  const month = mo0 * 10 + mo1
  const day = d0 * 10 + d1
  const hour = h0 * 10 + h1
  const minute = mi0 * 10 + mi1
  const second = s0 * 10 + s1
  const millis = ms0 * 100 + ms1 * 10 + ms2
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return NaN
  if (day > 28 && day > daysInMonth(year, month)) return NaN
  return daysOfDate(year, month, day) * MS_PER_DAY + hour * MS_PER_HOUR + minute * MS_PER_MINUTE + second * 1000 + millis
}

function parseRfc3339(text: string): number {
  const length = text.length
  if (length < 20 || text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH) return NaN
  if (text.charCodeAt(10) !== T_UPPER || text.charCodeAt(13) !== COLON || text.charCodeAt(16) !== COLON) return NaN
  const year = digits(text, 0, 4)
  const month = digits(text, 5, 2)
  const day = digits(text, 8, 2)
  const hour = digits(text, 11, 2)
  const minute = digits(text, 14, 2)
  const second = digits(text, 17, 2)
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59 && second <= 59)) return NaN
  let i = 19
  let millis = 0
  if (text.charCodeAt(i) === DOT) {
    i++
    let scale = 100
    const start = i
    while (i < length) {
      const d = text.charCodeAt(i) - ZERO
      if (d < 0 || d > 9) break
      millis += d * scale
      scale /= 10
      i++
    }
    if (i === start) return NaN
    millis = Math.floor(millis)
  }
  let offsetMinutes: number
  const sign = text.charCodeAt(i)
  if (sign === Z_UPPER && i + 1 === length) {
    offsetMinutes = 0
  } else if ((sign === PLUS || sign === DASH) && i + 6 === length && text.charCodeAt(i + 3) === COLON) {
    const offsetHours = digits(text, i + 1, 2)
    const offsetMins = digits(text, i + 4, 2)
    if (!(offsetHours <= 23 && offsetMins <= 59)) return NaN
    offsetMinutes = (sign === PLUS ? 1 : -1) * (offsetHours * 60 + offsetMins)
  } else {
    return NaN
  }
  // Day 31 of a 30-day month would roll over silently: reject it so Date.parse decides.
  if (day > 28 && day > daysInMonth(year, month)) return NaN
  const localMs = daysOfDate(year, month, day) * MS_PER_DAY + hour * MS_PER_HOUR + minute * MS_PER_MINUTE + second * 1000 + millis
  return localMs - offsetMinutes * MS_PER_MINUTE
}
