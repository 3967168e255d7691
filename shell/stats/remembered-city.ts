// The owner's last city choice, remembered: the chain views (map, list, grid, Season Pace and the
// sidebar beside every /stats screen) open on the city last chosen in the filter, "All cities"
// included, instead of the filter's default (Oakdale) on every visit. A choice is what the filter
// panel or a table reports (fw-filters-change); an address that names a city itself (a shared
// link) wins over it and is not remembered. Kept in localStorage like the theme and the switches.
import { persistentAtom } from '@nanostores/persistent'
import type { ReadableAtom } from 'nanostores'
import { DEFAULT_LOCATION_FILTERS } from '../../src/filters'
import type { LayoutName } from '../routing/route-table'
import { writeSearch, type SearchValues } from '../routing/search-params'

export const CITY_STORAGE_KEY = 'fireworks-dashboard-city'

/** The city as the URL writes it ('' for every city), or null before any choice. */
const $cityAtom = persistentAtom<string | null>(CITY_STORAGE_KEY, null, {
  encode: (city) => JSON.stringify(city),
  decode: (stored) => {
    try {
      const value: unknown = JSON.parse(stored)
      return typeof value === 'string' ? value : null
    } catch {
      return null
    }
  },
})

export const $rememberedCity: ReadableAtom<string | null> = $cityAtom

/** A city chosen in the filter (null: every city). */
export function rememberCity(city: string | null): void {
  $cityAtom.set(city?.trim() ?? '')
}

/**
 * Where a /stats screen whose address names no city should open instead: the same path and search
 * with the remembered city; null when there is nothing to add (no choice yet, the address names a
 * city, the screen is not in the /stats area, or the choice is the default city anyway).
 */
export function rememberedCityHref(path: string, search: SearchValues, layouts: readonly LayoutName[], remembered: string | null): string | null {
  if (remembered === null || search.city !== undefined || !layouts.includes('stats')) return null
  if (remembered.toLowerCase() === (DEFAULT_LOCATION_FILTERS.city ?? '')) return null
  return `${path}${writeSearch({ ...search, city: remembered })}`
}
