// How the server stands towards a page's origin, for CORS, the live socket and the public check a
// widget makes before it signs in: the dashboard's own origin and FW_ALLOWED_ORIGINS may use the
// API with any credential; an origin named only by a working embedding key may use it with that
// key's tokens; any other is refused. The keys' origins are read once per half minute (and at once
// after this process makes or revokes a key), not on every request.
import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import type { OriginStanding } from '../../src/contract/embed'
import type { Database } from '../db/schema'
import type { AppEnv } from '../env'
import { publicOrigin } from './public-origin'
import { activeKeyOrigins } from '../embed/keys'

/** How long the keys' origins are trusted before they are read again; another instance's new key waits at most this. */
export const KEY_ORIGINS_TTL_MS = 30_000

interface KnownOrigins {
  origins: Promise<Set<string>>
  readAt: number
}

const known = new WeakMap<Kysely<Database>, KnownOrigins>()

/** The origins of every working key, read at most once per KEY_ORIGINS_TTL_MS. */
export function keyOrigins(db: Kysely<Database>, now: number): Promise<Set<string>> {
  const held = known.get(db)
  if (held && now - held.readAt < KEY_ORIGINS_TTL_MS && now >= held.readAt) return held.origins
  const origins = activeKeyOrigins(db, now)
  known.set(db, { origins, readAt: now })
  // A failed read is not remembered.
  origins.catch(() => known.delete(db))
  return origins
}

/** Forgets the keys' origins read so far (a key was just made or revoked here). */
export function forgetKeyOrigins(db: Kysely<Database>): void {
  known.delete(db)
}

/** True for the dashboard's own origin and FW_ALLOWED_ORIGINS: every credential works from them. */
export function openToEveryCredential(c: Context<AppEnv>, origin: string): boolean {
  return origin === publicOrigin(c) || c.get('deps').config.FW_ALLOWED_ORIGINS.includes(origin)
}

/** The server's standing towards `origin` (undefined: the request sent no Origin). */
export async function originStanding(c: Context<AppEnv>, origin: string | undefined): Promise<OriginStanding> {
  if (origin === undefined || origin === '') return 'no-origin'
  if (origin === publicOrigin(c)) return 'dashboard'
  if (c.get('deps').config.FW_ALLOWED_ORIGINS.includes(origin)) return 'allowed'
  const { db, clock } = c.get('deps')
  return (await keyOrigins(db, clock.now())).has(origin) ? 'embed-tokens' : 'refused'
}
