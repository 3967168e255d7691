// `npm start`: configuration → database → dependencies → first admin → widget build → Square data
// (the emulator and a first hydration in the demo) → live payments → listening server.
// Each step is one function, so the order of a start reads here.
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { startedClock, systemClock, type Clock } from '../src/clock/clock'
import { bootstrapAdmin, type BootstrapOutcome } from './auth/bootstrap'
import { dummyPasswordHash } from './auth/passwords'
import { ConfigError, loadConfig, type Config } from './config'
import { openStore, storeLocationOf, type OpenedStore } from './db/store'
import type { AppDeps } from './env'
import { AppEvents } from './events'
import { DEMO_SIZE } from '../src/demo'
import { ensureWidgetBuild } from './build-assets'
import { freePort } from './free-port'
import { startServer, type RunningServer } from './index'
import { startKvPurge } from './kv/kv-purge'
import { startLiveServices } from './live/services'
import { createLogger } from './log'
import { prepareSquareData, type PreparedSquareData } from './square/lifecycle'

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The configuration, or exit 1 with its message (no stack) when a value is bad. */
function configOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}

/** FW_NOW starts the server's clock at that instant and lets it run on; else the real time. */
function serverClock(config: Config): Clock {
  return config.FW_NOW ? startedClock(config.FW_NOW) : systemClock
}

function buildDeps(config: Config, opened: OpenedStore): AppDeps {
  return { config, db: opened.db, clock: serverClock(config), log: createLogger(), events: new AppEvents() }
}

/** Tells the operator about a newly created admin; a generated password is shown this once. */
function announceAdmin(outcome: BootstrapOutcome): void {
  if (!outcome.created) return
  if (!outcome.generated) {
    console.log(`Created user "${outcome.username}" with the password from FW_ADMIN_PASSWORD.`)
    return
  }
  console.log(
    [
      '',
      '  ┌──────────────────────────────────────────────────────────────────',
      `  │ Created user "${outcome.username}" with a generated password:`,
      '  │',
      `  │     ${outcome.password}`,
      '  │',
      '  │ It is shown only this once. Change it with',
      `  │     npm run admin -- reset-password ${outcome.username}`,
      '  └──────────────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  )
}

/**
 * PORT=0 asks for any free port; it is chosen before anything starts, because the demo emulator
 * must know where to post its webhooks before the server listens.
 */
async function concretePort(config: Config): Promise<Config> {
  if (config.PORT !== 0) return config
  const port = await freePort(config.HOST)
  return { ...config, PORT: port }
}

/** Closes the live sockets, the server, the Square data path, then the database, on a stop signal. */
function stopOnSignals(server: RunningServer, deps: AppDeps, squareData: PreparedSquareData, opened: OpenedStore, stopTimers: () => void): void {
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`Received ${signal}, stopping.`)
    // Open WebSockets would keep server.close() waiting: the hub closes them first.
    deps.live?.close()
    stopTimers()
    void server
      .close()
      .then(() => squareData.close())
      .then(() => opened.close())
      .then(() => process.exit(0))
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

async function main(): Promise<void> {
  const started = performance.now()
  const config = await concretePort(configOrExit())
  const opened = await openStore(storeLocationOf(config))
  const deps = buildDeps(config, opened)
  const stopKvPurge = startKvPurge(deps)
  announceAdmin(await bootstrapAdmin(deps))
  // Made now, so the first sign-in with an unknown username takes no longer than a wrong password.
  await dummyPasswordHash()
  if (config.FW_WIDGET_BUILD === 'auto') await ensureWidgetBuild(PROJECT_ROOT)
  const squareData = await prepareSquareData({
    config,
    deps,
    log: deps.log,
    demo: DEMO_SIZE[config.FW_DEMO_SIZE],
    webhookIntervalMs: config.FW_DEMO_WEBHOOK_MS,
  })
  deps.square = squareData.services
  // After the Square data path: a payment refreshes its order through it.
  deps.live = await startLiveServices(deps)
  const server = await startServer({ config, deps, websocket: { server: deps.live.hub.webSocketServer } })
  stopOnSignals(server, deps, squareData, opened, stopKvPurge)
  const elapsed = Math.round(performance.now() - started)
  const source = config.useEmulator ? 'the bundled Square emulator (demo season)' : 'Square'
  console.log(`Fireworks dashboard listening on ${server.url} — API at ${server.url}/api, widget example at ${server.url}/examples/`)
  console.log(`Data from ${source}, kept in ${config.FW_DATA_DIR}; started in ${elapsed} ms`)
  console.log('The dashboard shell is not part of this build yet: / says so and links to what runs.')
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`Could not start: ${message}\n`)
  process.exit(1)
})
