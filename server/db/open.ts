// Opens the embedded SQLite database in the data directory and brings its schema up to date.
// WAL lets API reads run while a hydration worker writes; synchronous=FULL keeps every commit
// on disk before it is acknowledged (a webhook answered 2xx must survive a power cut). The
// directory and files are owner-only (server/db/data-dir.ts).
import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { createLogger, type Logger } from '../log'
import { secureDatabasePath } from './data-dir'
import { appliedSqliteMigrations, listMigrations, refuseNewerDatabase, runMigrations } from './migrate'
import type { Database } from './schema'

export const DATABASE_FILE = 'fireworks.sqlite'

export interface OpenedDatabase {
  db: Kysely<Database>
  /** The driver handle, for the few places that need synchronous access (bulk loads, pragmas). */
  sqlite: SqliteDatabase.Database
  close(): Promise<void>
}

/**
 * Opens (creating if needed) the database file in `dataDir` and applies pending migrations. A
 * database a newer build migrated is refused (NewerDatabaseError), whether or not it migrates.
 */
export function openDatabase(dataDir: string, options: { migrate?: boolean; log?: Logger } = {}): OpenedDatabase {
  const sqlite = new SqliteDatabase(secureDatabasePath(dataDir, DATABASE_FILE, options.log ?? createLogger()))
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  // Another connection (a hydration worker, the CLI) may hold the write lock for one small
  // transaction; wait for it rather than failing.
  sqlite.pragma('busy_timeout = 10000')
  try {
    if (options.migrate !== false) runMigrations(sqlite)
    else refuseNewerDatabase(appliedSqliteMigrations(sqlite), listMigrations())
  } catch (error) {
    sqlite.close()
    throw error
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  let closed = false
  return {
    db,
    sqlite,
    close: async () => {
      if (closed) return
      closed = true
      await db.destroy()
    },
  }
}
