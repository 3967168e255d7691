// A stored Square location with only what a test is about (its id and status), for tests that need
// locations in the database without hydrating them from Square.
import type { Insertable } from 'kysely'
import type { Database } from '../db/schema'

export function storedLocationRow(id: string, status: 'ACTIVE' | 'INACTIVE', timezone = 'America/Los_Angeles'): Insertable<Database['square_locations']> {
  return {
    id,
    name: id,
    business_name: null,
    address_line_1: null,
    locality: null,
    postal_code: null,
    timezone,
    status,
    missing_from_square: 0,
    latitude: null,
    longitude: null,
    coordinates_source: null,
    created_at: '2020-01-01T00:00:00Z',
    raw_json: '{}',
    seen_at: '2025-07-01T00:00:00Z',
    geocoded_at: null,
    hydrated_at: null,
  }
}
