// The dashboard's search parameters as the URL writes them (docs/screens.md: days, years, locations and
// hidden are passed through the /stats area; the location filters travel the same way). One fixed
// order and literal commas ("?days=28to5&years=2024,2025&locations=A,B"), so a copied link reads
// well and two links to one view are the same text.

/**
 * The parameters every navigation inside the dashboard keeps, in the order they are written:
 * the date range, the compared locations, the hidden ones, then the location filters.
 */
export const CARRIED_PARAMS = ['days', 'years', 'locations', 'hidden', 'city', 'zip', 'hideEmpty', 'sortBy', 'sortOrder'] as const
export type CarriedParam = (typeof CARRIED_PARAMS)[number]

export type SearchValues = Readonly<Record<string, string | undefined>>

/** Encodes a value for the query, leaving commas literal (ids and years never contain one). */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',')
}

/**
 * Writes search values as a query string ("" or "?a=1&b=2"): the carried parameters first in
 * their fixed order, then any others in the order given. Undefined values are left out; an empty
 * string is kept (`years=` means no years).
 */
export function writeSearch(values: SearchValues): string {
  const names = [...CARRIED_PARAMS.filter((name) => name in values), ...Object.keys(values).filter((name) => !(CARRIED_PARAMS as readonly string[]).includes(name))]
  const parts: string[] = []
  for (const name of names) {
    const value = values[name]
    if (value !== undefined) parts.push(`${encodeURIComponent(name)}=${encodeValue(value)}`)
  }
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

/** Reads a query string ("?a=1" or "a=1") into values; a repeated name keeps its last value. */
export function readSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search))
}

/** The carried parameters present in `values`. */
export function carriedValues(values: SearchValues): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const name of CARRIED_PARAMS) {
    const value = values[name]
    if (value !== undefined) kept[name] = value
  }
  return kept
}

/**
 * The href to open when going from a page whose search is `current` to `target` (a path with
 * an optional query and hash): the target's own parameters win, the carried ones it does not name
 * come along, everything written in the fixed order. Hrefs to another origin are returned as given.
 */
export function carrySearch(target: string, current: SearchValues): string {
  const url = new URL(target, 'http://dashboard.invalid')
  if (url.origin !== 'http://dashboard.invalid') return target
  const own = readSearch(url.search)
  return `${url.pathname}${writeSearch({ ...carriedValues(current), ...own })}${url.hash}`
}

/** Replaces some values of the current search (undefined removes one) and writes the result. */
export function updateSearch(current: SearchValues, changes: SearchValues): string {
  const next: Record<string, string | undefined> = { ...current }
  for (const [name, value] of Object.entries(changes)) next[name] = value
  return writeSearch(next)
}
