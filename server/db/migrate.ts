// Numbered SQL migrations (server/db/migrations/NNN-name.sql), applied in order at start, each in
// its own transaction. Plain SQL files keep areas from colliding: each adds its own numbered file.
// They are written once, in SQLite's SQL; PostgreSQL runs them translated (./portable-sql.ts).
// Migrations only go forward, so a build refuses a database that holds a migration it does not
// have: a newer build migrated it, and this build's queries may no longer fit its tables.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type SqliteDatabase from 'better-sqlite3'
import type pg from 'pg'
import { postgresMigrationSql } from './portable-sql'

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Lists migration files in the order they apply. */
export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort()
}

/** A database migrated by a newer build than this one. */
export class NewerDatabaseError extends Error {
  override name = 'NewerDatabaseError'
}

/**
 * Throws NewerDatabaseError when `applied` holds a migration `known` lacks, naming the newest such
 * migration and this build's own newest.
 */
export function refuseNewerDatabase(applied: Iterable<string>, known: readonly string[]): void {
  const knownSet = new Set(known)
  const unknown = [...applied].filter((name) => !knownSet.has(name)).sort()
  const newestFound = unknown[unknown.length - 1]
  if (newestFound === undefined) return
  const own = known[known.length - 1] ?? 'none'
  const others = unknown.length > 1 ? ` (and ${unknown.length - 1} more this build lacks)` : ''
  throw new NewerDatabaseError(
    `The database was migrated by a newer build: it holds migration ${newestFound}${others}, and this build's newest is ${own}. ` +
      'Run the newer build, or restore the backup taken before the upgrade.',
  )
}

/** The migrations a SQLite database records, or none when it has no schema_migrations table yet. */
export function appliedSqliteMigrations(sqlite: SqliteDatabase.Database): string[] {
  const table = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get()
  if (table === undefined) return []
  return (sqlite.prepare('SELECT name FROM schema_migrations').all() as { name: string }[]).map((row) => row.name)
}

/** The migrations a PostgreSQL database records, or none when it has no schema_migrations table yet. */
export async function appliedPostgresMigrations(client: pg.Pool | pg.PoolClient): Promise<string[]> {
  const table = await client.query<{ found: string | null }>("SELECT to_regclass('schema_migrations')::text AS found")
  if (table.rows[0]?.found == null) return []
  return (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name)
}

/**
 * Applies every migration not yet recorded in schema_migrations; returns the names applied. Throws
 * NewerDatabaseError, changing nothing, when the database holds a migration `dir` does not.
 */
export function runMigrations(sqlite: SqliteDatabase.Database, dir = MIGRATIONS_DIR): string[] {
  const known = listMigrations(dir)
  refuseNewerDatabase(appliedSqliteMigrations(sqlite), known)
  sqlite.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
  )
  const applied = new Set(appliedSqliteMigrations(sqlite))
  const record = sqlite.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)')
  const done: string[] = []
  for (const name of known) {
    if (applied.has(name)) continue
    const script = readFileSync(join(dir, name), 'utf8')
    // IMMEDIATE: two processes starting at once must not both apply the same file.
    const apply = sqlite.transaction(() => {
      const again = sqlite.prepare('SELECT 1 FROM schema_migrations WHERE name = ?').get(name)
      if (again) return
      sqlite.exec(script)
      record.run(name, new Date().toISOString())
      done.push(name)
    })
    apply.immediate()
  }
  return done
}

/**
 * Any number that fits PostgreSQL's advisory lock space, the same for every instance: held while
 * one instance migrates, so instances starting together apply each file once.
 */
export const MIGRATION_LOCK_KEY = 0x66770001

/**
 * Applies pending migrations on PostgreSQL, each file in one transaction; returns the names applied.
 * Throws NewerDatabaseError, changing nothing, when the database holds a migration `dir` does not.
 */
export async function runPostgresMigrations(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = await pool.connect()
  const done: string[] = []
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      const known = listMigrations(dir)
      refuseNewerDatabase(await appliedPostgresMigrations(client), known)
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT COLLATE "C" PRIMARY KEY, applied_at TEXT NOT NULL)')
      const applied = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name))
      for (const name of known) {
        if (applied.has(name)) continue
        const script = postgresMigrationSql(readFileSync(join(dir, name), 'utf8'))
        await client.query('BEGIN')
        try {
          await client.query(script)
          await client.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [name, new Date().toISOString()])
          await client.query('COMMIT')
        } catch (error) {
          await client.query('ROLLBACK')
          throw new Error(`Migration ${name} failed on PostgreSQL: ${(error as Error).message}`, { cause: error })
        }
        done.push(name)
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
  return done
}
