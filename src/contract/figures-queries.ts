// The queries of GET /api/square/stats and GET /api/square/items (the same days), as query-string text checked
// with the messages of docs/contract.md#validation-messages. Apart from the answers (./figures-answers), so a browser bundle that
// only reads the answers does not carry these.
import * as z from 'zod/mini'
import { FULL_RANGE, seasonDayIndex, type DayRange, type SeasonDay } from '../season/window'
import { locationIdSchema, yearSchema } from './query-fields'

export const DAYS_FORMAT_MESSAGE = 'Days must be a range of window days such as 28to5 (days 28, 29, 30, 1, 2, 3, 4, 5)'
export const DAYS_ORDER_MESSAGE = 'The days range must not start after it ends (June 28 comes first, July 5 last)'

/** Every selected season is a block of the answer, with or without orders: the list is bounded. */
export const MAX_SELECTED_YEARS = 50
export const YEARS_COUNT_MESSAGE = `Choose at most ${MAX_SELECTED_YEARS} years`

const DAYS_PATTERN = /^(\d{1,2})to(\d{1,2})$/

function isWindowDay(day: number): day is SeasonDay {
  return seasonDayIndex(day) >= 0
}

/**
 * `years` as the URL writes it ("2024,2025"): each entry a year with the messages of docs/contract.md#validation-messages; an empty
 * string means no years. Read as the years ascending, without repeats.
 */
export const yearListSchema = z.pipe(
  z.string(),
  z.transform((text: string, ctx): number[] => {
    if (text === '') return []
    const years = new Set<number>()
    const messages = new Set<string>()
    for (const entry of text.split(',')) {
      const year = yearSchema.safeParse(entry)
      if (year.success) years.add(year.data)
      else for (const issue of year.error.issues) messages.add(issue.message)
    }
    if (years.size > MAX_SELECTED_YEARS) messages.add(YEARS_COUNT_MESSAGE)
    for (const message of messages) ctx.issues.push({ code: 'custom', message, input: text })
    return [...years].sort((a, b) => a - b)
  }),
)

/**
 * `days` as the URL writes it: a contiguous run of window days, "28to5", "1to4", "29to29". Empty
 * means the whole window. Unlike the browser's lenient parse (which falls back to the whole
 * window), the server refuses a range it cannot read, so a figure never answers a question that
 * was not asked.
 */
export const dayRangeSchema = z.pipe(
  z.string(),
  z.transform((text: string, ctx): DayRange => {
    if (text === '') return { ...FULL_RANGE }
    const match = DAYS_PATTERN.exec(text)
    const from = Number(match?.[1])
    const to = Number(match?.[2])
    if (!isWindowDay(from) || !isWindowDay(to)) {
      ctx.issues.push({ code: 'custom', message: DAYS_FORMAT_MESSAGE, input: text })
      return { ...FULL_RANGE }
    }
    if (seasonDayIndex(from) > seasonDayIndex(to)) {
      ctx.issues.push({ code: 'custom', message: DAYS_ORDER_MESSAGE, input: text })
      return { ...FULL_RANGE }
    }
    return { from, to }
  }),
)

export const AS_OF_MESSAGE = 'asOf must be an ISO instant such as 2025-07-04T20:30:00-07:00'

/**
 * GET /api/square/stats. `years` absent: the last two tracked seasons; empty: none. `days`
 * absent: the whole window. `asOf`: the instant the like-for-like cuts are taken at (a page
 * passes its view of the server's clock, so every season it asks for is cut at the same minute);
 * absent: the server's now.
 */
export const statsQuerySchema = z.strictObject({
  locationId: locationIdSchema,
  years: z.optional(yearListSchema),
  days: z.optional(dayRangeSchema),
  asOf: z.optional(z.iso.datetime({ offset: true, error: AS_OF_MESSAGE })),
})
export type StatsQuery = z.infer<typeof statsQuerySchema>

/** GET /api/square/items: one season over `days` as the stats take them (absent: the whole window), so Today lists tonight's sellers. */
export const itemsQuerySchema = z.strictObject({ locationId: locationIdSchema, year: yearSchema, days: z.optional(dayRangeSchema) })
export type ItemsQuery = z.infer<typeof itemsQuerySchema>

