// Instants as Square writes them (ISO 8601, milliseconds, Z), made without a Date per call.

const dayPrefixes = new Map<number, string>()
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n))
const pad3 = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : String(n))

/** The same text as `new Date(ms).toISOString()` for instants from 1970 to 9999. */
export function isoMs(ms: number): string {
  const day = Math.floor(ms / 86_400_000)
  let prefix = dayPrefixes.get(day)
  if (prefix === undefined) {
    prefix = new Date(day * 86_400_000).toISOString().slice(0, 11)
    dayPrefixes.set(day, prefix)
  }
  let rest = ms - day * 86_400_000
  const hours = Math.floor(rest / 3_600_000)
  rest -= hours * 3_600_000
  const minutes = Math.floor(rest / 60_000)
  rest -= minutes * 60_000
  const seconds = Math.floor(rest / 1000)
  return `${prefix}${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${pad3(rest - seconds * 1000)}Z`
}
