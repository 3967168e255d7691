// Webhook → WebSocket fan-out (docs/architecture.md#what-is-measured): 1,000 signed-in dashboards on loopback and 200 signed
// payment webhooks posted to the real app (signature check, inbox row committed, broadcast from
// the stored row, marked sent). Prints delivery completeness (target 100%), p50 and p99 from the
// server receiving a webhook to a dashboard receiving its payment (target p99 under 100 ms), and
// the webhook ingest rate as a ratio against a bare `ws` broadcast of the same messages measured
// in the same run (bench/fanout-reference.ts). The dashboards live in a worker thread so their
// receiving does not share the server's event loop. 127.0.0.1 only; bounded counts and time.
import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingMessage, Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { systemClock } from '../src/clock/clock'
import { BEARER_SUBPROTOCOL_PREFIX, LIVE_SUBPROTOCOL } from '../src/contract/live'
import { createApp } from '../server/app'
import { createSession } from '../server/auth/sessions'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/open'
import { immediateTransaction } from '../server/db/transaction'
import type { AppDeps } from '../server/env'
import { AppEvents } from '../server/events'
import { startServer } from '../server/index'
import { startLiveServices } from '../server/live/services'
import { SIGNATURE_HEADER, signWebhook } from '../server/live/signature'
import { withLiveRoutes } from '../server/testing/live-routes'
import { paymentCreatedEvent } from '../server/testing/live-test-app'
import { createLogger } from '../server/log'
import type { ClientsReply, ClientsRequest } from './fanout-clients'
import { startReferenceServer } from './fanout-reference'

const CLIENTS = 1_000
const WEBHOOKS = 200
/** Webhooks in flight at once, as Square sends several events at a time. */
const IN_FLIGHT = 4
const P99_TARGET_MS = 100
const KEY = 'fanout-bench-key'
const NOTIFICATION_URL = 'https://dashboard.example/api/square/webhook'
const EVENT_HEADER = 'x-bench-event'

const wallNow = () => performance.timeOrigin + performance.now()

/** The dashboards' worker thread, started through tsx's loader as the bench itself is TypeScript. */
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

type Clients = ReturnType<typeof startClients>

/** Records when each benchmark request reached the server (before any body is read). */
function recordArrivals(server: Server): Map<string, number> {
  const arrivals = new Map<string, number>()
  server.prependListener('request', (request: IncomingMessage) => {
    const id = request.headers[EVENT_HEADER]
    if (typeof id === 'string') arrivals.set(id, wallNow())
  })
  return arrivals
}

interface RoundResult {
  ingestPerSecond: number
  accepted: number
  delivered: number
  complete: boolean
  latencies: number[]
}

/** Posts the webhooks IN_FLIGHT at a time and collects what the clients received. */
async function runRound(clients: Clients, postUrl: string, bodies: Array<{ id: string; body: string }>, arrivals: Map<string, number>, signed: boolean): Promise<RoundResult> {
  const receiving = clients.ask({ kind: 'expect', payments: bodies.length }, 'received')
  let next = 0
  let accepted = 0
  const started = performance.now()
  const sender = async () => {
    while (next < bodies.length) {
      const { id, body } = bodies[next++]!
      const headers: Record<string, string> = { 'content-type': 'application/json', [EVENT_HEADER]: id }
      if (signed) headers[SIGNATURE_HEADER] = signWebhook(KEY, NOTIFICATION_URL, body)
      const response = await fetch(postUrl, { method: 'POST', headers, body })
      await response.arrayBuffer()
      if (response.ok) accepted++
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender))
  const elapsedMs = performance.now() - started
  const { receipts, complete } = await receiving
  const latencies: number[] = []
  let delivered = 0
  for (const [id, times] of Object.entries(receipts)) {
    const arrived = arrivals.get(id)
    delivered += times.length
    if (arrived !== undefined) for (const at of times) latencies.push(at - arrived)
  }
  latencies.sort((a, b) => a - b)
  return { ingestPerSecond: (bodies.length / elapsedMs) * 1000, accepted, delivered, complete, latencies }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN
const verdict = (met: boolean) => (met ? 'target met' : 'TARGET MISSED')

function report(name: string, result: RoundResult, clients: number): void {
  const share = (result.delivered / (WEBHOOKS * clients)) * 100
  console.log(
    `${name.padEnd(34)} accepted ${result.accepted}/${WEBHOOKS}  delivered ${share.toFixed(2)}%  p50 ${percentile(result.latencies, 50).toFixed(1)} ms  p99 ${percentile(result.latencies, 99).toFixed(1)} ms  ingest ${result.ingestPerSecond.toFixed(0)}/s`,
  )
}

export default async function fanoutBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-fanout-'))
  const clients = startClients()
  try {
    const config = loadConfig({
      FW_DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SQUARE_WEBHOOK_SIGNATURE_KEY: KEY,
      SQUARE_WEBHOOK_URL: NOTIFICATION_URL,
      FW_HOME_LOCATION_IDS: 'LOC-HOME',
    })
    const opened = openDatabase(dataDir)
    const deps: AppDeps = { config, db: opened.db, clock: systemClock, log: createLogger({ write: () => {} }), events: new AppEvents() }
    const live = await startLiveServices(deps)
    deps.live = live
    const server = await startServer({ config, deps, app: withLiveRoutes(createApp(deps)), port: 0, websocket: { server: live.hub.webSocketServer } })
    const arrivals = recordArrivals(server.server)

    const user = await opened.db
      .insertInto('users')
      .values({ username: 'bench', email: 'bench@fireworks.example', first_name: 'Bench', last_name: 'Mark', roles: '["user"]', status: 'active', password_hash: 'unused', created_at: new Date().toISOString(), updated_at: new Date().toISOString(), last_login_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    const tokens = await immediateTransaction(opened.db, async (trx) => {
      const issued: string[] = []
      for (let i = 0; i < CLIENTS; i++) issued.push((await createSession(trx, user.id, Date.now())).token)
      return issued
    })
    const bodies = Array.from({ length: WEBHOOKS }, (_, i) => {
      const id = `pay-${i}`
      return { id, body: JSON.stringify(paymentCreatedEvent({ eventId: `evt-${i}`, paymentId: id, amount: 100 + i, createdAt: new Date().toISOString() })) }
    })

    const wsUrl = `${server.url.replace('http:', 'ws:')}/api/ws/fireworks`
    const connected = await clients.ask({ kind: 'connect', url: wsUrl, protocolSets: tokens.map((token) => [LIVE_SUBPROTOCOL, `${BEARER_SUBPROTOCOL_PREFIX}${token}`]) }, 'connected')
    console.log(`dashboards: ${connected.open} signed in over WebSocket (${connected.failed} refused), hub counts ${live.hub.connectionCount}`)
    const ours = await runRound(clients, `${server.url}/api/square/webhook`, bodies, arrivals, true)
    await clients.ask({ kind: 'close' }, 'closed')
    live.close()
    server.server.closeAllConnections()
    await server.close()
    await opened.close()

    const reference = await startReferenceServer()
    const referenceArrivals = recordArrivals(reference.server)
    const bare = await clients.ask({ kind: 'connect', url: reference.url.replace('http:', 'ws:'), protocolSets: tokens.map(() => []) }, 'connected')
    const referenceRound = await runRound(clients, reference.url, bodies, referenceArrivals, false)
    await clients.ask({ kind: 'close' }, 'closed')
    await reference.close()

    report('webhook → hub (signed, stored)', ours, connected.open)
    report('bare ws broadcast (reference)', referenceRound, bare.open)
    const completeness = ours.delivered / (WEBHOOKS * CLIENTS)
    const p99 = percentile(ours.latencies, 99)
    console.log(`delivery completeness  ${(completeness * 100).toFixed(2)}%  (target 100%)  ${verdict(completeness === 1)}`)
    console.log(`receipt → client p99   ${p99.toFixed(1)} ms  (target < ${P99_TARGET_MS} ms)  ${verdict(p99 < P99_TARGET_MS)}`)
    console.log(`ingest rate ÷ bare ws  ${(ours.ingestPerSecond / referenceRound.ingestPerSecond).toFixed(2)}×  (${ours.ingestPerSecond.toFixed(0)}/s against ${referenceRound.ingestPerSecond.toFixed(0)}/s)`)
  } finally {
    await clients.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
