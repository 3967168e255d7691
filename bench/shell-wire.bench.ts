// What the browser downloads to show /stats/locations/map, on the wire: every script the page
// requests until it is drawn, counted and summed as sent (brotli, the build's compressed copies)
// and as the files are (what an uncompressed server would send), in Chromium against a real
// server on the tiny demo. Target: at most 150 KB of script with compression.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { ensureShellBuild } from '../server/http/shell-build'
import { ensureWidgetBuild } from '../server/build-assets'
import { signInAsAdmin, startServerProcess, stopServer } from './server-process'

const root = join(import.meta.dirname, '..')
const TARGET_KB = 150
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

interface Script {
  url: string
  wire: number
  raw: number
}

export default async function shellWire(): Promise<void> {
  await Promise.all([ensureWidgetBuild(root), ensureShellBuild(root)])
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-wire-'))
  const server = await startServerProcess(dataDir, { FW_DEMO_SIZE: 'tiny', FW_NOW: '2025-07-04T20:30:00-07:00' })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  try {
    const session = await signInAsAdmin(server.url)
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.addInitScript(({ token, expiresIn, user }) => {
      localStorage.setItem('auth_token', token)
      localStorage.setItem('auth_token_expiry', String(Date.now() + expiresIn * 1000))
      localStorage.setItem('auth_user', JSON.stringify(user))
    }, session)
    const scripts: Script[] = []
    const pending: Promise<void>[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()])
          const body = await response?.body()
          scripts.push({ url: request.url(), wire: sizes.responseBodySize, raw: body?.byteLength ?? 0 })
        })(),
      )
    })
    await page.goto(`${server.url}/stats/locations/map`)
    await page.locator('fw-location-map').waitFor()
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    const wire = scripts.reduce((sum, script) => sum + script.wire, 0)
    const raw = scripts.reduce((sum, script) => sum + script.raw, 0)
    const met = wire <= TARGET_KB * 1024
    console.log(`map route /stats/locations/map  ${scripts.length} scripts`)
    console.log(`  on the wire (brotli)  ${kb(wire).padStart(10)}   target ≤ ${TARGET_KB} KB: ${met ? 'met' : 'MISSED'} (${(wire / (TARGET_KB * 1024)).toFixed(2)}× of target)`)
    console.log(`  uncompressed          ${kb(raw).padStart(10)}   compression sends ${(wire / raw).toFixed(2)}× of it`)
    const largest = [...scripts].sort((a, b) => b.wire - a.wire).slice(0, Number(process.env.FW_BENCH_WIRE_LIST ?? 5))
    for (const script of largest) console.log(`    ${kb(script.wire).padStart(9)}  ${new URL(script.url).pathname}`)
  } finally {
    await browser.close()
    await stopServer(server.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
