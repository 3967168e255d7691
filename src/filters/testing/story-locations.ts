// Locations in the API's shape for the location widgets' stories and benchmarks: the demo
// season's stands (src/demo, the same sites the emulator serves) with per-year totals drawn from
// each site's busyness, so a story shows many cities, Square and geocoded coordinates, stands
// without an address and stands that never sold. No network, no orders: the totals are plausible,
// not the season's computed figures.
import type { Location } from '../../contract/location'
import { demoSites } from '../../demo'

const cache = new Map<number, Location[]>()

/** `count` demo locations (the first ones cover the special cases), the same every time. */
export function storyLocations(count = 40): Location[] {
  const cached = cache.get(count)
  if (cached) return cached
  const locations = demoSites({ locationCount: count, ordersPerLocationYear: 300 }).map((site, index): Location => {
    const square = site.location
    const address = square.address?.address_line_1 && square.address.locality
      ? { addressLine1: square.address.address_line_1, locality: square.address.locality, postalCode: square.address.postal_code ?? '' }
      : null
    const coordinates = site.coordinates
      ? { ...site.coordinates, source: square.coordinates?.latitude !== undefined ? ('square' as const) : ('internal' as const) }
      : null
    const stats: Location['stats'] = {}
    for (const year of site.activeYears) {
      const transactions = Math.round(300 * site.popularity * (1 + ((index * 7 + year) % 5) / 10))
      stats[String(year)] = { totalTransactions: transactions, totalNetSales: transactions * (4_200 + ((index * 131) % 1_900)), totalPartialRefunds: 0, dailySales: {} }
    }
    return {
      id: square.id,
      name: square.name ?? square.id,
      ...(square.business_name ? { businessName: square.business_name } : {}),
      address,
      coordinates,
      createdAt: square.created_at ?? '2022-05-01T00:00:00.000Z',
      status: square.status ?? 'ACTIVE',
      timezone: square.timezone ?? 'America/Los_Angeles',
      stats,
    }
  })
  cache.set(count, locations)
  return locations
}
