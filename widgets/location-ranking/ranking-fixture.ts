// Locations with three seasons of totals, for the ranking's tests and stories.
import type { Location } from '../../src/contract/location'

function location(id: string, name: string, seasons: Record<number, [netSales: number, transactions: number]>, status: Location['status'] = 'ACTIVE'): Location {
  return {
    id,
    name,
    address: null,
    coordinates: null,
    createdAt: '2020-01-01T00:00:00.000Z',
    status,
    timezone: 'America/Los_Angeles',
    stats: Object.fromEntries(
      Object.entries(seasons).map(([year, [netSales, transactions]]) => [year, { totalNetSales: netSales, totalTransactions: transactions, totalPartialRefunds: 0, dailySales: {} }]),
    ),
  }
}

export function rankingFixture(): Location[] {
  return [
    location('LA', 'Alpha Tent', { 2023: [90_000, 9], 2024: [100_000, 10], 2025: [120_000, 11] }),
    location('LB', 'Bravo Stand', { 2024: [200_000, 25], 2025: [150_000, 30] }),
    location('LC', 'Charlie Booth', { 2024: [0, 0], 2025: [120_000, 8] }),
    location('LD', 'Delta Depot', { 2023: [50_000, 5] }, 'INACTIVE'),
  ]
}
