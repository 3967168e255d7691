import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { fakeLocation } from '../../src/api/testing/fake-api'
import { visibleColumns } from './columns'
import { locationsCsv, locationsCsvFileName } from './locations-csv'

describe('the locations CSV file', () => {
  it('holds the listed locations in their order with the columns shown, money in dollars', () => {
    const busy = { ...fakeLocation('L2', 'Main St Tent', 'America/Los_Angeles', []), stats: { '2025': { totalTransactions: 12, totalNetSales: 45_678, totalPartialRefunds: 0, dailySales: {} } } }
    const quiet = fakeLocation('L1', '=Quiet Stand', 'America/Los_Angeles', [])
    const rows = Papa.parse<string[]>(locationsCsv([busy, quiet], visibleColumns(['transactions-2025', 'net-sales-2025']))).data
    expect(rows).toEqual([
      ['Location ID', 'Name', 'Address', 'Status', '2025 Total Transactions', '2025 Total Net Sales'],
      ['L2', 'Main St Tent', '', 'ACTIVE', '12', '456.78'],
      ['L1', "'=Quiet Stand", '', 'ACTIVE', '0', '0.00'],
    ])
  })

  it('is named after the city shown', () => {
    expect(locationsCsvFileName('oakdale')).toBe('locations-oakdale.csv')
    expect(locationsCsvFileName(null)).toBe('locations-all-cities.csv')
  })
})
