// The knobs of the demo season and its named sizes, from a quick test fixture to millions of
// orders for benchmarks.

export interface DemoOptions {
  /** Any number or text; the same seed always gives the same season. */
  seed?: number | string
  /** How many locations to generate (the first ones cover the special cases). */
  locationCount?: number
  /** The average number of orders a location takes in one season. */
  ordersPerLocationYear?: number
  /** The seasons to generate, ascending; default 2023, 2024, 2025. */
  years?: readonly number[]
}

export type ResolvedDemoOptions = Required<Omit<DemoOptions, 'seed' | 'years'>> & {
  seed: string
  years: readonly number[]
}

export const DEFAULT_DEMO_SEED = 'oakdale-2025'
export const DEFAULT_DEMO_YEARS: readonly number[] = [2023, 2024, 2025]
/** Ten seasons, for the chain sizes. */
const CHAIN_YEARS: readonly number[] = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]

/**
 * Named sizes: tiny for fast tests, demo for the product, bench (≥ 200,000 orders), locations
 * (1,000 stands), huge, chain10 and chain (400 stands, ten seasons), and orders50k: one location's 2025 season of 50,005 orders (the first
 * site is a busy one, so fewer than 50,000 on average gives that), for the orders table at scale.
 */
export const DEMO_SIZE = {
  tiny: { locationCount: 4, ordersPerLocationYear: 50 },
  demo: { locationCount: 40, ordersPerLocationYear: 300 },
  bench: { locationCount: 60, ordersPerLocationYear: 1500 },
  /** Many stands, few orders each: the map, list and grid with 1,000 locations. */
  locations: { locationCount: 1000, ordersPerLocationYear: 20 },
  huge: { locationCount: 200, ordersPerLocationYear: 6000 },
  orders50k: { locationCount: 1, ordersPerLocationYear: 27_790, years: [2025] },
  /** A chain of 400 stands over ten seasons at ten and a hundred times the demo's orders (scale bench; FW_FIRST_SEASON=2016). */
  chain10: { locationCount: 400, ordersPerLocationYear: 90, years: CHAIN_YEARS },
  chain: { locationCount: 400, ordersPerLocationYear: 900, years: CHAIN_YEARS },
} as const satisfies Record<string, DemoOptions>

export type DemoSizeName = keyof typeof DEMO_SIZE

/** Fills the defaults (the demo size) and checks the numbers. */
export function resolveDemoOptions(options: DemoOptions = {}): ResolvedDemoOptions {
  const locationCount = options.locationCount ?? DEMO_SIZE.demo.locationCount
  const ordersPerLocationYear = options.ordersPerLocationYear ?? DEMO_SIZE.demo.ordersPerLocationYear
  const years = [...(options.years ?? DEFAULT_DEMO_YEARS)].sort((a, b) => a - b)
  if (!Number.isInteger(locationCount) || locationCount < 1 || locationCount > 10_000) {
    throw new RangeError(`locationCount must be an integer from 1 to 10000, got ${locationCount}`)
  }
  if (!(ordersPerLocationYear >= 0) || ordersPerLocationYear > 1_000_000) {
    throw new RangeError(`ordersPerLocationYear must be from 0 to 1000000, got ${ordersPerLocationYear}`)
  }
  if (years.length === 0 || years.some((y) => !Number.isInteger(y) || y < 2000 || y > 9999)) {
    throw new RangeError(`years must be a non-empty list of years 2000–9999, got ${years.join(',')}`)
  }
  if (new Set(years).size !== years.length) throw new RangeError('years must not repeat')
  return { seed: String(options.seed ?? DEFAULT_DEMO_SEED), locationCount, ordersPerLocationYear, years }
}
