// The server as an orchestrator runs it: a real process on a free port with the tiny demo season.
// Starting, its port opens before its data is in (liveness answers, readiness says no); stopping
// with SIGTERM under load, it answers every request already received — a body still arriving
// past the moment the port closes included — says "not ready" before the port closes, closes its
// WebSockets with 1001 and exits 0.
import { request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { freePort } from '../../server/free-port'
import { signInOver, spawnServerProcess, type SpawnedServer } from '../../server/testing/server-process'

const ADMIN_PASSWORD = 'drain-test-password-1'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** An HTTP status, or 'refused'/'reset' when no answer came. */
type Outcome = number | 'refused' | 'reset'

async function statusOf(url: string, init?: RequestInit): Promise<Outcome> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
    await response.arrayBuffer()
    return response.status
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    return code === 'ECONNREFUSED' ? 'refused' : 'reset'
  }
}

/** A probe as orchestrators send one: a GET on a connection of its own, its status or why none came. */
function probe(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 10_000 }, (res) => {
      res.resume()
      res.once('end', () => resolve(res.statusCode ?? 0))
    })
    req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'))
    req.end()
  })
}

/** POSTs `body` in `pieces` parts, `gapMs` apart: a client on a slow link still sending as the server stops. */
function trickledPost(url: string, token: string, body: string, pieces: number, gapMs: number): Promise<Outcome> {
  const bytes = Buffer.from(body)
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': bytes.byteLength, Authorization: `Bearer ${token}` } }, (res) => {
      res.resume()
      res.once('end', () => resolve(res.statusCode ?? 0))
    })
    req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'))
    const size = Math.ceil(bytes.byteLength / pieces)
    let sent = 0
    const next = () => {
      const piece = bytes.subarray(sent, sent + size)
      sent += piece.byteLength
      if (sent >= bytes.byteLength) req.end(piece)
      else {
        req.write(piece)
        setTimeout(next, gapMs)
      }
    }
    next()
  })
}

let dataDir: string
let server: SpawnedServer | undefined
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-lifecycle-'))
})
afterAll(async () => {
  await server?.stop('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the server under an orchestrator', () => {
  it('opens its port at once, drains on SIGTERM and exits 0', { timeout: 180_000 }, async ({ onTestFailed }) => {
    onTestFailed(() => console.log(`The server's output:\n${server?.stdout() ?? ''}\n${server?.stderr() ?? ''}`))
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    server = spawnServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      FW_DATA_DIR: dataDir,
      FW_ADMIN_PASSWORD: ADMIN_PASSWORD,
      FW_DEMO_SIZE: 'tiny',
      FW_WIDGET_BUILD: 'off',
      FW_DEMO_WEBHOOK_MS: '0',
      FW_NOW: '2025-07-04T20:30:00-07:00',
      // Long enough for a probe to be answered behind 45 report queries before the port closes, on a
      // machine busy with other suites too: at 8 s, a load of 12 left the one probe unanswered.
      FW_SHUTDOWN_DELAY_MS: '15000',
      FW_SHUTDOWN_GRACE_MS: '20000',
    })

    // Starting: liveness answers and says so while readiness says no, until the first sync is in.
    const seen = { startingHealth: false, notReady: false }
    const deadline = Date.now() + 120_000
    for (;;) {
      expect(Date.now()).toBeLessThan(deadline)
      const health = await fetch(`${url}/api/health`)
        .then((response) => response.json() as Promise<{ ok: boolean; status?: string }>)
        .catch(() => undefined)
      const ready = await probe(`${url}/api/ready`)
      if (health?.status === 'starting' && health.ok) seen.startingHealth = true
      if (ready === 503) seen.notReady = true
      if (ready === 200) break
      await sleep(50)
    }
    expect(seen).toEqual({ startingHealth: true, notReady: true })

    const token = await signInOver(url, 'admin', ADMIN_PASSWORD)
    const auth = { Authorization: `Bearer ${token}` }
    const locations = (await (await fetch(`${url}/api/square/locations`, { headers: auth })).json()) as { data: { locations: { id: string }[] } }
    const locationId = locations.data.locations[0]!.id

    // A live socket, closed with 1001 (going away) when the server stops.
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/ws/fireworks`, ['fireworks.v1', `bearer.${token}`], { origin: url })
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))

    // 50 requests: report queries over distinct ranges (no cache helps), and five uploads whose
    // bodies take 18 s to arrive, longer than readiness stays off before the port closes.
    const reports = Array.from({ length: 45 }, (_, index) => {
      const end = new Date(Date.UTC(2025, 5, 28) + (index % 8) * 86_400_000).toISOString().slice(0, 10)
      const begin = `${2023 + (index % 3)}-06-28`
      return statusOf(`${url}/api/square/reports/sales?locationId=${locationId}&beginDate=${begin}&endDate=${end < begin ? begin : end}`, { headers: auth })
    })
    const uploads = Array.from({ length: 5 }, (_, index) =>
      trickledPost(
        `${url}/api/users`,
        token,
        JSON.stringify({ username: `upload${index}`, email: `upload${index}@fireworks.example`, firstName: 'Slow', lastName: 'Link', password: 'a-slow-password-1' }),
        20,
        900,
      ),
    )
    await sleep(100)
    server.child.kill('SIGTERM')
    // From the moment the server has taken the signal in (its log says so), readiness says no
    // while the port still answers, then the port closes.
    while (!server.stdout().includes('server.stopping')) await sleep(10)
    const readiness: Outcome[] = []
    const probesEnd = Date.now() + 60_000
    while (Date.now() < probesEnd) {
      const answer = await probe(`${url}/api/ready`)
      readiness.push(answer)
      if (answer === 'refused') break
      await sleep(50)
    }
    expect(readiness).toContain(503)
    expect(readiness).not.toContain(200)
    expect(readiness.at(-1)).toBe('refused')
    expect(readiness.indexOf(503)).toBeLessThan(readiness.indexOf('refused'))

    const answered = await Promise.all([...reports, ...uploads])
    expect(answered.filter((outcome) => outcome === 200)).toHaveLength(45)
    expect(answered.slice(45)).toEqual([201, 201, 201, 201, 201])
    expect(await closeCode).toBe(1001)
    expect(await server.exited).toBe(0)
    expect(server.stdout()).toContain('server.stopped')
  })
})
