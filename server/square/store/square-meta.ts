// Facts about the Square data this database holds, in app_meta: whether it is demo or real data
// (never both), when a full hydration first completed, when the last hydration ran, and the last
// locations batch (the locations answer repeats it).
import type { Kysely } from 'kysely'
import type { LocationsBatchInfo } from '../../../src/contract/locations-response'
import type { Database } from '../../db/schema'

export type SquareDataMode = 'demo' | 'real'

const KEY = {
  mode: 'square_data_mode',
  hydratedAt: 'square_hydrated_at',
  lastHydratedAt: 'square_last_hydrated_at',
  lastLocationsBatch: 'square_last_locations_batch',
} as const

async function read(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst()
  return row?.value
}

async function write(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute()
}

export class SquareDataMixError extends Error {
  override name = 'SquareDataMixError'
}

/**
 * Records `mode` on first use; afterwards refuses the other mode, so demo orders never sit beside
 * a real merchant's (or the reverse) in one database.
 */
export async function claimDataMode(db: Kysely<Database>, mode: SquareDataMode): Promise<void> {
  const stored = await read(db, KEY.mode)
  if (stored === undefined) {
    // INSERT OR IGNORE then read back: two processes starting at once agree on the first writer.
    await db.insertInto('app_meta').values({ key: KEY.mode, value: mode }).onConflict((c) => c.doNothing()).execute()
    return claimDataMode(db, mode)
  }
  if (stored !== mode) {
    const held = stored === 'demo' ? 'demo data from the bundled emulator' : 'real Square data'
    const wanted = mode === 'demo' ? 'the demo (no SQUARE_ACCESS_TOKEN is set)' : 'real Square (SQUARE_ACCESS_TOKEN is set)'
    throw new SquareDataMixError(`This data directory holds ${held}, but the server is configured for ${wanted}. Use another FW_DATA_DIR, or change the configuration back.`)
  }
}

export async function dataMode(db: Kysely<Database>): Promise<SquareDataMode | undefined> {
  const stored = await read(db, KEY.mode)
  return stored === 'demo' || stored === 'real' ? stored : undefined
}

/** When a full hydration first completed; undefined until then. */
export const firstHydratedAt = (db: Kysely<Database>) => read(db, KEY.hydratedAt)
export const lastHydratedAt = (db: Kysely<Database>) => read(db, KEY.lastHydratedAt)

/** Notes that a hydration run finished at `at`, and, when `complete`, that everything is in. */
export async function recordHydration(db: Kysely<Database>, at: string, complete: boolean): Promise<void> {
  await write(db, KEY.lastHydratedAt, at)
  if (complete && (await read(db, KEY.hydratedAt)) === undefined) await write(db, KEY.hydratedAt, at)
}

export async function lastLocationsBatch(db: Kysely<Database>): Promise<LocationsBatchInfo | undefined> {
  const stored = await read(db, KEY.lastLocationsBatch)
  return stored === undefined ? undefined : (JSON.parse(stored) as LocationsBatchInfo)
}

export const recordLocationsBatch = (db: Kysely<Database>, info: LocationsBatchInfo) => write(db, KEY.lastLocationsBatch, JSON.stringify(info))
