// A location whose timezone changes in Square: its stored orders are placed anew at the next
// hydration, which ends with exactly what a fresh hydration stores, and the start-up check of
// stored figures notices a database whose orders kept an old placement. Both compare with one fresh
// hydration of the rezoned Square, made once: the demo is the same in every emulator, and both move
// the same location to the same zone.
import { fixedClock } from '../../../src/clock/clock'
import type { SquareLocation } from '../../../src/contract/square-location'
import { startEmulator, type RunningEmulator } from '../../emulator/emulator'
import { recomputeStoredFigures, storedFiguresAreCurrent } from './stored-figures'
import { hydrateInWorker } from '../testing/hydrate-in-worker'
import { squareDataSnapshot } from '../testing/snapshot'
import { openTempDatabase, type TempDatabase } from '../../testing/temp-db'

const NOW = '2025-07-04T20:00:00Z'
const TOKEN = 'rezone-token'
const DEMO = { locationCount: 4, ordersPerLocationYear: 60 }

const hydrate = (db: TempDatabase, emulator: RunningEmulator) => hydrateInWorker({ dataDir: db.dataDir, store: db, emulator, accessToken: TOKEN, now: NOW })

/** Moves the emulator's first location to a zone hours away from its own. */
function rezone(emulator: RunningEmulator): SquareLocation {
  const location = emulator.store.locations[0]!
  location.timezone = location.timezone === 'America/New_York' ? 'America/Los_Angeles' : 'America/New_York'
  return location
}

type Snapshot = Awaited<ReturnType<typeof squareDataSnapshot>>

/** What a fresh hydration stores from a Square whose first location moved zone. */
let freshAfterRezone: Snapshot
let movedTo: string
beforeAll(async () => {
  const rezoned = await startEmulator({ accessToken: TOKEN, clock: fixedClock(NOW), demo: DEMO })
  const fresh = await openTempDatabase()
  try {
    movedTo = rezone(rezoned).timezone!
    await hydrate(fresh, rezoned)
    freshAfterRezone = await squareDataSnapshot(fresh.db)
  } finally {
    await fresh.dispose()
    await rezoned.close()
  }
}, 120_000)

let emulator: RunningEmulator
let db: TempDatabase
beforeEach(async () => {
  emulator = await startEmulator({ accessToken: TOKEN, clock: fixedClock(NOW), demo: DEMO })
  db = await openTempDatabase()
  await hydrate(db, emulator)
}, 120_000)
afterEach(async () => {
  await db.dispose()
  await emulator.close()
})

const placements = (locationId: string) =>
  db.db.selectFrom('square_orders').select(['id', 'season_year', 'local_day', 'local_hour']).where('location_id', '=', locationId).orderBy('id').execute()

it('places a location’s orders anew at the next hydration, as a fresh hydration would', { timeout: 180_000 }, async () => {
  const location = rezone(emulator)
  const before = await placements(location.id)
  await hydrate(db, emulator)
  const after = await placements(location.id)
  // Three hours apart: every order moved to another local hour.
  const hourOf = new Map(before.map((row) => [row.id, row.local_hour]))
  const moved = after.filter((row) => hourOf.has(row.id) && hourOf.get(row.id) !== row.local_hour)
  expect(moved.length).toBeGreaterThan(after.length * 0.9)
  expect(await storedFiguresAreCurrent(db.db)).toBe(true)
  expect(location.timezone).toBe(movedTo)
  expect(await squareDataSnapshot(db.db)).toEqual(freshAfterRezone)
})

it('notices at start a location whose orders kept the placement of an old timezone, and places them anew', { timeout: 180_000 }, async () => {
  // As a database written before hydration re-placed orders would hold: the new zone stored, the
  // orders placed in the old one. No random sample is drawn: the check looks at every location.
  const location = rezone(emulator)
  await db.db.updateTable('square_locations').set({ timezone: location.timezone! }).where('id', '=', location.id).execute()
  expect(await storedFiguresAreCurrent(db.db, 0)).toBe(false)
  expect(await recomputeStoredFigures(db.db)).toBeGreaterThan(0)
  expect(await storedFiguresAreCurrent(db.db, 0)).toBe(true)
  // The location's seasons are fetched again, bringing in what the new zone puts in its windows.
  expect(await db.db.selectFrom('square_season_progress').where('location_id', '=', location.id).selectAll().execute()).toEqual([])
  await hydrate(db, emulator)
  expect(location.timezone).toBe(movedTo)
  expect(await squareDataSnapshot(db.db)).toEqual(freshAfterRezone)
})
