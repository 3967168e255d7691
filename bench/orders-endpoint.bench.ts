// GET /api/square/orders for one location-year of at least 5,000 orders (docs/architecture.md#what-is-measured), through the
// real server on loopback (session check, query validation, the KV cache, the stored JSON joined
// without parsing), as a ratio against a plain node:http server sending the very same bytes from
// memory. Target: at least 0.5 of the plain server's throughput, answered from the cache. The first
// read after a change (cache miss: rows read and joined) is printed too. Medians of sequential
// requests over one keep-alive connection; printed, never asserted.
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { systemClock } from '../src/clock/clock'
import { demoOrderCount, type DemoOptions } from '../src/demo'
import { createApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/open'
import type { AppDeps } from '../server/env'
import { AppEvents } from '../server/events'
import { startServer } from '../server/index'
import { KvCache, ordersCacheKey } from '../server/kv/kv-cache'
import { memoryLogger } from '../server/log'
import { benchUserToken, median, storeDemoSeason } from './season-store'

const MIN_ORDERS = 5_000
const YEAR = 2025
const ROUNDS = 30
const COLD_ROUNDS = 8
const TARGET = 0.5

function seasonOptions(): DemoOptions {
  const probe: DemoOptions = { locationCount: 1, ordersPerLocationYear: 10_000, years: [YEAR] }
  const scaled = Math.ceil((10_000 * MIN_ORDERS * 1.05) / Math.max(demoOrderCount(probe), 1))
  return { ...probe, ordersPerLocationYear: scaled }
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/** Milliseconds to GET `url` and read the whole body; the body's length in bytes. */
function timedGet(url: string, headers: Record<string, string> = {}): Promise<{ ms: number; bytes: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = request(url, { agent, headers }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve({ ms: performance.now() - started, bytes, status: response.statusCode ?? 0 }))
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

export default async function ordersEndpointBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-orders-'))
  const opened = openDatabase(dataDir)
  const config = loadConfig({ FW_DATA_DIR: dataDir, PORT: '8787' })
  const deps: AppDeps = { config, db: opened.db, clock: systemClock, log: memoryLogger(), events: new AppEvents() }
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  let plain: Server | undefined
  try {
    // One location's season, stored as hydration stores it.
    const { location } = await storeDemoSeason(opened.db, seasonOptions())
    const token = await benchUserToken(opened.db)

    server = await startServer({ config, deps, port: 0, app: createApp(deps) })
    const url = `${server.url}/api/square/orders?locationId=${location.id}&year=${YEAR}`
    const auth = { authorization: `Bearer ${token}` }
    const first = await timedGet(url, auth)
    if (first.status !== 200) throw new Error(`The endpoint answered ${first.status}`)

    // The same bytes, from memory, by a bare node:http server.
    const body = Buffer.from(await (await fetch(url, { headers: auth })).arrayBuffer())
    plain = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body))
    await new Promise<void>((resolve) => plain!.listen(0, '127.0.0.1', resolve))
    const plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/orders`

    const kv = new KvCache(opened.db, systemClock)
    const cached: number[] = []
    const reference: number[] = []
    for (let round = 0; round < 3; round++) {
      await timedGet(url, auth)
      await timedGet(plainUrl)
    }
    for (let round = 0; round < ROUNDS; round++) {
      cached.push((await timedGet(url, auth)).ms)
      reference.push((await timedGet(plainUrl)).ms)
    }
    const cold: number[] = []
    for (let round = 0; round < COLD_ROUNDS; round++) {
      await kv.delete(ordersCacheKey(location.id, YEAR))
      cold.push((await timedGet(url, auth)).ms)
    }
    const ratio = median(reference) / median(cached)
    const { orderCount } = await opened.db.selectFrom('square_orders').where('season_year', '=', YEAR).select((eb) => eb.fn.countAll<number>().as('orderCount')).executeTakeFirstOrThrow()
    console.log(`one location-year: ${Number(orderCount).toLocaleString('en-US')} orders, ${(body.length / 1e6).toFixed(1)} MB answer`)
    console.log(`plain node:http, bytes from memory      ${median(reference).toFixed(1)} ms  (median of ${ROUNDS})`)
    console.log(`GET /api/square/orders, from the cache  ${median(cached).toFixed(1)} ms`)
    console.log(`GET /api/square/orders, cache miss      ${median(cold).toFixed(1)} ms  (rows read and joined, then cached)`)
    console.log(`endpoint ÷ plain throughput   ${ratio.toFixed(2)}  (target ≥ ${TARGET})  ${ratio >= TARGET ? 'met' : 'NOT met'}`)
  } finally {
    agent.destroy()
    await server?.close()
    await new Promise<void>((resolve) => (plain ? plain.close(() => resolve()) : resolve()))
    await opened.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
