// Counts and shares as every figure on screen shows them, beside money and percent change:
// whole counts with thousands separators, and a part's share of a whole.
import { MISSING_FIGURE } from './money'

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** A count such as transactions: 12345 → "12,345". */
export function formatCount(count: number): string {
  return Number.isFinite(count) ? countFormat.format(count) : MISSING_FIGURE
}

/** A share given in percent, with 1 decimal like every percent on screen: 37.25 → "37.3%". */
export function formatSharePercent(percent: number): string {
  return Number.isFinite(percent) ? `${percent.toFixed(1)}%` : MISSING_FIGURE
}
