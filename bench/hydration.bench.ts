// Hydration throughput (docs/architecture.md#what-is-measured, issue 4): orders per second from the emulator into the
// database through the whole production path (the hydration worker thread, the Square SDK, the
// contract check, placing each order in its season with src/season and src/analytics, one
// transaction per page), as a ratio against the floor of the same transfer: a plain fetch + JSON.parse
// of the very same SearchOrders pages from the same emulator, storing nothing. Wall time on a
// shared machine: printed, never asserted.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixedClock } from '../src/clock/clock'
import { demoOrderCount, type DemoOptions } from '../src/demo'
import { seasonBounds } from '../src/season/season-place'
import { openDatabase } from '../server/db/open'
import { startEmulator } from '../server/emulator/emulator'
import { AppEvents } from '../server/events'
import { memoryLogger } from '../server/log'
import { HydrationRunner } from '../server/square/runner/hydration-runner'
import { searchGroups } from '../server/square/jobs/season-fetch'

const DEMO: DemoOptions = { locationCount: 20, ordersPerLocationYear: 1500 }
const NOW = '2025-07-06T12:00:00Z'
const TOKEN = 'bench-token'

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

/** The floor: the same SearchOrders pages (location groups, season windows, cursors), fetched and parsed. */
async function plainTransfer(baseUrl: string, locations: { id: string; timezone: string }[], years: number[]): Promise<number> {
  let orders = 0
  for (const year of years) {
    for (const group of searchGroups(locations)) {
      const bounds = seasonBounds(year, group[0]!.timezone)
      let cursor: string | undefined
      do {
        const body = {
          location_ids: group.map((l) => l.id),
          query: {
            filter: {
              state_filter: { states: ['OPEN', 'COMPLETED', 'CANCELED', 'DRAFT'] },
              date_time_filter: { created_at: { start_at: bounds.beginAt, end_at: bounds.endAt } },
            },
            sort: { sort_field: 'CREATED_AT', sort_order: 'ASC' },
          },
          limit: 1000,
          return_entries: false,
          ...(cursor === undefined ? {} : { cursor }),
        }
        const response = await fetch(`${baseUrl}/v2/orders/search`, {
          method: 'POST',
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        const page = JSON.parse(await response.text()) as { orders?: unknown[]; cursor?: string }
        orders += page.orders?.length ?? 0
        cursor = page.cursor
      } while (cursor !== undefined)
    }
  }
  return orders
}

export default async function hydrationBench(): Promise<void> {
  const clock = fixedClock(NOW)
  const emulator = await startEmulator({ accessToken: TOKEN, clock, demo: DEMO })
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-hydration-'))
  const opened = openDatabase(dataDir)
  const runner = new HydrationRunner({
    dataDir,
    connection: { baseUrl: emulator.url, accessToken: TOKEN },
    geocoderUrl: `${emulator.url}/geocode`,
    clock,
    log: memoryLogger(),
    events: new AppEvents(),
    clockRuns: false,
    db: opened.db,
  })
  try {
    console.log(`demo season: ${DEMO.locationCount} locations, ${fmt(demoOrderCount(DEMO))} orders in 2023–2025`)
    // The worker loads its code once; a warm-up job keeps that out of the measurement.
    await runner.run({ kind: 'dailySales', batchSize: 1 }, { purpose: 'bench warm-up' })
    await opened.db.deleteFrom('square_orders').execute()
    await opened.db.deleteFrom('square_location_seasons').execute()
    await opened.db.deleteFrom('square_season_progress').execute()
    await opened.db.deleteFrom('square_locations').execute()

    const started = performance.now()
    const outcome = await runner.run({ kind: 'all' }, { purpose: 'bench' })
    const hydrateMs = performance.now() - started
    const stored = Number((await opened.db.selectFrom('square_orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

    const locations = (await opened.db.selectFrom('square_locations').select(['id', 'timezone']).where('missing_from_square', '=', 0).execute())
    const plainStarted = performance.now()
    const transferred = await plainTransfer(emulator.url, locations, [2023, 2024, 2025])
    const plainMs = performance.now() - plainStarted

    const hydrateRate = (outcome.ordersReceived / hydrateMs) * 1000
    const plainRate = (transferred / plainMs) * 1000
    console.log(`hydration (worker, SDK, contract, placement, one transaction per page): ${fmt(outcome.ordersReceived)} orders received, ${fmt(stored)} stored in ${fmt(hydrateMs)} ms → ${fmt(hydrateRate)} orders/s`)
    console.log(`plain fetch + JSON.parse of the same pages:                              ${fmt(transferred)} orders in ${fmt(plainMs)} ms → ${fmt(plainRate)} orders/s`)
    console.log(`hydration ÷ plain transfer   ${(hydrateRate / plainRate).toFixed(2)}×  (${outcome.summary.totalApiRequests} Square requests)`)
  } finally {
    await runner.close()
    await opened.close()
    await emulator.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
