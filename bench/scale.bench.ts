// How cost grows with the business (docs/architecture.md#what-is-measured): the demo (40 stands, three seasons) against a
// chain of 400 stands over ten seasons at ten times the demo's orders (and a hundred times with
// FW_BENCH_SCALE_100=1: about 3.6 million orders, run once and quoted, not on every bench run).
// For each size, through the production path: the first hydration from the emulator (the worker,
// the Square SDK, one transaction per page), the database's bytes per order, the locations, stats
// and pace answers over HTTP (cache miss and hit), and the map + list drawing every stand (longest
// task). Each figure is printed with its ratio to the demo's, beside the ratio of orders, so
// growth reads at a glance: time should grow no faster than the orders (≤ 1.2× linear). Printed,
// never asserted.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { fixedClock } from '../src/clock/clock'
import type { Location } from '../src/contract/location'
import { DEMO_SIZE, type DemoOptions } from '../src/demo'
import { createApp } from '../server/app'
import { loadConfig } from '../server/config'
import { DATABASE_FILE, openDatabase } from '../server/db/open'
import type { AppDeps } from '../server/env'
import { AppEvents } from '../server/events'
import { startServer } from '../server/index'
import { KV_PREFIX, KvCache } from '../server/kv/kv-cache'
import { memoryLogger } from '../server/log'
import { startEmulator } from '../server/emulator/emulator'
import { HydrationRunner } from '../server/square/runner/hydration-runner'
import { mapAndListTab, measureMapAndList } from './location-widgets.bench'
import { benchUserToken, median } from './season-store'

const NOW = '2025-07-05T03:30:00Z'
const TOKEN = 'bench-token'
const ROUNDS = 7
const LINEAR_TARGET = 1.2
const LOCATIONS_TARGET_MS = 200
/** A task longer than this is a long task: the page stops answering input for a noticeable moment. */
const LONG_TASK_MS = 50

interface Scale {
  label: string
  demo: DemoOptions
}

const SCALES: Scale[] = [
  { label: '1×', demo: DEMO_SIZE.demo },
  { label: '10×', demo: DEMO_SIZE.chain10 },
  ...(process.env.FW_BENCH_SCALE_100 === '1' ? [{ label: '100×', demo: DEMO_SIZE.chain }] : []),
]

interface Measured {
  orders: number
  locations: number
  /** Location-seasons the locations answer lists. */
  locationSeasons: number
  hydrationMs: number
  /** CPU time of this process over the hydration (the worker, the emulator serving it, the main thread). */
  hydrationCpuMs: number
  bytesPerOrder: number
  locationsMiss: number
  locationsHit: number
  statsMiss: number
  statsHit: number
  /** Transactions of the stand the stats answer reads, in the seasons it asks for. */
  statsOrders: number
  paceMiss: number | undefined
  paceHit: number | undefined
  /** 0 when no task reached 50 ms, the Long Tasks API's floor. */
  mapListLongestTask: number
  mapListDrawnMs: number
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

async function timed(url: string, token: string): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } })
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

/** Medians of a cache miss (`forget` first) and of hits, or undefined when the server does not answer the path. */
async function missAndHit(url: string, token: string, forget: () => Promise<unknown>): Promise<{ miss: number; hit: number } | undefined> {
  const misses: number[] = []
  const hits: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    await forget()
    const miss = await timed(url, token)
    if (miss.status === 404) return undefined
    if (miss.status !== 200) throw new Error(`${url} answered ${miss.status}`)
    misses.push(miss.ms)
    hits.push((await timed(url, token)).ms)
  }
  return { miss: median(misses), hit: median(hits) }
}

async function measure(scale: Scale, tab: Awaited<ReturnType<typeof mapAndListTab>>['tab']): Promise<Measured> {
  const clock = fixedClock(NOW)
  const firstSeason = scale.demo.years?.[0]
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-scale-'))
  const opened = openDatabase(dataDir)
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  try {
    // The first hydration, as a first start runs it (the worker's code loaded by a warm-up first).
    const emulator = await startEmulator({ accessToken: TOKEN, clock, demo: scale.demo })
    const runner = new HydrationRunner({
      dataDir,
      connection: { baseUrl: emulator.url, accessToken: TOKEN },
      geocoderUrl: `${emulator.url}/geocode`,
      clock,
      log: memoryLogger(),
      events: new AppEvents(),
      clockRuns: false,
      db: opened.db,
      ...(firstSeason === undefined ? {} : { firstSeason }),
    })
    let hydrationMs: number
    let hydrationCpuMs: number
    try {
      await runner.run({ kind: 'locations', batchSize: 1 }, { purpose: 'bench warm-up' })
      for (const table of ['square_orders', 'square_location_seasons', 'square_season_progress', 'square_locations'] as const) await opened.db.deleteFrom(table).execute()
      const cpuBefore = process.cpuUsage()
      const started = performance.now()
      await runner.run({ kind: 'all' }, { purpose: 'bench' })
      hydrationMs = performance.now() - started
      const cpu = process.cpuUsage(cpuBefore)
      hydrationCpuMs = (cpu.user + cpu.system) / 1000
    } finally {
      await runner.close()
      await emulator.close()
    }
    const orders = Number((await opened.db.selectFrom('square_orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(opened.db)
    const bytesPerOrder = statSync(join(dataDir, DATABASE_FILE)).size / orders

    const config = loadConfig({ FW_DATA_DIR: dataDir, FW_NOW: NOW, PORT: '0' })
    const deps: AppDeps = { config, db: opened.db, clock, log: memoryLogger(), events: new AppEvents() }
    server = await startServer({ config, deps, port: 0, app: createApp(deps) })
    const token = await benchUserToken(opened.db)
    const kv = new KvCache(opened.db, clock)
    const api = `${server.url}/api/square`

    const locations = await missAndHit(`${api}/locations`, token, () => kv.delete(KV_PREFIX.locations))
    const answer = (await (await fetch(`${api}/locations`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { locations: Location[] } }
    const active = answer.data.locations.filter((location) => location.status === 'ACTIVE')
    // The stand with the most 2025 transactions: the largest stats answer to build.
    const busiest = [...active].sort((a, b) => (b.stats['2025']?.totalTransactions ?? 0) - (a.stats['2025']?.totalTransactions ?? 0))[0]
    if (!busiest) throw new Error('No active location')
    const stats = await missAndHit(`${api}/stats?locationId=${busiest.id}&years=2024,2025`, token, () => kv.deletePrefix(`${KV_PREFIX.stats}${busiest.id}:`))
    const pace = await missAndHit(`${api}/pace?years=2024,2025`, token, () => kv.deletePrefix('square:pace'))
    const drawn = await measureMapAndList(tab, answer.data.locations)
    if (!locations || !stats) throw new Error('The locations or stats answer is missing')
    return {
      orders,
      locations: answer.data.locations.length,
      locationSeasons: answer.data.locations.reduce((sum, location) => sum + Object.keys(location.stats).length, 0),
      hydrationMs,
      hydrationCpuMs,
      bytesPerOrder,
      locationsMiss: locations.miss,
      locationsHit: locations.hit,
      statsMiss: stats.miss,
      statsHit: stats.hit,
      statsOrders: (busiest.stats['2024']?.totalTransactions ?? 0) + (busiest.stats['2025']?.totalTransactions ?? 0),
      paceMiss: pace?.miss,
      paceHit: pace?.hit,
      mapListLongestTask: drawn.longest,
      mapListDrawnMs: drawn.elapsed,
    }
  } finally {
    await server?.close()
    await opened.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function table(results: { scale: Scale; measured: Measured }[]): void {
  const base = results[0]!.measured
  const ordersRatio = (m: Measured) => m.orders / base.orders
  const row = (name: string, value: (m: Measured) => number | undefined, unit: string, perOrder: boolean) => {
    const cells = results.map(({ measured }) => {
      const v = value(measured)
      const b = value(base)
      if (v === undefined || b === undefined) return 'not served'.padStart(30)
      if (name === LONGEST_TASK_ROW && v === 0) return 'none of 50 ms or more'.padStart(23).padEnd(38)
      // A ratio to nothing (no long task at 1×) says nothing.
      const ratio = b === 0 ? Number.NaN : v / b
      // Time per order against the demo's: 1.00 is linear growth; the target is ≤ 1.2.
      const linear = perOrder ? `  ${(ratio / ordersRatio(measured)).toFixed(2)}× lin` : ''
      return `${(v < 10 ? v.toFixed(2) : fmt(v)).padStart(9)} ${unit.padEnd(8)} ${(Number.isNaN(ratio) ? '—' : `${ratio.toFixed(2)}×`).padStart(7)}${linear.padEnd(12)}`
    })
    console.log(`  ${name.padEnd(34)}${cells.join('')}`)
  }
  console.log(`  ${''.padEnd(34)}${results.map(({ scale, measured }) => `${scale.label} (${fmt(measured.orders)} orders, ${measured.locations} stands)`.padEnd(38)).join('')}`)
  row('orders', (m) => m.orders, 'orders', false)
  row('first hydration', (m) => m.hydrationMs, 'ms', true)
  row('first hydration, CPU', (m) => m.hydrationCpuMs, 'ms', true)
  row('hydration rate', (m) => (m.orders / m.hydrationMs) * 1000, 'orders/s', false)
  row('database bytes per order', (m) => m.bytesPerOrder, 'B', false)
  row('/locations, cache miss', (m) => m.locationsMiss, 'ms', true)
  row('/locations, cache hit', (m) => m.locationsHit, 'ms', true)
  row('/stats (busiest stand), miss', (m) => m.statsMiss, 'ms', false)
  row('/stats (busiest stand), hit', (m) => m.statsHit, 'ms', false)
  row('/pace (every stand), miss', (m) => m.paceMiss, 'ms', true)
  row('/pace (every stand), hit', (m) => m.paceHit, 'ms', true)
  row(LONGEST_TASK_ROW, (m) => m.mapListLongestTask, 'ms', false)
  row('map + list, drawn in', (m) => m.mapListDrawnMs, 'ms', false)
  console.log(`  '× lin' is the ratio divided by the ratio of orders (target ≤ ${LINEAR_TARGET}); the stats answer reads one stand, whose orders grow less than the chain's.`)
  verdicts(results)
}

const verdict = (met: boolean) => (met ? 'met' : 'missed')
const LONGEST_TASK_ROW = 'map + list, longest task'
/** The Long Tasks API reports only tasks of 50 ms or more: 0 means none was that long. */
const longTask = (ms: number) => (ms === 0 ? 'none of 50 ms or more' : `${fmt(ms)} ms`)

/** Each target of the scale bench, met or missed, against the 1× figures of the same run. */
function verdicts(results: { scale: Scale; measured: Measured }[]): void {
  const base = results[0]!.measured
  const linear = (name: string, value: (m: Measured) => number | undefined, orders: (m: Measured) => number = (m) => m.orders, note = '') => {
    for (const { scale, measured } of results.slice(1)) {
      const v = value(measured)
      const b = value(base)
      if (v === undefined || b === undefined) continue
      const perOrder = v / b / (orders(measured) / orders(base))
      console.log(`  ${`${name} at ${scale.label}`.padEnd(44)}${perOrder.toFixed(2)}× linear (${fmt(b)} → ${fmt(v)} ms; target ≤ ${LINEAR_TARGET}×)${note}  ${verdict(perOrder <= LINEAR_TARGET)}`)
    }
  }
  console.log('  targets, each against the 1× figure of this run:')
  linear('first hydration, CPU', (m) => m.hydrationCpuMs)
  linear('first hydration, wall', (m) => m.hydrationMs, undefined, ' (also measures the neighbours on a shared machine)')
  // The locations answer lists every stand's every season: it grows with those, not with the orders.
  const seasonsListed = (m: Measured) => m.locationSeasons
  linear('/locations, cache miss', (m) => m.locationsMiss)
  linear('/locations, cache miss', (m) => m.locationsMiss, seasonsListed, ' (per location-season the answer lists)')
  linear('/locations, cache hit', (m) => m.locationsHit)
  linear('/stats (busiest stand), cache miss', (m) => m.statsMiss, (m) => m.statsOrders, ' (per order of that stand)')
  linear('/pace (every stand), cache miss', (m) => m.paceMiss)
  linear('/pace (every stand), cache hit', (m) => m.paceHit)
  for (const { scale, measured } of results.slice(1)) {
    const slowest = Math.max(measured.locationsMiss, measured.locationsHit)
    console.log(`  ${`/locations at ${measured.locations} stands (${scale.label})`.padEnd(44)}miss ${fmt(measured.locationsMiss)} ms, hit ${fmt(measured.locationsHit)} ms (target < ${LOCATIONS_TARGET_MS} ms)  ${verdict(slowest < LOCATIONS_TARGET_MS)}`)
    console.log(`  ${`map + list, ${measured.locations} stands (${scale.label})`.padEnd(44)}longest task ${longTask(measured.mapListLongestTask)} (1×: ${longTask(base.mapListLongestTask)}; drawn in ${fmt(measured.mapListDrawnMs)} ms; target ≤ ${LONG_TASK_MS} ms)  ${verdict(measured.mapListLongestTask <= LONG_TASK_MS)}`)
  }
}

export default async function scaleBench(): Promise<void> {
  const [load1] = loadavg()
  console.log(`load average at the start: ${load1!.toFixed(2)} on ${cpus().length} cores (wall times grow with it; CPU times much less)`)
  const { tab, close } = await mapAndListTab()
  const results: { scale: Scale; measured: Measured }[] = []
  try {
    for (const scale of SCALES) {
      console.log(`measuring ${scale.label}…`)
      results.push({ scale, measured: await measure(scale, tab) })
    }
  } finally {
    await close()
  }
  table(results)
  if (process.env.FW_BENCH_SCALE_100 !== '1') console.log('  (FW_BENCH_SCALE_100=1 adds the 100× chain, about 3.6 million orders)')
}
