// Builds the live path at start: the hub, the webhook settings, sockets closed when their session
// ends, and the restart rule — a stored payment that never went out is sent now (and to sockets
// that open in the next moments) only while it is under a minute old; older ones never go out.
// Events Square can no longer redeliver are deleted from the inbox at start and every hour.
import { sql } from 'kysely'
import { BackgroundWork } from './background'
import type { ClusterBus } from './cluster-bus'
import type { LiveDeps, LiveServices, RefreshOrder, WebhookSettings } from './deps'
import { paymentMessage } from './event-plan'
import { LiveFanout, type ClusterMessage } from './fanout'
import { LiveHub } from './hub'
import { markBroadcast, purgeOldEvents, REPLAY_WINDOW_MS, takeUnbroadcast, unfinishedRefreshes } from './inbox'
import { scheduleRefresh } from './ingest'
import { stillValidSessions } from './session-sweep'
import { loadOrCreateSigningKey } from '../square/webhook-signing-key'

export interface LiveOptions {
  /** Signature keys and URL; by default SQUARE_WEBHOOK_SIGNATURE_KEY and SQUARE_WEBHOOK_URL. */
  webhook?: Partial<WebhookSettings>
  refreshOrder?: RefreshOrder
  /** Overrides FW_WS_PING_MS (tests). */
  pingIntervalMs?: number
  /** How often connected sessions are checked for expiry; default the ping interval. */
  sessionCheckMs?: number
  maxBufferedBytes?: number
  /** How often old inbox events are deleted; default INBOX_PURGE_INTERVAL_MS (tests shorten it). */
  inboxPurgeMs?: number
  /** The bus to the other instances sharing the database (PostgreSQL); none: this instance alone. */
  cluster?: ClusterBus<ClusterMessage>
}

/**
 * How often the inbox is purged of events past their retention. Hourly keeps the table near 96
 * hours of events; a setting would buy nothing, since the retention itself is what matters.
 */
export const INBOX_PURGE_INTERVAL_MS = 3_600_000

/**
 * SQUARE_WEBHOOK_SIGNATURE_KEY; in the demo (no Square token) the data directory's generated key,
 * the one the bundled emulator signs with. Real Square without a key accepts only admins' test events.
 */
function signatureKeysOf(deps: LiveDeps): readonly string[] {
  const { config } = deps
  if (config.SQUARE_WEBHOOK_SIGNATURE_KEY) return config.SQUARE_WEBHOOK_SIGNATURE_KEY
  if (config.useEmulator) return [loadOrCreateSigningKey(config.FW_DATA_DIR)]
  deps.log.warn('live.no_signature_key', { message: 'SQUARE_WEBHOOK_SIGNATURE_KEY is not set: signed Square webhooks will be refused' })
  return []
}

/** The live services without the restart step (tests that drive recovery themselves). */
export function createLiveServices(deps: LiveDeps, options: LiveOptions = {}): LiveServices {
  const pingIntervalMs = options.pingIntervalMs ?? deps.config.FW_WS_PING_MS
  const hub = new LiveHub({ pingIntervalMs, clock: deps.clock, log: deps.log, maxBufferedBytes: options.maxBufferedBytes })
  const background = new BackgroundWork(deps.log)
  const fanout = new LiveFanout(hub, deps, options.cluster)
  const stopSessionListener = deps.events.on('sessions-revoked', ({ sessionIds }) => {
    hub.closeSessions(sessionIds)
  })
  const stopHomesListener = deps.events.on('home-locations-changed', ({ userId, locationIds }) => {
    hub.setHomeLocations(userId, locationIds)
  })
  // Screens refetch a location's figures when its stored orders changed, not when a payment is
  // announced: the announcement goes out before the order is fetched from Square.
  const stopFiguresListener = deps.events.on('location-changed', ({ locationId, years }) => {
    hub.broadcast({ type: 'figures_changed', location_id: locationId, years })
  })
  let checking = false
  const sessionCheck = setInterval(() => {
    if (checking) return
    const connected = hub.connectedSessionIds()
    if (connected.length === 0) return
    checking = true
    stillValidSessions(deps.db, connected, deps.clock.now())
      .then((valid) => hub.closeSessions(connected.filter((id) => !valid.has(id))))
      .catch((error: unknown) => deps.log.warn('live.session_check_failed', { error }))
      .finally(() => {
        checking = false
      })
  }, options.sessionCheckMs ?? pingIntervalMs)
  sessionCheck.unref()
  const inboxPurge = setInterval(() => {
    void purgeInbox(deps)
  }, options.inboxPurgeMs ?? INBOX_PURGE_INTERVAL_MS)
  inboxPurge.unref()
  return {
    hub,
    fanout,
    connectionCount: () => fanout.connectionCount(),
    webhook: {
      signatureKeys: options.webhook?.signatureKeys ?? signatureKeysOf(deps),
      notificationUrl: options.webhook?.notificationUrl ?? deps.config.SQUARE_WEBHOOK_URL,
    },
    refreshOrder: options.refreshOrder,
    background,
    idle: () => background.idle(),
    close: () => {
      clearInterval(sessionCheck)
      clearInterval(inboxPurge)
      stopSessionListener()
      stopHomesListener()
      stopFiguresListener()
      hub.close()
      void fanout.close().finally(() => options.cluster?.close())
    },
  }
}

/** Deletes inbox events past their retention; a failure is logged and the next run tries again. */
export async function purgeInbox(deps: LiveDeps): Promise<number> {
  try {
    const deleted = await purgeOldEvents(deps.db, deps.clock.now())
    if (deleted > 0) deps.log.info('live.inbox_purged', { deleted })
    return deleted
  } catch (error) {
    deps.log.warn('live.inbox_purge_failed', { error })
    return 0
  }
}

/** Applies the restart rule and resumes unfinished order refreshes. */
export async function recoverLiveEvents(deps: LiveDeps, live: LiveServices): Promise<{ replayed: number; refreshing: number }> {
  const pending = await takeUnbroadcast(deps.db, deps.clock.now())
  let replayed = 0
  for (const row of pending) {
    // Instances starting together both find it pending: the one that marks it sent sends it.
    if (!(await markBroadcast(deps.db, row.event_id, deps.clock.now()))) continue
    const message = paymentMessage(row)
    if (message) {
      live.fanout.sendPayment(row.event_id, message, row.received_at + REPLAY_WINDOW_MS)
      replayed++
    }
  }
  // Clustered, a refresh under a minute old most likely belongs to a running instance still on it:
  // only older ones were left by an instance that stopped (refreshing twice would be harmless, but
  // the demo's emulators each know only the orders of their own webhooks).
  const now = deps.clock.now()
  const unfinished = (await unfinishedRefreshes(deps.db)).filter((row) => !live.fanout.clustered || row.received_at <= now - REPLAY_WINDOW_MS)
  for (const row of unfinished) scheduleRefresh(deps, live, row.event_id)
  if (replayed > 0 || unfinished.length > 0) deps.log.info('live.recovered', { replayed, refreshing: unfinished.length })
  return { replayed, refreshing: unfinished.length }
}

/**
 * The bus to the other instances when the database is PostgreSQL (LISTEN/NOTIFY on a connection
 * of its own); undefined on SQLite, where one instance owns the file.
 */
async function startCluster(deps: LiveDeps, handlers: { fanout?: LiveFanout }): Promise<ClusterBus<ClusterMessage> | undefined> {
  const databaseUrl = deps.config.FW_DATABASE_URL
  if (databaseUrl === undefined) return undefined
  // Loaded only here, with the pg driver it uses: a start on SQLite needs neither.
  const { startClusterBus } = await import('./cluster-bus')
  return startClusterBus<ClusterMessage>({
    databaseUrl,
    log: deps.log,
    notify: async (channel, payload) => {
      await sql`SELECT pg_notify(${channel}, ${payload})`.execute(deps.db)
    },
    onMessage: (message, from) => handlers.fanout?.receive(message, from),
    onReconnected: (downForMs) => {
      handlers.fanout?.catchUp(downForMs).catch((error: unknown) => deps.log.warn('live.catch_up_failed', { error }))
    },
  })
}

/**
 * The live services built and joined to the other instances, not yet recovered from the inbox:
 * the start opens its port with them, before the Square data path that recovery refreshes through.
 */
export async function openLiveServices(deps: LiveDeps, options: LiveOptions = {}): Promise<LiveServices> {
  const handlers: { fanout?: LiveFanout } = {}
  const cluster = options.cluster ?? (await startCluster(deps, handlers))
  const live = createLiveServices(deps, { ...options, ...(cluster ? { cluster } : {}) })
  handlers.fanout = live.fanout
  return live
}

/** Purges the inbox of old events and applies the restart rule (recoverLiveEvents). */
export async function recoverLiveServices(deps: LiveDeps, live: LiveServices): Promise<void> {
  await purgeInbox(deps)
  await recoverLiveEvents(deps, live)
}

/** The live services as the server starts them: built (joined to the other instances), then recovered from the inbox. */
export async function startLiveServices(deps: LiveDeps, options: LiveOptions = {}): Promise<LiveServices> {
  const live = await openLiveServices(deps, options)
  await recoverLiveServices(deps, live)
  return live
}
