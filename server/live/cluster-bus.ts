// Messages between server instances sharing one PostgreSQL database, over its LISTEN/NOTIFY: no
// broker of its own. Each instance listens on one channel through a connection of its own and
// sends through the pool; every message carries its sender, and an instance ignores its own.
//
// NOTIFY is not stored: what is sent while an instance's listening connection is down never reaches
// it. The bus notices the loss, reconnects (backing off from 100 ms to 5 s), listens again and
// then tells its owner the instant it lost the connection, so the owner catches up from the
// database (server/live/fanout.ts replays the payments stored since then).
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import type { Logger } from '../log'
import { createPostgresClient } from '../db/postgres'

/** The one channel every instance listens on. */
export const CLUSTER_CHANNEL = 'fw_live'
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; ours are a few hundred. */
const MAX_PAYLOAD_BYTES = 7_900

export interface ClusterEnvelope<M> {
  from: string
  message: M
}

export interface ClusterBus<M> {
  /** This instance's id, unique per start. */
  readonly instanceId: string
  /** Sends to every other instance (best effort: an instance not listening misses it). */
  publish(message: M): Promise<void>
  /** Whether the listening connection is up. */
  readonly listening: boolean
  close(): Promise<void>
}

export interface ClusterBusOptions<M> {
  databaseUrl: string
  /** Sends `payload` on `channel` (pg_notify through the shared pool: NOTIFY needs no connection of its own). */
  notify(channel: string, payload: string): Promise<void>
  log: Logger
  onMessage(message: M, from: string): void
  /** After a lost listening connection is back: how long it was down (ms), so the owner can catch up. */
  onReconnected?(downForMs: number): void
}

const RETRY_MIN_MS = 100
const RETRY_MAX_MS = 5_000

/** Starts listening; resolves once the first LISTEN is in place. */
export async function startClusterBus<M>(options: ClusterBusOptions<M>): Promise<ClusterBus<M>> {
  const instanceId = randomUUID()
  let client: pg.Client | undefined
  let listening = false
  let closed = false
  let retryMs = RETRY_MIN_MS
  let retryTimer: NodeJS.Timeout | undefined

  const receive = (payload: string | undefined) => {
    if (payload === undefined) return
    let envelope: ClusterEnvelope<M>
    try {
      envelope = JSON.parse(payload) as ClusterEnvelope<M>
    } catch {
      return
    }
    if (envelope.from === instanceId) return
    try {
      options.onMessage(envelope.message, envelope.from)
    } catch (error) {
      options.log.warn('live.cluster_message_failed', { error })
    }
  }

  /** Opens a listening connection; on any loss, schedules the next attempt. */
  const connect = async (lostAt: number | undefined): Promise<void> => {
    // Named after the instance, so an operator (or a test) can tell the listeners apart.
    const next = createPostgresClient(options.databaseUrl, `fireworks-dashboard live ${instanceId}`)
    let established = false
    const lost = () => {
      if (client !== next) return
      client = undefined
      listening = false
      void next.end().catch(() => undefined)
      if (closed) return
      options.log.warn('live.cluster_listener_lost', { message: 'Reconnecting to receive payments from other instances' })
      // A connection that never came up keeps the earlier loss: catching up must reach back to it.
      schedule(established ? Date.now() : (lostAt ?? Date.now()))
    }
    next.on('error', lost)
    next.on('end', lost)
    next.on('notification', (notification) => {
      if (notification.channel === CLUSTER_CHANNEL) receive(notification.payload)
    })
    client = next
    await next.connect()
    await next.query(`LISTEN ${CLUSTER_CHANNEL}`)
    if (closed) {
      await next.end().catch(() => undefined)
      return
    }
    established = true
    listening = true
    retryMs = RETRY_MIN_MS
    if (lostAt !== undefined) {
      const downForMs = Date.now() - lostAt
      options.log.info('live.cluster_listener_back', { downMs: downForMs })
      options.onReconnected?.(downForMs)
    }
  }

  const schedule = (lostAt: number) => {
    if (closed || retryTimer !== undefined) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      connect(lostAt).catch(() => {
        if (client !== undefined && !listening) client = undefined
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
        schedule(lostAt)
      })
    }, retryMs)
    retryTimer.unref()
  }

  await connect(undefined)

  return {
    instanceId,
    get listening() {
      return listening
    },
    async publish(message: M) {
      const payload = JSON.stringify({ from: instanceId, message } satisfies ClusterEnvelope<M>)
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error('A cluster message is too large for NOTIFY')
      await options.notify(CLUSTER_CHANNEL, payload)
    },
    async close() {
      closed = true
      if (retryTimer !== undefined) clearTimeout(retryTimer)
      const last = client
      client = undefined
      listening = false
      await last?.end().catch(() => undefined)
    },
  }
}
