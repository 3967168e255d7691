// Formatting for screens: money, percent, hours, season days, dates, time ago, names.
export * from './money'
export * from './percent'
export * from './hour'
export * from './season-day'
export * from './short-date'
export * from './time-ago'
export * from './locality'
export * from './truncate'
