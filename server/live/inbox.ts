// The webhook inbox: each event is stored once by event_id before it is answered. The insert is
// the only gate: of any number of deliveries of one event (a redelivery, a concurrent duplicate),
// exactly one insert changes a row, and only that request goes on to broadcast and refresh.
//
// The body as received may hold card details, and de-duplication needs only the event_id and its
// outcome: the body is dropped as soon as the event is processed (broadcast and refresh both
// settled), and whole rows are deleted once Square can no longer redeliver them.
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema'
import type { WebhookEventsTable } from '../db/tables/live'

export type StoredEvent = Selectable<WebhookEventsTable>
export type NewEvent = Insertable<WebhookEventsTable>

/** An unbroadcast event older than this is never sent after a restart: it is no longer news. */
export const REPLAY_WINDOW_MS = 60_000

/**
 * How long an event is remembered for de-duplication: Square retries a delivery for up to 72 hours;
 * a day more covers a retry still in flight at the end and clocks that disagree.
 */
export const INBOX_RETENTION_MS = (72 + 24) * 3_600_000

/** Stores the event; true when this call stored it, false when its event_id was already there. */
export async function storeEvent(db: Kysely<Database>, event: NewEvent): Promise<boolean> {
  const result = await db
    .insertInto('webhook_events')
    .values(event)
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1
}

/** One stored event, or undefined. */
export async function findEvent(db: Kysely<Database>, eventId: string): Promise<StoredEvent | undefined> {
  return db.selectFrom('webhook_events').selectAll().where('event_id', '=', eventId).executeTakeFirst()
}

/**
 * Records that the event went out to live clients; true when this call moved it from pending (of
 * instances recovering the same event at once, one does).
 */
export async function markBroadcast(db: Kysely<Database>, eventId: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('webhook_events')
    .set({ broadcast_state: 'sent', broadcast_at: at })
    .where('event_id', '=', eventId)
    .where('broadcast_state', '=', 'pending')
    .executeTakeFirst()
  await dropProcessedBodies(db, eventId)
  return Number(result.numUpdatedRows) > 0
}

/** Records the outcome of refreshing the event's order from Square. */
export async function markRefreshed(db: Kysely<Database>, eventId: string, at: number, error?: string): Promise<void> {
  await db
    .updateTable('webhook_events')
    .set({ refresh_state: error === undefined ? 'done' : 'failed', refreshed_at: at, refresh_error: error ?? null })
    .where('event_id', '=', eventId)
    .execute()
  await dropProcessedBodies(db, eventId)
}

/** Drops the body of processed events (nothing left pending): of one event, or of all. */
export async function dropProcessedBodies(db: Kysely<Database>, eventId?: string): Promise<number> {
  let query = db
    .updateTable('webhook_events')
    .set({ body: null })
    .where('body', 'is not', null)
    .where('broadcast_state', '!=', 'pending')
    .where('refresh_state', '!=', 'pending')
  if (eventId !== undefined) query = query.where('event_id', '=', eventId)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Deletes events received over INBOX_RETENTION_MS ago (Square no longer redelivers them); returns how many. */
export async function purgeOldEvents(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('webhook_events').where('received_at', '<', now - INBOX_RETENTION_MS).executeTakeFirst()
  await dropProcessedBodies(db)
  return Number(result.numDeletedRows)
}

/**
 * After a restart: events stored but never broadcast. Those under REPLAY_WINDOW_MS old are
 * returned (oldest first) to go out now; older ones are marked expired so they never go out.
 */
export async function takeUnbroadcast(db: Kysely<Database>, now: number): Promise<StoredEvent[]> {
  const cutoff = now - REPLAY_WINDOW_MS
  await db
    .updateTable('webhook_events')
    .set({ broadcast_state: 'expired' })
    .where('broadcast_state', '=', 'pending')
    .where('received_at', '<=', cutoff)
    .execute()
  await dropProcessedBodies(db)
  return db
    .selectFrom('webhook_events')
    .selectAll()
    .where('broadcast_state', '=', 'pending')
    .orderBy('received_at')
    .orderBy('event_id')
    .execute()
}

/** After a restart: events whose order refresh never finished (refreshing again is harmless). */
export async function unfinishedRefreshes(db: Kysely<Database>): Promise<StoredEvent[]> {
  return db.selectFrom('webhook_events').selectAll().where('refresh_state', '=', 'pending').orderBy('received_at').execute()
}
