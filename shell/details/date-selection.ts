// The details pages' date range in the URL (docs/clock-and-seasons.md#years-and-days-in-the-url: the draft is applied to
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

/** How many earlier seasons the Today view keeps beside this one (the summary cards compare up to two). */
const TODAY_EARLIER_YEARS = 2

/**
 * The Today button's selection: today's window day, in this year's season and, for comparing
 * (like for like, up to now), the earlier seasons `shownYears` holds, else last year's. Pass no
 * years where a tab shows this season alone.
 */
export function todaySelection(today: { year: number; day: SeasonDay }, shownYears: readonly number[] | null): DateSelection {
  const days = `${today.day}to${today.day}`
  if (shownYears === null) return { days, years: [today.year] }
  const earlier = shownYears.filter((year) => year < today.year).slice(-TODAY_EARLIER_YEARS)
  return { days, years: [...(earlier.length > 0 ? earlier : [today.year - 1]), today.year] }
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
 * tab's element shows then: the orders tab this season up to today (docs/clock-and-seasons.md#date-range-rules-of-the-tabs), the others the
 * whole window of the last two seasons; the items tab the latest selected year alone.
 */
export function pickerSelection(tab: DetailsTab, search: SearchValues, tracked: readonly number[], clock: Clock, timeZone: string): DateSelection {
  const rule = tab === 'orders' && (search.years === undefined || search.days === undefined) ? ordersTabRange(tracked, clock, timeZone) : null
  const years = search.years !== undefined ? parseYears(search.years, []) : rule ? rule.years : defaultYears(tracked)
  const days = search.days?.trim() ? search.days : rule ? serialiseDays(rule.days) : '28to5'
  return { days, years: tab === 'items' ? itemPageYears(years) : years }
}
