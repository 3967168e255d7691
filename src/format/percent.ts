// A percent change on screen, with 1 decimal (docs/figures.md#percent-change, docs/figures.md#money).
import { MISSING_FIGURE } from './money'

/**
 * A percent change such as 12.46 → "+12.5%", -3 → "-3.0%". The sign is always shown, so a rise
 * and a fall read differently at a glance; a change that rounds to zero reads "0.0%", with no sign,
 * because "+0.0%" or "-0.0%" would claim a direction that the shown figure does not have.
 */
export function formatPercentChange(percent: number): string {
  if (!Number.isFinite(percent)) return MISSING_FIGURE
  const magnitude = Math.abs(percent).toFixed(1)
  if (magnitude === '0.0') return '0.0%'
  return `${percent > 0 ? '+' : '-'}${magnitude}%`
}

/** Which way a change points as shown (for its colour and arrow): a change shown as 0.0% points nowhere. */
export function changeTrend(percent: number): 'up' | 'down' | 'flat' {
  const shown = formatPercentChange(percent)
  return shown.startsWith('+') ? 'up' : shown.startsWith('-') ? 'down' : 'flat'
}
