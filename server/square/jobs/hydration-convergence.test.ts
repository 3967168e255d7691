// Hydration converges: throttled by 429s, killed (SIGKILL) at random points and rerun, or stopped
// for a shutdown and rerun, it ends with exactly the orders, locations and stats of an
// uninterrupted run (bookkeeping times aside).
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { fixedClock } from '../../../src/clock/clock'
import { startEmulator, type RunningEmulator } from '../../emulator/emulator'
import { AppEvents } from '../../events'
import { memoryLogger } from '../../log'
import { HydrationFailedError, HydrationRunner } from '../runner/hydration-runner'
import { hydrateInWorker } from '../testing/hydrate-in-worker'
import { FAST_RETRY } from '../testing/fast-retry'
import { squareDataSnapshot } from '../testing/snapshot'
import { openTempDatabase, type TempDatabase } from '../../testing/temp-db'

const NOW = '2025-07-04T20:00:00Z'
const TOKEN = 'convergence-token'
const DEMO = { locationCount: 12, ordersPerLocationYear: 300 }
/**
 * Each test hydrates the whole demo once or several times: some 30 s on a quiet two-core machine,
 * several times that while the rest of the suite shares the cores. A budget against a hang, not a
 * speed asserted.
 */
const HYDRATION_BUDGET_MS = 600_000

/** Hydrates everything into `db` from `emulator` in a worker, as the server does. */
const hydrateInProcess = (db: TempDatabase, emulator: RunningEmulator) => hydrateInWorker({ dataDir: db.dataDir, store: db, emulator, accessToken: TOKEN, now: NOW })

let reference: Awaited<ReturnType<typeof squareDataSnapshot>>
let emulator: RunningEmulator
beforeAll(async () => {
  emulator = await startEmulator({ accessToken: TOKEN, clock: fixedClock(NOW), demo: DEMO })
  const db = await openTempDatabase()
  try {
    const outcome = await hydrateInProcess(db, emulator)
    expect(outcome.summary.complete).toBe(true)
    reference = await squareDataSnapshot(db.db)
  } finally {
    await db.dispose()
  }
  expect(reference.orders.length).toBeGreaterThan(3 * 1000) // several pages per season window
  expect(reference.locations.some((l) => l.coordinates_source === 'internal')).toBe(true)
}, HYDRATION_BUDGET_MS)
afterAll(() => emulator.close())

it('ends with the same data when the emulator answers 429 to a share of requests', { timeout: HYDRATION_BUDGET_MS }, async () => {
  const throttled = await startEmulator({ accessToken: TOKEN, clock: fixedClock(NOW), demo: DEMO, failureRate: 0.3 })
  const db = await openTempDatabase()
  try {
    await hydrateInProcess(db, throttled)
    expect(await squareDataSnapshot(db.db)).toEqual(reference)
    // Every third or so request was refused and retried.
    expect(throttled.requestCount).toBeGreaterThan(emulator.requestCount / 2 + 10)
  } finally {
    await db.dispose()
    await throttled.close()
  }
})

const CLI = fileURLToPath(new URL('./hydrate-cli.ts', import.meta.url))

/**
 * When to kill a run: `delayMs` after it starts (while it loads, lists and geocodes locations), or
 * once `fraction` of the seasons it set out to fetch are done (read from its progress lines), then
 * `delayMs` later.
 */
type KillPoint = { afterStartMs: number } | { fraction: number; delayMs: number }

/** Runs `npm run hydrate -- --all` as its own process, killing it (SIGKILL) at `kill` if it is still running. */
function runCli(db: TempDatabase, kill: KillPoint | null): Promise<{ killed: boolean; code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--all'], {
      env: {
        PATH: process.env.PATH,
        FW_DATA_DIR: db.dataDir,
        ...(db.location.databaseUrl === undefined ? {} : { FW_DATABASE_URL: db.location.databaseUrl }),
        FW_NOW: NOW,
        SQUARE_ACCESS_TOKEN: TOKEN,
        SQUARE_BASE_URL: emulator.url,
        FW_GEOCODER_URL: `${emulator.url}/geocode`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let timer: NodeJS.Timeout | undefined
    if (kill !== null && 'afterStartMs' in kill) timer = setTimeout(() => child.kill('SIGKILL'), kill.afterStartMs)
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (kill === null || 'afterStartMs' in kill || timer !== undefined) return
      const progress = [...output.matchAll(/(\d+)\/(\d+) seasons/g)].at(-1)
      if (progress === undefined) return
      const done = Number(progress[1])
      const total = Number(progress[2])
      // Never at the last season: a kill must land while work is left, however fast the machine.
      const target = Math.min(Math.floor(kill.fraction * total), total - 1)
      if (done >= target && done < total) timer = setTimeout(() => child.kill('SIGKILL'), kill.delayMs)
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code, signal) => {
      if (timer !== undefined) clearTimeout(timer)
      resolve({ killed: signal === 'SIGKILL', code, output })
    })
  })
}

it('ends with the same data after being killed at random points and rerun', { timeout: HYDRATION_BUDGET_MS }, async () => {
  const db = await openTempDatabase()
  try {
    const killedAt: string[] = []
    while (killedAt.length < 6) {
      // Anywhere from start-up (early runs only: plenty is left) to well into the seasons left;
      // the next run resumes.
      const kill: KillPoint =
        killedAt.length < 2 && Math.random() < 0.5
          ? { afterStartMs: Math.floor(Math.random() * 2500) }
          : // At most 40% of what is left, so six kills still find seasons left to interrupt.
            { fraction: Math.random() * 0.4, delayMs: Math.floor(Math.random() * 30) }
      const result = await runCli(db, kill)
      if (!result.killed) {
        expect(result.code, result.output).toBe(0) // it finished before the kill
        break
      }
      killedAt.push(result.output.trim().split('\n').at(-1) ?? '')
    }
    expect(killedAt.length, killedAt.join('\n')).toBeGreaterThanOrEqual(5)
    const last = await runCli(db, null)
    expect(last.code, last.output).toBe(0)
    expect(last.output).toMatch(/Hydrated 12 locations/)
    expect(await squareDataSnapshot(db.db)).toEqual(reference)
  } finally {
    await db.dispose()
  }
})

it('stopped for a shutdown after a saved page, ends as stopped, frees the lock, and the next run finishes the same data', { timeout: HYDRATION_BUDGET_MS }, async () => {
  const db = await openTempDatabase()
  const runner = new HydrationRunner({
    dataDir: db.dataDir,
    databaseUrl: db.location.databaseUrl,
    connection: { baseUrl: emulator.url, accessToken: TOKEN },
    geocoderUrl: `${emulator.url}/geocode`,
    clock: fixedClock(NOW),
    log: memoryLogger(),
    events: new AppEvents(),
    retry: FAST_RETRY,
    clockRuns: false,
    db: db.db,
  })
  try {
    let pages = 0
    let stopping: Promise<void> | undefined
    const run = runner.run(
      { kind: 'all' },
      {
        purpose: 'stopped by a shutdown',
        onProgress: (progress) => {
          if (progress.kind === 'page' && ++pages === 2) stopping = runner.stop(60_000)
        },
      },
    )
    const failure = await run.then(
      () => undefined,
      (error: unknown) => error,
    )
    await stopping
    expect(failure).toBeInstanceOf(HydrationFailedError)
    expect((failure as HydrationFailedError).causeName).toBe('HydrationStopped')
    // It ended after the page in hand: the pages before are kept, the rest is not in yet.
    const partial = await squareDataSnapshot(db.db)
    expect(partial.orders.length).toBeGreaterThan(0)
    expect(partial.orders.length).toBeLessThan(reference.orders.length)
    expect(await db.db.selectFrom('square_hydration_lock').selectAll().execute()).toEqual([])
    await runner.close()
    await hydrateInProcess(db, emulator)
    expect(await squareDataSnapshot(db.db)).toEqual(reference)
  } finally {
    await runner.close()
    await db.dispose()
  }
})
