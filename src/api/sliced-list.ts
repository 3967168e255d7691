// Reading an answer that holds one long list of flat objects — a season's order summaries, 50,000
// of them and about 10 MB — without one long task: a single JSON.parse and a single schema check
// of it held the page for over 300 ms and left one large heap of garbage at once. The list is cut
// into runs of items at the `},{"` between two of them, each run parsed and checked on its own,
// and the page gets to draw between slices of about SLICE_BUDGET_MS.
//
// `},{"` is only ever structure: a quote inside a JSON string is escaped (`\"`). An answer that
// does not cut cleanly (another shape, another spacing) is read whole, as any answer is.
import * as z from 'zod/mini'
import { yieldToPage } from '../page/yield-to-page'

/** Where the list sits in the answer and what each item must look like. */
export interface SlicedList {
  /** The keys leading from the answer to the list: ['data', 'orders']. */
  path: readonly string[]
  item: z.ZodMiniType
}

/** Items parsed per run, and the work done before the page gets a turn. */
const RUN_ITEMS = 500
const SLICE_BUDGET_MS = 8
const BETWEEN_ITEMS = '},{"'

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
  const checked = z.array(items).safeParse(run)
  if (checked.success) return checked.data
  const issue = checked.error.issues[0]!
  const [index = 0, ...rest] = issue.path
  throw new ItemProblem(`${[...path, firstIndex + Number(index), ...rest].join('.')}: ${issue.message}`)
}

/** The answer `text` parsed and checked against `schema` (its list against `list.item`), the list read in slices. */
export async function parseSlicedAnswer(text: string, schema: z.ZodMiniType, list: SlicedList): Promise<SlicedAnswer> {
  try {
    return await readInSlices(text, schema, list)
  } catch (error) {
    if (error instanceof ItemProblem) return { ok: false, problem: error.message }
    throw error
  }
}

async function readInSlices(text: string, schema: z.ZodMiniType, list: SlicedList): Promise<SlicedAnswer> {
  const listKey = `"${list.path.at(-1)}":[`
  const listAt = text.indexOf(listKey)
  if (listAt === -1 || text.charCodeAt(listAt + listKey.length) !== 123 /* { */) return wholeAnswer(text, schema)
  const items: unknown[] = []
  let runStart = listAt + listKey.length
  let sliceStart = performance.now()
  for (;;) {
    let runEnd = runStart
    for (let count = 0; count < RUN_ITEMS; count++) {
      const next = text.indexOf(BETWEEN_ITEMS, runEnd + 1)
      if (next === -1) break
      runEnd = next
    }
    if (runEnd === runStart) break
    const run = parseOrUndefined(`[${text.slice(runStart, runEnd + 1)}]`)
    if (run === undefined) return wholeAnswer(text, schema)
    const checked = checkRun(run, list.item, list.path, items.length)
    for (const item of checked) items.push(item)
    runStart = runEnd + 2
    if (performance.now() - sliceStart > SLICE_BUDGET_MS) {
      await yieldToPage()
      sliceStart = performance.now()
    }
  }
  // The rest: the answer around its last items, which the schema checks whole.
  const rest = parseOrUndefined(`${text.slice(0, listAt + listKey.length)}${text.slice(runStart)}`)
  const parsed = schema.safeParse(rest)
  if (!parsed.success) return { ok: false, problem: problemsOf(parsed.error) }
  const tail = listIn(parsed.data, list.path)
  if (!tail) return { ok: false, problem: `${list.path.join('.')}: not a list` }
  for (const item of tail) items.push(item)
  return { ok: true, data: replaceList(parsed.data, list.path, items) }
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
