// From an accepted webhook event to its effects, in the order that keeps them exactly-once: the
// event row is committed first (a duplicate stops there), then the payment goes out to live
// clients built from the stored row and is marked sent, and only then is the request answered.
// Refreshing the order from Square is slow and may fail, so it runs after the answer.
import type { FieldIssue } from '../../src/contract/envelope'
import type { SquareWebhookEvent } from '../../src/contract/live'
import type { LiveDeps, LiveServices } from './deps'
import { inboxRow, paymentMessage, planEvent } from './event-plan'
import { isHomeLocation } from './home-locations'
import { findEvent, markBroadcast, markRefreshed, storeEvent } from './inbox'

export type IngestResult =
  | { outcome: 'stored' | 'duplicate' | 'ignored'; connectionCount: number }
  | { outcome: 'invalid'; details: FieldIssue[] }

export interface IncomingEvent {
  event: SquareWebhookEvent
  /** The body as received, kept in the inbox. */
  body: string
  source: 'square' | 'tester'
}

type IngestDeps = Pick<LiveDeps, 'db' | 'clock' | 'log' | 'config' | 'square'>

/** Stores, broadcasts and schedules the refresh of one event; safe to call with duplicates. */
export async function ingestEvent(deps: IngestDeps, live: LiveServices, incoming: IncomingEvent): Promise<IngestResult> {
  const plan = planEvent(incoming.event)
  if (plan.kind === 'invalid') return { outcome: 'invalid', details: plan.details }
  if (plan.kind === 'ignored') return { outcome: 'ignored', connectionCount: 0 }
  const home = plan.kind === 'payment' && (await isHomeLocation(deps.db, deps.config.FW_HOME_LOCATION_IDS, plan.payment.locationId))
  const row = inboxRow(incoming.event, plan, { body: incoming.body, source: incoming.source, receivedAt: deps.clock.now(), isHomeLocation: home })
  if (!(await storeEvent(deps.db, row))) return { outcome: 'duplicate', connectionCount: 0 }
  const connectionCount = row.broadcast_state === 'pending' ? await broadcastStored(deps, live, row.event_id) : 0
  if (row.refresh_state === 'pending') scheduleRefresh(deps, live, row.event_id)
  return { outcome: 'stored', connectionCount }
}

/** Sends a stored, still-pending payment event to every socket; returns how many it reached. */
export async function broadcastStored(deps: IngestDeps, live: LiveServices, eventId: string): Promise<number> {
  const row = await findEvent(deps.db, eventId)
  if (!row || row.broadcast_state !== 'pending') return 0
  const message = paymentMessage(row)
  if (!message) return 0
  const delivered = live.fanout.sendPayment(eventId, message)
  await markBroadcast(deps.db, eventId, deps.clock.now())
  return delivered
}

/** Refreshes the stored event's order from Square after the answer, recording how it went. */
export function scheduleRefresh(deps: IngestDeps, live: LiveServices, eventId: string): void {
  live.background.run(`refresh ${eventId}`, async () => {
    const row = await findEvent(deps.db, eventId)
    if (!row || row.order_id === null) return
    // The live path's own refresh (tests) wins; otherwise the Square data path's.
    const refreshOrder = live.refreshOrder ?? deps.square?.refreshOrder
    if (!refreshOrder) {
      await markRefreshed(deps.db, eventId, deps.clock.now(), 'No Square connection to refresh from')
      return
    }
    try {
      await refreshOrder({ orderId: row.order_id, locationId: row.location_id })
      await markRefreshed(deps.db, eventId, deps.clock.now())
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      deps.log.warn('live.refresh_failed', { eventId, orderId: row.order_id, error: message })
      await markRefreshed(deps.db, eventId, deps.clock.now(), message.slice(0, 500))
    }
  })
}
