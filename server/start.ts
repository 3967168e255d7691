// `npm start`: configuration → database → dependencies → first admin → listening server.
// Each step is one function so later steps (the Square data path, the shell) slot in between.
import { performance } from 'node:perf_hooks'
import { startedClock, systemClock, type Clock } from '../src/clock/clock'
import { bootstrapAdmin, type BootstrapOutcome } from './auth/bootstrap'
import { dummyPasswordHash } from './auth/passwords'
import { ConfigError, loadConfig, type Config } from './config'
import { openDatabase, type OpenedDatabase } from './db/open'
import type { AppDeps } from './env'
import { AppEvents } from './events'
import { startServer, type RunningServer } from './index'
import { createLogger } from './log'

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

function buildDeps(config: Config, opened: OpenedDatabase): AppDeps {
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

/** Closes the server, then the database, on Ctrl+C or a stop signal. */
function stopOnSignals(server: RunningServer, opened: OpenedDatabase): void {
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`Received ${signal}, stopping.`)
    void server
      .close()
      .then(() => opened.close())
      .then(() => process.exit(0))
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

async function main(): Promise<void> {
  const started = performance.now()
  const config = configOrExit()
  const opened = openDatabase(config.FW_DATA_DIR)
  const deps = buildDeps(config, opened)
  announceAdmin(await bootstrapAdmin(deps))
  // Made now, so the first sign-in with an unknown username takes no longer than a wrong password.
  await dummyPasswordHash()
  const server = await startServer({ config, deps })
  stopOnSignals(server, opened)
  const elapsed = Math.round(performance.now() - started)
  console.log(`Fireworks dashboard API listening on ${server.url}/api (data in ${config.FW_DATA_DIR}, started in ${elapsed} ms)`)
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`Could not start: ${message}\n`)
  process.exit(1)
})
