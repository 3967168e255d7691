// The WebSocket hub: every signed-in dashboard's socket, a heartbeat per socket, and fan-out of
// live messages. It knows nothing of HTTP: the fireworks route authorises an upgrade and hands
// the socket over with who opened it.
//
// Heartbeat: a ping goes out on open and then every pingIntervalMs; a pong (any) settles all
// outstanding pings. A socket with two pings unanswered when the next is due is dropped, so a
// silent client is gone two intervals after its last answer. A socket whose send buffer passes
// maxBufferedBytes is dropped at once: a client that cannot keep up must not hold the server's
// memory, and it reconnects and catches up from the API.
//
// A payment's is_home_location follows each socket's user: a user with home locations of their
// own gets the flag for their list; one without keeps the flag the payment carries (the server's
// default rule, server/live/home-locations.ts). A changed list applies to that user's open sockets
// at once (setHomeLocations).
//
// A host page's embed token hears only its own locations: payments and figure changes of other
// locations never reach its socket (fireworks and pings are for everyone).
//
// One session holds at most MAX_SOCKETS_PER_SESSION sockets: a dashboard opens one per tab, and a
// token must not let anyone pile up sockets (each holds a timer and a send buffer). When one more
// opens, the session's oldest is closed with 1008; a tab reloaded many times loses only stale sockets.
import { WebSocket, WebSocketServer } from 'ws'
import type { Clock } from '../../src/clock/clock'
import { clientLiveMessageSchema, LIVE_SUBPROTOCOL, type ServerLiveMessage } from '../../src/contract/live'
import type { Logger } from '../log'

/** Who opened a socket (never the token). */
export interface HubClient {
  /** A user's session id, or an embed token's exchange reference (`embed:…`). */
  sessionId: string
  /** The user; null for an embed token. */
  userId: number | null
  username: string
  /** The user's own home locations when the socket opened; null or absent: the default rule. */
  homeLocationIds?: readonly string[] | null
  /** The only locations the socket hears of (an embed token's); absent: every location. */
  locationScope?: readonly string[]
}

export interface HubOptions {
  pingIntervalMs: number
  clock: Clock
  log: Logger
  /** Send-buffer size past which a socket is dropped (1 MiB unless a test says otherwise). */
  maxBufferedBytes?: number
  /** Largest message a client may send; clients only send pongs (4 KiB unless a test says otherwise). */
  maxPayloadBytes?: number
}

export const MAX_BUFFERED_BYTES = 1024 * 1024
export const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024
/** Close code for a socket whose session ended (policy violation). */
export const SESSION_ENDED_CODE = 1008
/** Open sockets one session may hold; opening another closes its oldest. */
export const MAX_SOCKETS_PER_SESSION = 8
/** Close code for a session's oldest socket when it opens one too many (policy violation). */
export const TOO_MANY_SOCKETS_CODE = 1008
/** Pings a socket may leave unanswered; at the next due ping it is dropped. */
export const MISSED_PINGS_ALLOWED = 2

interface Connection {
  socket: WebSocket
  client: HubClient
  /** The user's own home locations; null follows the flag each payment carries. */
  homes: ReadonlySet<string> | null
  /** The locations it may hear of; null: every location. */
  scope: ReadonlySet<string> | null
  unansweredPings: number
  heartbeat: NodeJS.Timeout
}

interface Replay {
  message: ServerLiveMessage
  /** Epoch ms after which the message is no longer offered to new sockets. */
  until: number
}

/** One message's bytes per socket: a payment is written once per home-flag value, not once per socket. */
function payloadsOf(message: ServerLiveMessage): (connection: Connection) => Buffer {
  const asSent = Buffer.from(JSON.stringify(message), 'utf8')
  if (message.type !== 'payment_received') return () => asSent
  const byFlag = new Map<boolean, Buffer>([[message.is_home_location, asSent]])
  return (connection) => {
    if (connection.homes === null) return asSent
    const home = connection.homes.has(message.location_id)
    let payload = byFlag.get(home)
    if (payload === undefined) {
      payload = Buffer.from(JSON.stringify({ ...message, is_home_location: home }), 'utf8')
      byFlag.set(home, payload)
    }
    return payload
  }
}

const homeSet = (ids: readonly string[] | null | undefined): ReadonlySet<string> | null => (ids === null || ids === undefined ? null : new Set(ids))

/** Whether a message may go to a connection: one about a location only within the connection's scope. */
function mayHear(connection: Connection, message: ServerLiveMessage): boolean {
  if (connection.scope === null) return true
  if (message.type === 'payment_received' || message.type === 'figures_changed') return connection.scope.has(message.location_id)
  return true
}

export class LiveHub {
  /** The `ws` server that performs upgrades; hand it to @hono/node-server's serve({websocket}). */
  readonly webSocketServer: WebSocketServer
  private readonly connections = new Set<Connection>()
  private replays: Replay[] = []
  private readonly maxBufferedBytes: number
  private closed = false

  constructor(private readonly options: HubOptions) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES
    this.webSocketServer = new WebSocketServer({
      noServer: true,
      // Compression off: payment messages are tiny, and per-socket deflate state costs memory
      // and opens compression side channels.
      perMessageDeflate: false,
      maxPayload: options.maxPayloadBytes ?? MAX_CLIENT_MESSAGE_BYTES,
      clientTracking: false,
      // The bearer.<token> protocol is a credential and is never echoed back.
      handleProtocols: (protocols) => (protocols.has(LIVE_SUBPROTOCOL) ? LIVE_SUBPROTOCOL : false),
    })
  }

  /** Sockets currently open. */
  get connectionCount(): number {
    return this.connections.size
  }

  /** Takes over an upgraded socket opened by `client`. */
  add(socket: WebSocket, client: HubClient): void {
    if (this.closed || socket.readyState !== WebSocket.OPEN) {
      socket.terminate()
      return
    }
    const connection: Connection = {
      socket,
      client,
      homes: homeSet(client.homeLocationIds),
      scope: client.locationScope === undefined ? null : new Set(client.locationScope),
      unansweredPings: 0,
      heartbeat: setInterval(() => this.beat(connection), this.options.pingIntervalMs),
    }
    this.closeOldestOverCap(client.sessionId)
    this.connections.add(connection)
    socket.on('message', (data, isBinary) => this.receive(connection, data, isBinary))
    socket.on('close', () => this.forget(connection))
    socket.on('error', (error) => {
      this.options.log.warn('live.socket_error', { sessionId: client.sessionId, error })
    })
    this.beat(connection)
    const now = this.options.clock.now()
    for (const replay of this.replays) {
      if (replay.until > now && mayHear(connection, replay.message)) this.send(connection, payloadsOf(replay.message)(connection))
    }
  }

  /** Sends a message to every open socket (each payment with its user's home flag); returns how many it went to. */
  broadcast(message: ServerLiveMessage): number {
    const payloadFor = payloadsOf(message)
    let delivered = 0
    for (const connection of [...this.connections]) {
      if (mayHear(connection, message) && this.send(connection, payloadFor(connection))) delivered++
    }
    return delivered
  }

  /** Makes the open sockets of `userId` follow their new list (null: the default rule); returns how many. */
  setHomeLocations(userId: number, locationIds: readonly string[] | null): number {
    let changed = 0
    for (const connection of this.connections) {
      if (connection.client.userId !== userId) continue
      connection.homes = homeSet(locationIds)
      changed++
    }
    return changed
  }

  /**
   * Broadcasts now and also offers the message to sockets that open before `until`: after a
   * restart nobody is connected yet, and dashboards reconnect within seconds.
   */
  broadcastWithReplay(message: ServerLiveMessage, until: number): number {
    const now = this.options.clock.now()
    this.replays = [...this.replays.filter((replay) => replay.until > now), { message, until }]
    return this.broadcast(message)
  }

  /** Closes the sockets of ended sessions with 1008, so their dashboards stop receiving. */
  closeSessions(sessionIds: readonly string[]): number {
    const ended = new Set(sessionIds)
    let closed = 0
    for (const connection of [...this.connections]) {
      if (!ended.has(connection.client.sessionId)) continue
      this.forget(connection)
      connection.socket.close(SESSION_ENDED_CODE, 'Session ended')
      closed++
    }
    return closed
  }

  /** Session ids with at least one open socket. */
  connectedSessionIds(): string[] {
    return [...new Set([...this.connections].map((connection) => connection.client.sessionId))]
  }

  /** Closes every socket (1001, going away) and stops accepting new ones. */
  close(): void {
    this.closed = true
    for (const connection of [...this.connections]) {
      this.forget(connection)
      connection.socket.close(1001, 'Server shutting down')
    }
    this.webSocketServer.close()
  }

  /** Makes room for one more socket of `sessionId` by closing its oldest ones past the cap. */
  private closeOldestOverCap(sessionId: string): void {
    // A Set iterates in insertion order: the session's sockets, oldest first.
    const ofSession = [...this.connections].filter((connection) => connection.client.sessionId === sessionId)
    for (const oldest of ofSession.slice(0, Math.max(0, ofSession.length - MAX_SOCKETS_PER_SESSION + 1))) {
      this.forget(oldest)
      this.options.log.info('live.client_dropped', { sessionId, reason: 'too_many_sockets' })
      oldest.socket.close(TOO_MANY_SOCKETS_CODE, 'Too many connections for this session')
    }
  }

  private beat(connection: Connection): void {
    if (connection.unansweredPings >= MISSED_PINGS_ALLOWED) {
      this.drop(connection, 'missed_pings')
      return
    }
    connection.unansweredPings++
    const ping: ServerLiveMessage = { type: 'ping', timestamp: this.options.clock.now() }
    this.send(connection, Buffer.from(JSON.stringify(ping), 'utf8'))
  }

  private receive(connection: Connection, data: WebSocket.RawData, isBinary: boolean): void {
    if (isBinary) return
    let parsed: unknown
    try {
      parsed = JSON.parse(data.toString())
    } catch {
      return
    }
    const message = clientLiveMessageSchema.safeParse(parsed)
    if (message.success && message.data.type === 'pong') connection.unansweredPings = 0
  }

  /** Sends one payload; false (and the socket dropped) when the socket cannot keep up. */
  private send(connection: Connection, payload: Buffer): boolean {
    const { socket } = connection
    if (socket.readyState !== WebSocket.OPEN) return false
    socket.send(payload, { binary: false, compress: false })
    if (socket.bufferedAmount > this.maxBufferedBytes) {
      this.drop(connection, 'send_buffer_full')
      return false
    }
    return true
  }

  private drop(connection: Connection, reason: string): void {
    this.forget(connection)
    this.options.log.info('live.client_dropped', { sessionId: connection.client.sessionId, reason })
    connection.socket.terminate()
  }

  private forget(connection: Connection): void {
    clearInterval(connection.heartbeat)
    this.connections.delete(connection)
  }
}
