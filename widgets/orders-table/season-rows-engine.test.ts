// The table's season work, driven by messages as the worker drives it: bytes cut anywhere become
// the same rows as a whole parse, in order; each order of them is the table's own filter and sort;
// a newer session silences the older one; an answer that breaks the contract says where.
import { summariseOrder } from '../../src/analytics/order-summary'
import { DEMO_SIZE, demoLocations, demoOrders } from '../../src/demo'
import type { OrderSummary } from '../../src/contract/order-summaries'
import { FULL_RANGE } from '../../src/season'
import { filterRows, toOrderRows } from './order-rows'
import { fromRowColumns } from './row-columns'
import { SeasonRowsEngine, type FromEngine, type RowsView } from './season-rows-engine'
import { sortInSlices } from './sort-in-slices'
import { sortRows } from './sort-rows'

const stand = demoLocations(DEMO_SIZE.demo)[0]!
const timeZone = stand.timezone!
const newestFirst = (a: OrderSummary, b: OrderSummary) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? 1 : -1)
const seasonOf = (year: number) => [...demoOrders(DEMO_SIZE.demo, stand.id, year)].map(summariseOrder).sort(newestFirst)
const answerBytes = (orders: unknown[]) => new TextEncoder().encode(JSON.stringify({ success: true, data: { orders } }))

function engine() {
  const heard: FromEngine[] = []
  const run = new SeasonRowsEngine((message) => heard.push(message), async (positions, compare) => positions.sort(compare))
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
  const until = async (test: () => boolean) => {
    for (let tries = 0; tries < 2_000 && !test(); tries++) await settled()
    expect(test()).toBe(true)
  }
  return { run, heard, until }
}

/** Sends `bytes` as pieces of `size` (the last one shorter), then the end. */
function send(run: SeasonRowsEngine, session: number, part: number, bytes: Uint8Array, size: number) {
  for (let start = 0; start < bytes.length; start += size) run.receive({ type: 'bytes', session, part, bytes: bytes.slice(start, start + size) })
  run.receive({ type: 'end', session, part })
}

describe('SeasonRowsEngine', () => {
  const seasons = [seasonOf(2024), seasonOf(2025)]
  const expected = toOrderRows(seasons.flat(), timeZone)

  it('makes the rows of every season, in order, whatever the pieces the bytes come in', async () => {
    for (const size of [7, 4_099, 65_536]) {
      const { run, heard, until } = engine()
      run.receive({ type: 'open', session: 1, timeZone, parts: 2 })
      send(run, 1, 1, answerBytes(seasons[1]!), size)
      send(run, 1, 0, answerBytes(seasons[0]!), size)
      await until(() => heard.filter((message) => message.type === 'done').length === 2)
      const rowsOf = (part: number) => heard.flatMap((message) => (message.type === 'rows' && message.part === part ? fromRowColumns(message.columns) : []))
      expect([...rowsOf(0), ...rowsOf(1)]).toEqual(expected)
      const counts = Object.fromEntries(heard.flatMap((message) => (message.type === 'done' ? [[message.part, message.count]] : [])))
      expect(counts).toEqual({ 0: seasons[0]!.length, 1: seasons[1]!.length })
    }
  })

  it('orders the rows as the table does, for every sort and some filters', async () => {
    const { run, heard, until } = engine()
    run.receive({ type: 'open', session: 4, timeZone, parts: 2 })
    seasons.forEach((season, part) => send(run, 4, part, answerBytes(season), 100_000))
    const views: RowsView[] = []
    for (const column of ['createdAt', 'items', 'total', 'state', 'count', 'payment'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        views.push({ sort: { column, order }, states: ['COMPLETED'], days: FULL_RANGE }, { sort: { column, order }, states: ['OPEN', 'CANCELED'], days: { from: 1, to: 4 } })
      }
    }
    views.forEach((view, request) => run.receive({ type: 'order', session: 4, request, view }))
    await until(() => heard.filter((message) => message.type === 'ordered').length === views.length)
    for (const message of heard) {
      if (message.type !== 'ordered') continue
      const view = views[message.request]!
      const rows = [...message.positions].map((position) => expected[position]!)
      expect(rows).toEqual(sortRows(filterRows(expected, view.states, view.days), view.sort.column, view.sort.order))
    }
  })

  it('sorts in slices in the page to the same order', async () => {
    const heard: FromEngine[] = []
    const run = new SeasonRowsEngine((message) => heard.push(message), (positions, compare) => sortInSlices(positions, compare, async () => undefined))
    run.receive({ type: 'open', session: 1, timeZone, parts: 2 })
    seasons.forEach((season, part) => send(run, 1, part, answerBytes(season), 100_000))
    const view: RowsView = { sort: { column: 'total', order: 'desc' }, states: ['COMPLETED', 'OPEN'], days: FULL_RANGE }
    run.receive({ type: 'order', session: 1, request: 0, view })
    for (let tries = 0; tries < 2_000 && !heard.some((message) => message.type === 'ordered'); tries++) await new Promise((resolve) => setTimeout(resolve, 0))
    const ordered = heard.find((message) => message.type === 'ordered')
    expect(ordered && [...ordered.positions].map((position) => expected[position]!.id)).toEqual(sortRows(filterRows(expected, view.states, view.days), 'total', 'desc').map((row) => row.id))
  })

  it('forgets a session when another opens: its late bytes and orders are ignored', async () => {
    const { run, heard, until } = engine()
    run.receive({ type: 'open', session: 1, timeZone, parts: 1 })
    const first = answerBytes(seasons[0]!)
    run.receive({ type: 'bytes', session: 1, part: 0, bytes: first.slice(0, 5_000) })
    run.receive({ type: 'open', session: 2, timeZone, parts: 1 })
    run.receive({ type: 'bytes', session: 1, part: 0, bytes: first.slice(5_000) })
    run.receive({ type: 'end', session: 1, part: 0 })
    run.receive({ type: 'order', session: 1, request: 9, view: { sort: { column: 'total', order: 'asc' }, states: ['COMPLETED'], days: FULL_RANGE } })
    send(run, 2, 0, answerBytes(seasons[1]!.slice(0, 3)), 50)
    await until(() => heard.some((message) => message.type === 'done' && message.session === 2))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(heard.filter((message) => message.session === 1 && message.type !== 'rows')).toEqual([])
    expect(heard.filter((message) => message.type === 'rows' && message.session === 2).flatMap((message) => (message.type === 'rows' ? fromRowColumns(message.columns) : []))).toEqual(toOrderRows(seasons[1]!.slice(0, 3), timeZone))
  })

  it('names the first order of an answer that breaks the contract', async () => {
    const { run, heard, until } = engine()
    const broken: unknown[] = [...seasons[0]!]
    expect(broken.length).toBeGreaterThan(555)
    broken[555] = { ...seasons[0]![555]!, total: 'lots' }
    run.receive({ type: 'open', session: 3, timeZone, parts: 1 })
    send(run, 3, 0, answerBytes(broken), 8_192)
    await until(() => heard.some((message) => message.type === 'failed'))
    expect(heard.find((message) => message.type === 'failed')).toMatchObject({ session: 3, part: 0, problem: expect.stringMatching(/^data\.orders\.555\.total: /) })
    expect(heard.some((message) => message.type === 'done')).toBe(false)
  })
})
