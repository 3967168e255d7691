// Four stands' July 4 evenings for the ranking's tests and stories, as orders the fake API computes
// the season pace from (the server's way): Alpha Tent and Bravo Stand sold in 2024 and sell on,
// Charlie Booth is new this season, Delta Depot sold in 2024 and is closed (INACTIVE) in 2025. The
// page reads them at 8:30 PM on July 4, 2025 in Los Angeles (RANKING_NOW).
import { line, order } from '../../src/analytics/order-fixtures'
import { paceFromOrders } from '../../src/analytics/pace-from-orders'
import { fakeLocation } from '../../src/api/testing/fake-api'
import type { Location } from '../../src/contract/location'
import type { PaceData } from '../../src/contract/pace'
import type { Order } from '../../src/contract/square-order'

export const RANKING_NOW = '2025-07-05T03:30:20.000Z'
const LA = 'America/Los_Angeles'

export function rankingLocations(): Location[] {
  return [
    fakeLocation('LA', 'Alpha Tent', LA, [2024, 2025]),
    fakeLocation('LB', 'Bravo Stand', LA, [2024, 2025]),
    fakeLocation('LC', 'Charlie Booth', LA, [2025]),
    { ...fakeLocation('LD', 'Delta Depot', LA, [2024]), status: 'INACTIVE' },
  ]
}

/** `count` sales of `gross` cents at a stand, from 6 PM local time on July 4 of `year`, one a minute. */
function sales(locationId: string, year: number, count: number, gross: number, from = '18'): Order[] {
  return Array.from({ length: count }, (_, minute) => ({
    ...order({ id: `${locationId}-${year}-${gross}-${minute}`, createdAt: `${year}-07-04T${from}:${String(minute).padStart(2, '0')}:00-07:00`, lines: [line({ gross })] }),
    location_id: locationId,
  }))
}

export function rankingOrders(): Record<number, Order[]> {
  return {
    2024: [
      // By 8:30 PM: Alpha $1,000.00 in 10 sales, Bravo $2,000.00 in 25; Bravo sells $1,000.00 more at 10 PM (after the moment).
      ...sales('LA', 2024, 10, 10_000),
      ...sales('LB', 2024, 25, 8_000),
      ...sales('LB', 2024, 10, 10_000, '22'),
      ...sales('LD', 2024, 5, 10_000),
    ],
    2025: [
      // Alpha $1,200.00 in 12 (+20.0 %), Bravo $1,500.00 in 30 (−25.0 %), Charlie $1,200.00 in 8 (new).
      ...sales('LA', 2025, 12, 10_000),
      ...sales('LB', 2025, 30, 5_000),
      ...sales('LC', 2025, 8, 15_000),
    ],
  }
}

/** The season pace of the four stands at `asOf`, as the server answers it. */
export function rankingPace(asOf = RANKING_NOW): PaceData {
  const orders = rankingOrders()
  const years = [2024, 2025]
  return paceFromOrders(
    rankingLocations().map((location) => ({ ...location, orders: years.flatMap((year) => (orders[year] ?? []).filter((sale) => sale.location_id === location.id)) })),
    years,
    Date.parse(asOf),
  )
}
