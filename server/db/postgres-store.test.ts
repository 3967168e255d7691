// The PostgreSQL store itself (the suite's PostgreSQL run): exact numbers, migrations applied once
// by instances starting together, and write transactions one at a time across pools.
import { sql } from 'kysely'
import { onPostgres, openTestStore, type TestStore } from '../testing/test-store'
import { listMigrations, runPostgresMigrations } from './migrate'
import { createPostgresPool, exactNumber } from './postgres'
import { openStore } from './store'
import { immediateTransaction } from './transaction'

describe('exactNumber', () => {
  it('reads bigint and numeric text as numbers, and refuses a whole number a number cannot hold', () => {
    expect(exactNumber('1751659200000')).toBe(1_751_659_200_000)
    expect(exactNumber('-42')).toBe(-42)
    expect(exactNumber('12.5')).toBe(12.5)
    expect(() => exactNumber('9007199254740993')).toThrow(RangeError)
  })
})

describe.runIf(onPostgres())('the PostgreSQL store', () => {
  let store: TestStore
  beforeEach(async () => {
    store = await openTestStore('')
  })
  afterEach(() => store.dispose())

  it('reads counts, epoch milliseconds and sums of cents as exact numbers', async () => {
    const at = Date.UTC(2025, 6, 4, 20)
    await store.db.insertInto('kv_cache').values({ key: 'k', value: 'v', created_at: at, expires_at: at + 1, used_at: at, bytes: 2 }).execute()
    const row = await store.db.selectFrom('kv_cache').select(['created_at', sql<number>`count(*)`.as('n'), sql<number>`sum(expires_at)`.as('total')]).groupBy('created_at').executeTakeFirstOrThrow()
    expect(row).toEqual({ created_at: at, n: 1, total: at + 1 })
    const big = await sql<{ v: number }>`SELECT 3000000000::bigint * 1000 AS v`.execute(store.db)
    expect(big.rows[0]?.v).toBe(3_000_000_000_000)
    await expect(sql`SELECT 9007199254740993::bigint AS v`.execute(store.db)).rejects.toThrow(RangeError)
  })

  it('applies each migration once when instances start together', async () => {
    const url = store.location.databaseUrl!
    await sql`DROP SCHEMA public CASCADE; CREATE SCHEMA public`.execute(store.db)
    const pools = [createPostgresPool(url), createPostgresPool(url), createPostgresPool(url)]
    try {
      const applied = await Promise.all(pools.map((pool) => runPostgresMigrations(pool)))
      expect(applied.flat().sort()).toEqual(listMigrations())
      const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM schema_migrations`.execute(store.db)
      expect(rows.rows[0]?.n).toBe(listMigrations().length)
    } finally {
      await Promise.all(pools.map((pool) => pool.end()))
    }
  })

  it('runs write transactions one at a time across instances, each reading what the last committed', async () => {
    const other = await openStore(store.location, { migrate: false })
    try {
      await store.db.insertInto('app_meta').values({ key: 'counter', value: '0' }).execute()
      // Read, wait, write: without the write lock, concurrent increments would overwrite each other.
      const increment = (db: typeof store.db) =>
        immediateTransaction(db, async (trx) => {
          const { value } = await trx.selectFrom('app_meta').select('value').where('key', '=', 'counter').executeTakeFirstOrThrow()
          await new Promise((resolve) => setTimeout(resolve, 5))
          await trx.updateTable('app_meta').set({ value: String(Number(value) + 1) }).where('key', '=', 'counter').execute()
        })
      await Promise.all(Array.from({ length: 10 }, (_, i) => increment(i % 2 === 0 ? store.db : other.db)))
      const { value } = await store.db.selectFrom('app_meta').select('value').where('key', '=', 'counter').executeTakeFirstOrThrow()
      expect(value).toBe('10')
    } finally {
      await other.close()
    }
  })
})
