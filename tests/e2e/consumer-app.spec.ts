// Another team's React + TypeScript + Vite app (examples/react, copied to a scratch folder)
// installing `@fireworks/dashboard` by its scoped name from a registry: the package is packed,
// published with `npm publish` to Verdaccio on 127.0.0.1 (./scratch-registry.ts), and the app's
// `.npmrc` sends the @fireworks scope there as the README says for the company registry. The
// install stays light, every entry imports in plain Node, `tsc` types the fw-* JSX and refuses a
// wrong attribute type, `vite build` passes, and in Chromium the app's component and its two
// autoloaded elements show the figures computed here from the raw orders, styled and themed dark,
// with only those two tags' chunks loaded. Then the bytes the library adds to a page for one tag,
// two tags and every tag (./consumer-bytes.ts).
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import type { Locator } from '@playwright/test'
import type { Location } from '../../src/contract/location'
import { formatMoney } from '../../src/format/money'
import { measurePages, pageBytesTable } from './consumer-bytes'
import { adminWithLocation, expectedYear } from './expected-figures'
import type { StoredSessionValues } from './expected-figures'
import { dependencyClosure, folderBytes } from './package-install'
import { startScratchRegistry, type ScratchRegistry } from './scratch-registry'
import { serveFolder } from './serve-folder'
import { baseUrl, intranetPort } from './server-info'
import { dynamicEntryKey, readViteManifest, staticClosure, entryKey } from './vite-chunks'

const root = fileURLToPath(new URL('../..', import.meta.url))
const PACKAGE = '@fireworks/dashboard'
const SCOPE = '@fireworks'
/** The registry the package's publishConfig and the example's .npmrc name: the company's. */
const COMPANY_REGISTRY = 'https://npm.intranet.example/'
const counts = new Intl.NumberFormat('en-US')
let scratch: string
let app: string
let registry: ScratchRegistry
let session: StoredSessionValues
let location: Location

// One install, from npm's cache where it can: the app's own packages never change between runs.
const npm = (args: string[], cwd: string) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd, encoding: 'utf8', stdio: 'pipe' })
const vite = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args], { cwd: app, stdio: 'pipe', env: { ...process.env, ...env } })

function tsc(): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', app], { encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

test.beforeAll(async () => {
  test.setTimeout(600_000)
  ;({ session, location } = await adminWithLocation([2024, 2025]))
  scratch = mkdtempSync(join(tmpdir(), 'fw-consumer-'))

  // The build ran before the browser tests; pack what it wrote, without building again.
  const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], { cwd: root, encoding: 'utf8' })) as { filename: string; name: string; version: string }[]
  const { filename, name, version } = packed[0]!
  expect(name).toBe(PACKAGE)
  const tarball = join(scratch, filename)
  // Left to itself, publishing goes to the company registry the package names, never the public one.
  // npm names that registry in a notice, which `npm run --silent` (npm test) would otherwise hush.
  const aimed = spawnSync('npm', ['publish', tarball, '--dry-run', '--loglevel=notice'], { cwd: scratch, encoding: 'utf8' })
  expect(`${aimed.stdout}${aimed.stderr}`).toContain(COMPANY_REGISTRY)
  expect(`${aimed.stdout}${aimed.stderr}`).not.toContain('registry.npmjs.org')

  registry = await startScratchRegistry(join(scratch, 'registry'), SCOPE)
  npm(['publish', tarball, ...registry.publishFlags(SCOPE)], scratch)
  const published = JSON.parse(npm(['view', `${PACKAGE}@${version}`, 'dist', '--json', `--${SCOPE}:registry=${registry.url}`], scratch)) as { tarball: string }
  expect(published.tarball.startsWith(registry.url)).toBe(true)

  app = join(scratch, 'app')
  cpSync(join(root, 'examples/react'), app, { recursive: true, filter: (path) => !/node_modules|dist$/.test(path) })
  // The example's .npmrc names the company registry for the scope; here that registry is Verdaccio.
  const npmrc = readFileSync(join(app, '.npmrc'), 'utf8')
  expect(npmrc).toContain(`${SCOPE}:registry=${COMPANY_REGISTRY}`)
  writeFileSync(join(app, '.npmrc'), npmrc.replace(COMPANY_REGISTRY, registry.url))
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  expect(manifest.dependencies[PACKAGE]).toBe(`^${version}`)
  npm(['install'], app)

  const installed = JSON.parse(readFileSync(join(app, 'node_modules', PACKAGE, 'package.json'), 'utf8')) as { version: string }
  expect(installed.version).toBe(version)
  const added = dependencyClosure(app, PACKAGE, ['react', 'react-dom', 'scheduler'])
  const bytes = added.reduce((sum, { path }) => sum + folderBytes(path), 0)
  console.log(
    `${PACKAGE}@${version} from ${registry.url}: tarball ${(Number(readFileSync(tarball).byteLength) / 1024 / 1024).toFixed(2)} MB; ` +
      `install weight ${added.length} packages besides react, react-dom and scheduler (target ≤ 30), ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB of node_modules (target ≤ 25 MB): ${added.map(({ name: added }) => added).sort().join(', ')}`,
  )
  expect(added.map(({ name: added }) => added)).not.toContain('better-sqlite3')
  expect(bytes).toBeLessThan(25 * 1024 * 1024)
})

test.afterAll(async () => {
  await registry?.stop()
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

test('every entry of the installed package imports in plain Node, with no DOM', () => {
  const pkg = JSON.parse(readFileSync(join(app, 'node_modules', PACKAGE, 'package.json'), 'utf8')) as { exports: Record<string, unknown> }
  const tags = readdirSync(join(app, 'node_modules', PACKAGE, 'dist/elements')).flatMap((file) => (/^fw-[a-z-]+\.js$/.test(file) ? [file.replace(/\.js$/, '')] : []))
  const subpaths = Object.keys(pkg.exports).flatMap((subpath) => (subpath.endsWith('.json') ? [] : subpath.includes('*') ? tags.map((tag) => subpath.replace('*', tag)) : [subpath]))
  expect(subpaths).toEqual(expect.arrayContaining(['.', './autoloader', './elements', './standalone', './elements/fw-summary-cards']))
  const script = `
    const failed = []
    for (const subpath of ${JSON.stringify(subpaths)}) {
      const specifier = subpath === '.' ? '${PACKAGE}' : '${PACKAGE}' + subpath.slice(1)
      try { await import(specifier) } catch (error) { failed.push(specifier + ': ' + error.message) }
    }
    console.log(JSON.stringify({ document: typeof document, failed }))
  `
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' })
  expect(run.stderr).toBe('')
  expect(JSON.parse(run.stdout)).toEqual({ document: 'undefined', failed: [] })
  console.log(`imported ${subpaths.length} entries of ${PACKAGE} in Node ${process.version} without a DOM`)
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

test("vite builds the app, and in Chromium its component and two autoloaded elements show the server's figures, themed dark, loading only those two tags", async ({ page }) => {
  vite(['--manifest'])
  const served = join(app, 'dist')
  const manifest = readViteManifest(served)
  const tagChunks = Object.fromEntries(
    Object.keys(manifest)
      .filter((key) => manifest[key]!.isDynamicEntry && /\/dist\/elements\/fw-[a-z-]+\.js$/.test(key))
      .map((key) => [manifest[key]!.file, /(fw-[a-z-]+)\.js$/.exec(key)![1]!]),
  )
  // The autoloader's loaders are static import()s Vite follows: a chunk for every tag of the package.
  expect(Object.keys(tagChunks).length).toBeGreaterThanOrEqual(20)

  const loaded: string[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname.slice(1)
    if (path.endsWith('.js')) loaded.push(path)
  })
  // The app's origin is the one the test server allows (FW_ALLOWED_ORIGINS).
  const folder = await serveFolder(served, intranetPort())
  try {
    const api = await playwrightRequest.newContext({ baseURL: baseUrl() })
    const expected = await expectedYear(api, session.token, location, 2025)
    await api.dispose()
    const figures = { totalTransactions: counts.format(expected.transactions), netSales: formatMoney(expected.netSalesCents) }

    await page.goto(`http://127.0.0.1:${intranetPort()}/?api=${encodeURIComponent(`${baseUrl()}/api`)}&location=${location.id}#${session.token}`)
    const component = page.locator('main > div').first()
    const element = page.locator('fw-summary-cards')
    const items = page.locator('fw-top-items')
    await expect.poll(() => shown(component)).toEqual(figures)
    await expect.poll(() => shown(element)).toEqual(figures)
    // The items' revenues add up to the season's net sales, which the table's total row shows.
    await expect(items).toContainText('Items sold in 2025')
    await expect(items).toContainText(figures.netSales)
    for (const widget of [component, element]) {
      // The dark palette's tokens reach the shadow root: card text in the dark foreground, on a raised surface.
      expect(await style(widget)).toEqual({ color: 'rgb(241, 245, 249)', background: expect.not.stringMatching(/^rgba\(0, 0, 0, 0\)$/), font: expect.stringContaining('system-ui') })
    }
    // Of the tags' chunks, the page loaded the two it shows, and what they import: nothing more.
    const loadedTags = loaded.flatMap((file) => (tagChunks[file] ? [tagChunks[file]] : []))
    expect(loadedTags.sort()).toEqual(['fw-summary-cards', 'fw-top-items'])
    const expectedFiles = staticClosure(manifest, [entryKey(manifest), dynamicEntryKey(manifest, '/fw-summary-cards.js'), dynamicEntryKey(manifest, '/fw-top-items.js')])
    expect(loaded.filter((file) => !expectedFiles.has(file))).toEqual([])
  } finally {
    await folder.close()
  }
})

test('the bytes the library adds to a page: one tag, two tags, every tag', async () => {
  const pages = measurePages(app, PACKAGE, (name) => vite(['--config', 'vite.measure.config.ts'], { FW_MEASURE_PAGE: name }))
  console.log(pageBytesTable(pages))
  const added = Object.fromEntries(pages.map((row) => [row.page, row.addedGzip]))
  // Each tag costs what it uses: a second tag adds its own chunk, and two tags cost well under
  // every tag (measured 2026-11-29: +99, +123 and +194 KB; the bound leaves room for growth).
  expect(added['one tag (autoloader)']).toBeGreaterThan(0)
  expect(added['two tags (autoloader)']).toBeGreaterThan(added['one tag (autoloader)']!)
  expect(added['two tags (autoloader)']).toBeLessThan(0.8 * added['every tag (/elements)']!)
  expect(added['two tags (elements/<tag>)']).toBeLessThan(0.8 * added['every tag (/elements)']!)
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
