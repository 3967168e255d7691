// Loads what the stats widgets show for one location: the location (for its name and IANA
// timezone), each selected season's orders from GET /api/square/orders, and every figure computed
// from them by src/analytics in the location's timezone. Orders outside the selected days are left
// out before the figures are computed, so cards, charts and splits all describe the same days.
import { analyseOrders, type SeasonAnalysis } from '../../src/analytics'
import type { ApiClient } from '../../src/api/client'
import { fetchLocations } from '../../src/api/locations'
import { fetchOrders } from '../../src/api/orders'
import type { Location } from '../../src/contract/location'
import type { Order } from '../../src/contract/square-order'
import { daysInRange, defaultYears, isFullRange, parseDays, parseYears, seasonPlace, trackedSeasons, type SeasonDay } from '../../src/season'

/** The inputs as the element gives them: `years` a list (or comma text), `days` like "28to5". */
export interface SeasonStatsInput {
  locationId: string | undefined
  /** Absent: the default selection (the last two tracked seasons); empty: no years. */
  years?: readonly (string | number)[] | string | undefined
  days?: string | undefined
}

export interface SeasonStatsData {
  location: Pick<Location, 'id' | 'name' | 'timezone'>
  /** Selected seasons, ascending. */
  years: number[]
  /** Selected window days, in window order. */
  days: SeasonDay[]
  analysis: SeasonAnalysis
}

/** Thrown when the location id names no location. */
export class LocationNotFoundError extends Error {
  override name = 'LocationNotFoundError'
  constructor(readonly locationId: string) {
    super(`The location with ID ${locationId} could not be found.`)
  }
}

/** The `years` input as the URL's comma text (undefined stays undefined: "use the default"). */
export function yearsText(years: SeasonStatsInput['years']): string | undefined {
  if (years === undefined) return undefined
  return typeof years === 'string' ? years : years.join(',')
}

/** Seasons the server holds data for: every year any location has stats for. */
export function trackedYearsOf(locations: readonly Pick<Location, 'stats'>[]): number[] {
  return trackedSeasons(locations.flatMap((location) => Object.keys(location.stats).map(Number)))
}

/** Only the orders whose local creation day is one of `days` (all of them for the whole window). */
export function ordersOnDays(orders: readonly Order[], timeZone: string, days: readonly SeasonDay[], wholeWindow: boolean): readonly Order[] {
  if (wholeWindow) return orders
  const wanted = new Set<number>(days)
  return orders.filter((order) => {
    const place = seasonPlace(order.created_at, timeZone)
    return place !== null && wanted.has(place.day)
  })
}

/** Loads and computes a location's stats for the selected seasons and days. */
export async function loadSeasonStats(api: ApiClient, input: SeasonStatsInput, signal?: AbortSignal): Promise<SeasonStatsData> {
  const locationId = input.locationId?.trim()
  if (!locationId) throw new Error('No location selected')
  const { locations } = await fetchLocations(api, signal)
  const location = locations.find((candidate) => candidate.id === locationId)
  if (!location) throw new LocationNotFoundError(locationId)
  const years = parseYears(yearsText(input.years), defaultYears(trackedYearsOf(locations)))
  const range = parseDays(input.days)
  const days = daysInRange(range)
  const perYear = await Promise.all(years.map((year) => fetchOrders(api, { locationId, year }, signal)))
  const orders = ordersOnDays(perYear.flat(), location.timezone, days, isFullRange(range))
  return {
    location: { id: location.id, name: location.name, timezone: location.timezone },
    years,
    days,
    analysis: analyseOrders(orders, location.timezone, { years }),
  }
}
