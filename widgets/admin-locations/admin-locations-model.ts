// The Locations admin page's pure rules (docs/screens.md#locations-admin /admin/locations): its filters (Location ID
// contains, City, Has Sales Data), the four summary figures, the table's sort and how each cell
// reads. The admin figures name fixed seasons, 2023 and 2024, as the admin cards' texts do (docs/clock-and-seasons.md#tracked-seasons-and-the-current-season).
import { filterLocations, percentChange } from '../../src/analytics'
import type { Location } from '../../src/contract/location'
import { titleCaseLocality } from '../../src/format'

/** The seasons the admin cards compare (docs/screens.md#locations-admin: 2023 and 2024 Total Sales). */
export const ADMIN_BASE_YEAR = 2023
export const ADMIN_YEAR = 2024

export interface AdminLocationFilter {
  /** Case-insensitive part of the location id; empty keeps all. */
  idSearch: string
  /** A locality, matched as the dashboard's city filter matches it; empty keeps all. */
  city: string
  /** Keeps only locations with non-zero 2023 or 2024 net sales. */
  hasSalesData: boolean
}

export const NO_ADMIN_FILTER: AdminLocationFilter = { idSearch: '', city: '', hasSalesData: false }

const netSales = (location: Location, year: number) => location.stats[String(year)]?.totalNetSales ?? 0
const transactions = (location: Location, year: number) => location.stats[String(year)]?.totalTransactions ?? 0

/** docs/screens.md#locations-admin 'Has Sales Data': non-zero net sales in 2023 or 2024. */
export function hasAdminSalesData(location: Location): boolean {
  return netSales(location, ADMIN_BASE_YEAR) !== 0 || netSales(location, ADMIN_YEAR) !== 0
}

/** The locations every set filter keeps, in their original order. */
export function filterAdminLocations(locations: readonly Location[], filter: AdminLocationFilter): Location[] {
  const needle = filter.idSearch.trim().toLowerCase()
  return filterLocations(locations, { city: filter.city }).filter(
    (location) => (needle === '' || location.id.toLowerCase().includes(needle)) && (!filter.hasSalesData || hasAdminSalesData(location)),
  )
}

export interface AdminLocationsSummary {
  /** Every location the server knows. */
  totalLocations: number
  /** The locations under the current filters; the other figures are theirs. */
  shownLocations: number
  /** Net sales in cents. */
  baseYearSales: number
  yearSales: number
  /** percentChange(yearSales, baseYearSales). */
  change: number
  /** Distinct localities (case-insensitive) of the shown locations. */
  activeCities: number
}

export function adminLocationsSummary(all: readonly Location[], shown: readonly Location[]): AdminLocationsSummary {
  const baseYearSales = shown.reduce((sum, location) => sum + netSales(location, ADMIN_BASE_YEAR), 0)
  const yearSales = shown.reduce((sum, location) => sum + netSales(location, ADMIN_YEAR), 0)
  const cities = new Set(shown.flatMap((location) => (location.address && location.address.locality.trim() !== '' ? [location.address.locality.trim().toLowerCase()] : [])))
  return {
    totalLocations: all.length,
    shownLocations: shown.length,
    baseYearSales,
    yearSales,
    change: percentChange(yearSales, baseYearSales),
    activeCities: cities.size,
  }
}

/** Line 1, locality (title-cased) and postal code, or 'No address'. */
export function addressText(location: Pick<Location, 'address'>): string {
  const address = location.address
  if (!address) return 'No address'
  const parts = [address.addressLine1.trim(), titleCaseLocality(address.locality), address.postalCode.trim()].filter((part) => part !== '')
  return parts.length > 0 ? parts.join(', ') : 'No address'
}

/** Latitude and longitude with 5 decimals, or 'No coordinates'. */
export function coordinatesText(location: Pick<Location, 'coordinates'>): string {
  const at = location.coordinates
  if (!at || !Number.isFinite(at.latitude) || !Number.isFinite(at.longitude)) return 'No coordinates'
  return `${at.latitude.toFixed(5)}, ${at.longitude.toFixed(5)}`
}

export type AdminSortKey = 'id' | 'address' | 'coordinates'
export type AdminSortOrder = 'asc' | 'desc'
export interface AdminSort {
  key: AdminSortKey
  order: AdminSortOrder
}

export const DEFAULT_ADMIN_SORT: AdminSort = { key: 'id', order: 'asc' }

/** Clicking a header: the same column flips its order, another column starts ascending. */
export function nextAdminSort(current: AdminSort, key: AdminSortKey): AdminSort {
  return current.key === key ? { key, order: current.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' }
}

const text = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())

/** Sorted copy; a location without an address or coordinates sorts last either way. */
export function sortAdminLocations(locations: readonly Location[], sort: AdminSort): Location[] {
  const direction = sort.order === 'asc' ? 1 : -1
  const compare = (a: Location, b: Location): number => {
    if (sort.key === 'address') {
      if (!a.address || !b.address) return a.address ? -1 : b.address ? 1 : 0
      return direction * text(addressText(a), addressText(b))
    }
    if (sort.key === 'coordinates') {
      const [p, q] = [a.coordinates, b.coordinates]
      if (!p || !q) return p ? -1 : q ? 1 : 0
      return direction * (p.latitude - q.latitude || p.longitude - q.longitude)
    }
    return direction * text(a.id, b.id)
  }
  return [...locations].sort((a, b) => compare(a, b) || a.id.localeCompare(b.id))
}

/** One location's four admin figures (docs/screens.md#locations-admin /admin/locations/{id}/stats). */
export interface AdminLocationFigures {
  baseYearSales: number
  yearSales: number
  change: number
  baseYearTransactions: number
  yearTransactions: number
}

export function adminLocationFigures(location: Location): AdminLocationFigures {
  const baseYearSales = netSales(location, ADMIN_BASE_YEAR)
  const yearSales = netSales(location, ADMIN_YEAR)
  return {
    baseYearSales,
    yearSales,
    change: percentChange(yearSales, baseYearSales),
    baseYearTransactions: transactions(location, ADMIN_BASE_YEAR),
    yearTransactions: transactions(location, ADMIN_YEAR),
  }
}
