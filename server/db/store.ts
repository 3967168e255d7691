// The store the server keeps its data in: the embedded SQLite file in the data directory (the
// default), or the PostgreSQL database FW_DATABASE_URL names, which several server instances
// share. Both answer the same Kysely queries and hold the same schema (one set of migrations).
import type SqliteDatabase from 'better-sqlite3'
import type { Kysely } from 'kysely'
import type pg from 'pg'
import type { Logger } from '../log'
import type { StoreKind } from './dialect'
import { appliedPostgresMigrations, listMigrations, refuseNewerDatabase, runPostgresMigrations } from './migrate'
import { openDatabase } from './open'
import type { Database } from './schema'

/** Where the data lives: the data directory, and the PostgreSQL URL when it replaces SQLite. */
export interface StoreLocation {
  dataDir: string
  databaseUrl?: string | undefined
}

export interface OpenedStore {
  kind: StoreKind
  db: Kysely<Database>
  location: StoreLocation
  /** SQLite's driver handle (SQLite only). */
  sqlite?: SqliteDatabase.Database
  /** PostgreSQL's pool (PostgreSQL only). */
  pool?: pg.Pool
  close(): Promise<void>
}

export interface OpenStoreOptions {
  migrate?: boolean
  log?: Logger
  /** PostgreSQL pool size. */
  poolMax?: number
}

/** The store of a configuration: FW_DATABASE_URL when set, else FW_DATA_DIR's SQLite file. */
export function storeLocationOf(config: { FW_DATA_DIR: string; FW_DATABASE_URL?: string | undefined }): StoreLocation {
  return { dataDir: config.FW_DATA_DIR, databaseUrl: config.FW_DATABASE_URL }
}

/**
 * Opens the store and brings its schema up to date (unless migrate is false). A database a newer
 * build migrated is refused (NewerDatabaseError) either way.
 */
export async function openStore(location: StoreLocation, options: OpenStoreOptions = {}): Promise<OpenedStore> {
  if (location.databaseUrl === undefined) {
    const opened = openDatabase(location.dataDir, options)
    return { kind: 'sqlite', db: opened.db, sqlite: opened.sqlite, location, close: opened.close }
  }
  // Loaded only here: the pg driver is dozens of modules a start on SQLite would load for nothing.
  const { createPostgresPool, postgresKysely } = await import('./postgres')
  const pool = createPostgresPool(location.databaseUrl, { max: options.poolMax })
  try {
    if (options.migrate !== false) await runPostgresMigrations(pool)
    else refuseNewerDatabase(await appliedPostgresMigrations(pool), listMigrations())
  } catch (error) {
    await pool.end()
    throw error
  }
  const db = postgresKysely(pool)
  let closed = false
  return {
    kind: 'postgres',
    db,
    pool,
    location,
    close: async () => {
      if (closed) return
      closed = true
      // Kysely's destroy ends the pool.
      await db.destroy()
    },
  }
}
