// Everything hydration stores that a user can see, without bookkeeping timestamps, so two runs
// (interrupted or throttled, against a clean one) can be compared exactly.
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { buildLocationsBody } from '../store/locations-read'

export async function squareDataSnapshot(db: Kysely<Database>) {
  const orders = await db
    .selectFrom('square_orders')
    .select([
      'id',
      'location_id',
      'season_year',
      'local_day',
      'local_hour',
      'state',
      'created_at',
      'created_at_ms',
      'updated_at',
      'version',
      'net_sales_cents',
      'is_transaction',
      'total_money_cents',
      'total_tax_cents',
      'total_tip_cents',
      'total_discount_cents',
      'raw_json',
    ])
    .orderBy('id')
    .execute()
  const locations = await db
    .selectFrom('square_locations')
    .select([
      'id',
      'name',
      'business_name',
      'address_line_1',
      'locality',
      'postal_code',
      'timezone',
      'status',
      'missing_from_square',
      'latitude',
      'longitude',
      'coordinates_source',
      'created_at',
      'raw_json',
    ])
    .orderBy('id')
    .execute()
  const fetched = await db.selectFrom('square_season_progress').select(['location_id', 'season_year']).where('fetched_at', 'is not', null).orderBy('location_id').orderBy('season_year').execute()
  const body = await buildLocationsBody(db)
  return { orders, locations, fetched, shownLocations: body.locations, totals: { ...body.summary, batchInfo: undefined } }
}
