// The work on a table's seasons that is too big for the page's thread, in one place whether it runs
// in the table's worker (./season-rows.worker.ts) or, where no worker can start, in the page in
// slices: the bytes of each season's summaries answer become rows as they arrive (read in runs
// and checked against the contract, ../../src/api/sliced-list), and once every season is in, the
// rows are filtered and sorted for the table's view. It answers in messages, so the page holds
// one copy of the rows (sent as they are made, as columns: ./row-columns) and gets each order as
// a list of positions.
//
// A session is one set of answers (one per season shown, in the table's order of seasons, their
// rows one after the other); opening another forgets the last, and messages name their session so
// the page can ignore a late one.
import { readSlicedAnswer } from '../../src/api/sliced-list'
import type { OrderSort } from '../../src/analytics/order-summary-sort'
import { orderSummariesResponseSchema, orderSummarySchema, type OrderSummary } from '../../src/contract/order-summaries'
import type { OrderState } from '../../src/contract/square-order'
import { daysInRange, zonePlacer, type DayRange, type SeasonDay } from '../../src/season'
import { toOrderRow, type OrderRow } from './order-rows'
import { columnBuffers, toRowColumns, type RowColumns } from './row-columns'
import { inOrder, positions as firstPositions, rowsComparator } from './sort-rows'

/** What the table's rows are filtered and sorted by. */
export interface RowsView {
  sort: OrderSort
  states: readonly OrderState[]
  days: DayRange
}

export type ToEngine =
  | { type: 'open'; session: number; timeZone: string; parts: number }
  | { type: 'bytes'; session: number; part: number; bytes: Uint8Array }
  | { type: 'end'; session: number; part: number; failed?: string }
  | { type: 'order'; session: number; request: number; view: RowsView }

export type FromEngine =
  | { type: 'rows'; session: number; part: number; columns: RowColumns }
  | { type: 'done'; session: number; part: number; count: number }
  | { type: 'failed'; session: number; part: number; problem: string }
  | { type: 'ordered'; session: number; request: number; positions: Uint32Array }

/** Hands a message to the page (with what to transfer rather than copy). */
export type Reply = (message: FromEngine, transfer?: Transferable[]) => void

/** Sorts positions by `compare`: at once in a worker, in slices in the page. */
export type PositionSorter = (positions: Uint32Array, compare: (a: number, b: number) => number) => Promise<Uint32Array>

/** Rows sent per message: small enough that the page takes each in well under a millisecond or two. */
const ROWS_PER_MESSAGE = 2_000

const SUMMARIES_LIST = { path: ['data', 'orders'], item: orderSummarySchema } as const

/** One season's answer: its text as it arrives, and its rows. */
class Part {
  private readonly decoder = new TextDecoder()
  private readonly waiting: string[] = []
  private wake: (() => void) | undefined
  private ended = false
  rows: OrderRow[] = []
  done = false

  push(bytes: Uint8Array): void {
    this.waiting.push(this.decoder.decode(bytes, { stream: true }))
    this.wake?.()
  }

  end(): void {
    this.waiting.push(this.decoder.decode())
    this.ended = true
    this.wake?.()
  }

  /** The text as it arrives, piece by piece, until the end. */
  async *text(): AsyncGenerator<string> {
    for (;;) {
      while (this.waiting.length > 0) yield this.waiting.shift()!
      if (this.ended) return
      await new Promise<void>((resolve) => (this.wake = resolve))
      this.wake = undefined
    }
  }
}

export class SeasonRowsEngine {
  private session = -1
  private parts: Part[] = []
  private allDone: Promise<void> = Promise.resolve()
  private markAllDone: () => void = () => undefined

  constructor(
    private readonly reply: Reply,
    private readonly sortPositions: PositionSorter,
  ) {}

  receive(message: ToEngine): void {
    if (message.type === 'open') return this.open(message.session, message.timeZone, message.parts)
    if (message.session !== this.session) return
    if (message.type === 'bytes') this.parts[message.part]?.push(message.bytes)
    else if (message.type === 'end') this.parts[message.part]?.end()
    else void this.order(message.request, message.view)
  }

  private open(session: number, timeZone: string, count: number): void {
    this.session = session
    this.parts = Array.from({ length: count }, () => new Part())
    this.allDone = new Promise((resolve) => (this.markAllDone = resolve))
    if (count === 0) this.markAllDone()
    this.parts.forEach((part, index) => void this.read(session, index, part, timeZone))
  }

  /** Reads one season's answer into rows, sending them on in batches as they are made. */
  private async read(session: number, index: number, part: Part, timeZone: string): Promise<void> {
    const placer = zonePlacer(timeZone)
    let unsent = 0
    const send = () => {
      if (part.rows.length === unsent || session !== this.session) return
      const columns = toRowColumns(part.rows.slice(unsent))
      this.reply({ type: 'rows', session, part: index, columns }, columnBuffers(columns))
      unsent = part.rows.length
    }
    const take = (items: readonly unknown[]) => {
      for (const item of items) part.rows.push(toOrderRow(item as OrderSummary, placer))
      if (part.rows.length - unsent >= ROWS_PER_MESSAGE) send()
    }
    const answer = await readSlicedAnswer(part.text(), orderSummariesResponseSchema, { ...SUMMARIES_LIST, onItems: take })
    if (session !== this.session) return
    if (!answer.ok) {
      this.reply({ type: 'failed', session, part: index, problem: answer.problem })
      return
    }
    // An answer read whole (or its last few items) told nothing as it went: the rest of its rows now.
    const orders = (answer.data as { data: { orders: OrderSummary[] } }).data.orders
    take(orders.slice(part.rows.length))
    send()
    part.done = true
    this.reply({ type: 'done', session, part: index, count: part.rows.length })
    if (this.parts.every((each) => each.done)) this.markAllDone()
  }

  /** The positions (in the seasons' rows one after the other) of the rows `view` shows, in its order. */
  private async order(request: number, view: RowsView): Promise<void> {
    const session = this.session
    await this.allDone
    if (session !== this.session) return
    const rows = this.parts.flatMap((part) => part.rows)
    const shownStates = new Set(view.states)
    const shownDays = new Set<SeasonDay>(daysInRange(view.days))
    const kept: number[] = []
    for (let position = 0; position < rows.length; position++) {
      const row = rows[position]!
      if (row.day !== null && shownDays.has(row.day) && shownStates.has(row.state)) kept.push(position)
    }
    const keptRows = kept.map((position) => rows[position]!)
    const compare = rowsComparator(keptRows, view.sort.column, view.sort.order)
    // Rows already in the view's order (a season arrives newest first) cost one pass.
    const order = inOrder(keptRows.length, compare) ? firstPositions(keptRows.length) : await this.sortPositions(firstPositions(keptRows.length), compare)
    if (session !== this.session) return
    const positions = new Uint32Array(order.length)
    for (let index = 0; index < order.length; index++) positions[index] = kept[order[index]!]!
    this.reply({ type: 'ordered', session, request, positions }, [positions.buffer])
  }
}
