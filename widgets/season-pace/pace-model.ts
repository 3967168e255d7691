// What the pace screen shows, from a pace answer (src/contract/pace): the cards (the newest season
// against each earlier one at the same moment), the cumulative net sales by window hour, the
// sorted table rows and the sentence that says what is compared. Pure, tested without a DOM.
import { percentChange, type SummaryCards, type SummaryFigure } from '../../src/analytics/compare'
import { cutMomentAt } from '../../src/analytics/season-cut'
import type { PaceData, PaceLocation, PaceSeason } from '../../src/contract/pace'
import { formatCutMoment, formatHour } from '../../src/format'
import { zoneName } from '../../src/format/date-time'
import { paceHeadline } from '../widget-kit'
import { SEASON_DAYS, seasonDayLabel } from '../../src/season/window'

export { paceHeadline }

/** The window's hours as the chart names them: "6/28 12am" … "7/5 11pm". */
export const WINDOW_HOUR_LABELS: readonly string[] = SEASON_DAYS.flatMap((day) => Array.from({ length: 24 }, (_, hour) => `${seasonDayLabel(day)} ${formatHour(hour)}`))

function figure(seasons: readonly PaceSeason[], read: (season: PaceSeason) => number): SummaryFigure {
  const newest = seasons[seasons.length - 1]!
  const value = read(newest)
  return {
    year: newest.year,
    value,
    against: seasons
      .slice(0, -1)
      .reverse()
      .map((season) => ({ year: season.year, value: read(season), change: percentChange(value, read(season)) })),
  }
}

/** The summary cards of the selection: the newest season against every earlier one, newest first. */
export function paceCards(data: PaceData): SummaryCards | null {
  if (data.seasons.length === 0) return null
  return {
    totalTransactions: figure(data.seasons, (season) => season.transactions),
    netSales: figure(data.seasons, (season) => season.netSales),
    averageOrderValue: figure(data.seasons, (season) => season.averageOrderValue),
    through: data.through?.moment ?? null,
  }
}

/** A season's net sales added up hour by hour across the window. */
export interface CumulativeSeason {
  year: number
  /** Net sales from the window's start through the end of each hour; the newest season stops at now. */
  cumulative: number[]
}

export function cumulativeSeasons(data: PaceData): CumulativeSeason[] {
  return data.hourly.seasons.map(({ year, netSales }) => {
    let sum = 0
    return { year, cumulative: netSales.map((cents) => (sum += cents)) }
  })
}

export type PaceSortKey = 'name' | 'soFar' | 'lastSeason' | 'pace' | 'lastPayment'
export type SortOrder = 'asc' | 'desc'

/** One row of the table: a location and its pace against the season before. */
export interface PaceRow {
  location: PaceLocation
  /** Net sales so far against the same moment of the season before, in percent; null without one to compare. */
  pace: number | null
}

export function paceOf(location: PaceLocation): number | null {
  if (location.lastSeason === null || location.lastSeason.netSales === 0) return null
  return percentChange(location.soFar.netSales, location.lastSeason.netSales)
}

const SORT_VALUE: Record<Exclude<PaceSortKey, 'name'>, (row: PaceRow) => number | null> = {
  soFar: (row) => row.location.soFar.netSales,
  lastSeason: (row) => row.location.lastSeason?.netSales ?? null,
  pace: (row) => row.pace,
  lastPayment: (row) => (row.location.lastPaymentAt === null ? null : Date.parse(row.location.lastPaymentAt)),
}

/** The rows sorted by a column; rows with nothing to sort by go last either way, then by name. */
export function paceRows(locations: readonly PaceLocation[], key: PaceSortKey, order: SortOrder): PaceRow[] {
  const byName = (a: PaceRow, b: PaceRow) => a.location.name.localeCompare(b.location.name, 'en', { sensitivity: 'base' })
  const sign = order === 'asc' ? 1 : -1
  const rows = locations.map((location) => ({ location, pace: paceOf(location) }))
  if (key === 'name') return rows.sort((a, b) => sign * byName(a, b))
  const value = SORT_VALUE[key]
  return rows.sort((a, b) => {
    const [x, y] = [value(a), value(b)]
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1
    return sign * (x - y) || byName(a, b)
  })
}

/** The direction a column sorts in first: what is falling behind (the lowest pace) first; names A to Z. */
export function firstOrder(key: PaceSortKey): SortOrder {
  return key === 'name' || key === 'pace' ? 'asc' : 'desc'
}

/**
 * A location's last sale at its own local time ("Jul 4, 8:05 PM") and how long before the pace's
 * moment; with `zone` (the table holds stands of several zones) the time says its zone
 * ("Jul 4, 8:05 PM PDT"), so St. George's 10:32 PM is not read against Los Angeles' 9:35 PM.
 */
export function lastPaymentText(location: PaceLocation, asOf: string, options: { zone?: boolean } = {}): { at: string; ago: string } | null {
  if (location.lastPaymentAt === null) return null
  const ms = Date.parse(location.lastPaymentAt)
  const minutes = Math.max(0, Math.floor((Date.parse(asOf) - ms) / 60_000))
  const ago = minutes < 60 ? `${minutes} min ago` : minutes < 48 * 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min ago` : `${Math.floor(minutes / 1440)} days ago`
  const at = formatCutMoment(cutMomentAt(ms, location.timezone))
  return { at: options.zone ? `${at} ${zoneName(ms, location.timezone)}` : at, ago }
}

/** The figure columns' headers: "Net Sales 2025 So Far" and "Net Sales 2024 Same Moment" (whole seasons out of season). */
export function paceHeaders(data: PaceData): { soFar: string; lastSeason: string } {
  const newest = data.years[data.years.length - 1]
  const previous = data.years.length > 1 ? data.years[data.years.length - 2] : undefined
  const soFar = data.likeForLike ? `${newest} So Far` : `${newest}`
  const sameMoment = previous === undefined ? 'Last Season' : data.likeForLike ? `${previous} Same Moment` : `${previous}`
  return { soFar: `Net Sales ${soFar}`, lastSeason: `Net Sales ${sameMoment}` }
}
