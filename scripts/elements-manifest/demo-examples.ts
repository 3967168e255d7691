// Attribute values for the reference's examples, taken from the demo season `npm start` serves
// (src/demo at the server's default size, deterministic): real location and order ids, so every
// example shows figures when pasted into a page of a demo server. Ladle's element stories take
// theirs from its own (smaller) demo season the same way.
import { DEMO_SIZE, demoLocations, demoOrders, resolveDemoOptions, type DemoOptions } from '../../src/demo'

export interface DemoExample {
  /** An active location with an address, coordinates and sales. */
  locationId: string
  locationName: string
  /** Another active location of the same town, to compare with. */
  otherLocationId: string
  /** A completed order of the location's latest season. */
  orderId: string
  year: number
  city: string
}

const cache = new Map<DemoOptions, DemoExample>()

/** The example ids of a demo season (default: the one `npm start` serves). */
export function demoExample(demo: DemoOptions = DEMO_SIZE.demo): DemoExample {
  const cached = cache.get(demo)
  if (cached) return cached
  const active = demoLocations(demo).filter((location) => location.status === 'ACTIVE' && location.address?.locality && location.coordinates)
  const first = active[0]
  const other = active.find((location) => location !== first && location.address?.locality === first?.address?.locality)
  if (!first || !other) throw new Error('The demo season has no two active locations in one town')
  const year = Math.max(...resolveDemoOptions(demo).years)
  let orderId: string | undefined
  for (const order of demoOrders(demo, first.id, year)) {
    if (order.state === 'COMPLETED' && order.id) {
      orderId = order.id
      break
    }
  }
  if (!orderId) throw new Error(`The demo season has no completed ${year} order at ${first.id}`)
  const example = {
    locationId: first.id,
    locationName: first.name ?? first.id,
    otherLocationId: other.id,
    orderId,
    year,
    city: first.address!.locality!.toLowerCase(),
  }
  cache.set(demo, example)
  return example
}

/** An example value for each attribute name an element may have; others stay out of examples. */
export function exampleValue(attribute: string, demo: DemoExample): string | undefined {
  const values: Record<string, string> = {
    'location-id': demo.locationId,
    'order-id': demo.orderId,
    year: String(demo.year),
    years: `${demo.year - 1},${demo.year}`,
    days: '28to5',
    locations: `${demo.locationId},${demo.otherLocationId}`,
    compare: demo.locationId,
    city: demo.city,
    columns: `net-sales-${demo.year - 1},net-sales-${demo.year}`,
    duration: '5000',
  }
  return values[attribute]
}
