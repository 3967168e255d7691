// `npm start`: configuration → database → dependencies → first admin → widget build → Square data
// (the emulator and a first hydration in the demo) → live payments → listening server → the
// banner (startBanner): printed last, so the address and a first start's generated password are
// the console's last words rather than lost among log lines. The demo emulator's timed webhooks
// start only once the server listens. Each step is one function, so the order of a start reads here.
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
import { ensureShellBuild } from './http/shell-build'
import { freePort } from './free-port'
import { startServer, type RunningServer } from './index'
import { startKvPurge } from './kv/kv-purge'
import { startLiveServices } from './live/services'
import { createLogger, type Logger } from './log'
import { prepareSquareData, type PreparedSquareData } from './square/lifecycle'
import { startBanner } from './start-banner'

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

/** FW_LOG_LEVEL and FW_LOG_FORMAT: text lines at info and above unless asked otherwise. */
function consoleLogger(config: Config): Logger {
  return createLogger({ level: config.FW_LOG_LEVEL, format: config.FW_LOG_FORMAT })
}

function buildDeps(config: Config, opened: OpenedStore, log: Logger): AppDeps {
  return { config, db: opened.db, clock: serverClock(config), log, events: new AppEvents(), store: opened }
}

/**
 * Where words for a person go: stdout, unless stdout carries JSON lines for a log shipper
 * (FW_LOG_FORMAT=json), which a banner or a progress line would break; then stderr.
 */
function personStream(config: Config): NodeJS.WriteStream {
  return config.FW_LOG_FORMAT === 'json' ? process.stderr : process.stdout
}

/** A start that fails after creating the admin must not lose its generated password. */
function rescueGeneratedPassword(outcome: BootstrapOutcome | undefined): void {
  if (!outcome?.created || !outcome.generated) return
  process.stderr.write(`The user "${outcome.username}" was created with the generated password ${outcome.password} (shown only this once).\n`)
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
    deps.log.info('server.stopping', { signal })
    // Open WebSockets would keep server.close() waiting: the hub closes them first.
    deps.live?.close()
    stopTimers()
    // The Square side first: the demo emulator stops posting webhooks, which would keep the
    // server's connections busy.
    void squareData
      .close()
      .then(() => server.close())
      .then(() => opened.close())
      .then(() => process.exit(0))
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

/** Set once the first admin exists, so a failed start can still show its generated password. */
let adminOutcome: BootstrapOutcome | undefined

async function main(): Promise<void> {
  const started = performance.now()
  const config = await concretePort(configOrExit())
  const log = consoleLogger(config)
  const opened = await openStore(storeLocationOf(config), { log })
  const deps = buildDeps(config, opened, log)
  const stopKvPurge = startKvPurge(deps)
  adminOutcome = await bootstrapAdmin(deps)
  // Made now, so the first sign-in with an unknown username takes no longer than a wrong password.
  await dummyPasswordHash()
  if (config.FW_WIDGET_BUILD === 'auto') {
    const say = (line: string) => personStream(config).write(line + '\n')
    await ensureWidgetBuild(PROJECT_ROOT, say)
    await ensureShellBuild(PROJECT_ROOT, say)
  }
  let listening!: () => void
  const serverListens = new Promise<void>((resolve) => (listening = resolve))
  const squareData = await prepareSquareData({
    config,
    deps,
    log: deps.log,
    progressStream: personStream(config),
    demo: DEMO_SIZE[config.FW_DEMO_SIZE],
    webhookBusiestGapMs: config.FW_DEMO_WEBHOOK_MS,
    webhooksAfter: serverListens,
  })
  deps.square = squareData.services
  // After the Square data path: a payment refreshes its order through it.
  deps.live = await startLiveServices(deps)
  const server = await startServer({ config, deps, websocket: { server: deps.live.hub.webSocketServer } })
  listening()
  void squareData.services.preloadClient()
  stopOnSignals(server, deps, squareData, opened, stopKvPurge)
  const elapsedMs = Math.round(performance.now() - started)
  // Log shippers get the address as a line of their own; a person reads it in the banner.
  if (config.FW_LOG_FORMAT === 'json') deps.log.info('server.listening', { url: server.url, demo: config.useEmulator, elapsedMs })
  personStream(config).write(
    startBanner({
      listeningUrl: server.url,
      publicOrigin: config.FW_PUBLIC_ORIGIN,
      admin: adminOutcome,
      demo: config.useEmulator,
      dataDir: config.FW_DATA_DIR,
      logLevel: config.FW_LOG_LEVEL,
      logFormat: config.FW_LOG_FORMAT,
      elapsedMs,
    }) + '\n',
  )
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  rescueGeneratedPassword(adminOutcome)
  process.stderr.write(`Could not start: ${message}\n`)
  process.exit(1)
})
