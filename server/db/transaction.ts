// Multi-row writes run in one BEGIN IMMEDIATE transaction: the write lock is taken up front, so
// two writers never both read-then-upgrade and fail half way. Kysely's own helper cannot say
// IMMEDIATE, so this holds one connection and issues the statements itself.
import { type Kysely, sql } from 'kysely'
import type { Database } from './schema'

/** Runs `work` inside BEGIN IMMEDIATE … COMMIT, rolling back if it throws. */
export async function immediateTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection)
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
