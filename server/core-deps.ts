// The few services every part of the server is built with: the configuration, the database, the
// clock, the log and the in-process events. The areas (auth, embed, kv, square, figures, live) take
// these, or a Pick of them, and so stand below the app's whole wiring (./env.ts), which adds the
// services built out of those areas.
import type { Kysely } from 'kysely'
import type { Clock } from '../src/clock/clock'
import type { Config } from './config'
import type { Database } from './db/schema'
import type { AppEvents } from './events'
import type { Logger } from './log'

export interface CoreDeps {
  config: Config
  db: Kysely<Database>
  clock: Clock
  log: Logger
  events: AppEvents
}
