// Streaming the demo season's orders, location by location and year by year, each location's
// orders ascending by created_at, so millions never sit in memory at once.
import type { SquareLocation } from '../contract/square-location'
import type { Order } from '../contract/square-order'
import { demoCatalog, type DemoCatalogItem } from './catalog'
import { demoLocations } from './locations'
import type { DemoOptions } from './options'
import { demoContext } from './demo-context'
import { planSeason, type SeasonPlan } from './plan'

/** The plans for every (location, year) asked for, in location order then year order. */
export function* demoSeasonPlans(options: DemoOptions = {}, locationId?: string, year?: number): Generator<SeasonPlan> {
  const context = demoContext(options)
  const sites = locationId === undefined ? context.sites : context.sites.filter((s) => s.location.id === locationId)
  const years = year === undefined ? context.options.years : context.options.years.filter((y) => y === year)
  for (const site of sites) for (const y of years) yield planSeason(context, site, y)
}

/**
 * The demo orders, optionally of one location and/or one year. A location's orders come
 * ascending by created_at (years ascending); with no location given, locations follow in turn.
 */
export function* demoOrders(options: DemoOptions = {}, locationId?: string, year?: number): Generator<Order> {
  for (const plan of demoSeasonPlans(options, locationId, year)) {
    for (let i = 0; i < plan.slots.length; i++) yield plan.orderAt(i)
  }
}

/** How many orders demoOrders would give, without building them. */
export function demoOrderCount(options: DemoOptions = {}, locationId?: string, year?: number): number {
  let count = 0
  for (const plan of demoSeasonPlans(options, locationId, year)) count += plan.slots.length
  return count
}

export interface DemoSeason {
  locations: SquareLocation[]
  catalog: DemoCatalogItem[]
  orders: Order[]
}

const IN_MEMORY_LIMIT = 300_000

/** The whole season in memory, for small sizes (tests, stories); use demoOrders for big ones. */
export function generateDemoSeason(options: DemoOptions = {}): DemoSeason {
  const count = demoOrderCount(options)
  if (count > IN_MEMORY_LIMIT) {
    throw new RangeError(`${count} orders is too many to hold at once; stream them with demoOrders()`)
  }
  // Fresh copies, so a caller may change them without touching the shared context.
  return { locations: demoLocations(options), catalog: demoCatalog(options), orders: [...demoOrders(options)] }
}
