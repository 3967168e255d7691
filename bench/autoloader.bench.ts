// One fw-location-stats on a plain page, loaded the way an intranet page loads it: through the
// autoloader (one script tag; the tag's chunk and the shared ones follow) against today's whole
// standalone bundle. In Chromium against the real server and the built dist/: the JavaScript on
// the wire (gzip, as the targets are set; brotli, which Chromium gets, for information) and the
// time from navigation to the first figures on the loopback and on a throttled office link, the
// median of cold loads in fresh contexts. And the autoloader's own size. Printed, never asserted.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { ensureWidgetBuild } from '../server/build-assets'
import { PROJECT_ROOT } from './browser-build'
import { signInAsAdmin, startServerProcess, stopServer } from './server-process'

const ROUNDS = 7
const WIRE_TARGET_KB = 150
const WIRE_RATIO_TARGET = 0.65
const AUTOLOADER_TARGET_KB = 5
/** A store office on a VPN: 20 Mbit/s down, 5 up, 40 ms round trip. */
const OFFICE_LINK = { offline: false, latency: 40, downloadThroughput: (20_000_000 / 8) | 0, uploadThroughput: (5_000_000 / 8) | 0 }

interface Variant {
  name: string
  script: string
}
const VARIANTS: Variant[] = [
  { name: 'autoloader (one tag, its chunks)', script: '/dist/autoloader.js' },
  { name: 'standalone (every tag)', script: '/dist/standalone.js' },
]

interface Sample {
  scriptBytes: number
  firstFiguresMs: number
}

/**
 * Puts the script tag and the element on the page, as an intranet page writes them, and resolves
 * with the milliseconds until the Net Sales card first shows a figure. Page code as text: the bench
 * runs under tsx, whose transform would add helpers the page does not have.
 */
const showWidget = (script: string, locationId: string) => `new Promise((resolve) => {
  const started = performance.now()
  const tag = document.createElement('script')
  tag.type = 'module'
  tag.src = ${JSON.stringify(script)}
  document.head.append(tag)
  const element = document.createElement('fw-location-stats')
  element.setAttribute('location-id', ${JSON.stringify(locationId)})
  element.setAttribute('years', '2024,2025')
  document.body.append(element)
  const look = () => {
    const value = element.shadowRoot && element.shadowRoot.querySelector('[data-card="netSales"] .fw-summary-card-value')
    if (value && value.textContent.startsWith('$')) resolve(performance.now() - started)
    else requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})`

async function sample(browser: Browser, server: string, session: { token: string; expiresIn: number; user: unknown }, locationId: string, variant: Variant, options: { throttled: boolean; encoding: string }): Promise<Sample> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': options.encoding } })
  const page = await context.newPage()
  try {
    await page.addInitScript(({ token, expiresIn, user }) => {
      localStorage.setItem('auth_token', token)
      localStorage.setItem('auth_token_expiry', String(Date.now() + expiresIn * 1000))
      localStorage.setItem('auth_user', JSON.stringify(user))
    }, session)
    // The server's own bare page: its origin and policy are those of a page beside the API, and
    // nothing is intercepted (interception would switch the link throttling off).
    await page.goto(`${server}/examples/blank.html`)
    if (options.throttled) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', OFFICE_LINK)
    }
    const scripts: Promise<number>[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => sizes.responseBodySize))
    })
    const firstFiguresMs = (await page.evaluate(showWidget(variant.script, locationId))) as number
    return { scriptBytes: (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0), firstFiguresMs }
  } finally {
    await context.close()
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const kb = (bytes: number) => bytes / 1024
const verdict = (met: boolean) => (met ? 'met' : 'NOT met')

export default async function autoloaderBench(): Promise<void> {
  // A fresh clone has no dist/ yet: built as `npm start` builds it, when missing or older than the sources.
  await ensureWidgetBuild(PROJECT_ROOT)
  const autoloader = join(PROJECT_ROOT, 'dist', 'autoloader.js')
  const ownGzip = kb(gzipSync(readFileSync(autoloader), { level: 9 }).byteLength)
  console.log(`autoloader.js alone: ${ownGzip.toFixed(2)} KB gzip (target ≤ ${AUTOLOADER_TARGET_KB} KB)  ${verdict(ownGzip <= AUTOLOADER_TARGET_KB)}`)

  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-autoloader-'))
  const server = await startServerProcess(dataDir, { FW_NOW: '2025-07-05T03:30:00Z' })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  try {
    const session = await signInAsAdmin(server.url)
    const answer = (await (await fetch(`${server.url}/api/square/locations`, { headers: { authorization: `Bearer ${session.token}` } })).json()) as {
      data: { locations: { id: string; status: string; stats: Record<string, { totalTransactions: number }> }[] }
    }
    const location = answer.data.locations.find((l) => l.status === 'ACTIVE' && ['2024', '2025'].every((year) => (l.stats[year]?.totalTransactions ?? 0) > 0))
    if (!location) throw new Error('No active demo location has sales in both seasons')

    for (const encoding of ['gzip', 'br']) {
      const bytes = new Map<string, number>()
      for (const variant of VARIANTS) bytes.set(variant.name, (await sample(browser, server.url, session, location.id, variant, { throttled: false, encoding })).scriptBytes)
      const ours = bytes.get(VARIANTS[0]!.name) ?? NaN
      const whole = bytes.get(VARIANTS[1]!.name) ?? NaN
      console.log(`\nJavaScript on the wire for one fw-location-stats (${encoding}, React included):`)
      for (const variant of VARIANTS) console.log(`  ${variant.name.padEnd(36)} ${kb(bytes.get(variant.name) ?? NaN).toFixed(1).padStart(7)} KB`)
      const ratio = ours / whole
      if (encoding === 'gzip') {
        console.log(`  autoloader ${kb(ours).toFixed(1)} KB (target ≤ ${WIRE_TARGET_KB} KB) ${verdict(kb(ours) <= WIRE_TARGET_KB)};  ÷ standalone ${ratio.toFixed(2)}× (target ≤ ${WIRE_RATIO_TARGET}×) ${verdict(ratio <= WIRE_RATIO_TARGET)}`)
      } else {
        console.log(`  autoloader ÷ standalone ${ratio.toFixed(2)}× (for information)`)
      }
    }

    for (const throttled of [false, true]) {
      const times = new Map<string, number[]>(VARIANTS.map((variant) => [variant.name, []]))
      // Rounds alternate the variants, so load on the machine falls on both alike; round 0 warms up.
      for (let round = 0; round <= ROUNDS; round++) {
        for (const variant of VARIANTS) {
          const measured = await sample(browser, server.url, session, location.id, variant, { throttled, encoding: 'gzip, deflate, br' })
          if (round > 0) times.get(variant.name)?.push(measured.firstFiguresMs)
        }
      }
      console.log(`\n${throttled ? 'office link (20 Mbit/s, 40 ms)' : 'loopback'}: time to first figures, median of ${ROUNDS} cold loads`)
      for (const variant of VARIANTS) console.log(`  ${variant.name.padEnd(36)} ${median(times.get(variant.name) ?? []).toFixed(0).padStart(6)} ms`)
      const ratio = median(times.get(VARIANTS[0]!.name) ?? []) / median(times.get(VARIANTS[1]!.name) ?? [])
      console.log(`  autoloader ÷ standalone ${ratio.toFixed(2)}×`)
    }
  } finally {
    await browser.close()
    await stopServer(server.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
