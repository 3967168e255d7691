// What every request handler can reach: the app's dependencies (built once at start, or by a
// test) and per-request facts set by middleware (request id, the signed-in session). It names the
// services built out of every area, so it stands above them all: the areas themselves take the
// core services (./core-deps.ts), and only the request's pieces (http/, routes/) build on this.
import type { SessionUser } from './auth/sessions'
import type { CoreDeps } from './core-deps'
import type { OpenedStore } from './db/store'
import type { EmbedGrant } from './embed/grant'
import type { Readiness } from './lifecycle/readiness'
import type { LiveServices } from './live/deps'
import type { ServerMetrics } from './metrics/server-metrics'
import type { SquareServices } from './square/deps'

/** The core services (./core-deps.ts) and those the app builds from the areas at start. */
export interface AppDeps extends CoreDeps {
  /** The Square data path; absent in tests and tools that do not reach Square. */
  square?: SquareServices
  /** The live payments hub; absent in tests and tools that serve no WebSocket. */
  live?: LiveServices
  /** Starting, ready or stopping (`npm start`); absent: always ready (tests and tools). */
  readiness?: Readiness
  /** The store behind `db`: its kind, PostgreSQL's pool or SQLite's handle (what /metrics reports of the database). */
  store?: Pick<OpenedStore, 'kind' | 'pool' | 'sqlite'>
}

export interface AppEnv {
  Variables: {
    deps: AppDeps
    requestId: string
    session: SessionUser | undefined
    /** This app's metrics (server/metrics), set for every request of createApp's app; absent in an app built without it. */
    metrics: ServerMetrics | undefined
    /** Set instead of `session` when the bearer token is an embed token (read-only, some locations). */
    embed: EmbedGrant | undefined
  }
}
