// The PostgreSQL store (FW_DATABASE_URL): a pg pool behind Kysely's PostgreSQL dialect, so every
// query the server makes is the one it makes on SQLite. PostgreSQL answers bigint (count(*), epoch
// milliseconds, ids) and numeric (sum() of bigints: money in cents) as strings, since they may not
// fit a JavaScript number; the server's values always fit, so they are read as numbers, and a
// value that would lose precision is refused rather than rounded.
import pg from 'pg'
import { Kysely, PostgresDialect } from 'kysely'
import type { Database } from './schema'

const INT8_OID = 20
const NUMERIC_OID = 1700

/** A bigint or numeric as a number; throws when a whole number would not be exact. */
export function exactNumber(text: string): number {
  const value = Number(text)
  if (!Number.isFinite(value) || (/^-?\d+$/.test(text) && !Number.isSafeInteger(value))) {
    throw new RangeError(`The database returned ${text}, which does not fit a JavaScript number exactly`)
  }
  return value
}

/** Type parsers for this pool only: other pg users in the process keep pg's defaults. */
const numberTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return exactNumber
    return pg.types.getTypeParser(oid, format)
  },
}

export interface PostgresPoolOptions {
  /** Connections the pool may open (pg's default is 10). */
  max?: number
  /** Shown in pg_stat_activity. */
  applicationName?: string
}

/** A pool reading bigint and numeric as exact numbers. */
export function createPostgresPool(url: string, options: PostgresPoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: numberTypes,
    application_name: options.applicationName ?? 'fireworks-dashboard',
  })
  // A connection the server dropped must not crash the process: an idle one the pool replaces,
  // one in use fails its query (which its caller sees) and is discarded when released.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  return pool
}

/** A connection of its own, outside the pool (LISTEN, session advisory locks), with the same parsers. */
export function createPostgresClient(url: string, applicationName = 'fireworks-dashboard'): pg.Client {
  return new pg.Client({ connectionString: url, types: numberTypes, application_name: applicationName })
}

/** Kysely over the pool. */
export function postgresKysely(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
