// Numbered SQL migrations (server/db/migrations/NNN-name.sql), applied in order at start, each in
// its own transaction. Plain SQL files keep areas from colliding: each adds its own numbered file.
// They are written once, in SQLite's SQL; PostgreSQL runs them translated (./portable-sql.ts).
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

/** Applies every migration not yet recorded in schema_migrations; returns the names applied. */
export function runMigrations(sqlite: SqliteDatabase.Database, dir = MIGRATIONS_DIR): string[] {
  sqlite.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
  )
  const applied = new Set(
    (sqlite.prepare('SELECT name FROM schema_migrations').all() as { name: string }[]).map((row) => row.name),
  )
  const record = sqlite.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)')
  const done: string[] = []
  for (const name of listMigrations(dir)) {
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

/** Applies pending migrations on PostgreSQL, each file in one transaction; returns the names applied. */
export async function runPostgresMigrations(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = await pool.connect()
  const done: string[] = []
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT COLLATE "C" PRIMARY KEY, applied_at TEXT NOT NULL)')
      const applied = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name))
      for (const name of listMigrations(dir)) {
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
