// The page's side of the season work when its worker cannot run: a page whose policy refuses
// blob: workers lets the Worker be made and then fails it, and the rows must still come, from the
// same bytes, with the work done in the page; and when the build brought no worker, the page
// does the work from the start. The worker itself starts with the first seasons to read, not
// with the table, whose first page is drawn before them.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { summariseOrder } from '../../src/analytics/order-summary'
import { startDownload } from '../../src/api/answer-download'
import { DEMO_SIZE, demoLocations, demoOrders } from '../../src/demo'
import { FULL_RANGE } from '../../src/season'
import { filterRows, toOrderRows } from './order-rows'
import { SeasonRowsSource, type SeasonRowsProgress } from './season-rows-source'
import { sortRows } from './sort-rows'

vi.mock('./season-rows.worker-source', () => ({ default: '/* the worker, as a build makes it */' }))

const stand = demoLocations(DEMO_SIZE.demo)[0]!
const summaries = [...demoOrders(DEMO_SIZE.demo, stand.id, 2025)].map(summariseOrder).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? 1 : -1))
const answer = () => new Response(JSON.stringify({ success: true, data: { orders: summaries } }))

/** A Worker as a policy without blob: leaves it: made, then failed before it runs. */
class RefusedWorker extends EventTarget {
  static made = 0
  constructor() {
    super()
    RefusedWorker.made++
    setTimeout(() => this.dispatchEvent(Object.assign(new Event('error', { cancelable: true }), { message: 'Refused by the page\'s policy' })), 5)
  }
  postMessage() {}
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  RefusedWorker.made = 0
})

async function complete(source: () => SeasonRowsSource, heard: SeasonRowsProgress[]): Promise<SeasonRowsProgress> {
  const made = source()
  made.open([startDownload(answer())], stand.timezone!)
  for (let tries = 0; tries < 2_000 && !heard.at(-1)?.complete; tries++) await new Promise((resolve) => setTimeout(resolve, 2))
  return heard.at(-1)!
}

describe('SeasonRowsSource', () => {
  it('starts its worker with the first seasons to read, not when it is made', () => {
    vi.stubGlobal('Worker', RefusedWorker)
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:refused')
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
    const source = new SeasonRowsSource(() => {})
    expect(RefusedWorker.made).toBe(0)
    source.open([startDownload(answer())], stand.timezone!)
    expect(RefusedWorker.made).toBe(1)
    source.close()
  })

  it('closes without starting a worker when it never read a season', () => {
    vi.stubGlobal('Worker', RefusedWorker)
    new SeasonRowsSource(() => {}).close()
    expect(RefusedWorker.made).toBe(0)
  })
})

describe('SeasonRowsSource without a worker', () => {
  it('reads the season in the page when the worker it started fails, from the bytes already in', async () => {
    vi.stubGlobal('Worker', RefusedWorker)
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:refused')
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
    const heard: SeasonRowsProgress[] = []
    let source: SeasonRowsSource | undefined
    const done = await complete(() => (source = new SeasonRowsSource((progress) => heard.push(progress))), heard)
    expect(RefusedWorker.made).toBe(1)
    expect(source!.runsInPage).toBe(true)
    const rows = toOrderRows(summaries, stand.timezone!)
    expect(done.rows).toEqual(rows)
    const positions = await source!.order({ sort: { column: 'total', order: 'desc' }, states: ['COMPLETED'], days: FULL_RANGE })
    expect([...positions!].map((position) => done.rows[position]!.id)).toEqual(sortRows(filterRows(rows, ['COMPLETED'], FULL_RANGE), 'total', 'desc').map((row) => row.id))
    source!.close()
  })

  it('does the work in the page from the start where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined)
    const heard: SeasonRowsProgress[] = []
    let source: SeasonRowsSource | undefined
    const done = await complete(() => (source = new SeasonRowsSource((progress) => heard.push(progress))), heard)
    expect(source!.runsInPage).toBe(true)
    expect(done.rows).toHaveLength(summaries.length)
    source!.close()
  })
})
