// GET /api/square/pace for the demo's 40 stands over three seasons and for a chain of 400 stands
// over ten seasons (ten times the demo's orders), in-process through the app's middleware (session,
// validation, gzip): the first answer with nothing cached, a new minute's answer (each
// location-season's hours cached), the answer after a payment at one stand, and an answer from
// the cache; and its bytes on the wire. The reference is the same pace computed from the stored
// raw orders with src/analytics (what a server without the stored per-order figures would do),
// and the raw orders' own bytes (what a browser would download to compute it). Printed, never asserted.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { paceFromOrders } from '../src/analytics/pace-from-orders'
import { manualClock } from '../src/clock/clock'
import type { Order } from '../src/contract/square-order'
import { DEMO_SIZE, type DemoOptions } from '../src/demo'
import { createApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/open'
import type { AppDeps } from '../server/env'
import { AppEvents } from '../server/events'
import { KvCache } from '../server/kv/kv-cache'
import { memoryLogger } from '../server/log'
import { withPaceRoute } from '../server/testing/pace-route'
import { benchUserToken, median, storeDemoChain } from './season-store'

/** The evening of July 4, 2025 in Los Angeles. */
const EVENING = Date.parse('2025-07-04T20:30:00-07:00')

const ms = (started: number) => performance.now() - started

async function paceBench(name: string, options: DemoOptions): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-pace-'))
  const opened = openDatabase(dataDir)
  const clock = manualClock(EVENING)
  const deps: AppDeps = { config: loadConfig({ FW_DATA_DIR: dataDir }), db: opened.db, clock, log: memoryLogger(), events: new AppEvents() }
  try {
    const storing = performance.now()
    // What Square has by the evening of July 4: the rest of the season has not happened yet.
    const orderCount = await storeDemoChain(opened.db, options, EVENING)
    const stored = ms(storing)
    const app = withPaceRoute(createApp(deps))
    const token = await benchUserToken(opened.db)
    const kv = new KvCache(opened.db, clock)
    const ask = async () => {
      const started = performance.now()
      const response = await app.request('/api/square/pace', { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' } })
      const bytes = (await response.arrayBuffer()).byteLength
      if (response.status !== 200) throw new Error(`The pace answered ${response.status}`)
      return { ms: ms(started), bytes }
    }
    const hoursKeys = async () => (await kv.keys()).filter((key) => key.endsWith(':hours'))
    const locations = await opened.db.selectFrom('square_locations').select(['id', 'name', 'status', 'timezone']).execute()

    const cold: number[] = []
    for (let round = 0; round < 3; round++) {
      await kv.deletePrefix('square:pace:')
      for (const key of await hoursKeys()) await kv.delete(key)
      cold.push((await ask()).ms)
    }
    const minute: number[] = []
    for (let round = 0; round < 5; round++) {
      await kv.deletePrefix('square:pace:')
      minute.push((await ask()).ms)
    }
    const payment: number[] = []
    for (let round = 0; round < 5; round++) {
      await kv.deletePrefix('square:pace:')
      await kv.deletePrefix(`square:stats:${locations[round % locations.length]!.id}:2025:`)
      payment.push((await ask()).ms)
    }
    const hits: number[] = []
    let wire = 0
    for (let round = 0; round < 20; round++) {
      const answer = await ask()
      hits.push(answer.ms)
      wire = answer.bytes
    }

    // The reference: the same pace from the stored raw orders, parsed and tallied by src/analytics.
    const started = performance.now()
    const rows = await opened.db.selectFrom('square_orders').select(['location_id', 'raw_json']).execute()
    const ordersOf = new Map<string, Order[]>()
    for (const row of rows) {
      const orders = ordersOf.get(row.location_id) ?? []
      orders.push(JSON.parse(row.raw_json) as Order)
      ordersOf.set(row.location_id, orders)
    }
    const years = [...new Set((await opened.db.selectFrom('square_orders').select('season_year').distinct().execute()).map((row) => row.season_year))].sort()
    const raw = paceFromOrders(
      locations.map((location) => ({ ...location, orders: ordersOf.get(location.id) ?? [] })),
      years,
      EVENING,
    )
    const reference = ms(started)
    // Per location, as a browser would ask for them (one answer per location-year is smaller still).
    let rawBytes = 0
    for (const orders of ordersOf.values()) rawBytes += gzipSync(JSON.stringify(orders)).byteLength
    if (raw.locations.length !== locations.length) throw new Error('The reference pace lost locations')

    console.log(`${name}: ${locations.length} locations, ${years.length} seasons, ${orderCount.toLocaleString('en-US')} orders (stored in ${(stored / 1000).toFixed(1)} s)`)
    console.log(`  nothing cached             ${median(cold).toFixed(1)} ms  (median of ${cold.length})`)
    console.log(`  a new minute               ${median(minute).toFixed(1)} ms  (each location-season's hours cached)`)
    console.log(`  after a payment at a stand ${median(payment).toFixed(1)} ms  (its season's hours rolled up again)`)
    console.log(`  from the cache             ${median(hits).toFixed(2)} ms`)
    console.log(`  raw orders with src/analytics ${reference.toFixed(0)} ms: nothing cached is ${(reference / median(cold)).toFixed(1)}x faster, a new minute ${(reference / median(minute)).toFixed(0)}x`)
    console.log(`  on the wire                ${(wire / 1024).toFixed(1)} KB gzip, against ${(rawBytes / 1024 / 1024).toFixed(1)} MB gzip of raw orders (${(rawBytes / wire).toFixed(0)}x)`)
  } finally {
    await opened.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export default async function seasonPaceBench(): Promise<void> {
  await paceBench('the demo', DEMO_SIZE.demo)
  await paceBench('a chain at ten times the demo', DEMO_SIZE.chain10)
}
