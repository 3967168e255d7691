// What the dashboard must show for the demo season the image's emulator serves, computed here
// from the demo generator's own orders with src/analytics' per-order definitions: each location's
// transactions and net sales in each finished season.
import { isCounted, isSale, orderNetSales } from '../../src/analytics/figures'
import { generateDemoSeason, type DemoOptions } from '../../src/demo'
import { seasonPlace } from '../../src/season/season-place'

export interface SeasonFigures {
  totalTransactions: number
  totalNetSales: number
}

/** `locationId → year → figures` for the seasons in `years`. */
export function expectedSeasonFigures(demo: DemoOptions, years: readonly number[]): Map<string, Map<number, SeasonFigures>> {
  const season = generateDemoSeason(demo)
  const zoneOf = new Map(season.locations.map((location) => [location.id, location.timezone]))
  const figures = new Map<string, Map<number, SeasonFigures>>()
  for (const order of season.orders) {
    const zone = zoneOf.get(order.location_id)
    const place = zone === undefined ? undefined : seasonPlace(order.created_at, zone)
    if (!place || !years.includes(place.year) || !isCounted(order)) continue
    const byYear = figures.get(order.location_id) ?? new Map<number, SeasonFigures>()
    figures.set(order.location_id, byYear)
    const year = byYear.get(place.year) ?? { totalTransactions: 0, totalNetSales: 0 }
    byYear.set(place.year, year)
    year.totalNetSales += orderNetSales(order)
    if (isSale(order)) year.totalTransactions += 1
  }
  return figures
}
