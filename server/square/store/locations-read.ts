// The Locations answer (docs/contract.md#entities): stored locations reshaped for the dashboard, each with stats by
// season. The per-order figures were computed by src/analytics when the orders were stored and
// summed per window day as they were written (./season-days); src/analytics shapes the sums into
// each year's LocationYearStats, so the figures have one definition, client and server.
import type { Kysely } from 'kysely'
import { locationYearStatsOfDays, type DaySums } from '../../../src/analytics/year-stats'
import type { Location, LocationYearStats } from '../../../src/contract/location'
import type { LocationsBatchInfo, LocationsData } from '../../../src/contract/locations-response'
import type { Database } from '../../db/schema'
import { SEASON_DAY_COLUMNS } from './season-days'
import { firstHydratedAt, lastHydratedAt, lastLocationsBatch } from './square-meta'
import type { SquareLocationsTable } from '../../db/tables/square'

/** The locations answer before the cache flags are set. */
export type LocationsBody = Omit<LocationsData, 'cached' | 'cachedAt' | 'cacheIsExpired'>

/** One location-season's day sums, in window order, and its partial refunds. */
interface SeasonSums {
  year: number
  days: DaySums[]
  partialRefunds: number
}

/** Each location's seasons (of `only`, when given), from the sums kept beside the orders (./season-days). */
async function seasonSums(db: Kysely<Database>, only?: readonly string[]): Promise<Map<string, SeasonSums[]>> {
  let query = db.selectFrom('square_location_seasons').selectAll()
  if (only !== undefined) query = query.where('location_id', 'in', only.length > 0 ? [...only] : [''])
  const rows = await query.execute()
  const byLocation = new Map<string, SeasonSums[]>()
  for (const row of rows) {
    let seasons = byLocation.get(row.location_id)
    if (seasons === undefined) byLocation.set(row.location_id, (seasons = []))
    seasons.push({
      year: Number(row.season_year),
      days: SEASON_DAY_COLUMNS.map((day) => ({ netSales: Number(row[day.netSales]), transactions: Number(row[day.transactions]) })),
      partialRefunds: Number(row.partial_refund_cents),
    })
  }
  return byLocation
}

/** A stored location in the dashboard's shape. */
export function locationOf(row: SquareLocationsTable, stats: Record<string, LocationYearStats>): Location {
  const hasAddress = row.address_line_1 !== null || row.locality !== null
  return {
    id: row.id,
    name: row.name,
    ...(row.business_name === null ? {} : { businessName: row.business_name }),
    address: hasAddress ? { addressLine1: row.address_line_1 ?? '', locality: row.locality ?? '', postalCode: row.postal_code ?? '' } : null,
    coordinates:
      row.latitude !== null && row.longitude !== null && row.coordinates_source !== null
        ? { latitude: row.latitude, longitude: row.longitude, source: row.coordinates_source }
        : null,
    createdAt: row.created_at,
    status: row.status,
    timezone: row.timezone,
    stats,
  }
}

const byName = new Intl.Collator('en', { sensitivity: 'base' })

/**
 * Builds the locations answer from the database: every location, or only those of `only` (an embed
 * token's), whose answer then also says nothing of the last hydration batch's counts.
 */
export async function buildLocationsBody(db: Kysely<Database>, only?: readonly string[]): Promise<LocationsBody> {
  let query = db.selectFrom('square_locations').selectAll()
  if (only !== undefined) query = query.where('id', 'in', only.length > 0 ? [...only] : [''])
  const rows = await query.execute()
  rows.sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id))
  const byLocation = await seasonSums(db, only)
  const years = new Set<number>()
  let totalOrders = 0
  const locations = rows.map((row) => {
    const stats: Record<string, LocationYearStats> = {}
    const seasons = (byLocation.get(row.id) ?? []).sort((a, b) => a.year - b.year)
    for (const season of seasons) {
      const yearStats = locationYearStatsOfDays(season.days, season.partialRefunds)
      stats[String(season.year)] = yearStats
      years.add(season.year)
      totalOrders += yearStats.totalTransactions
    }
    return locationOf(row, stats)
  })
  const hydratedFirst = await firstHydratedAt(db)
  const hydratedLast = await lastHydratedAt(db)
  const batchInfo: LocationsBatchInfo = (only === undefined ? await lastLocationsBatch(db) : undefined) ?? {
    batchSize: 0,
    processedInThisBatch: 0,
    totalNewLocationsFound: 0,
    remainingToProcess: 0,
    isComplete: hydratedFirst !== undefined,
    geocodedCount: 0,
    locationsMarkedInactive: 0,
  }
  return {
    locations,
    summary: {
      activeLocations: rows.filter((row) => row.status === 'ACTIVE').length,
      totalLocations: rows.length,
      totalOrdersAllLocations: totalOrders,
      yearsProcessed: [...years].sort((a, b) => a - b),
      // Served from our own tables: answering made no Square request.
      totalApiRequests: 0,
      batchInfo,
    },
    hydrated: hydratedFirst !== undefined,
    hydratedAt: hydratedLast ?? null,
  }
}
