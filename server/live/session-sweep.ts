// Sockets outlive the request that opened them, so a session that simply runs out (no refresh
// for an hour, or the 12-hour limit) would keep its socket. Sign-outs, user changes and revoked
// embedding keys are announced on deps.events; this catches the rest by checking the connected
// sessions now and then: users' sessions, and host pages' embed tokens (`embed:…` references).
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { stillValidEmbedSessions } from '../embed/embed-sessions'
import { embedSessionIdOf, embedSessionRef } from '../embed/grant'

const IDS_PER_QUERY = 500

/** The ids among `sessionIds` that still belong to an unexpired session of an active user, or to a working embed token. */
export async function stillValidSessions(db: Kysely<Database>, sessionIds: readonly string[], now: number): Promise<Set<string>> {
  const valid = new Set<string>()
  const userSessions = sessionIds.filter((id) => embedSessionIdOf(id) === undefined)
  const embedSessions = sessionIds.flatMap((id) => embedSessionIdOf(id) ?? [])
  for (let start = 0; start < userSessions.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('sessions.id', 'in', userSessions.slice(start, start + IDS_PER_QUERY))
      .where('sessions.expires_at', '>', now)
      .where('users.status', '=', 'active')
      .execute()
    for (const row of rows) valid.add(row.id)
  }
  if (embedSessions.length > 0) for (const id of await stillValidEmbedSessions(db, embedSessions, now)) valid.add(embedSessionRef(id))
  return valid
}
