// Live messages across server instances. One instance stores a webhook's payment (the unique
// event_id lets exactly one of them do so, however many receive the event); it sends the payment
// to its own sockets and over the cluster bus (PostgreSQL LISTEN/NOTIFY) to the others, which send
// it to theirs. Every instance remembers the payments it has sent lately, so a payment reaching it
// twice (a restart's replay and a notification, a catch-up and a late notification) goes out once.
//
// Also across instances: a location's changed figures (sockets on every instance refetch), ended
// sessions (their sockets close wherever they are), a user's changed home locations (their sockets
// follow the new list wherever they are), and each instance's socket count, so the status counts
// every instance's sockets. A lost listening connection is re-opened by the bus; on
// its return this instance sends its sockets every payment stored meanwhile, read from the inbox.
//
// On SQLite (one instance) there is no bus, and all of this is the local hub alone.
import type { Kysely } from 'kysely'
import type { ServerLiveMessage } from '../../src/contract/live'
import type { Clock } from '../../src/clock/clock'
import type { Database } from '../db/schema'
import type { AppEventMap, AppEvents } from '../events'
import type { Logger } from '../log'
import type { ClusterBus } from './cluster-bus'
import { paymentMessage } from './event-plan'
import { userHomeLocationIds } from './home-locations'
import type { LiveHub } from './hub'

/** Forwarded application events. */
type ForwardedEvent =
  | { name: 'location-changed'; event: AppEventMap['location-changed'] }
  | { name: 'sessions-revoked'; event: AppEventMap['sessions-revoked'] }

export type ClusterMessage =
  | { type: 'payment'; eventId: string; message: ServerLiveMessage }
  | ({ type: 'app-event' } & ForwardedEvent)
  /** An instance's open sockets; `leaving` when it stops; `ask` asks the others for theirs. */
  | { type: 'connections'; count: number; leaving?: boolean; ask?: boolean }
  /** A user's home locations changed; the list itself is read from the database (it may pass NOTIFY's 8000 bytes). */
  | { type: 'home-locations'; userId: number }

/** How often an instance tells the others its socket count (and checks it changed, more often). */
export const CONNECTIONS_HEARTBEAT_MS = 5_000
const CONNECTIONS_CHECK_MS = 200
/** Another instance's count is forgotten after this long without word from it (it died). */
export const CONNECTIONS_STALE_MS = 3 * CONNECTIONS_HEARTBEAT_MS
/** How many payments an instance remembers having sent (a few minutes of a busy Fourth of July). */
const REMEMBERED_PAYMENTS = 10_000
/** Catching up reaches this far before the loss too: instances' clocks differ a little. */
const CATCH_UP_SLACK_MS = 5_000
/** Session ids per message (a NOTIFY payload stays under 8000 bytes). */
const SESSIONS_PER_MESSAGE = 100

export interface FanoutDeps {
  db: Kysely<Database>
  clock: Clock
  log: Logger
  events: AppEvents
}

export class LiveFanout {
  private readonly sent = new Set<string>()
  private readonly remoteCounts = new Map<string, { count: number; at: number }>()
  private readonly timers: NodeJS.Timeout[] = []
  private readonly stopListening: Array<() => void> = []
  private lastToldCount = -1
  private lastToldAt = 0
  /** True while an event from another instance is re-emitted here, so it is not sent back. */
  private replaying = false

  constructor(
    private readonly hub: LiveHub,
    private readonly deps: FanoutDeps,
    private readonly bus?: ClusterBus<ClusterMessage>,
  ) {
    if (bus === undefined) return
    for (const name of ['location-changed', 'sessions-revoked'] as const) {
      this.stopListening.push(
        deps.events.on(name, (event) => {
          if (!this.replaying) this.forward({ name, event } as ForwardedEvent)
        }),
      )
    }
    this.stopListening.push(deps.events.on('home-locations-changed', ({ userId }) => this.publish({ type: 'home-locations', userId })))
    const check = setInterval(() => this.tellCount(false), CONNECTIONS_CHECK_MS)
    check.unref()
    this.timers.push(check)
    this.tellCount(true, true)
  }

  /** This instance's id on the bus (undefined when alone). */
  get instanceId(): string | undefined {
    return this.bus?.instanceId
  }

  /** Whether this instance shares its messages with others. */
  get clustered(): boolean {
    return this.bus !== undefined
  }

  /** Open sockets on this instance and, as last heard, on every other live one. */
  connectionCount(): number {
    return this.hub.connectionCount + this.remoteConnectionCount()
  }

  /**
   * Sends a stored payment to this instance's sockets (and, with `replayUntil`, to sockets opening
   * before then) and to the other instances; returns the sockets it reaches here and, as last
   * heard, elsewhere. A payment already sent here goes nowhere again.
   */
  sendPayment(eventId: string, message: ServerLiveMessage, replayUntil?: number): number {
    if (!this.remember(eventId)) return 0
    const delivered = replayUntil === undefined ? this.hub.broadcast(message) : this.hub.broadcastWithReplay(message, replayUntil)
    if (this.bus === undefined) return delivered
    this.publish({ type: 'payment', eventId, message })
    return delivered + this.remoteConnectionCount()
  }

  /** What another instance sent. */
  receive(message: ClusterMessage, from: string): void {
    switch (message.type) {
      case 'payment':
        if (this.remember(message.eventId)) this.hub.broadcast(message.message)
        break
      case 'connections':
        if (message.leaving) this.remoteCounts.delete(from)
        else this.remoteCounts.set(from, { count: message.count, at: Date.now() })
        if (message.ask) this.tellCount(true)
        break
      case 'home-locations':
        userHomeLocationIds(this.deps.db, message.userId).then(
          (ids) => this.hub.setHomeLocations(message.userId, ids),
          (error: unknown) => this.deps.log.warn('live.home_locations_read_failed', { userId: message.userId, error }),
        )
        break
      case 'app-event':
        this.replaying = true
        try {
          if (message.name === 'location-changed') this.deps.events.emit('location-changed', message.event)
          else this.deps.events.emit('sessions-revoked', message.event)
        } finally {
          this.replaying = false
        }
        break
    }
  }

  /**
   * After the listening connection was down for `downForMs`: sends this instance's sockets every
   * payment stored meanwhile (oldest first) that they have not had.
   */
  async catchUp(downForMs: number): Promise<number> {
    const since = this.deps.clock.now() - downForMs - CATCH_UP_SLACK_MS
    const rows = await this.deps.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('received_at', '>=', since)
      .where('broadcast_state', 'in', ['pending', 'sent'])
      .where('payment_id', 'is not', null)
      .orderBy('received_at')
      .orderBy('event_id')
      .execute()
    let caughtUp = 0
    for (const row of rows) {
      const message = paymentMessage(row)
      if (message && this.remember(row.event_id)) {
        this.hub.broadcast(message)
        caughtUp++
      }
    }
    this.tellCount(true, true)
    if (caughtUp > 0) this.deps.log.info('live.caught_up', { payments: caughtUp, downForMs })
    return caughtUp
  }

  /** Stops the timers and tells the others this instance's sockets are gone. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer)
    for (const stop of this.stopListening) stop()
    if (this.bus !== undefined) await this.bus.publish({ type: 'connections', count: 0, leaving: true }).catch(() => undefined)
  }

  private remoteConnectionCount(): number {
    const now = Date.now()
    let total = 0
    for (const [instance, entry] of this.remoteCounts) {
      if (now - entry.at > CONNECTIONS_STALE_MS) this.remoteCounts.delete(instance)
      else total += entry.count
    }
    return total
  }

  /** Remembers a payment as sent here; false when it already was. */
  private remember(eventId: string): boolean {
    if (this.sent.has(eventId)) return false
    this.sent.add(eventId)
    if (this.sent.size > REMEMBERED_PAYMENTS) {
      // A Set iterates in insertion order: the oldest goes first.
      const oldest = this.sent.values().next().value
      if (oldest !== undefined) this.sent.delete(oldest)
    }
    return true
  }

  private forward(forwarded: ForwardedEvent): void {
    if (forwarded.name === 'sessions-revoked') {
      const ids = forwarded.event.sessionIds
      for (let start = 0; start < ids.length; start += SESSIONS_PER_MESSAGE) {
        this.publish({ type: 'app-event', name: 'sessions-revoked', event: { sessionIds: ids.slice(start, start + SESSIONS_PER_MESSAGE) } })
      }
      return
    }
    this.publish({ type: 'app-event', ...forwarded })
  }

  /** Tells the others this instance's count when it changed, and at every heartbeat anyway. */
  private tellCount(force: boolean, ask = false): void {
    const count = this.hub.connectionCount
    const now = Date.now()
    if (!force && count === this.lastToldCount && now - this.lastToldAt < CONNECTIONS_HEARTBEAT_MS) return
    this.lastToldCount = count
    this.lastToldAt = now
    this.publish(ask ? { type: 'connections', count, ask } : { type: 'connections', count })
  }

  private publish(message: ClusterMessage): void {
    this.bus?.publish(message).catch((error: unknown) => this.deps.log.warn('live.cluster_publish_failed', { type: message.type, error }))
  }
}
