// An instant as date and time on the calendar and clock of a given timezone ("7/4/2025, 9:15 PM"),
// so an order is shown at the location's own time wherever the reader sits.

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** An ISO instant or ms timestamp as "M/D/YYYY, h:mm AM" in `timeZone` (an IANA name); '—' when unreadable. */
export function formatDateTime(instant: string | number, timeZone: string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant)
  if (!Number.isFinite(ms)) return '—'
  // Some runtimes put a narrow no-break space before AM/PM: a plain space reads and copies the same everywhere.
  return formatterFor(timeZone).format(ms).replace(/\u202f/g, ' ')
}
