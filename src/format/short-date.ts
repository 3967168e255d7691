// Short US dates ("7/4/2025") of an instant, read on the calendar of a given timezone, so an
// order placed at 10pm on July 4 in California is not shown as July 5.

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** An ISO instant (or ms timestamp) as M/D/YYYY in `timeZone` (an IANA name). */
export function formatShortDate(instant: string | number, timeZone: string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant)
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${instant}`)
  return formatterFor(timeZone).format(ms)
}
