// Live payments as they arrive: at most 5,000, newest first. One connection per page, owned by
// whoever switches live mode (the live feed's Live Mode switch): startLive() and stopLive().
// Anything else that reacts to live messages (fireworks, refreshing a location's figures)
// subscribes with onLiveMessage.
import { atom } from 'nanostores'
import { defaultApiBase } from '../api/api-base'
import { browserStorage, readStoredSession } from '../api/stored-session'
import type { PaymentReceivedMessage, ServerLiveMessage } from '../contract/live'
import { createLiveClient, type LiveClient, type LiveClientOptions } from '../live/live-client'
import { addPayment } from '../live/payments'
import { liveSocketUrl } from '../live/socket-url'
import { $connection } from './connection'

export const $live = atom<readonly PaymentReceivedMessage[]>([])

const listeners = new Set<(message: ServerLiveMessage) => void>()
let client: LiveClient | null = null
let detach: Array<() => void> = []

export interface StartLiveOptions extends Partial<LiveClientOptions> {
  /** Where the API lives; `/api` of the page's origin by default. */
  apiBase?: string
}

/** Turns live mode on (a second call while on does nothing). */
export function startLive(options: StartLiveOptions = {}): void {
  if (client) return
  const apiBase = options.apiBase ?? defaultApiBase()
  const pageUrl = typeof location === 'undefined' ? 'http://127.0.0.1/' : location.href
  client = createLiveClient({
    url: () => liveSocketUrl(apiBase, pageUrl),
    token: () => readStoredSession(browserStorage())?.token,
    ...options,
  })
  detach = [
    client.onStatus((status) => $connection.set(status)),
    client.onMessage((message) => {
      if (message.type === 'payment_received') $live.set(addPayment($live.get(), message))
      for (const listener of [...listeners]) listener(message)
    }),
  ]
  client.start()
  $connection.set(client.status())
}

/** Turns live mode off: closes the socket; the payments already shown stay. */
export function stopLive(): void {
  client?.stop()
  for (const undo of detach) undo()
  detach = []
  client = null
  $connection.set('disconnected')
}

/** Calls `listener` with every payment and fireworks message while live mode is on. */
export function onLiveMessage(listener: (message: ServerLiveMessage) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Empties the feed. */
export function clearLive(): void {
  $live.set([])
}
