// `npm run test:image` (CI runs it after `npm test`, as a phase of its own): builds the container
// image with podman and runs it as an operator would. On SQLite with a volume: liveness, readiness,
// sign-in, every location's figures equal to the demo's orders, a signed webhook that moves them,
// a restart (SIGTERM, exit 0) that loses nothing. Then on PostgreSQL with compose.yaml's own
// environment and secrets files. The image runs read-only but for its data volume, as a non-root
// user, with no compiler or build tool inside. Prints the image's size and the start times.
// With no image registry reachable, the base is made from Debian's packages (make-local-base.sh);
// FW_TEST_IMAGE_BASE names another base; FW_TEST_IMAGE_KEEP=1 keeps the image the test built.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { parse } from 'yaml'
import { DEMO_SIZE } from '../../src/demo'
import { freePort } from '../../server/free-port'
import { startPostgresCluster } from '../../server/testing/postgres-cluster'
import { expectedSeasonFigures } from './expected-figures'
import { podman, podmanShown, runWithPodmanEnv } from './podman'
import { giveBackSpace, makeRoomForBuild } from './storage-space'

const root = fileURLToPath(new URL('../..', import.meta.url))
const IMAGE = 'localhost/fireworks-dashboard:test'
const BASE = process.env.FW_TEST_IMAGE_BASE ?? 'localhost/fireworks-node-base'
const ADMIN_PASSWORD = 'image-test-password-1'
/** Inside the 2025 season, so a payment lands in a season the figures show. */
const NOW = '2025-07-04T20:30:00-07:00'
const FINISHED_SEASONS = [2023, 2024]
const prefix = `fw-image-test-${process.pid}`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Image test failed: ${message}`)
}

interface Started {
  name: string
  url: string
  emulatorUrl: string
  portOpenMs: number
  readyMs: number
}

/** Polls until the probe answers as wanted; resolves with the milliseconds since `since`. */
async function until(url: string, wanted: (status: number) => boolean, since: number, what: string, timeoutMs = 240_000): Promise<number> {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    )
    if (wanted(status)) return performance.now() - since
    await sleep(100)
  }
  throw new Error(`Image test failed: ${what} within ${timeoutMs / 1000} s`)
}

/** Runs the image (host network, loopback ports, read-only but for /data) and waits until it is ready. */
async function runImage(name: string, env: Record<string, string>, mounts: string[], options: { start?: boolean } = {}): Promise<Started> {
  const port = Number(env.PORT)
  const url = `http://127.0.0.1:${port}`
  const since = performance.now()
  if (options.start) await podman('start', name)
  else {
    const envArgs = Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`])
    const mountArgs = mounts.flatMap((mount) => ['-v', mount])
    // No health timer: podman keeps it in systemd, which this machine may not run; the test runs
    // the image's HEALTHCHECK itself (podman healthcheck run) once the port is open.
    await podman('run', '-d', '--name', name, '--network', 'host', '--read-only', '--tmpfs', '/tmp', '--health-interval', 'disable', ...mountArgs, ...envArgs, IMAGE)
  }
  const portOpenMs = await until(`${url}/api/health`, (status) => status === 200, since, `${name}: /api/health answering`)
  const readyMs = await until(`${url}/api/ready`, (status) => status === 200, since, `${name}: /api/ready answering 200`)
  // The image's own HEALTHCHECK command, as the container engine would run it; it fails on any exit but 0.
  await podman('healthcheck', 'run', name)
  return { name, url, emulatorUrl: `http://127.0.0.1:${env.FW_EMULATOR_PORT}`, portOpenMs, readyMs }
}

async function signIn(url: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) })
  check(response.status === 200, `sign-in answered ${response.status}`)
  return ((await response.json()) as { data: { access_token: string } }).data.access_token
}

interface LocationStats {
  id: string
  status: string
  stats: Record<string, { totalTransactions: number; totalNetSales: number }>
}

async function locations(url: string, token: string): Promise<LocationStats[]> {
  const response = await fetch(`${url}/api/square/locations`, { headers: { Authorization: `Bearer ${token}` } })
  check(response.status === 200, `locations answered ${response.status}`)
  return ((await response.json()) as { data: { locations: LocationStats[] } }).data.locations
}

/** Every location's figures in the finished seasons equal those computed from the demo's orders. */
async function checkFigures(url: string, token: string): Promise<number> {
  const expected = expectedSeasonFigures(DEMO_SIZE.tiny, FINISHED_SEASONS)
  const listed = await locations(url, token)
  let compared = 0
  for (const location of listed) {
    for (const year of FINISHED_SEASONS) {
      const want = expected.get(location.id)?.get(year) ?? { totalTransactions: 0, totalNetSales: 0 }
      const got = location.stats[String(year)] ?? { totalTransactions: 0, totalNetSales: 0 }
      check(got.totalTransactions === want.totalTransactions, `${location.id} ${year}: ${got.totalTransactions} transactions, the orders make ${want.totalTransactions}`)
      check(got.totalNetSales === want.totalNetSales, `${location.id} ${year}: net sales ${got.totalNetSales}, the orders make ${want.totalNetSales}`)
      compared++
    }
  }
  check(compared >= 2 * FINISHED_SEASONS.length, `only ${compared} location-seasons were listed`)
  return compared
}

/** Rings up a demo payment (signed webhook to the dashboard) and waits until its location's 2025 count moves by one. */
async function paymentMovesFigures(started: Started, token: string): Promise<{ locationId: string; transactions: number }> {
  const before = (await locations(started.url, token)).find((location) => location.status === 'ACTIVE')
  check(before, 'no ACTIVE location')
  const was = before.stats['2025']?.totalTransactions ?? 0
  const rung = await fetch(`${started.emulatorUrl}/_demo/payments`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ location_id: before.id }) })
  const body = (await rung.json()) as { webhook_status: number | null }
  check(rung.status === 200 && body.webhook_status === 200, `the emulator's signed webhook was answered ${String(body.webhook_status)}`)
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const now = (await locations(started.url, token)).find((location) => location.id === before.id)?.stats['2025']?.totalTransactions ?? 0
    if (now === was + 1) return { locationId: before.id, transactions: now }
    await sleep(250)
  }
  throw new Error(`Image test failed: the webhook's payment never reached ${before.id}'s 2025 figures (still ${was})`)
}

async function ensureBase(): Promise<void> {
  const exists = await podman('image', 'exists', BASE).then(
    () => true,
    () => false,
  )
  if (exists) return
  process.stdout.write(`Making the local base image ${BASE} from Debian's packages…\n`)
  await runWithPodmanEnv(join(root, 'scripts/image/make-local-base.sh'), [BASE])
}

/** Nothing that builds: no compiler, no tsx, Vite, tsup or browser tooling in the final image (a package, not the empty scope folder npm's prune leaves). */
async function checkNoBuildTools(): Promise<void> {
  const found = await podman(
    'run', '--rm', '--network', 'none', '--health-interval', 'disable', '--entrypoint', '/bin/sh', IMAGE, '-c',
    'for p in gcc g++ cc make python3; do command -v $p; done; for d in tsx vite tsup @playwright/test playwright esbuild typescript; do [ -e node_modules/$d/package.json ] && echo node_modules/$d; done; true',
  )
  check(found === '', `the image holds build tools: ${found.split('\n').join(', ')}`)
}

async function sqliteRun(report: string[]): Promise<void> {
  const volume = `${prefix}-data`
  const name = `${prefix}-sqlite`
  await podman('volume', 'create', volume)
  const env = {
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    FW_EMULATOR_PORT: String(await freePort()),
    FW_ADMIN_PASSWORD: ADMIN_PASSWORD,
    FW_DEMO_SIZE: 'tiny',
    FW_DEMO_WEBHOOK_MS: '0',
    FW_NOW: NOW,
  }
  const first = await runImage(name, env, [`${volume}:/data`])
  report.push(`first start (SQLite volume, tiny demo)  port open ${seconds(first.portOpenMs)}, ready ${seconds(first.readyMs)}`)
  check((await podman('exec', name, 'id', '-u')) === '1001', 'the server does not run as the image\'s own user (uid 1001)')
  const token = await signIn(first.url, ADMIN_PASSWORD)
  const compared = await checkFigures(first.url, token)
  const moved = await paymentMovesFigures(first, token)
  report.push(`  figures of ${compared} location-seasons equal the demo's orders; a signed webhook moved ${moved.locationId}'s 2025 count to ${moved.transactions}`)

  // A restart as an orchestrator makes one: SIGTERM, drained, exit 0; then the same volume.
  await podman('stop', '--time', '40', name)
  const exitCode = await podman('inspect', name, '--format', '{{.State.ExitCode}}')
  check(exitCode === '0', `stopping exited with ${exitCode}`)
  const again = await runImage(name, env, [], { start: true })
  report.push(`restart on the same volume                port open ${seconds(again.portOpenMs)}, ready ${seconds(again.readyMs)} (drained stop exited 0)`)
  const tokenAgain = await signIn(again.url, ADMIN_PASSWORD)
  const after = (await locations(again.url, tokenAgain)).find((location) => location.id === moved.locationId)
  check(after?.stats['2025']?.totalTransactions === moved.transactions, 'the restart lost the webhook\'s payment')
  await checkFigures(again.url, tokenAgain)
  report.push('  nothing lost: the payment and every figure are there after the restart')
}

/** compose.yaml's environment for the dashboard, its secrets as files, pointed at a PostgreSQL on this machine. */
async function postgresRun(report: string[]): Promise<void> {
  const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8')) as { services: { dashboard: { environment: Record<string, string>; secrets: string[] } } }
  const dashboard = compose.services.dashboard
  const cluster = await startPostgresCluster()
  const secrets = mkdtempSync(join(tmpdir(), 'fw-image-secrets-'))
  const name = `${prefix}-postgres`
  try {
    const admin = new pg.Client({ connectionString: cluster.url })
    await admin.connect()
    await admin.query('CREATE DATABASE fireworks')
    await admin.end()
    const secretValues: Record<string, string> = { database_url: cluster.urlOf('fireworks'), admin_password: ADMIN_PASSWORD }
    const mounts = dashboard.secrets.map((secret) => {
      const value = secretValues[secret]
      check(value !== undefined, `compose.yaml names a secret the test does not know: ${secret}`)
      const file = join(secrets, secret)
      writeFileSync(file, `${value}\n`)
      // Readable by the image's own user, as a secrets file must be.
      chmodSync(file, 0o644)
      return `${file}:/run/secrets/${secret}:ro`
    })
    const port = await freePort()
    const env: Record<string, string> = {
      ...Object.fromEntries(Object.entries(dashboard.environment).map(([key, value]) => [key, String(value)])),
      // This machine's own: a loopback port, and the tiny demo at a fixed time for the figures.
      PORT: String(port),
      HOST: '127.0.0.1',
      FW_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      FW_EMULATOR_PORT: String(await freePort()),
      FW_DEMO_SIZE: 'tiny',
      FW_DEMO_WEBHOOK_MS: '0',
      FW_NOW: NOW,
    }
    check(env.FW_DATABASE_URL_FILE === '/run/secrets/database_url', 'compose.yaml no longer reads the database URL from its secret')
    const started = await runImage(name, env, [`${prefix}-pg-data:/data`, ...mounts])
    report.push(`PostgreSQL, compose.yaml's environment     port open ${seconds(started.portOpenMs)}, ready ${seconds(started.readyMs)}`)
    const token = await signIn(started.url, ADMIN_PASSWORD)
    const compared = await checkFigures(started.url, token)
    report.push(`  figures of ${compared} location-seasons equal the demo's orders`)
  } finally {
    await podman('rm', '--force', '--time', '5', name).catch(() => undefined)
    await podman('volume', 'rm', '--force', `${prefix}-pg-data`).catch(() => undefined)
    rmSync(secrets, { recursive: true, force: true })
    await cluster.stop()
  }
}

async function main(): Promise<void> {
  const report: string[] = []
  try {
    await ensureBase()
    report.push(await makeRoomForBuild(IMAGE))
    const building = performance.now()
    // This machine's CA bundle, for a registry reached through a TLS-inspecting proxy.
    const ca = process.env.NODE_EXTRA_CA_CERTS ?? '/etc/ssl/certs/ca-certificates.crt'
    // No layer per step: on vfs each would be a full copy of the file system (storage-space.ts).
    await podmanShown(['build', '--layers=false', '--format', 'docker', '--network', 'host', '--secret', `id=ca,src=${ca}`, '--build-arg', `BASE=${BASE}`, '--tag', IMAGE, '.'], root)
    const buildMs = performance.now() - building
    const size = Number(await podman('image', 'inspect', IMAGE, '--format', '{{.Size}}'))
    report.push(`image ${IMAGE} on ${BASE}: ${(size / 1e6).toFixed(0)} MB, built in ${seconds(buildMs)}`)
    await checkNoBuildTools()
    report.push('  no compiler, tsx, Vite, tsup, esbuild, TypeScript or Playwright inside')
    await sqliteRun(report)
    await postgresRun(report)
  } finally {
    await podman('rm', '--force', '--time', '5', `${prefix}-sqlite`).catch(() => undefined)
    await podman('volume', 'rm', '--force', `${prefix}-data`).catch(() => undefined)
    await giveBackSpace(IMAGE).catch((error: unknown) => report.push(`could not remove the image: ${String(error)}`))
    process.stdout.write(`\nThe container image\n${report.map((line) => `  ${line}`).join('\n')}\n`)
  }
}

await main()
