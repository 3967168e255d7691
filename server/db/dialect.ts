// Which store a Kysely instance talks to, for the few statements that have no spelling common to
// SQLite and PostgreSQL. Read from how the instance compiles a query (PostgreSQL numbers its
// parameters, $1; SQLite marks them ?), so a transaction or a held connection answers as its
// database does, and nothing has to carry the store's kind around.
import type { Kysely } from 'kysely'
import type { Database } from './schema'

export type StoreKind = 'sqlite' | 'postgres'

const known = new WeakMap<object, StoreKind>()

/** The store `db` (a database, a transaction or a held connection) belongs to. */
export function storeKindOf(db: Kysely<Database>): StoreKind {
  let kind = known.get(db)
  if (kind === undefined) {
    const compiled = db.selectFrom('app_meta').select('key').where('key', '=', '').compile()
    kind = compiled.sql.includes('$1') ? 'postgres' : 'sqlite'
    known.set(db, kind)
  }
  return kind
}

export const isPostgres = (db: Kysely<Database>): boolean => storeKindOf(db) === 'postgres'
