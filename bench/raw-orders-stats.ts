// The reference of the page-load benchmark: how the stats widgets loaded a location before the
// server computed figures — the location (for its name and IANA timezone), each selected season's
// raw orders from GET /api/square/orders, and every figure computed from them in the browser by
// src/analytics. Kept here so the benchmark can show what the server's aggregates save.
import { windowStats, type SeasonAnalysis } from '../src/analytics'
import type { ApiClient } from '../src/api/client'
import { fetchLocations } from '../src/api/locations'
import { fetchOrders } from '../src/api/orders'
import type { Location } from '../src/contract/location'
import { yearsText, type SeasonSelectionProps } from '../src/elements/season-selection'
import { LocationNotFoundError, NO_LOCATION_SELECTED, trackedSeasonsOf } from '../widgets/widget-kit/season/use-season-stats'
import { daysInRange, defaultYears, parseDays, parseYears, type SeasonDay } from '../src/season'

export interface RawOrdersStats {
  location: Pick<Location, 'id' | 'name' | 'timezone'>
  /** Selected seasons, ascending. */
  years: number[]
  /** Selected window days, in window order. */
  days: SeasonDay[]
  analysis: SeasonAnalysis
}

/** Loads a location's seasons of raw orders and computes its stats for the selected days. */
export async function loadRawOrdersStats(api: ApiClient, selection: SeasonSelectionProps, signal?: AbortSignal): Promise<RawOrdersStats> {
  const locationId = selection.locationId?.trim()
  if (!locationId) throw new Error(NO_LOCATION_SELECTED)
  const { locations } = await fetchLocations(api, signal)
  const location = locations.find((candidate) => candidate.id === locationId)
  if (!location) throw new LocationNotFoundError(locationId)
  const years = parseYears(yearsText(selection.years), defaultYears(trackedSeasonsOf(locations)))
  const range = parseDays(selection.days)
  const perYear = await Promise.all(years.map((year) => fetchOrders(api, { locationId, year }, signal)))
  return {
    location: { id: location.id, name: location.name, timezone: location.timezone },
    years,
    days: daysInRange(range),
    analysis: windowStats(perYear.flat(), location.timezone, years, range),
  }
}
