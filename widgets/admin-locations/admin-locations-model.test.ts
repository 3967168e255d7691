import { describe, expect, it } from 'vitest'
import { adminFixtureLocations } from './admin-locations-fixtures'
import {
  addressText,
  adminLocationFigures,
  adminLocationsSummary,
  coordinatesText,
  filterAdminLocations,
  NO_ADMIN_FILTER,
  nextAdminSort,
  sortAdminLocations,
} from './admin-locations-model'

const locations = adminFixtureLocations()
const ids = (list: readonly { id: string }[]) => list.map((location) => location.id)

describe('the admin location filters', () => {
  it('keeps ids containing the search, case-insensitively', () => {
    expect(ids(filterAdminLocations(locations, { ...NO_ADMIN_FILTER, idSearch: 'oak' }))).toEqual(['LOAK1', 'LOAK2'])
    expect(ids(filterAdminLocations(locations, { ...NO_ADMIN_FILTER, idSearch: ' riv ' }))).toEqual(['LRIV1'])
  })

  it('keeps one city, whatever its capitals', () => {
    expect(ids(filterAdminLocations(locations, { ...NO_ADMIN_FILTER, city: 'Oakdale' }))).toEqual(['LOAK1', 'LOAK2'])
  })

  it('keeps locations with 2023 or 2024 net sales for Has Sales Data', () => {
    expect(ids(filterAdminLocations(locations, { ...NO_ADMIN_FILTER, hasSalesData: true }))).toEqual(['LOAK1', 'LOAK2'])
  })
})

describe('the admin summary', () => {
  it('counts every location and sums the shown ones', () => {
    const shown = filterAdminLocations(locations, { ...NO_ADMIN_FILTER, city: 'oakdale' })
    expect(adminLocationsSummary(locations, shown)).toEqual({
      totalLocations: 4,
      shownLocations: 2,
      baseYearSales: 150_000,
      yearSales: 150_000,
      change: 0,
      activeCities: 1,
    })
    const all = adminLocationsSummary(locations, locations)
    expect(all.activeCities).toBe(2)
    expect(adminLocationsSummary(locations, [locations[0]!]).change).toBe(50)
  })

  it('gives one location its four figures', () => {
    expect(adminLocationFigures(locations[0]!)).toEqual({ baseYearSales: 100_000, yearSales: 150_000, change: 50, baseYearTransactions: 10, yearTransactions: 12 })
    expect(adminLocationFigures(locations[3]!)).toEqual({ baseYearSales: 0, yearSales: 0, change: 0, baseYearTransactions: 0, yearTransactions: 0 })
  })
})

describe('the admin table', () => {
  it('reads addresses and coordinates, or says they are missing', () => {
    expect(addressText(locations[0]!)).toBe('1 Main St, Oakdale, 95361')
    expect(addressText(locations[3]!)).toBe('No address')
    expect(coordinatesText(locations[0]!)).toBe('37.76654, -120.84712')
    expect(coordinatesText(locations[2]!)).toBe('No coordinates')
  })

  it('sorts by a column, flipping on a second click, with missing values last', () => {
    expect(ids(sortAdminLocations(locations, { key: 'id', order: 'desc' }))).toEqual(['XNOADDR', 'LRIV1', 'LOAK2', 'LOAK1'])
    expect(ids(sortAdminLocations(locations, { key: 'address', order: 'asc' }))).toEqual(['LOAK1', 'LRIV1', 'LOAK2', 'XNOADDR'])
    expect(ids(sortAdminLocations(locations, { key: 'coordinates', order: 'desc' }))).toEqual(['LOAK1', 'LOAK2', 'LRIV1', 'XNOADDR'])
    expect(nextAdminSort({ key: 'id', order: 'asc' }, 'id')).toEqual({ key: 'id', order: 'desc' })
    expect(nextAdminSort({ key: 'id', order: 'desc' }, 'address')).toEqual({ key: 'address', order: 'asc' })
  })
})
