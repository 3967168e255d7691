// A server process for tests that kill and restart it: the real app with the live path, started
// the way server/start.ts starts the server (database in FW_DATA_DIR, live services recovered from
// the inbox before the port opens). Prints "live test server listening on URL" once ready.
import { systemClock } from '../../src/clock/clock'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { openStore, storeLocationOf } from '../db/store'
import type { AppDeps } from '../env'
import { AppEvents } from '../events'
import { startServer } from '../index'
import { createLogger } from '../log'
import { startLiveServices } from '../live/services'
import { withLiveRoutes } from './live-routes'

const config = loadConfig()
const opened = await openStore(storeLocationOf(config))
const deps: AppDeps = { config, db: opened.db, clock: systemClock, log: createLogger(), events: new AppEvents() }
const live = await startLiveServices(deps)
deps.live = live
const server = await startServer({ config, deps, app: withLiveRoutes(createApp(deps)), port: 0, websocket: { server: live.hub.webSocketServer } })
console.log(`live test server listening on ${server.url}`)
