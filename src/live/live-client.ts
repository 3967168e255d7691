// The live payments connection (docs/shell-and-widgets.md#one-page-one-set-of-connections), framework-free so the shell, widgets and
// tests share it. Status runs connecting → connected → disconnected. Pings are answered with a
// pong carrying a timestamp; a connection that hears no ping for 30 s is presumed dead (a sleeping
// laptop, a proxy that dropped it silently) and replaced. After any close it reconnects 5 s later
// (plus jitter, so a restarted server is not hit by every dashboard in the same instant), when the
// browser is online, and never after stop() (live mode switched off).
import {
  BEARER_SUBPROTOCOL_PREFIX,
  LIVE_SUBPROTOCOL,
  serverLiveMessageSchema,
  type ClientLiveMessage,
  type ServerLiveMessage,
} from '../contract/live'

export type LiveStatus = 'connecting' | 'connected' | 'disconnected'

/** docs/shell-and-widgets.md#one-page-one-set-of-connections. */
export const HEARTBEAT_TIMEOUT_MS = 30_000
export const RECONNECT_DELAY_MS = 5_000
export const RECONNECT_JITTER_MS = 1_000

/** The part of the browser's WebSocket the client uses. */
export interface WebSocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number }) => void) | null
  onerror: ((event: unknown) => void) | null
}
export type WebSocketConstructor = new (url: string, protocols: string[]) => WebSocketLike

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface LiveClientOptions {
  /** The socket's address (ws: or wss:), read at every connect. */
  url: () => string
  /** The bearer token, read at every connect (a refresh elsewhere is picked up); none: stay off. */
  token: () => string | null | undefined
  WebSocket?: WebSocketConstructor
  timers?: Timers
  isOnline?: () => boolean
  /** Subscribes to the browser coming back online; returns the unsubscribe. */
  onOnline?: (listener: () => void) => () => void
  /** 0 ≤ x < 1, for the reconnect jitter. */
  random?: () => number
  /** The pong's timestamp (ms). */
  now?: () => number
  log?: Pick<Console, 'warn' | 'error'>
  heartbeatTimeoutMs?: number
  reconnectDelayMs?: number
  reconnectJitterMs?: number
}

export interface LiveClient {
  /** Turns live mode on: connects now and keeps reconnecting. */
  start(): void
  /** Turns live mode off: closes the socket and stops reconnecting. */
  stop(): void
  status(): LiveStatus
  onStatus(listener: (status: LiveStatus) => void): () => void
  /** Payment and fireworks messages (pings are handled here). */
  onMessage(listener: (message: ServerLiveMessage) => void): () => void
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

function browserOnOnline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('online', listener)
  return () => window.removeEventListener('online', listener)
}

/** Creates a client; nothing connects until start(). */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const timers = options.timers ?? browserTimers
  const isOnline = options.isOnline ?? browserOnline
  const onOnline = options.onOnline ?? browserOnOnline
  const random = options.random ?? Math.random
  const now = options.now ?? Date.now
  const log = options.log ?? console
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS
  const reconnectDelayMs = options.reconnectDelayMs ?? RECONNECT_DELAY_MS
  const reconnectJitterMs = options.reconnectJitterMs ?? RECONNECT_JITTER_MS

  const statusListeners = new Set<(status: LiveStatus) => void>()
  const messageListeners = new Set<(message: ServerLiveMessage) => void>()
  let current: LiveStatus = 'disconnected'
  let running = false
  let socket: WebSocketLike | null = null
  let heartbeat: unknown = null
  let reconnect: unknown = null
  let stopWaitingForOnline: (() => void) | null = null

  function setStatus(next: LiveStatus): void {
    if (next === current) return
    current = next
    for (const listener of [...statusListeners]) listener(next)
  }

  function clearTimer(handle: unknown): null {
    if (handle !== null) timers.clearTimeout(handle)
    return null
  }

  function armHeartbeat(): void {
    heartbeat = clearTimer(heartbeat)
    heartbeat = timers.setTimeout(() => {
      log.warn('Live connection: no ping for', heartbeatTimeoutMs, 'ms; reconnecting')
      abandon()
      scheduleReconnect()
    }, heartbeatTimeoutMs)
  }

  /** Lets go of the socket without waiting for its close (a dead link may never deliver one). */
  function abandon(): void {
    heartbeat = clearTimer(heartbeat)
    const old = socket
    socket = null
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null
      try {
        old.close()
      } catch {
        // Already closed.
      }
    }
    setStatus('disconnected')
  }

  function scheduleReconnect(): void {
    if (!running || reconnect !== null || stopWaitingForOnline !== null) return
    if (!isOnline()) {
      // Offline: wait for the browser to say it is back, then take the usual delay.
      stopWaitingForOnline = onOnline(() => {
        stopWaitingForOnline?.()
        stopWaitingForOnline = null
        scheduleReconnect()
      })
      return
    }
    reconnect = timers.setTimeout(() => {
      reconnect = null
      connect()
    }, reconnectDelayMs + Math.floor(random() * reconnectJitterMs))
  }

  function receive(data: unknown): void {
    let parsed: unknown
    try {
      parsed = JSON.parse(String(data))
    } catch (error) {
      log.error('Live connection: unreadable message', error)
      return
    }
    const result = serverLiveMessageSchema.safeParse(parsed)
    if (!result.success) {
      log.error('Live connection: unknown message', parsed)
      return
    }
    const message = result.data
    if (message.type === 'ping') {
      armHeartbeat()
      const pong: ClientLiveMessage = { type: 'pong', timestamp: now() }
      socket?.send(JSON.stringify(pong))
      return
    }
    for (const listener of [...messageListeners]) listener(message)
  }

  function connect(): void {
    if (!running || socket) return
    const token = options.token()
    if (!token) {
      // Not signed in (yet): try again later rather than open a socket the server will refuse.
      setStatus('disconnected')
      scheduleReconnect()
      return
    }
    const Constructor = options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketConstructor)
    setStatus('connecting')
    let opened: WebSocketLike
    try {
      opened = new Constructor(options.url(), [LIVE_SUBPROTOCOL, `${BEARER_SUBPROTOCOL_PREFIX}${token}`])
    } catch (error) {
      log.warn('Live connection: could not open', error)
      setStatus('disconnected')
      scheduleReconnect()
      return
    }
    socket = opened
    opened.onopen = () => {
      setStatus('connected')
      armHeartbeat()
    }
    opened.onmessage = (event) => receive(event.data)
    opened.onerror = (event) => {
      log.warn('Live connection error', event)
      setStatus('disconnected')
    }
    opened.onclose = () => {
      abandon()
      scheduleReconnect()
    }
  }

  return {
    start() {
      if (running) return
      running = true
      connect()
    },
    stop() {
      running = false
      reconnect = clearTimer(reconnect)
      stopWaitingForOnline?.()
      stopWaitingForOnline = null
      abandon()
    },
    status: () => current,
    onStatus(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    onMessage(listener) {
      messageListeners.add(listener)
      return () => messageListeners.delete(listener)
    },
  }
}
