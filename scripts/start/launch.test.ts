// `npm start`'s launcher on a copy of the project (its server, core and start scripts; the real
// node_modules linked in), run as a person would run it, one start after another: the first builds
// the server bundle, the next reuses it, a changed source makes a new one (the old one, used by no
// process, is removed), a source that does not compile stops the start with esbuild's error and
// exit code 1, and so does a bad setting with the configuration's own message.
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../server/free-port'
import { spawnServerProcess, startServerProcess } from '../../server/testing/server-process'
import { BUNDLE_DIR } from './bundle-state.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const BUILDING = `Building the server into ${BUNDLE_DIR}/`

let copy: string
let dataDir: string

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'fw-launch-'))
  dataDir = mkdtempSync(join(tmpdir(), 'fw-launch-data-'))
  const skipTests = (source: string) => !/\.test\.tsx?$/.test(source)
  for (const folder of ['server', 'src', join('scripts', 'start')]) cpSync(join(ROOT, folder), join(copy, folder), { recursive: true, filter: skipTests })
  for (const file of ['package.json', 'package-lock.json', join('scripts', 'build-server.ts')]) cpSync(join(ROOT, file), join(copy, file))
  for (const name of readdirSync(ROOT).filter((name) => /^tsconfig.*\.json$/.test(name))) cpSync(join(ROOT, name), join(copy, name))
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'))
})
afterAll(() => {
  rmSync(copy, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

async function settings(): Promise<Record<string, string>> {
  return {
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    FW_DATA_DIR: dataDir,
    FW_DEMO_SIZE: 'tiny',
    FW_WIDGET_BUILD: 'off',
    FW_DEMO_WEBHOOK_MS: '0',
    FW_SHUTDOWN_DELAY_MS: '0',
  }
}

const currentBuild = () => (JSON.parse(readFileSync(join(copy, BUNDLE_DIR, 'current.json'), 'utf8')) as { build: string }).build

/** Starts the copy until its banner, stops it with SIGTERM; its console and exit code. */
async function startAndStop(): Promise<{ stdout: string; stderr: string; exitCode: number | null }> {
  const server = await startServerProcess(await settings(), 240_000, copy)
  const health = await fetch(`${server.url}/api/health`)
  expect(health.status).toBe(200)
  await server.stop()
  return { stdout: server.stdout(), stderr: server.stderr(), exitCode: server.child.exitCode }
}

describe('npm start, one start after another', () => {
  let firstBuild: string

  it('builds the server bundle at the first start, then runs it as a clone\'s server', { timeout: 300_000 }, async () => {
    const first = await startAndStop()
    expect(first.stdout).toContain(BUILDING)
    expect(first.stdout.indexOf(BUILDING)).toBeLessThan(first.stdout.indexOf('Fireworks dashboard listening on'))
    // A clone's server names the clone's command (a release's would name node dist/server/admin.js).
    expect(first.stdout).toContain('change it: npm run admin -- reset-password admin')
    expect(first.exitCode).toBe(0)
    firstBuild = currentBuild()
    expect(existsSync(join(copy, BUNDLE_DIR, firstBuild, 'start.js'))).toBe(true)
  })

  it('reuses the bundle while no source changed', { timeout: 120_000 }, async () => {
    const second = await startAndStop()
    expect(second.stdout).not.toContain(BUILDING)
    expect(second.stdout).toContain('Fireworks dashboard listening on')
    expect(currentBuild()).toBe(firstBuild)
  })

  it('stops at a bad setting with its message and exit code 1, building nothing', { timeout: 60_000 }, async () => {
    const spawned = spawnServerProcess({ ...(await settings()), FW_LOG_LEVEL: 'loud' }, copy)
    expect(await spawned.exited).toBe(1)
    expect(spawned.stderr()).toContain('FW_LOG_LEVEL')
    expect(spawned.stderr()).not.toMatch(/^\s+at /m)
    expect(spawned.stdout()).not.toContain(BUILDING)
  })

  it('builds again when a source changed, and removes the build no process uses any more', { timeout: 240_000 }, async () => {
    appendFileSync(join(copy, 'server', 'start-banner.ts'), '\n// changed after the first build\n')
    const third = await startAndStop()
    expect(third.stdout).toContain(BUILDING)
    expect(third.exitCode).toBe(0)
    expect(currentBuild()).not.toBe(firstBuild)
    expect(existsSync(join(copy, BUNDLE_DIR, firstBuild))).toBe(false)
  })

  it('stops with the compiler\'s error and exit code 1 when a source does not compile', { timeout: 120_000 }, async () => {
    const working = currentBuild()
    appendFileSync(join(copy, 'server', 'start-banner.ts'), '\nexport const broken = (\n')
    const spawned = spawnServerProcess(await settings(), copy)
    expect(await spawned.exited).toBe(1)
    expect(spawned.stderr()).toContain('server/start-banner.ts')
    expect(spawned.stderr()).toContain("Could not start: the server's build failed")
    expect(currentBuild()).toBe(working)
  })
})
