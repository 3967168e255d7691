// The query of GET /api/square/order-summaries (./order-summaries): `locationId` and `year` for the
// whole season, and with `limit` one page of it: `sort` (a column and a direction, "total.desc";
// newest first when absent), `states` (comma-separated; every state when absent, none when empty),
// `days` (window days, "1to4"; the whole window when absent) and `after` (the `next` of the page
// before). The page's options without `limit` are refused rather than ignored, so a client never
// downloads a whole season it did not mean to ask for. Apart from the answers, so a browser
// bundle that only reads them does not carry these checks.
import * as z from 'zod/mini'
import { MAX_PAGE_LIMIT, readCursor, type SummaryPageQuery } from '../analytics/order-summary-pages'
import { NEWEST_FIRST, ORDER_SORT_COLUMNS, readSortText, type OrderSort } from '../analytics/order-summary-sort'
import { FULL_RANGE, type DayRange } from '../season/window'
import { dayRangeSchema } from './figures-queries'
import { locationIdSchema, yearSchema } from './query-fields'
import { orderStateSchema, type OrderState } from './square-order'

export const SORT_MESSAGE = `Sort must be a column and a direction such as total.desc (columns: ${ORDER_SORT_COLUMNS.join(', ')})`
export const STATES_MESSAGE = `States must be a comma-separated list of ${orderStateSchema.options.join(', ')}`
export const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`
export const CURSOR_MESSAGE = 'after must be the next cursor of an earlier page'
export const CURSOR_SORT_MESSAGE = 'after belongs to a page of another sort'
export const LIMIT_NEEDED_MESSAGE = 'Ask for a page with limit to use sort, states, days or after'

const sortSchema = z.pipe(
  z.string(),
  z.transform((text: string, ctx): OrderSort => {
    const sort = readSortText(text)
    if (sort === undefined) ctx.issues.push({ code: 'custom', message: SORT_MESSAGE, input: text })
    return sort ?? { ...NEWEST_FIRST }
  }),
)

const statesSchema = z.pipe(
  z.string(),
  z.transform((text: string, ctx): OrderState[] => {
    if (text === '') return []
    const states = new Set<OrderState>()
    for (const entry of text.split(',')) {
      const state = orderStateSchema.safeParse(entry)
      if (state.success) states.add(state.data)
      else ctx.issues.push({ code: 'custom', message: STATES_MESSAGE, input: text })
    }
    // In one order whatever order they came in: one page, one cache entry.
    return orderStateSchema.options.filter((state) => states.has(state))
  }),
)

const limitSchema = z.pipe(
  z.string(),
  z.transform((text: string, ctx): number => {
    const limit = /^\d{1,4}$/.test(text) ? Number(text) : NaN
    if (!(limit >= 1 && limit <= MAX_PAGE_LIMIT)) ctx.issues.push({ code: 'custom', message: LIMIT_MESSAGE, input: text })
    return limit
  }),
)

const cursorSchema = z.pipe(
  z.string(),
  z.transform((text: string, ctx) => {
    const cursor = readCursor(text)
    if (cursor === undefined) ctx.issues.push({ code: 'custom', message: CURSOR_MESSAGE, input: text })
    return cursor
  }),
)

const querySchema = z.strictObject({
  locationId: locationIdSchema,
  year: yearSchema,
  sort: z.optional(sortSchema),
  states: z.optional(statesSchema),
  days: z.optional(dayRangeSchema),
  limit: z.optional(limitSchema),
  after: z.optional(cursorSchema),
})

type ReadQuery = z.infer<typeof querySchema>

/** What the query asks for: the whole season, or one page of it. */
export type OrderSummariesQuery = { locationId: string; year: number; page?: SummaryPageQuery | undefined }

const sameSort = (a: OrderSort, b: OrderSort) => a.column === b.column && a.order === b.order

function pageOf(query: ReadQuery): SummaryPageQuery | undefined {
  if (query.limit === undefined) return undefined
  return {
    sort: query.sort ?? { ...NEWEST_FIRST },
    states: query.states ?? orderStateSchema.options,
    days: query.days ?? ({ ...FULL_RANGE } as DayRange),
    limit: query.limit,
    after: query.after?.place,
  }
}

export const orderSummariesQuerySchema = z.pipe(
  querySchema.check(
    z.refine((query) => query.limit !== undefined || [query.sort, query.states, query.days, query.after].every((part) => part === undefined), {
      error: LIMIT_NEEDED_MESSAGE,
      path: ['limit'],
    }),
    z.refine((query) => query.after === undefined || sameSort(query.after.sort, query.sort ?? NEWEST_FIRST), {
      error: CURSOR_SORT_MESSAGE,
      path: ['after'],
    }),
  ),
  z.transform((query): OrderSummariesQuery => ({ locationId: query.locationId, year: query.year, page: pageOf(query) })),
)
