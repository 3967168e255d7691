// Hand-made locations for the filter rules and the location widgets' tests and stories: two
// cities in several spellings, one without an address, one without sales, one without coordinates,
// internal (geocoded) coordinates and an INACTIVE location.
import type { Location, LocationYearStats } from '../../contract/location'

function season(transactions: number, netSalesCents: number): LocationYearStats {
  return { totalTransactions: transactions, totalNetSales: netSalesCents, totalPartialRefunds: 0, dailySales: { '4': { totalTransactions: transactions, totalNetSales: netSalesCents } } }
}

interface SampleSpec {
  id: string
  name: string
  businessName?: string
  address?: Location['address']
  coordinates?: Location['coordinates']
  status?: Location['status']
  stats?: Location['stats']
}

export function sampleLocation(spec: SampleSpec): Location {
  return {
    id: spec.id,
    name: spec.name,
    ...(spec.businessName !== undefined ? { businessName: spec.businessName } : {}),
    address: spec.address === undefined ? null : spec.address,
    coordinates: spec.coordinates === undefined ? null : spec.coordinates,
    createdAt: '2022-05-01T00:00:00.000Z',
    status: spec.status ?? 'ACTIVE',
    timezone: 'America/Los_Angeles',
    stats: spec.stats ?? {},
  }
}

export const SAMPLE_LOCATIONS: readonly Location[] = [
  sampleLocation({
    id: 'L-MAIN',
    name: 'Main Street Tent',
    businessName: 'Oakdale Fireworks',
    address: { addressLine1: '100 Main St', locality: 'OAKDALE', postalCode: '95361' },
    coordinates: { latitude: 37.7666, longitude: -120.8472, source: 'square' },
    stats: { '2024': season(120, 450_000), '2025': season(150, 600_000) },
  }),
  sampleLocation({
    id: 'L-PARK',
    name: 'park avenue stand',
    address: { addressLine1: '9 Park Ave', locality: 'oakdale', postalCode: '95361' },
    coordinates: { latitude: 37.78, longitude: -120.86, source: 'internal' },
    stats: { '2023': season(40, 90_000), '2024': season(60, 120_000), '2025': season(80, 700_000) },
  }),
  sampleLocation({
    id: 'L-EMPTY',
    name: 'Empty Lot',
    address: { addressLine1: '1 Nowhere Rd', locality: 'Oakdale', postalCode: '95362' },
    coordinates: { latitude: 37.75, longitude: -120.83, source: 'square' },
    stats: { '2025': season(0, 0) },
  }),
  sampleLocation({
    id: 'L-RIVER',
    name: 'Riverbank Depot',
    address: { addressLine1: '5 River Rd', locality: 'Riverbank', postalCode: '95367' },
    stats: { '2024': season(30, 200_000), '2025': season(10, 50_000) },
  }),
  sampleLocation({
    id: 'L-POP',
    name: 'Pop-up Truck',
    coordinates: { latitude: 37.7, longitude: -120.9, source: 'internal' },
    status: 'INACTIVE',
    stats: { '2023': season(5, 10_000) },
  }),
]
