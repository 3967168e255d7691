import type { SquareLocation } from '../../../src/contract/square-location'
import { immediateTransaction } from '../../db/transaction'
import { geocodeQuery, upsertLocations, usableTimezone } from './store-locations'
import { openTempDatabase, type TempDatabase } from '../../testing/temp-db'

const oakdale = (overrides: Partial<SquareLocation> = {}): SquareLocation => ({
  id: 'L1',
  name: 'Oakdale – F St',
  business_name: 'Valley Sky Fireworks',
  address: { address_line_1: '101 E F St', locality: 'Oakdale', administrative_district_level_1: 'CA', postal_code: '95361' },
  timezone: 'America/Los_Angeles',
  status: 'ACTIVE',
  created_at: '2022-05-01T00:00:00Z',
  ...overrides,
})

let db: TempDatabase
beforeEach(async () => {
  db = await openTempDatabase()
})
afterEach(() => db.dispose())

const upsert = (locations: SquareLocation[], at = '2025-07-01T00:00:00.000Z') =>
  immediateTransaction(db.db, (trx) => upsertLocations(trx, locations, at))
const row = (id: string) => db.db.selectFrom('square_locations').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('upsertLocations', () => {
  it('stores new locations as pending, with Square coordinates marked square', async () => {
    const result = await upsert([oakdale({ coordinates: { latitude: 37.77, longitude: -120.85 } }), oakdale({ id: 'L2', coordinates: undefined })])
    expect(result).toEqual({ pending: ['L1', 'L2'], markedInactive: [], changed: ['L1', 'L2'], rezoned: [] })
    expect(await row('L1')).toMatchObject({ latitude: 37.77, longitude: -120.85, coordinates_source: 'square', locality: 'Oakdale', status: 'ACTIVE' })
    expect(await row('L2')).toMatchObject({ latitude: null, coordinates_source: null })
  })

  it('marks locations Square stopped listing INACTIVE, once', async () => {
    await upsert([oakdale(), oakdale({ id: 'L2' })])
    const first = await upsert([oakdale()])
    expect(first.markedInactive).toEqual(['L2'])
    expect(await row('L2')).toMatchObject({ status: 'INACTIVE', missing_from_square: 1 })
    expect((await upsert([oakdale()])).markedInactive).toEqual([])
    // Listed again: its own status comes back.
    await upsert([oakdale(), oakdale({ id: 'L2' })])
    expect(await row('L2')).toMatchObject({ status: 'ACTIVE', missing_from_square: 0 })
  })

  it('keeps geocoded coordinates until the address changes', async () => {
    await upsert([oakdale()])
    await db.db.updateTable('square_locations').set({ latitude: 1, longitude: 2, coordinates_source: 'internal', geocoded_at: 'then' }).execute()
    const same = await upsert([oakdale()])
    expect(same.changed).toEqual([])
    expect(await row('L1')).toMatchObject({ latitude: 1, coordinates_source: 'internal', geocoded_at: 'then' })
    await upsert([oakdale({ address: { address_line_1: '9 Main St', locality: 'Oakdale', postal_code: '95361' } })])
    expect(await row('L1')).toMatchObject({ latitude: null, coordinates_source: null, geocoded_at: null })
  })

  it("lets Square's coordinates replace geocoded ones", async () => {
    await upsert([oakdale()])
    await db.db.updateTable('square_locations').set({ latitude: 1, longitude: 2, coordinates_source: 'internal' }).execute()
    await upsert([oakdale({ coordinates: { latitude: 37.5, longitude: -120.5 } })])
    expect(await row('L1')).toMatchObject({ latitude: 37.5, longitude: -120.5, coordinates_source: 'square' })
  })

  it('no longer lists a location as pending once it is hydrated', async () => {
    await upsert([oakdale()])
    await db.db.updateTable('square_locations').set({ hydrated_at: 'done' }).execute()
    expect((await upsert([oakdale()])).pending).toEqual([])
  })
})

describe('location helpers', () => {
  it('asks the geocoder with street, town, state and zip, and not without a street and town', () => {
    expect(geocodeQuery(oakdale())).toBe('101 E F St, Oakdale, CA 95361')
    expect(geocodeQuery(oakdale({ address: { locality: 'Oakdale' } }))).toBeNull()
    expect(geocodeQuery(oakdale({ address: undefined }))).toBeNull()
  })

  it('falls back to UTC for a missing or unknown timezone', () => {
    expect(usableTimezone('America/Denver')).toBe('America/Denver')
    expect(usableTimezone(undefined)).toBe('UTC')
    expect(usableTimezone('Mars/Olympus_Mons')).toBe('UTC')
  })
})
