// How the hydration tools show an instant: on the clock of the timezone most locations keep (where
// the server's day and the dashboard's headers are read), with its name ("7/4/2025, 1:00 PM PDT"),
// never the reader's own browser clock, so an admin far from the stands reads the same time as the
// location pages. Until the locations are known, UTC, named as such.
import { formatDateTime } from '../../src/format/date-time'

export type TimeFormatter = (instant: string) => string

function zoneName(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(Date.parse(instant))
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

export function serverTimeFormatter(timeZone: string | null): TimeFormatter {
  const zone = timeZone ?? 'UTC'
  return (instant) => {
    const text = formatDateTime(instant, zone)
    return text === '—' ? text : `${text} ${zoneName(instant, zone)}`
  }
}
