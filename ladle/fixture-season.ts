// The season the stories' fake API serves: the demo season's stands (src/demo, the ids `npm start`
// serves and the reference's examples use) with fewer orders each, so a story computes it in a
// moment. Orders are generated per location and year on first use; the locations' figures come
// from src/analytics over those orders, as the server computes them.
import { locationYearStatsOf, tallyOrders, yearStatsOf } from '../src/analytics'
import type { Location } from '../src/contract/location'
import type { Order } from '../src/contract/square-order'
import { DEMO_SIZE, demoOrders, resolveDemoOptions, type DemoOptions } from '../src/demo'
import { storyLocations } from '../src/filters/testing/story-locations'

/** The demo's stands (same seed, same ids), a third of its orders. */
export const FIXTURE_DEMO: DemoOptions = { ...DEMO_SIZE.demo, ordersPerLocationYear: 100 }
export const FIXTURE_YEARS: readonly number[] = resolveDemoOptions(FIXTURE_DEMO).years

const ordersCache = new Map<string, Order[]>()

/** One location's orders of one season, every state. */
export function fixtureOrders(locationId: string, year: number): Order[] {
  const key = `${locationId}:${year}`
  let orders = ordersCache.get(key)
  if (!orders) ordersCache.set(key, (orders = [...demoOrders(FIXTURE_DEMO, locationId, year)]))
  return orders
}

let locations: Location[] | undefined

/** The stands in the API's shape, each with its seasons' figures computed from its orders. */
export function fixtureLocations(): Location[] {
  locations ??= storyLocations(DEMO_SIZE.demo.locationCount).map((location) => {
    const orders = FIXTURE_YEARS.flatMap((year) => fixtureOrders(location.id, year))
    const stats: Location['stats'] = {}
    for (const [year, tally] of tallyOrders(orders, location.timezone, { years: FIXTURE_YEARS })) {
      const yearStats = locationYearStatsOf(yearStatsOf(tally), tally.partialRefunds)
      if (yearStats.totalTransactions > 0) stats[String(year)] = yearStats
    }
    return { ...location, stats }
  })
  return locations
}

/** The stands without their figures (names, addresses, timezones): nothing to compute. */
export function fixtureStands(): Location[] {
  return locations ?? storyLocations(DEMO_SIZE.demo.locationCount)
}

/** A stand by id, without computing every stand's figures. */
export function fixtureStand(id: string): Location | undefined {
  return fixtureStands().find((location) => location.id === id)
}
