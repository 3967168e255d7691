// What the live path needs at run time: the WebSocket hub that fans payments out to dashboards,
// how webhook signatures are checked, and the Square refresh a stale order triggers. Built at
// start by startLiveServices (server/live/services.ts); tests build their own.
import type { CoreDeps } from '../core-deps'
import type { BackgroundWork } from './background'
import type { OrderTarget } from './event-plan'
import type { LiveFanout } from './fanout'
import type { LiveHub } from './hub'

export interface WebhookSettings {
  /** Keys a Square signature may be made with: one, or two while a key is rotated. */
  signatureKeys: readonly string[]
  /**
   * The exact URL Square posts to (SQUARE_WEBHOOK_URL); when unset, the URL the request arrived
   * at, which is right only when no proxy rewrites the scheme, host or path.
   */
  notificationUrl: string | undefined
}

/** Fetches one order from Square and stores it with its location's refreshed figures and cache. */
export type RefreshOrder = (target: OrderTarget) => Promise<void>

/**
 * What the live path is built with: the core services and, when the Square data path runs, its
 * refresh of one order (all live needs of it, so live stands apart from how Square is reached).
 */
export type LiveDeps = Pick<CoreDeps, 'config' | 'db' | 'clock' | 'log' | 'events'> & {
  square?: { refreshOrder: RefreshOrder } | undefined
}

export interface LiveServices {
  hub: LiveHub
  /** Payments, changed figures and ended sessions across instances (only this one on SQLite). */
  fanout: LiveFanout
  /** Open sockets on every instance (server/live/fanout.ts). */
  connectionCount(): number
  webhook: WebhookSettings
  /**
   * Overrides the Square data path's refresh (deps.square.refreshOrder) — tests use it; with
   * neither, a stale order is only recorded as not refreshed.
   */
  refreshOrder: RefreshOrder | undefined
  /** Work done after a webhook was answered (order refreshes). */
  background: BackgroundWork
  /** Resolves once every refresh started so far has finished (tests, shutdown). */
  idle(): Promise<void>
  /** Closes every socket and stops the timers (and, clustered, leaves the cluster). */
  close(): void
}
