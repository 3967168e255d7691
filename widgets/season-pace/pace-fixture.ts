// Three stands' hand-made evenings for the pace widget's tests: Alpha Tent sold well in 2024 and
// stopped selling at 7:55 PM on July 4, 2025 (its reader is down); Bravo Stand sells on; Pigeon
// Forge keeps New York time.
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeLocation } from '../../src/api/testing/fake-api'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'

const LA = 'America/Los_Angeles'
const NY = 'America/New_York'

function sale(locationId: string, id: string, createdAt: string, gross: number): Order {
  return { ...order({ id, createdAt, lines: [line({ gross })] }), location_id: locationId }
}

/** A sale every `everyMinutes` from `from` to `to` (local wall times of July 4) in `offset`'s zone. */
function run(locationId: string, year: number, offset: string, from: number, to: number, everyMinutes: number, gross: number): Order[] {
  const orders: Order[] = []
  for (let minute = from; minute < to; minute += everyMinutes) {
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`
    orders.push(sale(locationId, `${locationId}-${year}-${minute}`, `${year}-07-04T${time}${offset}`, gross))
  }
  return orders
}

export const PACE_LOCATIONS: Location[] = [
  { ...fakeLocation('LA', 'Alpha Tent', LA, [2024, 2025]), address: { addressLine1: '1 Main St', locality: 'Oakdale', postalCode: '95361' } },
  { ...fakeLocation('LB', 'Bravo Stand', LA, [2024, 2025]), address: { addressLine1: '2 Main St', locality: 'Oakdale', postalCode: '95361' } },
  { ...fakeLocation('LP', 'Pigeon Forge', NY, [2024, 2025]), address: { addressLine1: '3 Parkway', locality: 'Pigeon Forge', postalCode: '37863' } },
]

const EVENING = 18 * 60
const EIGHT_THIRTY = 20 * 60 + 30

export const PACE_ORDERS: Record<number, Order[]> = {
  2024: [
    // Twelve sales an hour from 6 PM: a busy stand.
    ...run('LA', 2024, '-07:00', EVENING, 22 * 60, 5, 2_000),
    ...run('LB', 2024, '-07:00', EVENING, 22 * 60, 20, 3_000),
    ...run('LP', 2024, '-04:00', EVENING, 23 * 60, 30, 1_000),
  ],
  2025: [
    ...run('LA', 2025, '-07:00', EVENING, 19 * 60 + 56, 5, 2_500),
    ...run('LB', 2025, '-07:00', EVENING, EIGHT_THIRTY, 10, 3_000),
    ...run('LP', 2025, '-04:00', EVENING, 23 * 60 + 30, 30, 1_500),
  ],
}

/** 8:30 PM on July 4, 2025 in Los Angeles: 35 minutes since Alpha Tent's last sale. */
export const PACE_NOW = '2025-07-05T03:30:20.000Z'
