// Floods of sign-ins against a real server process (`npm start`'s, on the tiny demo): GET
// /api/health's median and p99 before and during 500 sign-ins with unknown names — sent at a
// steady 50 a second, then all 500 at once — with the owner's own sign-in in the middle of the
// steady one. The flood comes from one address of this machine (127.0.0.2), the owner from
// another (127.0.0.3), the health checks from 127.0.0.1, so the server tells them apart as it
// tells real clients apart. References in the same run: health before any flood, and health
// during 500 simultaneous health checks (a flood of the cheapest request there is). Printed,
// never asserted.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { requestFrom } from '../server/testing/request-from'
import { BENCH_PASSWORD, startServerProcess, stopServer } from './server-process'

const FLOOD = 500
const STEADY_PER_SECOND = 50
const HEALTH_BEFORE = 300
const FLOOD_FROM = '127.0.0.2'
const OWNER_FROM = '127.0.0.3'
const HEALTH_FROM = '127.0.0.1'

interface Timed {
  status: number
  /** When it was answered, in ms from the start of its flood. */
  at: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

function summary(latencies: number[]): { median: number; p99: number; count: number; failed: number } {
  const sorted = latencies.filter((ms) => ms >= 0).sort((a, b) => a - b)
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length, failed: latencies.length - sorted.length }
}

/** One health check's latency in ms; -1 when it did not answer 200. */
async function healthOnce(url: string): Promise<number> {
  const began = performance.now()
  const answer = await requestFrom(HEALTH_FROM, 'GET', `${url}/api/health`).catch(() => undefined)
  return answer?.status === 200 ? performance.now() - began : -1
}

/** Health checks one after another until `done` settles; their latencies. */
async function checkHealthUntil(url: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false
  void done.finally(() => (finished = true))
  const latencies: number[] = []
  while (!finished) latencies.push(await healthOnce(url))
  return latencies
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `count` requests made by `send`, all at once or `perSecond` a second; each answer's status and time. */
async function flood(count: number, perSecond: number | undefined, send: (i: number) => Promise<number>): Promise<{ answers: Timed[]; ms: number }> {
  const began = performance.now()
  const sent: Promise<Timed>[] = []
  for (let i = 0; i < count; i++) {
    if (perSecond !== undefined) await pause(Math.max(0, began + (i * 1000) / perSecond - performance.now()))
    sent.push(send(i).then((status) => ({ status, at: performance.now() - began })))
  }
  const answers = await Promise.all(sent)
  return { answers, ms: performance.now() - began }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

function healthLine(label: string, latencies: number[], reference?: ReturnType<typeof summary>): string {
  const s = summary(latencies)
  const ratio = reference ? `   (÷ before: median ${(s.median / reference.median).toFixed(2)}×, p99 ${(s.p99 / reference.p99).toFixed(2)}×)` : ''
  return `GET /api/health ${label.padEnd(44)} median ${ms(s.median).padStart(9)}   p99 ${ms(s.p99).padStart(9)}   ${s.count} checks${s.failed ? `, ${s.failed} FAILED` : ', none failed'}${ratio}`
}

function tallyLine(answers: Timed[]): string {
  const byStatus = new Map<number, number[]>()
  for (const { status, at } of answers) byStatus.set(status, [...(byStatus.get(status) ?? []), at])
  return [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, times]) => `${times.length} × ${status === 0 ? 'no answer' : status}`)
    .join(', ')
}

export default async function signInFloodBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-flood-'))
  const started = await startServerProcess(dataDir, { FW_DEMO_SIZE: 'tiny' })
  try {
    const { url } = started
    const login = `${url}/api/auth/login`
    const signIn = (from: string, username: string, password: string) =>
      requestFrom(from, 'POST', login, { username, password }).then(
        (answer) => answer.status,
        () => 0,
      )
    for (let i = 0; i < 20; i++) await healthOnce(url)
    const before: number[] = []
    for (let i = 0; i < HEALTH_BEFORE; i++) before.push(await healthOnce(url))
    const calm = summary(before)

    // A steady flood, the owner signing in a second into it.
    const steady = flood(FLOOD, STEADY_PER_SECOND, (i) => signIn(FLOOD_FROM, `steady-${i}`, 'guess'))
    const duringSteady = checkHealthUntil(url, steady)
    await pause(1_000)
    const ownerBegan = performance.now()
    const owner = await signIn(OWNER_FROM, 'admin', BENCH_PASSWORD)
    const ownerMs = performance.now() - ownerBegan
    const steadyDone = await steady
    const steadyHealth = await duringSteady
    await pause(1_000)

    // All at once.
    const burst = flood(FLOOD, undefined, (i) => signIn(FLOOD_FROM, `burst-${i}`, 'guess'))
    const burstHealth = await checkHealthUntil(url, burst)
    const burstDone = await burst
    await pause(1_000)

    // The reference: as many of the cheapest request there is, all at once.
    const cheap = flood(FLOOD, undefined, () => requestFrom(FLOOD_FROM, 'GET', `${url}/api/health`).then((answer) => answer.status, () => 0))
    const cheapHealth = await checkHealthUntil(url, cheap)
    const cheapDone = await cheap

    console.log(healthLine('before any flood', before))
    console.log(healthLine(`during ${FLOOD} sign-ins at ${STEADY_PER_SECOND}/s`, steadyHealth, calm))
    console.log(healthLine(`during ${FLOOD} sign-ins at once`, burstHealth, calm))
    console.log(healthLine(`during ${FLOOD} health checks at once (reference)`, cheapHealth, calm))
    console.log(`the steady flood (unknown names from ${FLOOD_FROM}), answered within ${(steadyDone.ms / 1000).toFixed(2)} s: ${tallyLine(steadyDone.answers)}`)
    console.log(`the burst, all answered in ${(burstDone.ms / 1000).toFixed(2)} s: ${tallyLine(burstDone.answers)}   (the reference burst of health checks: ${(cheapDone.ms / 1000).toFixed(2)} s)`)
    console.log('  401: hashed, then refused as wrong; 429: refused before any hashing (the sign-in bucket was empty and the client had failed)')
    console.log(`the owner's sign-in from ${OWNER_FROM}, a second into the steady flood: HTTP ${owner} in ${ms(ownerMs)}`)
  } finally {
    await stopServer(started.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
