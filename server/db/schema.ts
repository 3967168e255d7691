// The database as Kysely sees it: each area declares its own tables beside its code, and this
// file only joins them, so areas never edit each other's table types.
import type { AuthTables } from '../auth/tables'
import type { EmbedTables } from '../embed/tables'
import type { LiveTables } from '../live/tables'
import type { SquareTables } from '../square/store/tables'

export interface MetaTables {
  /** Applied migrations, by file name. */
  schema_migrations: { name: string; applied_at: string }
  /** Small facts about this database, such as whether it holds demo or real Square data. */
  app_meta: { key: string; value: string }
}

export interface Database extends MetaTables, AuthTables, EmbedTables, SquareTables, LiveTables {}
