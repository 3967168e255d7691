// The Locations answer (SPEC §3): stored locations reshaped for the dashboard, each with stats by
// season. The per-order figures were computed by src/analytics when the orders were stored; here
// a rollup over the covering index sums them per window day and hour, and src/analytics shapes the
// sums into each year's LocationYearStats, so the figures have one definition, client and server.
import { sql, type Kysely } from 'kysely'
import { YearTally } from '../../../src/analytics/season-tally'
import { locationYearStatsOf, yearStatsOf } from '../../../src/analytics/year-stats'
import type { Location, LocationYearStats } from '../../../src/contract/location'
import type { LocationsBatchInfo, LocationsData } from '../../../src/contract/locations-response'
import { seasonDayIndex } from '../../../src/season/window'
import type { Database } from '../../db/schema'
import { firstHydratedAt, lastHydratedAt, lastLocationsBatch } from './square-meta'
import type { SquareLocationsTable } from './tables'

/** The locations answer before the cache flags are set. */
export type LocationsBody = Omit<LocationsData, 'cached' | 'cachedAt' | 'cacheIsExpired'>

/** Each location's season tallies, filled from COMPLETED orders' stored figures and their partial refunds. */
async function tallies(db: Kysely<Database>): Promise<Map<string, Map<number, YearTally>>> {
  const rows = await db
    .selectFrom('square_orders')
    .select([
      'location_id',
      'season_year',
      'local_day',
      'local_hour',
      sql<number>`sum(net_sales_cents)`.as('net_sales'),
      sql<number>`sum(is_transaction)`.as('transactions'),
    ])
    .where('state', '=', 'COMPLETED')
    .groupBy(['location_id', 'season_year', 'local_day', 'local_hour'])
    .execute()
  const byLocation = new Map<string, Map<number, YearTally>>()
  const tallyOf = (locationId: string, year: number): YearTally => {
    let years = byLocation.get(locationId)
    if (years === undefined) byLocation.set(locationId, (years = new Map()))
    let tally = years.get(year)
    if (tally === undefined) years.set(year, (tally = new YearTally(year)))
    return tally
  }
  for (const row of rows) {
    const tally = tallyOf(row.location_id, row.season_year)
    const slot = seasonDayIndex(row.local_day) * 24 + row.local_hour
    tally.netSales[slot] = Number(row.net_sales)
    tally.transactions[slot] = Number(row.transactions)
  }
  // Partial refunds are on few orders, read through their own partial index.
  const refunds = await db
    .selectFrom('square_orders')
    .select(['location_id', 'season_year', sql<number>`sum(partial_refund_cents)`.as('partial_refunds')])
    .where('partial_refund_cents', '<>', 0)
    .groupBy(['location_id', 'season_year'])
    .execute()
  for (const row of refunds) tallyOf(row.location_id, row.season_year).partialRefunds = Number(row.partial_refunds)
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

/** Builds the locations answer from the database. */
export async function buildLocationsBody(db: Kysely<Database>): Promise<LocationsBody> {
  const rows = await db.selectFrom('square_locations').selectAll().execute()
  rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id))
  const byLocation = await tallies(db)
  const years = new Set<number>()
  let totalOrders = 0
  const locations = rows.map((row) => {
    const stats: Record<string, LocationYearStats> = {}
    const seasons = [...(byLocation.get(row.id) ?? new Map<number, YearTally>())].sort(([a], [b]) => a - b)
    for (const [year, tally] of seasons) {
      const yearStats = locationYearStatsOf(yearStatsOf(tally), tally.partialRefunds)
      stats[String(year)] = yearStats
      years.add(year)
      totalOrders += yearStats.totalTransactions
    }
    return locationOf(row, stats)
  })
  const hydratedFirst = await firstHydratedAt(db)
  const hydratedLast = await lastHydratedAt(db)
  const batchInfo: LocationsBatchInfo = (await lastLocationsBatch(db)) ?? {
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
