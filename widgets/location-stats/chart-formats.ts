// How the stats charts print numbers: money in whole dollars on charts (docs/screens.md#numbers-the-screens-keep), counts with
// separators, and payment shares with one decimal.
import { formatCount, formatMoney, formatSharePercent } from '../../src/format'

/** Cents as whole dollars: 123456 → "$1,235". */
export const chartDollars = (cents: number): string => formatMoney(cents, { decimals: 0 })
export const chartCount = formatCount
/** A fraction of a stack as a percent: 0.4 → "40.0%". */
export const chartShare = (fraction: number): string => formatSharePercent(fraction * 100)
