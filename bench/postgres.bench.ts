// Beyond one machine (docs/server.md#several-instances), on a throwaway PostgreSQL cluster started for the run:
//   1. webhook → 3,000 WebSocket dashboards spread over 3 instances sharing one database (each
//      instance its own pool, listening connection, port and hub; webhooks posted round-robin to
//      the instances), against the same 3,000 dashboards on a single instance, in the same run:
//      delivery completeness (target 100%) and p99 from receipt to dashboard;
//   2. GET /api/square/orders (cache miss and cached) and /api/square/stats (cache miss) for one
//      location-year of ~5,000 orders on PostgreSQL, as a ratio against the same on SQLite.
// The instances share this process (the dashboards have a worker thread of their own), so the
// fan-out figure measures the database path rather than extra cores. Printed, never asserted.
// Skipped, with a line saying so, where PostgreSQL is not installed.
import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import pg from 'pg'
import { systemClock } from '../src/clock/clock'
import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL } from '../src/contract/live'
import { demoLocations, demoOrderCount, demoOrders, type DemoOptions } from '../src/demo'
import { createApp } from '../server/app'
import { createSession } from '../server/auth/sessions'
import { loadConfig } from '../server/config'
import { openStore, type OpenedStore, type StoreLocation } from '../server/db/store'
import { immediateTransaction } from '../server/db/transaction'
import type { AppDeps } from '../server/env'
import { AppEvents } from '../server/events'
import { startServer, type RunningServer } from '../server/index'
import { KV_PREFIX, KvCache } from '../server/kv/kv-cache'
import { startLiveServices } from '../server/live/services'
import { SIGNATURE_HEADER, signWebhook } from '../server/live/signature'
import { withLiveRoutes } from '../server/testing/live-routes'
import { paymentCreatedEvent } from '../server/testing/live-test-app'
import { createLogger } from '../server/log'
import { upsertLocations } from '../server/square/store/store-locations'
import { orderRow, upsertOrderRows } from '../server/square/store/store-orders'
import { postgresInstalled, startPostgresCluster } from '../server/testing/postgres-cluster'
import type { ClientsReply, ClientsRequest } from './fanout-clients'

const CLIENTS = 3_000
const INSTANCES = 3
const WEBHOOKS = 100
const IN_FLIGHT = 4
const KEY = 'cluster-bench-key'
const NOTIFICATION_URL = 'https://dashboard.example/api/square/webhook'
const EVENT_HEADER = 'x-bench-event'
const YEAR = 2025
const ROUNDS = 15

const wallNow = () => performance.timeOrigin + performance.now()
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

function startClients() {
  const script = new URL('./fanout-clients.ts', import.meta.url)
  const tsxApi = import.meta.resolve('tsx/esm/api')
  const worker = new Worker(
    `import(${JSON.stringify(tsxApi)}).then((tsx) => { (tsx.register ?? tsx.default.register)(); return import(${JSON.stringify(script.href)}) })`,
    { eval: true },
  )
  const ask = <K extends ClientsReply['kind']>(request: ClientsRequest, answer: K) =>
    new Promise<Extract<ClientsReply, { kind: K }>>((resolve, reject) => {
      const onMessage = (reply: ClientsReply) => {
        if (reply.kind !== answer) return
        worker.off('message', onMessage)
        resolve(reply as Extract<ClientsReply, { kind: K }>)
      }
      worker.on('message', onMessage)
      worker.once('error', reject)
      worker.postMessage(request)
    })
  return { ask, stop: () => worker.terminate() }
}

interface Instance {
  server: RunningServer
  deps: AppDeps
  store: OpenedStore
  close(): Promise<void>
}

/** One server instance on `location`, with the live path joined to the others. */
async function startInstance(location: StoreLocation, arrivals: Map<string, number>): Promise<Instance> {
  const store = await openStore(location, { migrate: false })
  const config = loadConfig({ FW_DATA_DIR: location.dataDir, FW_DATABASE_URL: location.databaseUrl, HOST: '127.0.0.1', SQUARE_WEBHOOK_SIGNATURE_KEY: KEY, SQUARE_WEBHOOK_URL: NOTIFICATION_URL, FW_HOME_LOCATION_IDS: 'LOC-HOME' })
  const deps: AppDeps = { config, db: store.db, clock: systemClock, log: createLogger({ write: () => {} }), events: new AppEvents() }
  const live = await startLiveServices(deps)
  deps.live = live
  const server = await startServer({ config, deps, app: withLiveRoutes(createApp(deps)), port: 0, websocket: { server: live.hub.webSocketServer } })
  server.server.prependListener('request', (request: IncomingMessage) => {
    const id = request.headers[EVENT_HEADER]
    if (typeof id === 'string') arrivals.set(id, wallNow())
  })
  return {
    server,
    deps,
    store,
    async close() {
      live.close()
      server.server.closeAllConnections()
      await server.close()
      await store.close()
    },
  }
}

/** Waits until every instance counts `expected` sockets across the cluster. */
async function countsSettle(instances: Instance[], expected: number): Promise<boolean> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (instances.every((instance) => instance.deps.live?.connectionCount() === expected)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

/** Posts `count` webhooks round-robin over the instances and collects what the dashboards got. */
async function fanoutRound(clients: ReturnType<typeof startClients>, instances: Instance[], arrivals: Map<string, number>, prefix: string, dashboards: number) {
  const bodies = Array.from({ length: WEBHOOKS }, (_, i) => {
    const id = `${prefix}-pay-${i}`
    return { id, body: JSON.stringify(paymentCreatedEvent({ eventId: `${prefix}-evt-${i}`, paymentId: id, amount: 100 + i, createdAt: new Date().toISOString() })) }
  })
  const receiving = clients.ask({ kind: 'expect', payments: bodies.length }, 'received')
  let next = 0
  const sender = async () => {
    while (next < bodies.length) {
      const index = next++
      const { id, body } = bodies[index]!
      const target = instances[index % instances.length]!
      const response = await fetch(`${target.server.url}/api/square/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [EVENT_HEADER]: id, [SIGNATURE_HEADER]: signWebhook(KEY, NOTIFICATION_URL, body) },
        body,
      })
      await response.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender))
  const { receipts } = await receiving
  const latencies: number[] = []
  let delivered = 0
  for (const [id, times] of Object.entries(receipts)) {
    const arrived = arrivals.get(id)
    delivered += times.length
    if (arrived !== undefined) for (const at of times) latencies.push(at - arrived)
  }
  latencies.sort((a, b) => a - b)
  return { completeness: delivered / (WEBHOOKS * dashboards), p50: percentile(latencies, 50), p99: percentile(latencies, 99) }
}

/** 3,000 dashboards on one instance, then spread over three; the same webhooks' count each time. */
async function fanoutBench(location: StoreLocation): Promise<void> {
  const setup = await openStore(location, { migrate: false })
  const user = await setup.db
    .insertInto('users')
    .values({ username: 'bench', email: 'bench@fireworks.example', first_name: 'Bench', last_name: 'Mark', roles: '["user"]', status: 'active', password_hash: 'unused', created_at: new Date().toISOString(), updated_at: new Date().toISOString(), last_login_at: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  const tokens = await immediateTransaction(setup.db, async (trx) => {
    const issued: string[] = []
    for (let i = 0; i < CLIENTS; i++) issued.push((await createSession(trx, user.id, Date.now())).token)
    return issued
  })
  await setup.close()
  const protocolsOf = (list: string[]) => list.map((token) => [LIVE_SUBPROTOCOL, `${BEARER_SUBPROTOCOL_PREFIX}${token}`])
  const wsOf = (instance: Instance) => `${instance.server.url.replace('http:', 'ws:')}/api/ws/fireworks`
  const arrivals = new Map<string, number>()
  const clients = startClients()
  const instances: Instance[] = []
  try {
    instances.push(await startInstance(location, arrivals))
    await clients.ask({ kind: 'connect', url: wsOf(instances[0]!), protocolSets: protocolsOf(tokens) }, 'connected')
    await countsSettle(instances, CLIENTS)
    const single = await fanoutRound(clients, instances, arrivals, 'single', CLIENTS)
    await clients.ask({ kind: 'close' }, 'closed')

    instances.push(await startInstance(location, arrivals), await startInstance(location, arrivals))
    const share = CLIENTS / INSTANCES
    for (const [index, instance] of instances.entries()) {
      await clients.ask({ kind: 'connect', url: wsOf(instance), protocolSets: protocolsOf(tokens.slice(index * share, (index + 1) * share)) }, 'connected')
    }
    const settled = await countsSettle(instances, CLIENTS)
    const spread = await fanoutRound(clients, instances, arrivals, 'spread', CLIENTS)
    await clients.ask({ kind: 'close' }, 'closed')

    const line = (name: string, r: typeof single) =>
      `${name.padEnd(40)} delivered ${(r.completeness * 100).toFixed(2)}%  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`
    console.log(`webhook → ${CLIENTS.toLocaleString('en-US')} dashboards, ${WEBHOOKS} signed payments`)
    console.log(line('one instance (PostgreSQL)', single))
    console.log(line(`${INSTANCES} instances, LISTEN/NOTIFY`, spread))
    console.log(`status counts every instance's sockets     ${settled ? 'yes' : 'NOT within 20 s'}`)
    console.log(`completeness ${(spread.completeness * 100).toFixed(2)}% (target 100%)  ${spread.completeness === 1 ? 'target met' : 'TARGET MISSED'}; p99 ÷ one instance ${(spread.p99 / single.p99).toFixed(2)}×`)
  } finally {
    await clients.stop()
    for (const instance of instances) await instance.close()
  }
}

function seasonOptions(): DemoOptions {
  const probe: DemoOptions = { locationCount: 1, ordersPerLocationYear: 10_000, years: [YEAR] }
  const scaled = Math.ceil((10_000 * 5_000 * 1.05) / Math.max(demoOrderCount(probe), 1))
  return { ...probe, ordersPerLocationYear: scaled }
}

/** Medians of the orders answer (cache miss and cached) and the stats answer (cache miss) on a store. */
async function readsOn(location: StoreLocation): Promise<{ ordersMiss: number; ordersCached: number; statsMiss: number; orders: number }> {
  const store = await openStore(location)
  const config = loadConfig({ FW_DATA_DIR: location.dataDir, FW_DATABASE_URL: location.databaseUrl, HOST: '127.0.0.1' })
  const deps: AppDeps = { config, db: store.db, clock: systemClock, log: createLogger({ write: () => {} }), events: new AppEvents() }
  let server: RunningServer | undefined
  try {
    const options = seasonOptions()
    const [square] = demoLocations(options)
    const rows = [...demoOrders(options)].map((order) => orderRow(order, square!.timezone!, new Date().toISOString())).filter((row) => row !== null)
    await immediateTransaction(store.db, async (trx) => {
      await upsertLocations(trx, [square!], new Date().toISOString())
      for (let i = 0; i < rows.length; i += 1000) await upsertOrderRows(trx, rows.slice(i, i + 1000))
    })
    const userId = (
      await store.db
        .insertInto('users')
        .values({ username: 'reader', email: 'reader@fireworks.example', first_name: 'R', last_name: 'Eader', roles: '["user"]', status: 'active', password_hash: 'x', created_at: new Date().toISOString(), updated_at: new Date().toISOString(), last_login_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    const { token } = await createSession(store.db, userId, Date.now())
    server = await startServer({ config, deps, port: 0, app: createApp(deps) })
    const headers = { authorization: `Bearer ${token}` }
    const kv = new KvCache(store.db, systemClock)
    const timed = async (url: string) => {
      const started = performance.now()
      const response = await fetch(url, { headers })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
      return performance.now() - started
    }
    const ordersUrl = `${server.url}/api/square/orders?locationId=${square!.id}&year=${YEAR}`
    const statsUrl = `${server.url}/api/square/stats?locationId=${square!.id}&years=${YEAR}`
    const ordersMiss: number[] = []
    const ordersCached: number[] = []
    const statsMiss: number[] = []
    await timed(ordersUrl)
    await timed(statsUrl)
    for (let round = 0; round < ROUNDS; round++) {
      await kv.deletePrefix('square:')
      ordersMiss.push(await timed(ordersUrl))
      ordersCached.push(await timed(ordersUrl))
      await kv.deletePrefix(KV_PREFIX.stats)
      statsMiss.push(await timed(statsUrl))
    }
    return { ordersMiss: median(ordersMiss), ordersCached: median(ordersCached), statsMiss: median(statsMiss), orders: rows.length }
  } finally {
    await server?.close()
    await store.close()
  }
}

async function storesBench(postgres: StoreLocation, dataDir: string): Promise<void> {
  const sqlite = await readsOn({ dataDir })
  const onPostgres = await readsOn(postgres)
  const line = (name: string, a: number, b: number) => `${name.padEnd(34)} SQLite ${a.toFixed(1)} ms  PostgreSQL ${b.toFixed(1)} ms  PostgreSQL ÷ SQLite ${(b / a).toFixed(2)}×`
  console.log(`one location-year of ${sqlite.orders.toLocaleString('en-US')} orders, medians of ${ROUNDS}`)
  console.log(line('GET /api/square/orders, cache miss', sqlite.ordersMiss, onPostgres.ordersMiss))
  console.log(line('GET /api/square/orders, cached', sqlite.ordersCached, onPostgres.ordersCached))
  console.log(line('GET /api/square/stats, cache miss', sqlite.statsMiss, onPostgres.statsMiss))
}

export default async function postgresBench(): Promise<void> {
  if (!postgresInstalled()) {
    console.log('PostgreSQL is not installed here (apt-get install postgresql): skipped')
    return
  }
  const cluster = await startPostgresCluster({ settings: { fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' } })
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-pg-'))
  const admin = new pg.Client({ connectionString: cluster.url })
  try {
    await admin.connect()
    await admin.query('CREATE DATABASE fw_fanout')
    await admin.query('CREATE DATABASE fw_reads')
    const fanout: StoreLocation = { dataDir, databaseUrl: cluster.urlOf('fw_fanout') }
    await (await openStore(fanout)).close()
    await fanoutBench(fanout)
    await storesBench({ dataDir, databaseUrl: cluster.urlOf('fw_reads') }, dataDir)
  } finally {
    await admin.end().catch(() => undefined)
    await cluster.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
