// Hand-made locations for the admin location pages' tests and stories: addresses in two cities
// (one typed in capitals), one without an address, Square and geocoded coordinates and none,
// sales in 2023 and 2024 or in neither.
import type { Location } from '../../src/contract/location'

function year(netSales: number, transactions: number) {
  return { totalNetSales: netSales, totalTransactions: transactions, totalPartialRefunds: 0, dailySales: {} }
}

export function adminFixtureLocations(): Location[] {
  return [
    {
      id: 'LOAK1',
      name: 'Oakdale Tent',
      businessName: 'Fireworks Co',
      address: { addressLine1: '1 Main St', locality: 'OAKDALE', postalCode: '95361' },
      coordinates: { latitude: 37.7665412, longitude: -120.8471234, source: 'square' },
      createdAt: '2020-01-01T00:00:00.000Z',
      status: 'ACTIVE',
      timezone: 'America/Los_Angeles',
      stats: { '2023': year(100_000, 10), '2024': year(150_000, 12) },
    },
    {
      id: 'LOAK2',
      name: 'Oakdale Stand',
      address: { addressLine1: '9 Elm St', locality: 'Oakdale', postalCode: '95361' },
      coordinates: { latitude: 37.7, longitude: -120.9, source: 'internal' },
      createdAt: '2020-01-01T00:00:00.000Z',
      status: 'ACTIVE',
      timezone: 'America/Los_Angeles',
      stats: { '2023': year(50_000, 5), '2024': year(0, 0) },
    },
    {
      id: 'LRIV1',
      name: 'Riverbank Booth',
      address: { addressLine1: '4 River Rd', locality: 'Riverbank', postalCode: '95367' },
      coordinates: null,
      createdAt: '2020-01-01T00:00:00.000Z',
      status: 'ACTIVE',
      timezone: 'America/Los_Angeles',
      stats: { '2023': year(0, 0), '2024': year(0, 0) },
    },
    {
      id: 'XNOADDR',
      name: 'Warehouse',
      address: null,
      coordinates: null,
      createdAt: '2020-01-01T00:00:00.000Z',
      status: 'INACTIVE',
      timezone: 'America/Los_Angeles',
      stats: {},
    },
  ]
}
