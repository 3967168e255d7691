// An instant as date and time on the calendar and clock of a given timezone ("7/4/2025, 9:15 PM"),
// so an order is shown at the location's own time wherever the reader sits. Where stands of
// several timezones are shown together, a time also says its zone ("9:15 PM PDT" beside
// "10:32 PM MDT"), so two clocks are never read as one.

const formatters = new Map<string, Intl.DateTimeFormat>()

type Shape = 'date-time' | 'time'

function formatterFor(timeZone: string, shape: Shape, zone: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${shape}|${zone}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      ...(shape === 'date-time' ? { year: 'numeric', month: 'numeric', day: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      ...(zone ? { timeZoneName: 'short' } : {}),
    })
    formatters.set(key, formatter)
  }
  return formatter
}

export interface ZoneOption {
  /** Add the zone's short name ("PDT", "MDT"); for times of stands in several zones side by side. */
  zone?: boolean
}

function format(instant: string | number, timeZone: string, shape: Shape, options: ZoneOption): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant)
  if (!Number.isFinite(ms)) return '—'
  // Some runtimes put a narrow no-break space before AM/PM: a plain space reads and copies the same everywhere.
  return formatterFor(timeZone, shape, options.zone === true).format(ms).replace(/\u202f/g, ' ')
}

/** An ISO instant or ms timestamp as "M/D/YYYY, h:mm AM" in `timeZone` (an IANA name); '—' when unreadable. */
export function formatDateTime(instant: string | number, timeZone: string, options: ZoneOption = {}): string {
  return format(instant, timeZone, 'date-time', options)
}

/** The clock time alone, "9:15 PM" (with `zone`, "9:15 PM PDT"); '—' when unreadable. */
export function formatClockTime(instant: string | number, timeZone: string, options: ZoneOption = {}): string {
  return format(instant, timeZone, 'time', options)
}

/** The short name of `timeZone` at `instant` ("PDT", "MST"), as the zoned formats write it. */
export function zoneName(instant: string | number, timeZone: string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant)
  const parts = formatterFor(timeZone, 'time', true).formatToParts(Number.isFinite(ms) ? ms : 0)
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

/** Whether the places listed keep more than one clock: then their times carry their zone. */
export function spansSeveralZones(places: Iterable<{ timezone: string }>): boolean {
  let first: string | undefined
  for (const place of places) {
    if (first === undefined) first = place.timezone
    else if (place.timezone !== first) return true
  }
  return false
}
