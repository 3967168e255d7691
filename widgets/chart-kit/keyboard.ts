// Keyboard movement between a chart's data points (roving focus): arrows step to the neighbour,
// Home and End jump to the ends. Pure, so the rules are tested without a DOM.

/** Keys that move between data points; anything else is left to the browser. */
export const NAVIGATION_KEYS = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'] as const

/**
 * The index focus moves to for a key, or null when the key does not navigate. Arrows stop at the
 * ends instead of wrapping, so holding a key never jumps across the whole chart.
 */
export function nextPointIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null
  const last = count - 1
  const from = Math.min(Math.max(current, 0), last)
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(from + 1, last)
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(from - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return null
  }
}
