// What the orders table draws, and from where. Opening, the table asks the server for the first
// page of its view (one per season; /api/square/order-summaries with a limit) and draws it at once;
// once those have answered it downloads each whole season behind them, which its worker reads into
// rows (./use-season-rows) while the page stays free. When every season is in, the rows are
// filtered and sorted for the view (in the worker for a big season, here for a small one) and
// replace the first page, whose rows are the first of them. A sort or filter asks for that view's
// first page again, so it shows as soon as the server answers, before or after the seasons are in.
//
// Until the rows of the view are there, the rows shown before stay (marked as not the view's), so
// a sort never blanks the table; and after a payment, the seasons are read again while the rows
// read before stay on screen. The rows of another location or other seasons never show.
import { useEffect, useMemo, useRef, useState } from 'react'
import { invalidateQueries, ORDER_SUMMARIES_PATH, orderSummariesDownloadQuery, orderSummaryPageQuery, queryKey } from '../../src/api/queries'
import { sortText } from '../../src/analytics/order-summary-sort'
import type { ApiClient } from '../../src/api/client'
import type { OrderState } from '../../src/contract/square-order'
import { serialiseDays, type DayRange } from '../../src/season'
import { usePaintedKey, useQueries, type QueryState } from '../widget-kit'
import type { ColumnId, SortOrder } from './columns'
import { FIRST_PAGE_ROWS, mergeFirstPages } from './first-page'
import { filterRows, type OrderRow } from './order-rows'
import { sortRows } from './sort-rows'
import { useSeasonRows } from './use-season-rows'

/** Seasons up to this many rows are sorted on the page's thread: quicker than a trip to the worker. */
export const ROWS_SORTED_IN_PAGE = 5_000

export interface ShownRows {
  /** The rows to draw: the view's, in its order, or the last rows shown while the view's are on their way. */
  rows: readonly OrderRow[]
  /** How many orders the view lists (the title's count). */
  count: number
  /** Whether `rows` are every order the view lists (else its first page). */
  complete: boolean
  /** False while `rows` are another view's (a sort or filter the table is still working on). */
  inView: boolean
  /** The sort `rows` are in: the header shows it, so it never names an order the rows are not in yet. */
  sort: { column: ColumnId; order: SortOrder }
  /** Orders of the seasons read so far, while they stream in. */
  received: number
  /** Why the rest of the orders cannot come (the first page shows meanwhile), and how to ask again. */
  failure?: RestFailure
}

export interface RestFailure {
  error: unknown
  retry: () => void
}

export interface ShownRowsInput {
  api: ApiClient
  locationId: string
  years: readonly number[]
  days: DayRange
  /** The location's timezone, once known: rows need it. */
  timeZone: string | null
}

export interface RowsViewInput {
  sort: { column: ColumnId; order: SortOrder }
  states: readonly OrderState[]
}

interface OrderedRows {
  /** The scope and view they are for. */
  key: string
  rows: OrderRow[]
}

export function useShownRows(input: ShownRowsInput | null, view: RowsViewInput): QueryState<ShownRows> {
  const { sort, states } = view
  const yearsText = input?.years.join(',') ?? ''
  const daysText = input ? serialiseDays(input.days) : ''
  const scope = input ? `${input.locationId}|${yearsText}|${input.timeZone ?? ''}` : ''
  const viewText = `${sortText(sort)}|${states.join(',')}|${daysText}`
  const key = `${scope}|${viewText}`

  const pages = useQueries(
    () =>
      input && input.years.length > 0
        ? input.years.map((year) =>
            orderSummaryPageQuery(input.api, { locationId: input.locationId, year, sort: sortText(sort), states: states.join(','), days: daysText, limit: FIRST_PAGE_ROWS }),
          )
        : null,
    [input?.api, input?.locationId, yearsText, viewText],
  )

  // The seasons download once the first pages have answered and their rows are on screen, so the
  // first screen never waits behind them (nor behind starting the worker that reads them); once
  // started for a location and its seasons, they go on whatever the view does.
  const started = useRef('')
  const settled = input && input.timeZone !== null && pages.status !== 'loading' ? `${input.locationId}|${yearsText}` : ''
  const painted = usePaintedKey(settled)
  if (painted !== '' && painted === settled) started.current = painted
  const downloadScope = input && started.current === `${input.locationId}|${yearsText}` ? started.current : null
  const downloads = useQueries(
    () => (input && downloadScope !== null ? input.years.map((year) => orderSummariesDownloadQuery(input.api, { locationId: input.locationId, year })) : null),
    [input?.api, downloadScope],
  )
  const season = useSeasonRows(downloads.status === 'ready' ? downloads.data : null, input?.timeZone ?? 'UTC')
  const progress = season.progress
  const complete = progress?.complete && progress.error === undefined && downloadScope !== null ? progress : null

  // Every row of the view, in its order: here for a small season, in the worker for a big one.
  const small = complete !== null && complete.rows.length <= ROWS_SORTED_IN_PAGE
  const sortedHere = useMemo<OrderedRows | null>(
    () => (small && complete && input ? { key, rows: sortRows(filterRows(complete.rows, states, input.days), sort.column, sort.order) } : null),
    [small, complete?.rows, key],
  )
  // Kept while the seasons are read again (after a payment), like the rows sorted in the worker.
  const lastSortedHere = useRef<OrderedRows | null>(null)
  if (sortedHere) lastSortedHere.current = sortedHere
  const [sortedAway, setSortedAway] = useState<OrderedRows | null>(null)
  useEffect(() => {
    if (complete === null || small || !input) return
    let wanted = true
    void season.order({ sort, states, days: input.days }).then((positions) => {
      if (!wanted || positions === null) return
      const rows = new Array<OrderRow>(positions.length)
      for (let index = 0; index < positions.length; index++) rows[index] = complete.rows[positions[index]!]!
      setSortedAway({ key, rows })
    })
    return () => {
      wanted = false
    }
  }, [complete?.session, complete?.rows, key, small])
  const ordered = [lastSortedHere.current, sortedAway].find((candidate) => candidate?.key === key) ?? null

  const firstPage = useMemo(
    () => (pages.status === 'ready' && input?.timeZone ? mergeFirstPages(pages.data, sort, input.timeZone) : null),
    [pages.status === 'ready' ? pages.data : null, input?.timeZone],
  )

  const received = progress?.received ?? 0
  let shown: ShownRows | null = null
  if (ordered) shown = { rows: ordered.rows, count: ordered.rows.length, complete: true, inView: true, sort, received }
  else if (firstPage) shown = { rows: firstPage.rows, count: firstPage.matching, complete: firstPage.matching <= firstPage.rows.length, inView: true, sort, received }

  const last = useRef<{ scope: string; shown: ShownRows } | null>(null)
  if (shown) last.current = { scope, shown }
  else if (last.current?.scope === scope) shown = { ...last.current.shown, inView: false, received }

  // Why the rest of the orders cannot come, and how to ask again: a season's download or reading failed.
  const failure = restFailure(input, downloadScope !== null ? downloads : null, downloadScope !== null ? progress?.error : undefined)
  if (shown) return { status: 'ready', refreshing: pages.status === 'ready' && pages.refreshing, data: shown.complete || !failure ? shown : { ...shown, failure } }
  if (pages.status === 'error') {
    const retry = () => {
      pages.retry?.()
      failure?.retry()
    }
    return { status: 'error', error: pages.error, retry }
  }
  if (failure) return { status: 'error', error: failure.error, retry: failure.retry }
  return { status: 'loading' }
}

function restFailure(input: ShownRowsInput | null, downloads: QueryState<unknown> | null, readError: unknown): RestFailure | undefined {
  if (!input) return undefined
  const error = downloads?.status === 'error' ? downloads.error : readError
  if (error === undefined) return undefined
  const { api, locationId, years } = input
  // Asking again downloads the seasons afresh.
  const keys = years.map((year) => queryKey(api.apiBase, ORDER_SUMMARIES_PATH, { locationId, year }).join(''))
  return { error, retry: () => invalidateQueries(keys) }
}
