// Client analytics (docs/architecture.md#what-is-measured): the one-pass season stats (daily, hourly, hour-by-day, payment
// split, items) over a demo season of at least 200,000 orders, parsed from JSON pages as the
// browser receives them, as ratios against
//   (a) the floor: one pass that reads each order's created_at (Date.parse), places it in its local
//       day and hour (the same cached zone offsets the stats use) and sums total_money, nothing
//       else. The stats read timestamps with their own parser for Square's fixed format, which is
//       what lets them approach this floor; a stricter floor using that parser is printed as well,
//       and so is a reads floor: that parser, and a read of every field the figures are defined on
//       (each line's total, tax and gross money, item type, catalog id and quantity; each tender's
//       type, money and created_at), summed and nothing else, which is the memory the stats
//       cannot avoid touching;
//   (b) a reference computing the same figures with d3-array group/rollup after placing every
//       order once (bench/analytics-reference.ts). Both must give equal answers, or this throws.
// Targets: within 2× of the floor, and at least 3× faster than the reference. Times are CPU time
// of this process (the machine is shared; wall time mostly measures the neighbours); each ratio
// is the median of the ratios of interleaved rounds. Timings are printed, never asserted in tests.
import { isDeepStrictEqual } from 'node:util'
import { analyseOrders } from '../src/analytics'
import type { Order } from '../src/contract/square-order'
import { demoOrderCount, demoOrders, demoSites, type DemoOptions } from '../src/demo'
import { parseInstant } from '../src/season/instant'
import { zonePlacer } from '../src/season/zone'
import { referenceAnalysis } from './analytics-reference'

const MIN_ORDERS = 200_000
const ROUNDS = 15
const FLOOR_TARGET = 2
const REFERENCE_TARGET = 3

/** One location's 2025 season with at least MIN_ORDERS orders, ascending by created_at. */
function seasonOptions(): DemoOptions {
  const probe: DemoOptions = { locationCount: 1, ordersPerLocationYear: 100_000, years: [2025] }
  const probeCount = demoOrderCount(probe)
  const scaled = Math.ceil((100_000 * MIN_ORDERS * 1.01) / Math.max(probeCount, 1))
  return { ...probe, ordersPerLocationYear: scaled }
}

/** Orders per page, as an API answer would carry them. */
const PAGE_SIZE = 1000

/** The orders as the browser holds them: parsed from JSON answers of a page of orders each. */
function buildSeason(options: DemoOptions): Order[] {
  const orders: Order[] = []
  let page: Order[] = []
  const flush = () => {
    for (const order of JSON.parse(JSON.stringify(page)) as Order[]) orders.push(order)
    page = []
  }
  for (const order of demoOrders(options)) {
    page.push(order)
    if (page.length === PAGE_SIZE) flush()
  }
  flush()
  return orders
}

let sink = 0

/** The floor: read created_at with Date.parse, place it in its local day and hour, sum total_money per hour. */
function floorPass(orders: readonly Order[], timeZone: string): Float64Array {
  const placer = zonePlacer(timeZone)
  const sums = new Float64Array(8 * 24)
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i]!
    const local = placer.place(Date.parse(order.created_at))
    if (local === null || local.seasonIndex < 0) continue
    sums[local.seasonIndex * 24 + local.hour]! += order.total_money?.amount ?? 0
  }
  return sums
}

// The same pass with the stats' own timestamp parser. Written out again rather than passing the
// parser in: a call through a parameter that sees two functions would slow both floors down.
function strictFloorPass(orders: readonly Order[], timeZone: string): Float64Array {
  const placer = zonePlacer(timeZone)
  const sums = new Float64Array(8 * 24)
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i]!
    const local = placer.place(parseInstant(order.created_at))
    if (local === null || local.seasonIndex < 0) continue
    sums[local.seasonIndex * 24 + local.hour]! += order.total_money?.amount ?? 0
  }
  return sums
}

// The fields of ./figures, ./line-figures and ./tenders that every COMPLETED order in the window
// has read, whatever the code that reads them: nothing is kept but one sum.
function readsFloorPass(orders: readonly Order[], timeZone: string): number {
  const placer = zonePlacer(timeZone)
  let read = 0
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i]!
    if (order.state !== 'COMPLETED') continue
    const local = placer.place(parseInstant(order.created_at))
    if (local === null || local.seasonIndex < 0) continue
    const lines = order.line_items
    if (lines !== undefined) {
      for (let j = 0; j < lines.length; j++) {
        const line = lines[j]!
        read += (line.total_money?.amount ?? 0) - (line.total_tax_money?.amount ?? 0) + (line.gross_sales_money?.amount ?? 0)
        read += (line.item_type === 'GIFT_CARD' ? 1 : 0) + (line.catalog_object_id?.length ?? 0) + line.quantity.length
      }
    }
    const tenders = order.tenders
    if (tenders !== undefined) {
      for (let j = 0; j < tenders.length; j++) {
        const tender = tenders[j]!
        read += (tender.amount_money?.amount ?? 0) + (tender.type === 'CASH' ? 1 : 0) + (tender.created_at?.length ?? 0)
      }
    }
  }
  return read
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** CPU milliseconds of one run (user + system of this process). */
function time(run: () => unknown): number {
  const start = process.cpuUsage()
  const result = run()
  const used = process.cpuUsage(start)
  sink += result === undefined ? 0 : 1
  return (used.user + used.system) / 1000
}

/** Throws with the first differing path when the two answers differ. */
function assertSameAnswer(actual: unknown, expected: unknown, path = 'analysis'): void {
  if (isDeepStrictEqual(actual, expected)) return
  if (actual !== null && expected !== null && typeof actual === 'object' && typeof expected === 'object') {
    const keys = new Set([...Object.keys(actual), ...Object.keys(expected)])
    for (const key of keys) {
      const a = (actual as Record<string, unknown>)[key]
      const b = (expected as Record<string, unknown>)[key]
      if (!isDeepStrictEqual(a, b)) assertSameAnswer(a, b, `${path}.${key}`)
    }
  }
  throw new Error(`analytics bench: one-pass and d3 reference disagree at ${path}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`)
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const verdict = (met: boolean) => (met ? 'target met' : 'TARGET MISSED')

export default async function analyticsBench(): Promise<void> {
  const options = seasonOptions()
  const timeZone = demoSites(options)[0]?.location.timezone ?? 'America/Los_Angeles'
  const built = performance.now()
  const orders = buildSeason(options)
  console.log(`season: ${orders.length.toLocaleString('en-US')} orders, 1 location, 2025, ${timeZone} (built in ${ms(performance.now() - built)})`)
  if (orders.length < MIN_ORDERS) throw new Error(`analytics bench: only ${orders.length} orders, want ${MIN_ORDERS}`)

  const ours = analyseOrders(orders, timeZone)
  assertSameAnswer(ours, referenceAnalysis(orders, timeZone))
  const totals = ours.years[0]?.totals
  console.log(`answers agree: ${totals?.totalTransactions ?? 0} transactions, net sales ${((totals?.netSales ?? 0) / 100).toFixed(2)} USD, ${ours.items.length} items`)

  const floor: number[] = []
  const strictFloor: number[] = []
  const readsFloor: number[] = []
  const full: number[] = []
  const reference: number[] = []
  for (let round = 0; round < ROUNDS + 2; round++) {
    const f = time(() => floorPass(orders, timeZone))
    const g = time(() => strictFloorPass(orders, timeZone))
    const h = time(() => readsFloorPass(orders, timeZone))
    const a = time(() => analyseOrders(orders, timeZone))
    const r = time(() => referenceAnalysis(orders, timeZone))
    if (round < 2) continue // warm-up: let the JIT settle
    floor.push(f)
    strictFloor.push(g)
    readsFloor.push(h)
    full.push(a)
    reference.push(r)
  }
  const floorMs = median(floor)
  const strictFloorMs = median(strictFloor)
  const fullMs = median(full)
  const referenceMs = median(reference)
  // Ratios are taken round by round, each against runs made moments apart, then the median.
  const overFloor = median(full.map((value, i) => value / floor[i]!))
  const overStrictFloor = median(full.map((value, i) => value / strictFloor[i]!))
  const readsOverFloor = median(readsFloor.map((value, i) => value / floor[i]!))
  const overReadsFloor = median(full.map((value, i) => value / readsFloor[i]!))
  const speedUp = median(reference.map((value, i) => value / full[i]!))
  console.log(`floor: Date.parse + place + sum total_money   ${ms(floorMs)}  (CPU, median of ${ROUNDS})`)
  console.log(`strict floor: the stats' own timestamp parser  ${ms(strictFloorMs)}`)
  console.log(`reads floor: every field the figures read     ${ms(median(readsFloor))}`)
  console.log(`one-pass season stats                          ${ms(fullMs)}`)
  console.log(`d3-array group/rollup reference                ${ms(referenceMs)}`)
  console.log(`stats ÷ floor         ${overFloor.toFixed(2)}×  (target ≤ ${FLOOR_TARGET}×)  ${verdict(overFloor <= FLOOR_TARGET)}`)
  console.log(`stats ÷ strict floor  ${overStrictFloor.toFixed(2)}×  (for information)`)
  console.log(`reads floor ÷ floor   ${readsOverFloor.toFixed(2)}×  (for information: the reads alone)`)
  console.log(`stats ÷ reads floor   ${overReadsFloor.toFixed(2)}×  (for information)`)
  console.log(`reference ÷ stats     ${speedUp.toFixed(2)}×  (target ≥ ${REFERENCE_TARGET}×)  ${verdict(speedUp >= REFERENCE_TARGET)}`)
  if (sink < 0) console.log(sink)
}
