// Migration 023 on a database hydrated before it: the day sums kept per day (022) become one row
// per location-season, and the locations answer over them is the one the same orders give when
// stored today. On SQLite and, in the suite's PostgreSQL run, on PostgreSQL.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql, type Kysely } from 'kysely'
import type { Order } from '../../../src/contract/square-order'
import { DEMO_SIZE, generateDemoSeason } from '../../../src/demo'
import { listMigrations, MIGRATIONS_DIR, runMigrations, runPostgresMigrations } from '../../db/migrate'
import { openDatabase } from '../../db/open'
import type { Database } from '../../db/schema'
import { immediateTransaction } from '../../db/transaction'
import { memoryLogger } from '../../log'
import { onPostgres, openTestStore } from '../../testing/test-store'
import { buildLocationsBody } from './locations-read'
import { upsertLocations } from './store-locations'
import { orderRow, upsertOrderRows } from './store-orders'

const season = generateDemoSeason({ ...DEMO_SIZE.tiny, years: [2023, 2024, 2025] })
const zoneOf = new Map(season.locations.map((location) => [location.id, location.timezone ?? 'America/Los_Angeles']))
const first = season.locations[0]!
const usd = (amount: number) => ({ amount, currency: 'USD' })
/** A sale with a partial refund, so the partial refunds' sums are carried over too. */
const refunded: Order = {
  id: 'PARTIAL',
  location_id: first.id,
  created_at: '2024-07-03T20:00:00.000Z',
  state: 'COMPLETED',
  version: 1,
  line_items: [{ uid: 'PARTIAL-a', name: 'Fountain', quantity: '1', total_money: usd(1000), total_tax_money: usd(0) }],
  total_money: usd(1000),
  total_tax_money: usd(0),
  tenders: [{ id: 'T1', type: 'CARD', amount_money: usd(1000) }],
  refunds: [{ id: 'R1', tender_id: 'T1', status: 'COMPLETED', amount_money: usd(300), created_at: '2024-07-04T18:00:00.000Z' }],
} as Order
const orders = [...season.orders, refunded]

let dataDir: string
const cleanups: (() => Promise<void>)[] = []
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-location-seasons-migration-'))
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A store of its own with no migration applied yet, and how to apply those of a folder. */
async function emptyStore(name: string): Promise<{ db: Kysely<Database>; migrate: (dir?: string) => Promise<string[]> }> {
  if (!onPostgres()) {
    const opened = openDatabase(join(dataDir, name), { migrate: false, log: memoryLogger() })
    cleanups.push(opened.close)
    return { db: opened.db, migrate: async (dir = MIGRATIONS_DIR) => runMigrations(opened.sqlite, dir) }
  }
  const store = await openTestStore(join(dataDir, name))
  cleanups.push(store.dispose)
  await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(store.db)
  return { db: store.db, migrate: (dir = MIGRATIONS_DIR) => runPostgresMigrations(store.pool!, dir) }
}

/** A folder holding the migrations before `next`, as a server of that time had them. */
function migrationsBefore(next: string): string {
  const earlier = join(dataDir, `migrations-before-${next}`)
  mkdirSync(earlier)
  for (const name of listMigrations().filter((file) => file < next)) copyFileSync(join(MIGRATIONS_DIR, name), join(earlier, name))
  return earlier
}

const tableCount = async (db: Kysely<Database>, table: string) =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n)

it('fills one row per location-season from the day sums, which then go, and answers the same', async () => {
  // The orders stored today, through the writing path that keeps the sums.
  const today = await emptyStore('today')
  await today.migrate()
  await immediateTransaction(today.db, async (trx) => {
    await upsertLocations(trx, season.locations, 'now')
    await upsertOrderRows(trx, orders.flatMap((order) => orderRow(order, zoneOf.get(order.location_id)!, 'now') ?? []))
  })

  // The same stored orders in a database as a server before 023 kept it, with their day sums
  // (022 fills them from the stored orders, as the code of its time kept them while storing).
  const hydrated = await emptyStore('hydrated')
  await hydrated.migrate(migrationsBefore('022'))
  const stored = await today.db.selectFrom('square_orders').selectAll().execute()
  for (let start = 0; start < stored.length; start += 200) await hydrated.db.insertInto('square_orders').values(stored.slice(start, start + 200)).execute()
  expect(await hydrated.migrate(migrationsBefore('023'))).toEqual(['022-square-season-days.sql'])
  expect(await tableCount(hydrated.db, 'square_season_days')).toBeGreaterThan(season.locations.length * 3)

  expect(await hydrated.migrate()).toEqual(listMigrations().filter((file) => file >= '023'))
  await expect(tableCount(hydrated.db, 'square_season_days')).rejects.toThrow()
  // Locations stored after the migration: they are not what it moves.
  await immediateTransaction(hydrated.db, (trx) => upsertLocations(trx, season.locations, 'now'))

  const migrated = await buildLocationsBody(hydrated.db)
  expect(migrated).toEqual(await buildLocationsBody(today.db))
  expect(migrated.summary.yearsProcessed).toEqual([2023, 2024, 2025])
  expect(migrated.summary.totalOrdersAllLocations).toBeGreaterThan(0)
  expect(migrated.locations.find((location) => location.id === first.id)!.stats['2024']!.totalPartialRefunds).toBeGreaterThanOrEqual(300)
})
