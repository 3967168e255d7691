import { describe, expect, it } from 'vitest'
import { pageSingleton } from '../page/page-singleton'
import {
  canToggleCompare,
  DEFAULT_LOCATION_FILTERS,
  filtersFromAttributes,
  filtersFromSearch,
  filtersToSearch,
  normaliseCompared,
  resetFilters,
  toggleCompared,
  withFiltersInSearch,
  type LocationFilters,
} from '.'
import { cityChoices, hasCoordinates, matchingCity, visibleLocations } from './visible-locations'
import { SAMPLE_LOCATIONS } from './testing/sample-locations'

const ids = (filters: Partial<LocationFilters>) => visibleLocations(SAMPLE_LOCATIONS, { ...DEFAULT_LOCATION_FILTERS, ...filters }).map((l) => l.id)

describe('the default filters', () => {
  it('show Oakdale, hide empty locations and sort by 2025 net sales, highest first', () => {
    expect(DEFAULT_LOCATION_FILTERS).toEqual({ city: 'oakdale', zip: null, hideEmpty: true, sortBy: 'net-sales-2025', sortOrder: 'desc' })
    // OAKDALE, oakdale and Oakdale all match; Empty Lot has no sales; park avenue sold $7,000 in 2025
    expect(ids({})).toEqual(['L-PARK', 'L-MAIN'])
  })

  it('a reset restores city, zip, hide-empty and the sort', () => {
    expect(resetFilters()).toEqual(DEFAULT_LOCATION_FILTERS)
    expect(resetFilters()).not.toBe(DEFAULT_LOCATION_FILTERS)
  })
})

describe('filtering and sorting the locations answer', () => {
  it('shows every city when the city is cleared, and locations without sales when hide-empty is off', () => {
    expect(ids({ city: null })).toEqual(['L-PARK', 'L-MAIN', 'L-RIVER', 'L-POP'])
    expect(ids({ city: null, hideEmpty: false })).toEqual(['L-PARK', 'L-MAIN', 'L-RIVER', 'L-EMPTY', 'L-POP'])
  })

  it('matches a zip exactly and leaves locations without an address out of a place filter', () => {
    expect(ids({ zip: '95362', hideEmpty: false })).toEqual(['L-EMPTY'])
    expect(ids({ city: 'Riverbank' })).toEqual(['L-RIVER'])
  })

  it('sorts by name case-insensitively, and by a season nobody sold in as zero', () => {
    expect(ids({ city: null, sortBy: 'name', sortOrder: 'asc' })).toEqual(['L-MAIN', 'L-PARK', 'L-POP', 'L-RIVER'])
    expect(ids({ city: null, sortBy: 'transactions-2023', sortOrder: 'desc' })).toEqual(['L-PARK', 'L-POP', 'L-MAIN', 'L-RIVER'])
    expect(ids({ city: null, sortBy: 'net-sales-2024', sortOrder: 'asc' })).toEqual(['L-POP', 'L-PARK', 'L-RIVER', 'L-MAIN'])
  })

  it('keeps only locations inside map bounds', () => {
    const bounds = { north: 37.77, south: 37.76, east: -120.84, west: -120.85 }
    expect(visibleLocations(SAMPLE_LOCATIONS, { ...DEFAULT_LOCATION_FILTERS, city: null }, bounds).map((l) => l.id)).toEqual(['L-MAIN'])
  })

  it('offers each city once, title-cased, from locations with an address', () => {
    const choices = cityChoices(SAMPLE_LOCATIONS)
    expect(choices).toEqual([
      { value: 'OAKDALE', label: 'Oakdale' },
      { value: 'Riverbank', label: 'Riverbank' },
    ])
    expect(matchingCity(choices, 'oakdale')).toBe('OAKDALE')
    expect(matchingCity(choices, 'Modesto')).toBeNull()
    expect(matchingCity(choices, null)).toBeNull()
  })

  it('places only locations with numeric coordinates on a map', () => {
    expect(SAMPLE_LOCATIONS.filter(hasCoordinates).map((l) => l.id)).toEqual(['L-MAIN', 'L-PARK', 'L-EMPTY', 'L-POP'])
    const broken = { ...SAMPLE_LOCATIONS[0]!, coordinates: { latitude: Number.NaN, longitude: 1, source: 'square' as const } }
    expect(hasCoordinates(broken)).toBe(false)
  })
})

describe('the filters in a URL', () => {
  it('writes nothing for the defaults and reads nothing as the defaults', () => {
    expect(filtersToSearch(DEFAULT_LOCATION_FILTERS)).toEqual([])
    expect(filtersFromSearch('')).toEqual(DEFAULT_LOCATION_FILTERS)
    // the default city in another spelling is still the default
    expect(filtersToSearch({ ...DEFAULT_LOCATION_FILTERS, city: 'Oakdale' })).toEqual([])
  })

  it('writes every change in a fixed order, and reads it back to the same filters', () => {
    const filters: LocationFilters = { city: 'Riverbank', zip: '95367', hideEmpty: false, sortBy: 'name', sortOrder: 'asc' }
    const entries = filtersToSearch(filters)
    expect(new URLSearchParams(entries).toString()).toBe('city=Riverbank&zip=95367&hideEmpty=false&sortBy=name&sortOrder=asc')
    expect(filtersFromSearch(new URLSearchParams(entries))).toEqual(filters)
  })

  it('writes "all cities" as an empty city, which reads back as every city', () => {
    const all = { ...DEFAULT_LOCATION_FILTERS, city: null }
    expect(filtersToSearch(all)).toEqual([['city', '']])
    expect(filtersFromSearch('?city=')).toEqual(all)
  })

  it('falls back to the default for values it cannot use', () => {
    expect(filtersFromSearch('sortBy=price&sortOrder=up&hideEmpty=maybe')).toEqual(DEFAULT_LOCATION_FILTERS)
    expect(filtersFromSearch({ sortBy: 'transactions-2024', hideEmpty: '0' })).toMatchObject({ sortBy: 'transactions-2024', hideEmpty: false })
  })

  it('replaces only its own parameters in a URL, keeping the others', () => {
    const next = withFiltersInSearch(new URLSearchParams('years=2024,2025&city=Modesto&days=28to5'), { ...DEFAULT_LOCATION_FILTERS, sortOrder: 'asc' })
    expect(next.toString()).toBe('years=2024%2C2025&days=28to5&sortOrder=asc')
  })
})

describe('the filters in attributes', () => {
  it('takes only the attributes given and usable', () => {
    expect(filtersFromAttributes({})).toEqual({})
    expect(filtersFromAttributes({ city: '', hideEmpty: false, sortBy: 'name', sortOrder: 'asc' })).toEqual({ city: null, hideEmpty: false, sortBy: 'name', sortOrder: 'asc' })
    expect(filtersFromAttributes({ city: ' Riverbank ', sortBy: 'price', sortOrder: 'sideways' })).toEqual({ city: 'Riverbank' })
  })
})

describe('the compare selection', () => {
  it('adds, removes and stops at two', () => {
    expect(toggleCompared([], 'A')).toEqual(['A'])
    expect(toggleCompared(['A'], 'B')).toEqual(['A', 'B'])
    expect(toggleCompared(['A', 'B'], 'C')).toEqual(['A', 'B'])
    expect(toggleCompared(['A', 'B'], 'A')).toEqual(['B'])
  })

  it('hides a toggle only when two others are chosen', () => {
    expect(canToggleCompare(['A'], 'B')).toBe(true)
    expect(canToggleCompare(['A', 'B'], 'B')).toBe(true)
    expect(canToggleCompare(['A', 'B'], 'C')).toBe(false)
  })

  it('keeps the first two distinct ids of a list', () => {
    expect(normaliseCompared([' A', 'A', '', 'B', 'C'])).toEqual(['A', 'B'])
  })
})

describe('the page state', () => {
  it('lives once on the page, and a reset leaves the compare selection alone', async () => {
    const first = await import('./page-filters')
    expect(pageSingleton('location-filters/v1', () => null)).toMatchObject({ $filters: first.$locationFilters })
    first.updateLocationFilters({ city: null, sortBy: 'name' })
    first.setComparedLocations(['A', 'B', 'C'])
    expect(first.$comparedLocations.get()).toEqual(['A', 'B'])
    expect(first.resetLocationFilters()).toEqual(DEFAULT_LOCATION_FILTERS)
    expect(first.$comparedLocations.get()).toEqual(['A', 'B'])
  })
})
