// The longest main-thread task while the map and the sidebar's list render 1,000 locations (the
// `locations` demo size) in Chromium, against the target of 200 ms and against the same screen
// with the demo's own 40 stands, measured in the same run. Both widgets are production builds
// inside their shadow roots (defineWidget), fed the locations as the API answers them, so only
// rendering is measured: long tasks come from the browser's own Long Tasks API.
import { build } from 'esbuild'
import { chromium, type Page } from '@playwright/test'
import type { Location } from '../src/contract/location'
import { DEMO_SIZE } from '../src/demo'
import { storyLocations } from '../src/filters/testing/story-locations'
import { BROWSER_BUILD, PROJECT_ROOT } from './browser-build'

const TARGET_MS = 200
const SAMPLES = 5

const page = `
import { defineWidget } from './widgets/widget-kit'
import { DEFAULT_LOCATION_FILTERS, visibleLocations, toggleCompared } from './src/filters'
import { LocationMapView } from './widgets/location-map'
import { LocationListView } from './widgets/location-list'
const selection = { ids: [], toggle: () => {} }
const filters = { ...DEFAULT_LOCATION_FILTERS, city: null, hideEmpty: false }
function BenchMap({ locations }) { return locations ? <LocationMapView locations={visibleLocations(locations, filters)} selection={selection} tiles={null} fitKey="" /> : null }
function BenchList({ locations }) { return locations ? <div style={{ height: 800 }}><LocationListView locations={visibleLocations(locations, filters)} selection={selection} /></div> : null }
defineWidget('fw-bench-map', BenchMap, { properties: ['locations'] })
defineWidget('fw-bench-list', BenchList, { properties: ['locations'] })
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
window.benchRender = async (locations, placed) => {
  const tasks = []
  const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) tasks.push(entry.duration) })
  observer.observe({ type: 'longtask' })
  const started = performance.now()
  const map = document.createElement('fw-bench-map')
  const list = document.createElement('fw-bench-list')
  for (const element of [map, list]) { element.setAttribute('token', 'bench'); element.locations = locations }
  document.body.append(list, map)
  while (map.shadowRoot.querySelectorAll('a.fw-map-marker').length < placed || list.shadowRoot.querySelectorAll('li').length === 0) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  await frames()
  const elapsed = performance.now() - started
  await new Promise((resolve) => setTimeout(resolve, 50))
  observer.disconnect()
  map.remove(); list.remove()
  await frames()
  return { elapsed, longest: tasks.length ? Math.max(...tasks) : 0 }
}`

async function bundle(): Promise<string> {
  const result = await build({ stdin: { contents: page, resolveDir: PROJECT_ROOT, loader: 'tsx', sourcefile: 'location-widgets.tsx' }, ...BROWSER_BUILD, logLevel: 'silent' })
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text
  if (!code) throw new Error('esbuild produced no JavaScript')
  return code
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** A browser tab with the map and list bench page loaded; close its browser when done. */
export async function mapAndListTab(): Promise<{ tab: Page; close: () => Promise<void> }> {
  const script = await bundle()
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await tab.setContent('<!doctype html><html><body></body></html>')
  await tab.addScriptTag({ content: script, type: 'module' })
  await tab.waitForFunction(() => 'benchRender' in window)
  return { tab, close: () => browser.close() }
}

/** Draws the map and the list for `locations` (SAMPLES times after a warm-up): the medians of the longest task and of the time to draw. */
export async function measureMapAndList(tab: Page, locations: readonly Location[]): Promise<{ placed: number; longest: number; elapsed: number }> {
  const placed = locations.filter((location) => location.coordinates !== null).length
  // The answer reaches the page first, in a task of its own (as a fetch's parse would), so the
  // drawing's longest task is the drawing's alone.
  await tab.evaluate((input) => ((window as unknown as { benchInput: unknown }).benchInput = input), locations)
  const runs: Array<{ elapsed: number; longest: number }> = []
  for (let round = 0; round < SAMPLES + 1; round++) {
    const run = await tab.evaluate(
      (pins) => {
        const page = window as unknown as { benchInput: unknown; benchRender: (l: unknown, p: number) => Promise<{ elapsed: number; longest: number }> }
        return page.benchRender(page.benchInput, pins)
      },
      placed,
    )
    if (round > 0) runs.push(run)
  }
  return { placed, longest: median(runs.map((run) => run.longest)), elapsed: median(runs.map((run) => run.elapsed)) }
}

export default async function locationWidgets(): Promise<void> {
  const { tab, close } = await mapAndListTab()
  try {
    const many = await measureMapAndList(tab, storyLocations(DEMO_SIZE.locations.locationCount))
    const few = await measureMapAndList(tab, storyLocations(DEMO_SIZE.demo.locationCount))
    console.log(`map + list, ${DEMO_SIZE.locations.locationCount} locations (${many.placed} pins): longest task ${many.longest.toFixed(0)} ms, drawn in ${many.elapsed.toFixed(0)} ms (median of ${SAMPLES})`)
    console.log(`map + list, ${DEMO_SIZE.demo.locationCount} locations (${few.placed} pins):    longest task ${few.longest.toFixed(0)} ms, drawn in ${few.elapsed.toFixed(0)} ms`)
    console.log(`ratio: ${(many.longest / TARGET_MS).toFixed(2)}× the ${TARGET_MS} ms target; ${(many.elapsed / Math.max(1, few.elapsed)).toFixed(1)}× the demo's drawing time`)
  } finally {
    await close()
  }
}
