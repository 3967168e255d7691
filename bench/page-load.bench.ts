// What a browser downloads and waits for to show fw-location-stats for two seasons of one demo
// location, in Chromium against the real server (`npm start` with the demo season): the bytes of
// API answers on the wire and the time from navigation to the first figures on screen. The
// widget as it is (server figures through the page's query cache) against the reference, the
// same view fed by the raw orders of each season and computing figures in the browser as the
// widgets did before (bench/raw-orders-stats.ts). Both are production bundles built here and
// served from the server's origin; every round is a fresh browser context (cold caches).
//
// A third bundle draws the same view from the same figures built into it, asking the API nothing:
// the start-up and drawing both variants share, so what each spends above it (its data path) is
// printed beside the ratio.
//
// The reference is measured as it was served then (answers uncompressed) and, for information,
// with today's gzip; times on the loopback and on a throttled office link (20 Mbit/s, 40 ms
// round trip), where the bytes show. Printed, never asserted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { build } from 'esbuild'
import { BROWSER_BUILD, PROJECT_ROOT } from './browser-build'
import { signInAsAdmin, startServerProcess, stopServer } from './server-process'

const YEARS = '2024,2025'
/** The server's clock at start: July 4, 2025, 8 PM in Los Angeles, in season. */
const NOW = '2025-07-05T03:00:00.000Z'
const ROUNDS = 7
const BYTES_TARGET = 0.02
const TIME_TARGET = 0.5
/** A store office on a VPN: 20 Mbit/s down, 5 up, 40 ms round trip. */
const OFFICE_LINK = { offline: false, latency: 40, downloadThroughput: (20_000_000 / 8) | 0, uploadThroughput: (5_000_000 / 8) | 0 }

/** The bundles under test, served by the server's /dist route for the run and removed after. */
const BUNDLE_DIR = join(PROJECT_ROOT, 'dist', 'bench-page')

const widgetSource = `
import './widgets/location-stats/location-stats.element'`

const referenceSource = `
import { useEffect, useState } from 'react'
import { defineWidget } from './src/elements/define-widget'
import { SEASON_SELECTION_ATTRIBUTES } from './src/elements/season-selection'
import { useWidgetApi } from './src/elements/widget-api'
import { LocationStatsLoading, LocationStatsView, buildStatsModel } from './widgets/location-stats'
import { loadRawOrdersStats } from './bench/raw-orders-stats'
function RawOrdersLocationStats({ locationId, years, days }) {
  const api = useWidgetApi()
  const [model, setModel] = useState(null)
  useEffect(() => {
    loadRawOrdersStats(api, { locationId, years, days }).then((data) => setModel(buildStatsModel(data.analysis, data.days, data.location.name)))
  }, [api, locationId, String(years), days])
  return model ? <LocationStatsView model={model} /> : <LocationStatsLoading />
}
defineWidget('fw-location-stats', RawOrdersLocationStats, { attributes: SEASON_SELECTION_ATTRIBUTES })`

/**
 * The floor: the same view and element from the stats answers the widget would receive, written
 * into the bundle, so the page asks the API nothing (no sign-in, clock or figures round trip).
 */
const floorSource = (answers: unknown[], locationName: string, years: number[]) => `
import { defineWidget } from './src/elements/define-widget'
import { SEASON_SELECTION_ATTRIBUTES } from './src/elements/season-selection'
import { daysInRange, parseDays } from './src/season'
import { LocationStatsView, buildStatsModel } from './widgets/location-stats'
import { comparisonCutOf } from './widgets/widget-kit/season/like-for-like'
const answers = ${JSON.stringify(answers)}
const years = ${JSON.stringify(years)}
function FiguresInTheBundle({ days }) {
  const stats = answers.flatMap((answer) => answer.stats)
  const model = buildStatsModel({ years: stats, paymentTypes: answers.flatMap((answer) => answer.paymentTypes) }, daysInRange(parseDays(days)), ${JSON.stringify(locationName)}, comparisonCutOf(years, answers))
  return <LocationStatsView model={model} stats={stats} />
}
defineWidget('fw-location-stats', FiguresInTheBundle, { attributes: SEASON_SELECTION_ATTRIBUTES })`

async function bundle(name: string, source: string): Promise<string> {
  const result = await build({
    ...BROWSER_BUILD,
    stdin: { contents: source, resolveDir: PROJECT_ROOT, loader: 'tsx', sourcefile: `${name}.tsx` },
    logLevel: 'silent',
  })
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text
  if (!code) throw new Error(`${name}: esbuild produced no JavaScript`)
  return code
}

interface Variant {
  name: string
  /** Where the server serves the variant's bundle (written into dist/ for the run). */
  scriptPath: string
  /** Ask the server for uncompressed answers, as every answer was before. */
  identity: boolean
}

interface Sample {
  apiBytes: number
  firstFiguresMs: number
}

/**
 * Puts the widget on the page (its bundle, then the element) and resolves with the milliseconds
 * until the Net Sales card first shows a figure. Page code as text: the bench runs under tsx, whose
 * transform would add helpers the page does not have to a function passed across.
 */
const showWidget = (scriptPath: string, locationId: string, years: string) => `new Promise((resolve) => {
  const started = performance.now()
  const script = document.createElement('script')
  script.type = 'module'
  script.src = ${JSON.stringify(scriptPath)}
  document.head.append(script)
  const element = document.createElement('fw-location-stats')
  element.setAttribute('location-id', ${JSON.stringify(locationId)})
  element.setAttribute('years', ${JSON.stringify(years)})
  document.body.append(element)
  const look = () => {
    const value = element.shadowRoot && element.shadowRoot.querySelector('[data-card="netSales"] .fw-summary-card-value')
    if (value && value.textContent.startsWith('$')) resolve(performance.now() - started)
    else requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})`

async function sample(browser: Browser, server: string, session: { token: string; expiresIn: number; user: unknown }, locationId: string, variant: Variant, throttled: boolean): Promise<Sample> {
  const context = await browser.newContext()
  const page: Page = await context.newPage()
  try {
    await page.addInitScript(({ token, expiresIn, user }) => {
      localStorage.setItem('auth_token', token)
      localStorage.setItem('auth_token_expiry', String(Date.now() + expiresIn * 1000))
      localStorage.setItem('auth_user', JSON.stringify(user))
    }, session)
    // The page is the server's own bare page and the bundles are the server's files, so the widget
    // runs with its origin and policy as an intranet page beside the API would, and nothing is
    // intercepted (interception would also switch the link throttling off).
    if (variant.identity) await context.setExtraHTTPHeaders({ 'accept-encoding': 'identity' })
    await page.goto(`${server}/examples/blank.html`)
    if (throttled) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', OFFICE_LINK)
    }
    const apiRequests: Promise<number>[] = []
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) {
        apiRequests.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize))
      }
    })
    const firstFiguresMs = (await page.evaluate(showWidget(variant.scriptPath, locationId, YEARS))) as number
    const apiBytes = (await Promise.all(apiRequests)).reduce((sum, bytes) => sum + bytes, 0)
    return { apiBytes, firstFiguresMs }
  } finally {
    await context.close()
  }
}

/** One season's stats answer (its data) at the server's clock, as the widget asks for it. */
async function statsAnswer(server: string, token: string, locationId: string, year: number): Promise<unknown> {
  const query = new URLSearchParams({ locationId, years: String(year), days: '28to5', asOf: NOW })
  const response = await fetch(`${server}/api/square/stats?${query}`, { headers: { authorization: `Bearer ${token}` } })
  if (!response.ok) throw new Error(`/api/square/stats answered ${response.status}`)
  return ((await response.json()) as { data: unknown }).data
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const verdict = (value: number, target: number) => (value <= target ? 'met' : 'NOT met')

export default async function pageLoadBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-page-'))
  const server = await startServerProcess(dataDir, { FW_NOW: NOW })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  try {
    const session = await signInAsAdmin(server.url)
    const answer = (await (await fetch(`${server.url}/api/square/locations`, { headers: { authorization: `Bearer ${session.token}` } })).json()) as {
      data: { locations: { id: string; name: string; status: string; stats: Record<string, { totalTransactions: number }> }[] }
    }
    const location = answer.data.locations.find((l) => l.status === 'ACTIVE' && YEARS.split(',').every((year) => (l.stats[year]?.totalTransactions ?? 0) > 0))
    if (!location) throw new Error('No active demo location has sales in both seasons')
    const years = YEARS.split(',').map(Number)
    const answers = await Promise.all(years.map((year) => statsAnswer(server.url, session.token, location.id, year)))
    const [widget, reference, floor] = await Promise.all([bundle('widget', widgetSource), bundle('reference', referenceSource), bundle('floor', floorSource(answers, location.name, years))])
    mkdirSync(BUNDLE_DIR, { recursive: true })
    writeFileSync(join(BUNDLE_DIR, 'widget.js'), widget)
    writeFileSync(join(BUNDLE_DIR, 'reference.js'), reference)
    writeFileSync(join(BUNDLE_DIR, 'floor.js'), floor)
    const variants: Variant[] = [
      { name: 'widget (server figures)', scriptPath: '/dist/bench-page/widget.js', identity: false },
      { name: 'reference, as served before (raw orders, uncompressed)', scriptPath: '/dist/bench-page/reference.js', identity: true },
      { name: 'reference with gzip (raw orders)', scriptPath: '/dist/bench-page/reference.js', identity: false },
      { name: 'floor: the same view, figures in the bundle, no API', scriptPath: '/dist/bench-page/floor.js', identity: false },
    ]
    for (const throttled of [false, true]) {
      const samples = new Map<string, Sample[]>(variants.map((variant) => [variant.name, []]))
      // Rounds alternate the variants, so load on the machine falls on all of them alike; the
      // first round only warms the server's caches and is not counted.
      for (let round = 0; round <= ROUNDS; round++) {
        for (const variant of variants) {
          const measured = await sample(browser, server.url, session, location.id, variant, throttled)
          if (round > 0) samples.get(variant.name)?.push(measured)
        }
      }
      const of = (name: string) => {
        const list = samples.get(name) ?? []
        return { bytes: median(list.map((s) => s.apiBytes)), ms: median(list.map((s) => s.firstFiguresMs)) }
      }
      const ours = of(variants[0]!.name)
      const before = of(variants[1]!.name)
      const gzipped = of(variants[2]!.name)
      console.log(`\n${throttled ? 'office link (20 Mbit/s, 40 ms)' : 'loopback'}: fw-location-stats, ${YEARS}, median of ${ROUNDS} cold loads`)
      for (const variant of variants) {
        const { bytes, ms } = of(variant.name)
        console.log(`  ${variant.name.padEnd(56)} API ${kb(bytes).padStart(10)} on the wire   first figures ${ms.toFixed(0).padStart(5)} ms`)
      }
      const bytesRatio = ours.bytes / before.bytes
      const timeRatio = ours.ms / before.ms
      console.log(`  bytes ÷ reference  ${(bytesRatio * 100).toFixed(2)}%  (target ≤ ${BYTES_TARGET * 100}%)  ${verdict(bytesRatio, BYTES_TARGET)};  ÷ gzipped reference ${((ours.bytes / gzipped.bytes) * 100).toFixed(2)}%`)
      console.log(`  time ÷ reference   ${timeRatio.toFixed(2)}×  (target ≤ ${TIME_TARGET}×)  ${verdict(timeRatio, TIME_TARGET)};  ÷ gzipped reference ${(ours.ms / gzipped.ms).toFixed(2)}×`)
      const floor = of(variants[3]!.name).ms
      const above = (ms: number) => `${Math.max(0, ms - floor).toFixed(0)} ms`
      console.log(`  above the floor (${floor.toFixed(0)} ms of start-up and drawing both share): widget ${above(ours.ms)}, reference ${above(before.ms)}, gzipped reference ${above(gzipped.ms)}; widget ÷ reference ${((ours.ms - floor) / Math.max(1, before.ms - floor)).toFixed(2)}×`)
      // No page can show the figures sooner than the floor, so when the floor alone is past the
      // target, the target asks for less than no API at all.
      console.log(`  the floor alone ÷ reference ${(floor / before.ms).toFixed(2)}×${floor / before.ms > TIME_TARGET ? ` (over the ${TIME_TARGET}× target: no data path can meet it on this link)` : ''}`)
    }
  } finally {
    await browser.close()
    await stopServer(server.child)
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(BUNDLE_DIR, { recursive: true, force: true })
  }
}
