// `npm start` and the release's `node dist/server/start.js`: configuration → database → first admin
// → live hub → the port opens (liveness answers at once, readiness says "starting") → in a clone,
// the widget and shell builds, beside the Square data path (the emulator in the demo) and, on a
// database never hydrated, the first hydration → ready → the banner (startBanner), printed last so
// the address is the console's last word. A database with data is ready once the builds are done,
// before the Square side has connected (its schedule and the demo's timed webhooks begin when it
// has). A release builds nothing. A stop signal at any point drains (lifecycle/shutdown.ts). Each
// step is one function, so the order of a start reads here.
import { performance } from 'node:perf_hooks'
import { startedClock, systemClock, type Clock } from '../src/clock/clock'
import { writeAdminPasswordFile } from './auth/admin-password-file'
import { bootstrapAdmin, type BootstrapOutcome } from './auth/bootstrap'
import { dummyPasswordHash } from './auth/passwords'
import { ConfigError, loadConfig, type Config } from './config'
import { openStore, storeLocationOf, type OpenedStore } from './db/store'
import type { AppDeps } from './env'
import { AppEvents } from './events'
import { DEMO_SIZE } from '../src/demo'
import { ensureWidgetBuild } from './build-assets'
import { ensureShellBuild } from './http/shell-build'
import { freePort } from './free-port'
import { startServer, type RunningServer } from './index'
import { startKvPurge } from './kv/kv-purge'
import { Readiness } from './lifecycle/readiness'
import { drainAndStop } from './lifecycle/shutdown'
import { openLiveServices, recoverLiveServices } from './live/services'
import { createLogger, type Logger } from './log'
import { PROJECT_ROOT, RUNNING_FROM_RELEASE } from './project-root'
import { connectSquareData, type ConnectedSquareData } from './square/lifecycle'
import { loadSquareClientCode } from './square/services'
import { firstHydratedAt } from './square/store/square-meta'
import type { HydrationProgress } from './square/runner/hydration-context'
import { startBanner } from './start-banner'

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

/** FW_LOG_LEVEL and FW_LOG_FORMAT: text lines at info and above unless asked otherwise. */
function consoleLogger(config: Config): Logger {
  return createLogger({ level: config.FW_LOG_LEVEL, format: config.FW_LOG_FORMAT })
}

function buildDeps(config: Config, opened: OpenedStore, log: Logger, readiness: Readiness): AppDeps {
  return { config, db: opened.db, clock: serverClock(config), log, events: new AppEvents(), readiness, store: opened }
}

/**
 * Where words for a person go: stdout, unless stdout carries JSON lines for a log shipper
 * (FW_LOG_FORMAT=json), which a banner or a progress line would break; then stderr.
 */
function personStream(config: Config): NodeJS.WriteStream {
  return config.FW_LOG_FORMAT === 'json' ? process.stderr : process.stdout
}

/** A start that fails after creating the admin must say where its generated password is. */
function rescueGeneratedPassword(file: string | undefined): void {
  if (file !== undefined) process.stderr.write(`The first admin's generated password is in ${file}.\n`)
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

/** What a stop signal drains; the Square side joins once it is connected. */
interface Running {
  config: Config
  deps: AppDeps
  readiness: Readiness
  server: RunningServer
  opened: OpenedStore
  stopTimers: () => void
  square?: ConnectedSquareData
}

/** True once a stop signal arrived: what fails after it (a stopped first hydration) is the stop, not an error. */
let stopRequested = false
/** What a stop signal does: before the port opens there is nothing to drain. */
let onStopSignal: (signal: NodeJS.Signals) => void = () => process.exit(0)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopRequested = true
    onStopSignal(signal)
  })
}

/** From the moment the port is open, SIGTERM and SIGINT drain and stop (lifecycle/shutdown.ts). */
function drainOnSignals(running: Running): void {
  onStopSignal = (signal) => {
    void drainAndStop(
      {
        config: running.config,
        deps: running.deps,
        readiness: running.readiness,
        log: running.deps.log,
        server: running.server,
        closeSquare: async () => running.square?.close(),
        stopTimers: running.stopTimers,
        closeStore: () => running.opened.close(),
      },
      signal,
    ).then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Could not stop cleanly: ${error instanceof Error ? error.message : String(error)}\n`)
        process.exit(1)
      },
    )
  }
}

/** In a clone with FW_WIDGET_BUILD=auto: the widget and shell builds, side by side, when stale. A release builds nothing. */
async function buildWhatIsStale(config: Config): Promise<void> {
  if (RUNNING_FROM_RELEASE || config.FW_WIDGET_BUILD !== 'auto') return
  const say = (line: string) => personStream(config).write(line + '\n')
  await Promise.all([ensureWidgetBuild(PROJECT_ROOT, say), ensureShellBuild(PROJECT_ROOT, say)])
}

/** What readiness says while the first hydration runs: the orders in so far. */
function hydrationDetail(readiness: Readiness): (progress: HydrationProgress) => void {
  let orders = 0
  return (progress) => {
    if (progress.kind === 'page') orders += progress.orders
    readiness.starting(`first sync with Square: ${orders.toLocaleString('en-US')} orders so far`)
  }
}

/** Set once the first admin exists, so a failed start can still say where its password is. */
let adminPasswordFile: string | undefined

async function main(): Promise<void> {
  const started = performance.now()
  const config = await concretePort(configOrExit())
  const log = consoleLogger(config)
  const opened = await openStore(storeLocationOf(config), { log })
  const readiness = new Readiness('starting', 'opening the database')
  const deps = buildDeps(config, opened, log, readiness)
  const stopKvPurge = startKvPurge(deps)
  const admin: BootstrapOutcome = await bootstrapAdmin(deps)
  if (admin.created && admin.generated) adminPasswordFile = writeAdminPasswordFile(config.FW_DATA_DIR, admin.password)
  // Made now, so the first sign-in with an unknown username takes no longer than a wrong password;
  // and the Square client's code, whose synchronous load would block a server already listening.
  await Promise.all([dummyPasswordHash(), loadSquareClientCode()])
  deps.live = await openLiveServices(deps)
  const server = await startServer({ config, deps, websocket: { server: deps.live.hub.webSocketServer } })
  const running: Running = { config, deps, readiness, server, opened, stopTimers: stopKvPurge }
  drainOnSignals(running)
  if (config.FW_LOG_FORMAT === 'json') log.info('server.port_open', { url: server.url })

  let connected!: () => void
  const squareConnected = new Promise<void>((resolve) => (connected = resolve))
  const building = buildWhatIsStale(config)
  // A database with data serves it at once; only a first start waits for the first sync.
  const hasData = (await firstHydratedAt(deps.db)) !== undefined
  readiness.starting(hasData ? 'building the dashboard' : config.useEmulator ? 'starting the demo Square emulator' : 'connecting to Square')
  const connecting = connectSquareData({
    config,
    deps,
    log,
    progressStream: personStream(config),
    demo: DEMO_SIZE[config.FW_DEMO_SIZE],
    webhookBusiestGapMs: config.FW_DEMO_WEBHOOK_MS,
    webhooksAfter: squareConnected,
  }).then(async (square) => {
    running.square = square
    deps.square = square.services
    // After the Square data path: a payment left unfinished by the last run refreshes its order through it.
    await recoverLiveServices(deps, deps.live!)
    return square
  })
  // Awaited below; a failure meanwhile must not go unhandled while the builds finish.
  connecting.catch(() => undefined)
  if (hasData) await building
  else await Promise.all([building, connecting.then((square) => square.hydrateIfNeeded(hydrationDetail(readiness)))])
  readiness.ready()
  const elapsedMs = Math.round(performance.now() - started)
  // Log shippers get the address as a line of their own; a person reads it in the banner.
  if (config.FW_LOG_FORMAT === 'json') log.info('server.listening', { url: server.url, demo: config.useEmulator, elapsedMs })
  personStream(config).write(
    startBanner({
      listeningUrl: server.url,
      publicOrigin: config.FW_PUBLIC_ORIGIN,
      admin,
      adminPasswordFile,
      adminCommand: RUNNING_FROM_RELEASE ? 'node dist/server/admin.js' : 'npm run admin --',
      demo: config.useEmulator,
      dataDir: config.FW_DATA_DIR,
      logLevel: config.FW_LOG_LEVEL,
      logFormat: config.FW_LOG_FORMAT,
      elapsedMs,
    }) + '\n',
  )
  // A later start is ready before the Square side is connected; its schedule and the demo's
  // timed webhooks begin once it is.
  const square = await connecting
  square.startRefreshSchedule()
  connected()
}

main().catch((error: unknown) => {
  if (stopRequested) return
  const message = error instanceof Error ? error.message : String(error)
  rescueGeneratedPassword(adminPasswordFile)
  process.stderr.write(`Could not start: ${message}\n`)
  process.exit(1)
})
