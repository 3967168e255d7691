// Render time of the location stats (three seasons of one demo location) in Chromium: our
// hand-drawn charts inside a defineWidget element against Recharts drawing the same seven series,
// both production builds measured in the same run. Each sample mounts a fresh copy and stops once
// every chart has drawn and two animation frames have passed (layout and paint included). The
// figures are computed before timing starts: only rendering is compared.
import { build } from 'esbuild'
import { chromium } from '@playwright/test'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_SIZE, demoLocations, demoOrders } from '../src/demo'
import { BROWSER_BUILD } from './browser-build'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const YEARS = [2023, 2024, 2025]
const WARMUP = 3
const SAMPLES = 15

/** Shared by both pages: the orders → the widget's own stats model, and a settle helper. */
const prelude = `
import { analyseOrders } from './src/analytics'
import { daysInRange, parseDays } from './src/season'
import { buildStatsModel } from './widgets/location-stats'
const { orders, timeZone, name, years } = window.benchInput
export const model = buildStatsModel(analyseOrders(orders, timeZone, { years }), daysInRange(parseDays(undefined)), name)
export const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
export async function until(ready) {
  while (!ready()) await new Promise((resolve) => requestAnimationFrame(resolve))
  await frames()
}`

const ours = `
import { model, until, frames } from './bench-prelude'
import { defineWidget } from './src/elements/define-widget'
import { LocationStatsView } from './widgets/location-stats'
function BenchStats({ model }) { return model ? <LocationStatsView model={model} /> : null }
defineWidget('fw-bench-location-stats', BenchStats, { properties: ['model'] })
window.benchRender = async () => {
  const element = document.createElement('fw-bench-location-stats')
  // A token: the widget's root shows a sign-in prompt to a page with no session at all.
  element.setAttribute('token', 'bench')
  const started = performance.now()
  element.model = model
  document.body.append(element)
  await until(() => element.shadowRoot.querySelectorAll('svg[role="img"] .fw-chart-bar, svg[role="img"] path').length > 0
    && element.shadowRoot.querySelectorAll('svg[role="img"]').length >= 7)
  const elapsed = performance.now() - started
  element.remove()
  await frames()
  return elapsed
}`

const recharts = `
import { model, until, frames } from './bench-prelude'
import { createRoot } from 'react-dom/client'
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
const COLOURS = ['#2563eb', '#f97316', '#16a34a', '#dc2626', '#9333ea', '#0891b2', '#ca8a04']
const rows = (data) => data.labels.map((label, i) => Object.fromEntries([['label', label], ...data.series.map((s) => [s.key, s.values[i]])]))
function Chart({ data, kind = 'bar', height = 250 }) {
  const Outer = kind === 'area' ? AreaChart : BarChart
  return (
    <ResponsiveContainer width="100%" height={height}>
      <Outer data={rows(data)}>
        <CartesianGrid vertical={false} /><XAxis dataKey="label" /><YAxis /><Tooltip /><Legend />
        {data.series.map((s, i) => kind === 'area'
          ? <Area key={s.key} dataKey={s.key} name={s.name} stroke={COLOURS[i % 7]} fill={COLOURS[i % 7]} fillOpacity={0.2} isAnimationActive={false} />
          : <Bar key={s.key} dataKey={s.key} name={s.name} stackId={s.stack} fill={COLOURS[i % 7]} isAnimationActive={false} />)}
      </Outer>
    </ResponsiveContainer>
  )
}
function Stats() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, width: 1200 }}>
      <Chart data={model.yearComparison.transactions} /><Chart data={model.yearComparison.netSales} />
      <Chart data={model.dailyTransactions} /><Chart data={model.dailyNetSales} />
      <div style={{ gridColumn: 'span 2' }}><Chart data={model.payments} height={400} /></div>
      <Chart data={model.hourlyNetSales} kind="area" /><Chart data={model.hourlyTransactions} />
    </div>
  )
}
window.benchRender = async () => {
  const holder = document.createElement('div')
  const started = performance.now()
  document.body.append(holder)
  const reactRoot = createRoot(holder)
  reactRoot.render(<Stats />)
  await until(() => holder.querySelectorAll('.recharts-surface').length >= 7 && holder.querySelectorAll('.recharts-bar-rectangle, .recharts-area-area').length > 0)
  const elapsed = performance.now() - started
  reactRoot.unmount()
  holder.remove()
  await frames()
  return elapsed
}`

/** Bundles one page's script (React and everything included, production mode). */
async function bundle(name: string, source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'tsx', sourcefile: `${name}.tsx` },
    ...BROWSER_BUILD,
    plugins: [
      ...BROWSER_BUILD.plugins,
      { name: 'prelude', setup: (b) => b.onResolve({ filter: /^\.\/bench-prelude$/ }, () => ({ path: 'prelude', namespace: 'prelude' })) },
      { name: 'prelude-load', setup: (b) => b.onLoad({ filter: /.*/, namespace: 'prelude' }, () => ({ contents: prelude, loader: 'tsx', resolveDir: root })) },
    ],
    logLevel: 'silent',
  })
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text
  if (!code) throw new Error(`${name}: esbuild produced no JavaScript`)
  return code
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

export default async function renderTime(): Promise<void> {
  const location = demoLocations(DEMO_SIZE.demo)[0]!
  const orders = YEARS.flatMap((year) => [...demoOrders(DEMO_SIZE.demo, location.id, year)])
  const input = { orders, timeZone: location.timezone ?? 'America/Los_Angeles', name: location.name ?? location.id, years: YEARS }
  const scripts = { ours: await bundle('ours', ours), recharts: await bundle('recharts', recharts) }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  try {
    const timings: Record<keyof typeof scripts, number[]> = { ours: [], recharts: [] }
    const pages = {} as Record<keyof typeof scripts, Awaited<ReturnType<typeof browser.newPage>>>
    for (const name of ['ours', 'recharts'] as const) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.setContent('<!doctype html><html><body></body></html>')
      await page.evaluate((value) => Object.assign(window, { benchInput: value }), input)
      await page.addScriptTag({ content: scripts[name], type: 'module' })
      await page.waitForFunction(() => 'benchRender' in window)
      pages[name] = page
    }
    for (let round = 0; round < WARMUP + SAMPLES; round++) {
      for (const name of ['ours', 'recharts'] as const) {
        const ms = await pages[name].evaluate(() => (window as unknown as { benchRender: () => Promise<number> }).benchRender())
        if (round >= WARMUP) timings[name].push(ms)
      }
    }
    const oursMs = median(timings.ours)
    const rechartsMs = median(timings.recharts)
    console.log(`fw-location-stats, ${YEARS.length} seasons, ${orders.length} orders: median ${oursMs.toFixed(1)} ms to draw 7 charts (${SAMPLES} samples)`)
    console.log(`Recharts, the same 7 series:                   median ${rechartsMs.toFixed(1)} ms`)
    console.log(`ratio: ${(oursMs / rechartsMs).toFixed(2)}× the Recharts render time`)
  } finally {
    await browser.close()
  }
}
