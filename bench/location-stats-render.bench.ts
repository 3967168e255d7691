// Render time of the location-stats view (fw-location-stats' content) for three seasons in
// Chromium, as a ratio against the same screen with every chart drawn by Recharts, measured in the
// same run. Both pages are built here with esbuild (production React, minified) into a temporary
// folder, get the same precomputed series (a demo location's 2023–2025 seasons through
// src/analytics), and time their first render to the second painted frame with performance marks.
// Each is loaded fresh several times, alternating, and the medians are compared. Printed only.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium, type Browser } from '@playwright/test'
import { build, transform, type Plugin } from 'esbuild'
import type { LocationStatsModel } from '../widgets/location-stats'

const here = dirname(fileURLToPath(import.meta.url))
const CHROMIUM = '/usr/bin/chromium'
const RUNS = 7
const YEARS = [2023, 2024, 2025]
const VIEWPORT = { width: 1280, height: 1000 }

/** `import css from './x.css?inline'` (Vite's syntax, as the widgets use it) → the file's text. */
const cssInline: Plugin = {
  name: 'css-inline',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'css-inline',
    }))
    pluginBuild.onLoad({ filter: /.*/, namespace: 'css-inline' }, async (args) => {
      const { code } = await transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true })
      return { contents: `export default ${JSON.stringify(code)}`, loader: 'js' }
    })
  },
}

/**
 * The first demo location's three seasons, computed as the widget computes them (src/demo →
 * src/analytics → the view's model). Bundled for Node first, because the widget modules import
 * their style sheets Vite-style, which Node cannot load.
 */
const MODEL_SCRIPT = `
import { analyseOrders } from '../src/analytics'
import { demoLocations, demoOrders } from '../src/demo'
import { SEASON_DAYS } from '../src/season'
import { buildStatsModel } from '../widgets/location-stats'
export function benchModel(years) {
  const demo = { locationCount: 1, ordersPerLocationYear: 1000, years }
  const location = demoLocations(demo)[0]
  const analysis = analyseOrders([...demoOrders(demo, location.id)], location.timezone, { years })
  return buildStatsModel(analysis, [...SEASON_DAYS], location.name ?? location.id)
}`

async function benchModel(dir: string): Promise<LocationStatsModel> {
  const outfile = join(dir, 'model.mjs')
  await build({
    stdin: { contents: MODEL_SCRIPT, resolveDir: here, loader: 'ts', sourcefile: 'bench-model.ts' },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    plugins: [cssInline],
    logLevel: 'error',
  })
  const { benchModel: compute } = (await import(pathToFileURL(outfile).href)) as { benchModel: (years: number[]) => LocationStatsModel }
  return compute(YEARS)
}

async function bundle(entry: string, outFile: string): Promise<void> {
  await build({
    entryPoints: [join(here, entry)],
    outfile: outFile,
    bundle: true,
    minify: true,
    // A classic script, so the page works from file:// (module scripts would need an origin).
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [cssInline],
    logLevel: 'error',
  })
}

function html(script: string, model: LocationStatsModel): string {
  // `<` escaped so no value can close the script element early.
  const data = JSON.stringify(model).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<style>body{margin:0;font-family:system-ui,sans-serif}#app{width:1200px;padding:16px}</style></head>
<body><div id="app"></div><script>window.__BENCH_MODEL__=${data}</script><script src="${script}"></script></body></html>`
}

interface Measurement {
  ms: number
  /** SVG shapes drawn by the time the mark was set. */
  shapes: number
}

async function measure(browser: Browser, url: string): Promise<Measurement> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(url)
    const ms = await page.waitForFunction(() => window.__BENCH_RESULT__, null, { timeout: 30_000 }).then((handle) => handle.jsonValue())
    if (errors.length > 0) throw new Error(`${url}: ${errors.join('; ')}`)
    return { ms: ms as number, shapes: (await page.evaluate(() => window.__BENCH_SHAPES__)) ?? 0 }
  } finally {
    await context.close()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

export default async function locationStatsRender(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'fw-bench-render-'))
  let browser: Browser | undefined
  try {
    const model = await benchModel(dir)
    await Promise.all([bundle('location-stats-render-ours.tsx', join(dir, 'ours.js')), bundle('location-stats-render-recharts.tsx', join(dir, 'recharts.js'))])
    await writeFile(join(dir, 'ours.html'), html('ours.js', model))
    await writeFile(join(dir, 'recharts.html'), html('recharts.js', model))
    const pages = { ours: pathToFileURL(join(dir, 'ours.html')).href, recharts: pathToFileURL(join(dir, 'recharts.html')).href }

    browser = await chromium.launch({ executablePath: CHROMIUM })
    // One unmeasured load each warms the browser's caches for both alike.
    await measure(browser, pages.ours)
    await measure(browser, pages.recharts)
    const ours: Measurement[] = []
    const recharts: Measurement[] = []
    for (let run = 0; run < RUNS; run++) {
      // Alternate which goes first, so neither always runs on a warmer machine.
      if (run % 2 === 0) {
        ours.push(await measure(browser, pages.ours))
        recharts.push(await measure(browser, pages.recharts))
      } else {
        recharts.push(await measure(browser, pages.recharts))
        ours.push(await measure(browser, pages.ours))
      }
    }
    const oursMs = median(ours.map((run) => run.ms))
    const rechartsMs = median(recharts.map((run) => run.ms))
    console.log(`location-stats view, ${YEARS.length} seasons, first render to painted (median of ${RUNS}, Chromium):`)
    console.log(`  hand-drawn d3 charts: ${oursMs.toFixed(1)} ms (${ours[0]?.shapes} SVG shapes)`)
    console.log(`  Recharts:             ${rechartsMs.toFixed(1)} ms (${recharts[0]?.shapes} SVG shapes)`)
    console.log(`  ratio (ours / Recharts): ${(oursMs / rechartsMs).toFixed(2)}`)
  } finally {
    await browser?.close()
    await rm(dir, { recursive: true, force: true })
  }
}
