// Storing Square locations: Square's fields as the dashboard needs them, its JSON as it came,
// coordinates from Square when it has them (else kept from our geocoder until the address
// changes), and INACTIVE for locations Square no longer lists. A location whose timezone changes
// has its stored orders re-placed in the new one in the same transaction (./replace-orders).
import type { Kysely } from 'kysely'
import type { SquareLocation } from '../../../src/contract/square-location'
import { zonePlacer } from '../../../src/season/zone'
import type { Database } from '../../db/schema'
import { replaceLocationOrders } from './replace-orders'
import type { SquareLocationsTable } from '../../db/tables/square'

/** Used when Square gives no timezone, or one this runtime does not know. */
export const FALLBACK_TIMEZONE = 'UTC'

/** A timezone this runtime can place orders in: Square's, else the fallback. */
export function usableTimezone(timeZone: string | undefined): string {
  if (timeZone === undefined || timeZone === '') return FALLBACK_TIMEZONE
  try {
    zonePlacer(timeZone)
    return timeZone
  } catch {
    return FALLBACK_TIMEZONE
  }
}

/** The one-line address our geocoder is asked about; null without a street and town. */
export function geocodeQuery(location: SquareLocation): string | null {
  const address = location.address
  const line1 = address?.address_line_1?.trim()
  const locality = address?.locality?.trim()
  if (!line1 || !locality) return null
  const region = [address?.administrative_district_level_1?.trim(), address?.postal_code?.trim()].filter(Boolean).join(' ')
  return [line1, locality, region].filter(Boolean).join(', ')
}

function squareCoordinates(location: SquareLocation): { latitude: number; longitude: number } | null {
  const { latitude, longitude } = location.coordinates ?? {}
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude, longitude }
}

type LocationFields = Omit<SquareLocationsTable, 'geocoded_at' | 'hydrated_at' | 'latitude' | 'longitude' | 'coordinates_source'>

function fieldsOf(location: SquareLocation, seenAt: string): LocationFields {
  const address = location.address
  return {
    id: location.id,
    name: location.name ?? location.id,
    business_name: location.business_name ?? null,
    address_line_1: address?.address_line_1 ?? null,
    locality: address?.locality ?? null,
    postal_code: address?.postal_code ?? null,
    timezone: usableTimezone(location.timezone),
    status: location.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    missing_from_square: 0,
    created_at: location.created_at ?? seenAt,
    raw_json: JSON.stringify(location),
    seen_at: seenAt,
  }
}

export interface LocationsUpsert {
  /** Locations Square lists whose orders have not all been fetched yet, in Square's order. */
  pending: string[]
  /** Locations newly marked INACTIVE because Square stopped listing them. */
  markedInactive: string[]
  /** Locations whose shown fields changed (or that are new). */
  changed: string[]
  /** Locations whose timezone changed: their orders were re-placed, in these seasons. */
  rezoned: { locationId: string; years: number[] }[]
}

/**
 * Brings the stored locations in line with Square's list, in one transaction the caller opens.
 * Geocoded coordinates survive unless the address changed; Square's coordinates always win.
 */
export async function upsertLocations(trx: Kysely<Database>, locations: readonly SquareLocation[], seenAt: string): Promise<LocationsUpsert> {
  const stored = new Map((await trx.selectFrom('square_locations').selectAll().execute()).map((row) => [row.id, row]))
  const listed = new Set<string>()
  const result: LocationsUpsert = { pending: [], markedInactive: [], changed: [], rezoned: [] }
  for (const location of locations) {
    if (listed.has(location.id)) continue
    listed.add(location.id)
    const fields = fieldsOf(location, seenAt)
    const before = stored.get(location.id)
    const fromSquare = squareCoordinates(location)
    const addressChanged =
      before !== undefined &&
      (before.address_line_1 !== fields.address_line_1 || before.locality !== fields.locality || before.postal_code !== fields.postal_code)
    const keepGeocoded = before?.coordinates_source === 'internal' && !addressChanged
    const coordinates = fromSquare
      ? { latitude: fromSquare.latitude, longitude: fromSquare.longitude, coordinates_source: 'square' as const }
      : keepGeocoded
        ? { latitude: before.latitude, longitude: before.longitude, coordinates_source: 'internal' as const }
        : { latitude: null, longitude: null, coordinates_source: null }
    const geocodedAt = fromSquare || keepGeocoded ? (before?.geocoded_at ?? null) : null
    if (before === undefined) {
      await trx
        .insertInto('square_locations')
        .values({ ...fields, ...coordinates, geocoded_at: geocodedAt, hydrated_at: null })
        .execute()
      result.changed.push(location.id)
    } else {
      const shownChanged =
        addressChanged ||
        before.name !== fields.name ||
        before.business_name !== fields.business_name ||
        before.timezone !== fields.timezone ||
        before.status !== fields.status ||
        before.latitude !== coordinates.latitude ||
        before.longitude !== coordinates.longitude ||
        before.coordinates_source !== coordinates.coordinates_source ||
        before.created_at !== fields.created_at
      await trx
        .updateTable('square_locations')
        .set({ ...fields, ...coordinates, geocoded_at: geocodedAt })
        .where('id', '=', location.id)
        .execute()
      if (shownChanged) result.changed.push(location.id)
      if (before.timezone !== fields.timezone) {
        // Its seasons are fetched again (the new zone moves the windows): it is pending once more.
        result.rezoned.push({ locationId: location.id, years: await replaceLocationOrders(trx, location.id, fields.timezone) })
        result.pending.push(location.id)
        continue
      }
    }
    if (before?.hydrated_at == null) result.pending.push(location.id)
  }
  for (const row of stored.values()) {
    if (listed.has(row.id) || row.missing_from_square === 1) continue
    await trx
      .updateTable('square_locations')
      .set({ status: 'INACTIVE', missing_from_square: 1 })
      .where('id', '=', row.id)
      .execute()
    result.markedInactive.push(row.id)
    if (row.status !== 'INACTIVE') result.changed.push(row.id)
  }
  return result
}
