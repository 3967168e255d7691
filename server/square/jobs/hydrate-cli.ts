// `npm run hydrate -- --all`: hydrates the configured data directory from Square (or, with no
// SQUARE_ACCESS_TOKEN, from the bundled emulator started for the run) to completion, with a
// progress bar. It waits for a hydration already running elsewhere, and resumes an interrupted one.
// Being a process of its own, it runs the job in its own thread rather than a worker.
//   --all                  everything (the default)
//   --locations            one batch of the locations tool
//   --current-year         one batch of the current-year tool
//   --daily-sales          one batch of the daily-sales tool
//   --batch-size N         batch size of a single tool (1–50; default that tool's)
import { parseArgs } from 'node:util'
import { startedClock, systemClock } from '../../../src/clock/clock'
import { batchSizeSchema, DEFAULT_BATCH_SIZE } from '../../../src/contract/hydration'
import { DEMO_SIZE } from '../../../src/demo'
import { ConfigError, loadConfig } from '../../config'
import { openStore, storeLocationOf } from '../../db/store'
import { kvMaxBytesOf } from '../../kv/kv-budget'
import { AppEvents } from '../../events'
import { createLogger } from '../../log'
import type { HydrationJob } from './hydration-jobs'
import { runInThisThread } from '../runner/hydration-runner'
import { prepareSquareData } from '../lifecycle'
import { progressReporter } from './progress'

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

function chosenJob(values: Record<string, string | boolean | undefined>): HydrationJob {
  const tools = (['locations', 'current-year', 'daily-sales'] as const).filter((name) => values[name] === true)
  if (tools.length > 1 || (tools.length === 1 && values.all === true)) fail('Choose one of --all, --locations, --current-year, --daily-sales')
  const tool = tools[0]
  if (tool === undefined) {
    if (values['batch-size'] !== undefined) fail('--batch-size goes with --locations, --current-year or --daily-sales')
    return { kind: 'all' }
  }
  const kind = tool === 'locations' ? 'locations' : tool === 'current-year' ? 'currentYear' : 'dailySales'
  const raw = values['batch-size']
  const parsed = batchSizeSchema.safeParse(raw ?? DEFAULT_BATCH_SIZE[kind])
  if (!parsed.success) fail(`--batch-size: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  return { kind, batchSize: parsed.data }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      all: { type: 'boolean' },
      locations: { type: 'boolean' },
      'current-year': { type: 'boolean' },
      'daily-sales': { type: 'boolean' },
      'batch-size': { type: 'string' },
    },
    strict: true,
  })
  const job = chosenJob(values)
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 1)
    throw error
  }
  const opened = await openStore(storeLocationOf(config))
  // Log lines go to stderr so the progress and the summary own stdout.
  const log = createLogger({ level: config.FW_LOG_LEVEL, format: config.FW_LOG_FORMAT, write: (line) => process.stderr.write(line + '\n') })
  const clock = config.FW_NOW ? startedClock(config.FW_NOW) : systemClock
  const prepared = await prepareSquareData({
    config,
    deps: { db: opened.db, clock, events: new AppEvents() },
    log,
    // The same demo season the server serves (FW_DEMO_SIZE), when the emulator stands in for Square.
    demo: DEMO_SIZE[config.FW_DEMO_SIZE],
    hydrate: false,
    refreshSchedule: false,
  })
  const progress = progressReporter({ stream: process.stdout })
  try {
    const outcome = await runInThisThread(
      {
        dataDir: config.FW_DATA_DIR,
        connection: prepared.services.connection,
        geocoderUrl: prepared.services.geocoderUrl,
        cacheMaxBytes: kvMaxBytesOf(config),
        firstSeason: config.FW_FIRST_SEASON,
        clock,
        log,
        db: opened.db,
      },
      job,
      {
        purpose: 'command line',
        waitForLock: true,
        onProgress: (p) => progress.update(p),
        onWaiting: (holder) => process.stdout.write(`Waiting for another hydration (${holder.purpose}, process ${holder.pid}) to finish…\n`),
      },
    )
    progress.stop()
    process.stdout.write(`${outcome.message}${outcome.note ? ` ${outcome.note}` : ''}\n`)
    process.stdout.write(`${JSON.stringify(outcome.summary)}\n`)
  } finally {
    progress.stop()
    await prepared.close()
    await opened.close()
  }
}

main().catch((error: unknown) => fail(`Hydration failed: ${error instanceof Error ? error.message : String(error)}`, 1))
