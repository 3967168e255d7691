// The database as Kysely sees it: the tables of each area sit in ./tables/, one file an area beside
// the migrations that make them, and this file only joins them. The schema belongs to the database,
// not to the code that reads it, so every area (and the database's own tools) builds on it from below.
import type { AuthTables } from './tables/auth'
import type { EmbedTables } from './tables/embed'
import type { LiveTables } from './tables/live'
import type { SquareTables } from './tables/square'

export interface MetaTables {
  /** Applied migrations, by file name. */
  schema_migrations: { name: string; applied_at: string }
  /** Small facts about this database, such as whether it holds demo or real Square data. */
  app_meta: { key: string; value: string }
}

export interface Database extends MetaTables, AuthTables, EmbedTables, SquareTables, LiveTables {}
