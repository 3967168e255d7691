// Sockets outlive the request that opened them, so a session that simply runs out (no refresh
// for an hour, or the 12-hour limit) would keep its socket. Sign-outs and user changes are
// announced on deps.events; this catches the rest by checking the connected sessions now and then.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

const IDS_PER_QUERY = 500

/** The ids among `sessionIds` that still belong to an unexpired session of an active user. */
export async function stillValidSessions(db: Kysely<Database>, sessionIds: readonly string[], now: number): Promise<Set<string>> {
  const valid = new Set<string>()
  for (let start = 0; start < sessionIds.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('sessions.id', 'in', sessionIds.slice(start, start + IDS_PER_QUERY))
      .where('sessions.expires_at', '>', now)
      .where('users.status', '=', 'active')
      .execute()
    for (const row of rows) valid.add(row.id)
  }
  return valid
}
