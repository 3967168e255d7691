// Multi-row writes run in one transaction that takes the write lock up front, so two writers never
// both read-then-upgrade and fail (or decide) half way. SQLite says BEGIN IMMEDIATE; PostgreSQL has
// no such statement, so its transaction takes a transaction-scoped advisory lock first: these
// writers run one at a time across every instance sharing the database, and each reads what the
// one before it committed, as on SQLite. Kysely's own helper can say neither, so this holds one
// connection and issues the statements itself.
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect'
import type { Database } from './schema'

/** The advisory lock key of the one-writer-at-a-time transactions on PostgreSQL. */
export const WRITE_LOCK_KEY = 0x66770002

/** Runs `work` inside a transaction holding the write lock, rolling back if it throws. */
export async function immediateTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    if (isPostgres(connection)) {
      await sql`BEGIN`.execute(connection)
      try {
        await sql`SELECT pg_advisory_xact_lock(${WRITE_LOCK_KEY})`.execute(connection)
      } catch (error) {
        await sql`ROLLBACK`.execute(connection)
        throw error
      }
    } else {
      await sql`BEGIN IMMEDIATE`.execute(connection)
    }
    try {
      const result = await work(connection)
      await sql`COMMIT`.execute(connection)
      return result
    } catch (error) {
      await sql`ROLLBACK`.execute(connection)
      throw error
    }
  })
}
