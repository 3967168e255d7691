import { describe, expect, it } from 'vitest'
import type { Location, LocationYearStats } from '../contract/location'
import { percentChange } from './compare'
import { cityOptions, filterLocations, hasSales, isLocationSortKey, sortLocations, zipOptions } from './locations'

function season(totalTransactions: number, totalNetSales: number): LocationYearStats {
  return { totalTransactions, totalNetSales, totalPartialRefunds: 0, dailySales: {} }
}

function place(id: string, name: string, extra: Partial<Location> = {}): Location {
  return {
    id,
    name,
    address: { addressLine1: '1 Main St', locality: 'Oakdale', postalCode: '95361' },
    coordinates: { latitude: 37.77, longitude: -120.85, source: 'square' },
    createdAt: '2022-01-01T00:00:00Z',
    status: 'ACTIVE',
    timezone: 'America/Los_Angeles',
    stats: {},
    ...extra,
  }
}

const downtown = place('L1', 'downtown', { stats: { '2024': season(10, 50_000), '2025': season(12, 70_000) } })
const riverbank = place('L2', 'Riverbank Stand', {
  address: { addressLine1: '2 River Rd', locality: '  RIVERBANK ', postalCode: '95367' },
  coordinates: { latitude: 37.73, longitude: -120.93, source: 'internal' },
  stats: { '2023': season(3, 9_000), '2025': season(0, 0) },
})
const noAddress = place('L3', 'Anywhere Tent', { address: null, coordinates: null, stats: { '2025': season(5, 20_000) } })
const emptyStand = place('L4', 'Escalon', {
  address: { addressLine1: '3 Elm', locality: 'escalon', postalCode: '95320' },
  coordinates: { latitude: 37.79, longitude: -120.99, source: 'square' },
  stats: { '2024': season(0, 0) },
})
const ALL = [downtown, riverbank, noAddress, emptyStand]
const ids = (locations: Location[]) => locations.map((location) => location.id)

describe('filtering locations', () => {
  it('matches the city case-insensitively after trimming', () => {
    expect(ids(filterLocations(ALL, { city: 'oakdale' }))).toEqual(['L1'])
    expect(ids(filterLocations(ALL, { city: ' Riverbank' }))).toEqual(['L2'])
    expect(ids(filterLocations(ALL, { city: 'Modesto' }))).toEqual([])
  })

  it('matches the zip exactly after trimming', () => {
    expect(ids(filterLocations(ALL, { zip: '95367 ' }))).toEqual(['L2'])
    expect(ids(filterLocations(ALL, { zip: '9536' }))).toEqual([])
  })

  it('treats an empty city or zip as no filter', () => {
    expect(ids(filterLocations(ALL, { city: '', zip: null }))).toEqual(['L1', 'L2', 'L3', 'L4'])
  })

  it('hides locations with no stats or no season with sales when asked', () => {
    expect(hasSales(emptyStand)).toBe(false)
    expect(hasSales(place('L5', 'New', { stats: {} }))).toBe(false)
    expect(ids(filterLocations([...ALL, place('L5', 'New')], { hideEmpty: true }))).toEqual(['L1', 'L2', 'L3'])
  })

  it('keeps only locations with coordinates inside the map bounds', () => {
    const bounds = { north: 37.8, south: 37.75, east: -120.8, west: -121.0 }
    expect(ids(filterLocations(ALL, { bounds }))).toEqual(['L1', 'L4'])
    const acrossAntimeridian = { north: 40, south: 30, east: -170, west: 170 }
    const fiji = place('F', 'Fiji', { coordinates: { latitude: 35, longitude: 178, source: 'square' } })
    expect(ids(filterLocations([fiji, downtown], { bounds: acrossAntimeridian }))).toEqual(['F'])
  })

  it('combines filters', () => {
    expect(ids(filterLocations(ALL, { city: 'escalon', hideEmpty: true }))).toEqual([])
  })
})

describe('sorting locations', () => {
  it('sorts names case-insensitively both ways', () => {
    expect(ids(sortLocations(ALL, 'name', 'asc'))).toEqual(['L3', 'L1', 'L4', 'L2'])
    expect(ids(sortLocations(ALL, 'name', 'desc'))).toEqual(['L2', 'L4', 'L1', 'L3'])
  })

  it('sorts by a season’s net sales, counting missing seasons as 0', () => {
    expect(ids(sortLocations(ALL, 'net-sales-2025', 'desc'))).toEqual(['L1', 'L3', 'L4', 'L2'])
    expect(ids(sortLocations(ALL, 'net-sales-2023', 'asc'))).toEqual(['L3', 'L1', 'L4', 'L2'])
  })

  it('sorts by a season’s transactions', () => {
    expect(ids(sortLocations(ALL, 'transactions-2024', 'desc'))).toEqual(['L1', 'L3', 'L4', 'L2'])
    expect(ids(sortLocations(ALL, 'transactions-2025', 'asc'))).toEqual(['L4', 'L2', 'L3', 'L1'])
  })

  it('leaves the input untouched', () => {
    const before = ids(ALL)
    sortLocations(ALL, 'name', 'desc')
    expect(ids(ALL)).toEqual(before)
  })

  it('knows its keys', () => {
    expect(isLocationSortKey('net-sales-2024')).toBe(true)
    expect(isLocationSortKey('transactions-2025')).toBe(true)
    expect(isLocationSortKey('revenue')).toBe(false)
  })
})

describe('city and zip choices', () => {
  it('lists distinct cities and zips of locations with an address, sorted', () => {
    const twin = place('L6', 'Twin', { address: { addressLine1: '9 Oak', locality: 'OAKDALE', postalCode: '95361' } })
    expect(cityOptions([...ALL, twin])).toEqual(['escalon', 'Oakdale', 'RIVERBANK'])
    expect(zipOptions([...ALL, twin])).toEqual(['95320', '95361', '95367'])
  })
})

describe('percent change', () => {
  it('is (a − b) ÷ b × 100', () => {
    expect(percentChange(150, 100)).toBe(50)
    expect(percentChange(50, 100)).toBe(-50)
    expect(percentChange(100, 100)).toBe(0)
    expect(percentChange(1, 3)).toBeCloseTo(-66.667, 3)
  })

  it('is 0 when the base is 0', () => {
    expect(percentChange(500, 0)).toBe(0)
    expect(percentChange(0, 0)).toBe(0)
  })
})
