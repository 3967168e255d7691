// Another team's React + TypeScript + Vite app installing the packed tarball (examples/react, copied
// to a scratch folder): the install stays light, `tsc` types the fw-* JSX and refuses a wrong
// attribute type, `vite build` passes, and in Chromium the app's component and element both show
// the figures computed here from the raw orders, styled and themed dark like the elements.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Locator } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { formatMoney } from '../../src/format/money'
import { adminWithLocation, expectedYear } from './expected-figures'
import type { StoredSessionValues } from './expected-figures'
import { baseUrl, intranetPort } from './server-info'

const root = fileURLToPath(new URL('../..', import.meta.url))
const counts = new Intl.NumberFormat('en-US')
let scratch: string
let app: string
let session: StoredSessionValues
let location: Location

const npm = (args: string[], cwd: string) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd, stdio: 'pipe' })

/** Every installed package folder under node_modules (scoped and nested ones too), by path. */
function installedPackages(nodeModules: string, found = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue
    const path = join(nodeModules, entry.name)
    if (entry.name.startsWith('@')) {
      installedPackages(path, found)
      continue
    }
    found.set(path, JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).name as string)
    try {
      installedPackages(join(path, 'node_modules'), found)
    } catch {
      // No nested node_modules.
    }
  }
  return found
}

function folderBytes(path: string): number {
  let total = 0
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name)
    total += entry.isDirectory() ? folderBytes(child) : statSync(child).size
  }
  return total
}

function tsc(): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', app], { encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

test.beforeAll(async () => {
  test.setTimeout(600_000)
  ;({ session, location } = await adminWithLocation([2024, 2025]))

  scratch = mkdtempSync(join(tmpdir(), 'fw-consumer-'))
  // The build ran before the browser tests; pack what it wrote, without building again.
  const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], { cwd: root, encoding: 'utf8' })) as { filename: string }[]
  const tarball = join(scratch, packed[0]!.filename)
  app = join(scratch, 'app')
  cpSync(join(root, 'examples/react'), app, { recursive: true, filter: (path) => !/node_modules|dist$/.test(path) })
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  delete manifest.dependencies['fireworks-dashboard']
  writeFileSync(join(app, 'package.json'), JSON.stringify(manifest, null, 2))
  npm(['install'], app)
  const before = installedPackages(join(app, 'node_modules'))
  npm(['install', tarball], app)
  const added = [...installedPackages(join(app, 'node_modules'))].filter(([path]) => !before.has(path))
  const bytes = added.reduce((sum, [path]) => sum + folderBytes(path), 0)
  console.log(
    `install weight of the packed tarball: ${added.length} packages added besides react, react-dom and scheduler (target ≤ 30), ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB of node_modules (target ≤ 25 MB): ${added.map(([, name]) => name).sort().join(', ')}`,
  )
  expect(added.map(([, name]) => name)).not.toEqual(expect.arrayContaining(['better-sqlite3']))
})

test.afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

test('tsc types fw-* JSX with typed attributes and events, and refuses a wrong attribute type', () => {
  const typed = tsc()
  expect(typed.output).toBe('')
  expect(typed.status).toBe(0)
  const fixture = join(app, 'src/wrong-attribute.tsx')
  writeFileSync(
    fixture,
    [
      'export const wrong = <fw-fireworks duration="long" />',
      'export const years = <fw-location-stats years={2025} />',
      "export const detail = <fw-summary-cards onfw-unauthorized={(event) => event.detail.href} />",
    ].join('\n'),
  )
  try {
    const refused = tsc()
    expect(refused.status).not.toBe(0)
    expect(refused.output).toContain("src/wrong-attribute.tsx(1,")
    expect(refused.output).toContain("src/wrong-attribute.tsx(2,")
    // A handler reading a field its event's detail does not have.
    expect(refused.output).toContain("src/wrong-attribute.tsx(3,")
  } finally {
    rmSync(fixture)
  }
})

test("vite builds the app, and in Chromium its component and element show the server's figures, themed dark", async ({ page }) => {
  execFileSync(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app, stdio: 'pipe' })
  const served = join(app, 'dist')
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname
    const file = join(served, path === '/' ? 'index.html' : path)
    let body: Buffer
    try {
      body = readFileSync(file)
    } catch {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(body)
  })
  // The app's origin is the one the test server allows (FW_ALLOWED_ORIGINS).
  await new Promise<void>((resolve) => server.listen(intranetPort(), '127.0.0.1', resolve))
  try {
    const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
    const expected = await expectedYear(api, session.token, location, 2025)
    await api.dispose()
    const figures = { totalTransactions: counts.format(expected.transactions), netSales: formatMoney(expected.netSalesCents) }

    await page.goto(`http://127.0.0.1:${intranetPort()}/?api=${encodeURIComponent(`${baseUrl()}/api`)}&location=${location.id}#${session.token}`)
    const component = page.locator('main > div').first()
    const element = page.locator('fw-summary-cards')
    await expect.poll(() => shown(component)).toEqual(figures)
    await expect.poll(() => shown(element)).toEqual(figures)
    for (const widget of [component, element]) {
      // The dark palette's tokens reach the shadow root: card text in the dark foreground, on a raised surface.
      expect(await style(widget)).toEqual({ color: 'rgb(241, 245, 249)', background: expect.not.stringMatching(/^rgba\(0, 0, 0, 0\)$/), font: expect.stringContaining('system-ui') })
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})

async function shown(widget: Locator): Promise<Record<string, string>> {
  return widget.evaluate((host) => {
    const read = (key: string) => host.shadowRoot?.querySelector(`[data-card="${key}"] .fw-summary-card-value`)?.textContent ?? ''
    return { totalTransactions: read('totalTransactions'), netSales: read('netSales') }
  })
}

async function style(widget: Locator): Promise<Record<string, string>> {
  return widget.evaluate((host) => {
    const value = host.shadowRoot?.querySelector('[data-card="netSales"] .fw-summary-card-value')
    const card = host.shadowRoot?.querySelector('[data-card="netSales"]')
    if (!value || !card) return {} as Record<string, string>
    return { color: getComputedStyle(value).color, background: getComputedStyle(card).backgroundColor, font: getComputedStyle(value).fontFamily }
  })
}
