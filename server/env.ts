// What every request handler can reach: the app's dependencies (built once at start, or by a
// test) and per-request facts set by middleware (request id, the signed-in session).
import type { Kysely } from 'kysely'
import type { Clock } from '../src/clock/clock'
import type { Config } from './config'
import type { Database } from './db/schema'
import type { OpenedStore } from './db/store'
import type { EmbedGrant } from './embed/grant'
import type { AppEvents } from './events'
import type { Readiness } from './lifecycle/readiness'
import type { Logger } from './log'
import type { LiveServices } from './live/deps'
import type { ServerMetrics } from './metrics/server-metrics'
import type { SquareServices } from './square/deps'

export interface AppDeps {
  config: Config
  db: Kysely<Database>
  clock: Clock
  log: Logger
  events: AppEvents
  /** The Square data path; absent in tests and tools that do not reach Square. */
  square?: SquareServices
  /** The live payments hub; absent in tests and tools that serve no WebSocket. */
  live?: LiveServices
  /** Starting, ready or stopping (`npm start`); absent: always ready (tests and tools). */
  readiness?: Readiness
  /** The store behind `db`: its kind, PostgreSQL's pool or SQLite's handle (what /metrics reports of the database). */
  store?: Pick<OpenedStore, 'kind' | 'pool' | 'sqlite'>
}

/** The signed-in caller, set by the session middleware when a valid bearer token came. */
export interface SessionUser {
  userId: number
  username: string
  roles: string[]
  /** The id of the session row (never the token itself). */
  sessionId: string
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
