// Numbered SQL migrations (server/db/migrations/NNN-name.sql), applied in order at start, each in
// its own transaction. Plain SQL files keep areas from colliding: each adds its own numbered file.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type SqliteDatabase from 'better-sqlite3'

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
