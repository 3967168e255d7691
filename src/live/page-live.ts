// The page's one live connection (docs/shell-and-widgets.md#one-page-one-set-of-connections): open while anything on the page
// holds it (a figures widget, the shell's fireworks, the admin feed's Live Mode), closed when the
// last lets go. It keeps the connection status and the live feed's payments for whoever shows
// them, and it keeps the page's answers current: when the server says a location's figures
// changed, every answer about those years is asked again.
import { atom, type ReadableAtom } from 'nanostores'
import { defaultApiBase } from '../api/api-base'
import { refreshLocationYears } from '../api/queries'
import { browserStorage, readStoredSession } from '../api/stored-session'
import { systemClock } from '../clock/clock'
import { pageSessionPlace } from '../stores/session'
import type { PaymentReceivedMessage, ServerLiveMessage } from '../contract/live'
import { pageSingleton } from '../page/page-singleton'
import { createLiveClient, type LiveClient, type LiveClientOptions, type LiveStatus } from './live-client'
import { addPayment } from './payments'
import { liveSocketUrl } from './socket-url'

interface LiveRuntime {
  $status: ReturnType<typeof atom<LiveStatus>>
  $payments: ReturnType<typeof atom<readonly PaymentReceivedMessage[]>>
  listeners: Set<(message: ServerLiveMessage) => void>
  holders: number
  client: LiveClient | null
  detach: Array<() => void>
}

const runtime = pageSingleton<LiveRuntime>('live/v1', () => ({
  $status: atom<LiveStatus>('disconnected'),
  $payments: atom<readonly PaymentReceivedMessage[]>([]),
  listeners: new Set(),
  holders: 0,
  client: null,
  detach: [],
}))

/** The connection's status (docs/shell-and-widgets.md#one-page-one-set-of-connections): disconnected, connecting or connected. */
export const $liveStatus: ReadableAtom<LiveStatus> = runtime.$status
/** Payments heard since the page opened: at most 5,000, newest first (docs/screens.md#live-payments-and-fireworks). */
export const $livePayments: ReadableAtom<readonly PaymentReceivedMessage[]> = runtime.$payments

export interface HoldLiveOptions extends Partial<LiveClientOptions> {
  /** Where the API lives; `/api` of the page's origin by default. The first holder's base is used. */
  apiBase?: string
}

function receive(message: ServerLiveMessage): void {
  if (message.type === 'payment_received') runtime.$payments.set(addPayment(runtime.$payments.get(), message))
  if (message.type === 'figures_changed') refreshLocationYears(message.location_id, message.years)
  for (const listener of [...runtime.listeners]) listener(message)
}

function open(options: HoldLiveOptions): void {
  const apiBase = options.apiBase ?? defaultApiBase()
  const pageUrl = typeof location === 'undefined' ? 'http://127.0.0.1/' : location.href
  const client = createLiveClient({
    url: () => liveSocketUrl(apiBase, pageUrl),
    token: () => readStoredSession(browserStorage(), systemClock, pageSessionPlace())?.token,
    ...options,
  })
  runtime.client = client
  runtime.detach = [client.onStatus((status) => runtime.$status.set(status)), client.onMessage(receive)]
  client.start()
  runtime.$status.set(client.status())
}

function close(): void {
  runtime.client?.stop()
  for (const undo of runtime.detach) undo()
  runtime.detach = []
  runtime.client = null
  runtime.$status.set('disconnected')
}

/** Keeps the connection open until the returned function is called (each holder calls it once). */
export function holdLive(options: HoldLiveOptions = {}): () => void {
  runtime.holders += 1
  if (runtime.holders === 1) open(options)
  let released = false
  return () => {
    if (released) return
    released = true
    runtime.holders -= 1
    if (runtime.holders === 0) close()
  }
}

/** Calls `listener` with every payment, fireworks and figures message while the connection is open. */
export function onLiveMessage(listener: (message: ServerLiveMessage) => void): () => void {
  runtime.listeners.add(listener)
  return () => runtime.listeners.delete(listener)
}

/** Empties the live feed. */
export function clearLivePayments(): void {
  runtime.$payments.set([])
}
