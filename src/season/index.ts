// The season window, the date range in the URL, timezone placement and the season rules.
export * from './window'
export * from './date-range'
export { parseInstant, daysFromCivil, civilFromDays, daysInMonth, MS_PER_DAY, MS_PER_HOUR } from './instant'
export { ZonePlacer, zonePlacer, type LocalTime, type LocalHour, type SeasonPlace } from './zone'
export * from './season-place'
export * from './seasons'
export { datesOfRange, localDaysInstants, seasonWindowDates } from './local-dates'
