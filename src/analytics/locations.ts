// Location filtering and sorting for the map, list, grid and sidebar (docs/screens.md#location-filters-and-sorting, docs/contract.md#entities).
import type { Location } from '../contract/location'

/** A map viewport in degrees. */
export interface MapBounds {
  north: number
  south: number
  east: number
  west: number
}

export interface LocationFilter {
  /** Matches address.locality, case-insensitively after trimming; empty means any city. */
  city?: string | null
  /** Matches address.postalCode, case-insensitively after trimming; empty means any zip. */
  zip?: string | null
  /** Drop locations with no stats, or no season with transactions or net sales above zero. */
  hideEmpty?: boolean
  /** Keep only locations whose coordinates lie inside this box. */
  bounds?: MapBounds | null
}

function normalised(text: string): string {
  return text.trim().toLowerCase()
}

/** Whether a location has at least one season with transactions or net sales above zero. */
export function hasSales(location: Location): boolean {
  return Object.values(location.stats).some((year) => year.totalTransactions > 0 || year.totalNetSales > 0)
}

/** Whether a location's coordinates lie inside the box (a box crossing the antimeridian has west > east). */
export function isInBounds(location: Location, bounds: MapBounds): boolean {
  const at = location.coordinates
  if (at === null || !Number.isFinite(at.latitude) || !Number.isFinite(at.longitude)) return false
  if (at.latitude < bounds.south || at.latitude > bounds.north) return false
  return bounds.west <= bounds.east
    ? at.longitude >= bounds.west && at.longitude <= bounds.east
    : at.longitude >= bounds.west || at.longitude <= bounds.east
}

/** The locations that pass every filter that is set, in their original order. */
export function filterLocations(locations: readonly Location[], filter: LocationFilter): Location[] {
  const city = normalised(filter.city ?? '')
  const zip = normalised(filter.zip ?? '')
  const bounds = filter.bounds ?? null
  return locations.filter((location) => {
    if (city !== '' && (location.address === null || normalised(location.address.locality) !== city)) return false
    if (zip !== '' && (location.address === null || normalised(location.address.postalCode) !== zip)) return false
    if (filter.hideEmpty === true && !hasSales(location)) return false
    if (bounds !== null && !isInBounds(location, bounds)) return false
    return true
  })
}

/** The sort keys docs/screens.md#location-filters-and-sorting names, plus transactions-2025 for the list's third season. */
export const LOCATION_SORT_KEYS = [
  'name',
  'net-sales-2023',
  'net-sales-2024',
  'net-sales-2025',
  'transactions-2023',
  'transactions-2024',
  'transactions-2025',
] as const
export type LocationSortKey = `name` | `net-sales-${number}` | `transactions-${number}`
export type SortOrder = 'asc' | 'desc'

const FIGURE_KEY = /^(net-sales|transactions)-(\d{4})$/

/** Whether a string is a sort key this module understands (name, net-sales-YYYY, transactions-YYYY). */
export function isLocationSortKey(value: unknown): value is LocationSortKey {
  return value === 'name' || (typeof value === 'string' && FIGURE_KEY.test(value))
}

/** The value a key sorts by; a season without stats counts as 0. */
function sortValue(location: Location, figure: RegExpExecArray | null): number {
  const stats = figure ? location.stats[figure[2]!] : undefined
  if (stats === undefined) return 0
  return figure![1] === 'net-sales' ? stats.totalNetSales : stats.totalTransactions
}

/**
 * What String#localeCompare does with no locale or options, made once: localeCompare builds its
 * comparison for each call, which costs most of a thousand locations' sort in Chromium.
 */
let defaultCollator: Intl.Collator | undefined
const localeCompare = (a: string, b: string) => (defaultCollator ??= new Intl.Collator()).compare(a, b)

/** A location with what it sorts by, worked out once rather than at every comparison. */
interface SortEntry {
  location: Location
  name: string
  value: number
}

function compareNames(a: SortEntry, b: SortEntry): number {
  const byName = localeCompare(a.name, b.name)
  return byName !== 0 ? byName : localeCompare(a.location.id, b.location.id)
}

/** Sorted copy: names case-insensitively, figures numerically; ties fall back to name, then id. */
export function sortLocations(locations: readonly Location[], key: LocationSortKey, order: SortOrder): Location[] {
  const direction = order === 'desc' ? -1 : 1
  const figure = FIGURE_KEY.exec(key)
  const entries = locations.map((location): SortEntry => ({ location, name: location.name.toLowerCase(), value: sortValue(location, figure) }))
  if (key === 'name') entries.sort((a, b) => direction * compareNames(a, b))
  else entries.sort((a, b) => direction * (a.value - b.value) || compareNames(a, b))
  return entries.map((entry) => entry.location)
}

/** Distinct values of one address field over the locations that have an address, sorted. */
function distinctAddressValues(locations: readonly Location[], read: (address: NonNullable<Location['address']>) => string): string[] {
  const byKey = new Map<string, string>()
  for (const location of locations) {
    if (location.address === null) continue
    const value = read(location.address).trim()
    const key = value.toLowerCase()
    if (value !== '' && !byKey.has(key)) byKey.set(key, value)
  }
  return [...byKey.values()].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b))
}

/** The cities (localities) to filter by: distinct case-insensitively, first spelling kept, sorted. */
export function cityOptions(locations: readonly Location[]): string[] {
  return distinctAddressValues(locations, (address) => address.locality)
}

/** The zip codes (postal codes) to filter by: distinct, sorted. */
export function zipOptions(locations: readonly Location[]): string[] {
  return distinctAddressValues(locations, (address) => address.postalCode)
}
