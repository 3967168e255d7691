// The details pages' date range in the URL (SPEC §4 Date and year picker: the draft is applied to
// the URL search when the picker closes): pure, so tested without a page.
import type { Clock } from '../../src/clock/clock'
import { defaultYears, itemPageYears, ordersTabRange, parseDays, parseYears, serialiseDays, serialiseYears, type SeasonDay } from '../../src/season'
import type { SearchValues } from '../routing/search-params'

export interface DateSelection {
  /** "28to5" */
  days: string
  years: readonly number[]
}

/** The search after applying a selection: days and years written (`years=` for none), the rest kept. */
export function withDateSelection(current: SearchValues, selection: DateSelection): Record<string, string | undefined> {
  return { ...current, days: serialiseDays(parseDays(selection.days)), years: serialiseYears(selection.years) }
}

/** The Today button's selection: today's window day alone, in this year's season. */
export function todaySelection(today: { year: number; day: SeasonDay }): DateSelection {
  return { days: `${today.day}to${today.day}`, years: [today.year] }
}

/** The details tab a route shows (the invoice belongs to Orders). */
export type DetailsTab = 'stats' | 'items' | 'orders'

export function tabOfRoute(route: string): DetailsTab {
  if (route === 'locationItems') return 'items'
  if (route === 'locationOrders' || route === 'locationOrder') return 'orders'
  return 'stats'
}

/**
 * What the picker shows on a tab: the URL's days and years, and where the URL has none, what the
 * tab's element shows then: the orders tab this season up to today (SPEC §4), the others the
 * whole window of the last two seasons; the items tab the latest selected year alone.
 */
export function pickerSelection(tab: DetailsTab, search: SearchValues, tracked: readonly number[], clock: Clock, timeZone: string): DateSelection {
  const rule = tab === 'orders' && (search.years === undefined || search.days === undefined) ? ordersTabRange(tracked, clock, timeZone) : null
  const years = search.years !== undefined ? parseYears(search.years, []) : rule ? rule.years : defaultYears(tracked)
  const days = search.days?.trim() ? search.days : rule ? serialiseDays(rule.days) : '28to5'
  return { days, years: tab === 'items' ? itemPageYears(years) : years }
}
