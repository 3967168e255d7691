// Reading an answer that holds one long list of flat objects — a season's order summaries, 50,000
// of them and about 10 MB — without one long task: a single JSON.parse and a single schema check
// of it held the page for over 300 ms and left one large heap of garbage at once. The list is cut
// into runs of items at the `},{"` between two of them, each run parsed and checked on its own
// (by the item schema's plain check where it has one, see ./plain-data-check),
// and the page gets to draw between slices of about SLICE_BUDGET_MS. The runs are read as the
// answer arrives (readSlicedAnswer takes its text piece by piece), so parsing overlaps the download
// instead of waiting for its last byte.
//
// `},{"` is only ever structure: a quote inside a JSON string is escaped (`\"`). An answer that
// does not cut cleanly (another shape, another spacing) is read whole, as any answer is.
import * as z from 'zod/mini'
import { yieldToPage } from '../page/yield-to-page'
import { plainDataCheck } from './plain-data-check'

/** Where the list sits in the answer and what each item must look like. */
export interface SlicedList {
  /** The keys leading from the answer to the list: ['data', 'orders']. */
  path: readonly string[]
  item: z.ZodMiniType
  /**
   * Told of each run of items once checked, in order, before the answer is whole (the orders
   * table makes rows of them as they come). An answer that is read whole tells nothing: the
   * items told are always the first items of the final list.
   */
  onItems?: (items: readonly unknown[]) => void
}

/** Items parsed per run, and the work done before the page gets a turn. */
const RUN_ITEMS = 500
const SLICE_BUDGET_MS = 8
const BETWEEN_ITEMS = '},{"'
const OPEN_BRACE = 123

/** The answer checked, or what was wrong with it (as the client reports any answer's problems). */
export type SlicedAnswer = { ok: true; data: unknown } | { ok: false; problem: string }

/** Thrown inside the reader at the first item that fails its check. */
class ItemProblem extends Error {}

const problemsOf = (error: z.core.$ZodError) => error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')

function listIn(answer: unknown, path: readonly string[]): unknown[] | undefined {
  let value = answer
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  return Array.isArray(value) ? value : undefined
}

function checkRun(run: unknown, items: z.ZodMiniType, path: readonly string[], firstIndex: number): unknown[] {
  // Plain items pass a plain check, unchanged; zod checks any other run and says what is wrong.
  const plain = plainDataCheck(items)
  if (plain !== null && Array.isArray(run) && run.every((item) => plain(item))) return run
  const checked = z.array(items).safeParse(run)
  if (checked.success) return checked.data
  const issue = checked.error.issues[0]!
  const [index = 0, ...rest] = issue.path
  throw new ItemProblem(`${[...path, firstIndex + Number(index), ...rest].join('.')}: ${issue.message}`)
}

/** The answer `text` parsed and checked against `schema` (its list against `list.item`), the list read in slices. */
export function parseSlicedAnswer(text: string, schema: z.ZodMiniType, list: SlicedList): Promise<SlicedAnswer> {
  return readSlicedAnswer([text], schema, list)
}

/** parseSlicedAnswer of an answer whose text comes in pieces (a download): runs are read as they complete. */
export async function readSlicedAnswer(pieces: AsyncIterable<string> | Iterable<string>, schema: z.ZodMiniType, list: SlicedList): Promise<SlicedAnswer> {
  const reader = new SlicedReader(schema, list)
  try {
    for await (const piece of pieces) await reader.add(piece)
    return await reader.finish()
  } catch (error) {
    if (error instanceof ItemProblem) return { ok: false, problem: error.message }
    throw error
  }
}

/** One answer being read: the items checked so far and the text not read yet. */
class SlicedReader {
  private readonly listKey: string
  /** Every piece, kept for an answer that has to be read whole. */
  private readonly received: string[] = []
  private readWhole = false
  /** The answer up to its list's `[`, once seen; what surrounds the list is checked at the end. */
  private head: string | undefined
  /** The text after the last run read: the next item onwards. */
  private pending = ''
  /** Where the next run ends in `pending` so far (its last `},{"`), and how many items it holds. */
  private runEnd = 0
  private runItems = 0
  private readonly items: unknown[] = []
  private sliceStart = performance.now()

  constructor(
    private readonly schema: z.ZodMiniType,
    private readonly list: SlicedList,
  ) {
    this.listKey = `"${list.path.at(-1)}":[`
  }

  async add(piece: string): Promise<void> {
    this.received.push(piece)
    if (this.readWhole) return
    // The page has had its turns while this piece was downloading.
    this.sliceStart = performance.now()
    this.pending += piece
    if (this.head === undefined && !this.findList()) return
    await this.readRuns(false)
  }

  async finish(): Promise<SlicedAnswer> {
    if (!this.readWhole && this.head !== undefined) await this.readRuns(true)
    if (this.readWhole || this.head === undefined) return wholeAnswer(this.received.join(''), this.schema)
    // The rest: the answer around its last items, which the schema checks whole.
    const rest = parseOrUndefined(`${this.head}${this.pending}`)
    const parsed = this.schema.safeParse(rest)
    if (!parsed.success) return { ok: false, problem: problemsOf(parsed.error) }
    const tail = listIn(parsed.data, this.list.path)
    if (!tail) return { ok: false, problem: `${this.list.path.join('.')}: not a list` }
    for (const item of tail) this.items.push(item)
    return { ok: true, data: replaceList(parsed.data, this.list.path, this.items) }
  }

  /** Finds where the list starts; false while that is not known yet. */
  private findList(): boolean {
    const at = this.pending.indexOf(this.listKey)
    const first = at === -1 ? -1 : at + this.listKey.length
    if (first === -1 || first >= this.pending.length) return false
    if (this.pending.charCodeAt(first) !== OPEN_BRACE) {
      this.readWhole = true
      return false
    }
    this.head = this.pending.slice(0, first)
    this.pending = this.pending.slice(first)
    return true
  }

  /** Reads every run of RUN_ITEMS items `pending` holds; at the end (`last`), shorter runs too. */
  private async readRuns(last: boolean): Promise<void> {
    for (;;) {
      while (this.runItems < RUN_ITEMS) {
        const next = this.pending.indexOf(BETWEEN_ITEMS, this.runEnd + 1)
        if (next === -1) break
        this.runEnd = next
        this.runItems++
      }
      if (this.runItems === 0 || (this.runItems < RUN_ITEMS && !last)) return
      const run = parseOrUndefined(`[${this.pending.slice(0, this.runEnd + 1)}]`)
      if (run === undefined) {
        this.readWhole = true
        return
      }
      const checked = checkRun(run, this.list.item, this.list.path, this.items.length)
      for (const item of checked) this.items.push(item)
      this.list.onItems?.(checked)
      this.pending = this.pending.slice(this.runEnd + 2)
      this.runEnd = 0
      this.runItems = 0
      if (performance.now() - this.sliceStart > SLICE_BUDGET_MS) {
        await yieldToPage()
        this.sliceStart = performance.now()
      }
    }
  }
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function replaceList(answer: unknown, path: readonly string[], items: unknown[]): unknown {
  let holder = answer as Record<string, unknown>
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>
  holder[path.at(-1)!] = items
  return answer
}

function wholeAnswer(text: string, schema: z.ZodMiniType): SlicedAnswer {
  const parsed = schema.safeParse(parseOrUndefined(text))
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: problemsOf(parsed.error) }
}
