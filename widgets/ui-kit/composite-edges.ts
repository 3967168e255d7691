// @floating-ui's Composite moves a roving tab stop with the arrow keys but has no Home and End;
// rows built on it (tabs, the picker's days and years) add them with this handler. Focusing the
// item is enough: Composite's items move the tab stop to whatever takes focus.
import type { KeyboardEvent } from 'react'

/** On Home or End, focuses the first or last enabled item matching `itemSelector` in the row. */
export function focusEdgeOnHomeEnd(event: KeyboardEvent<HTMLElement>, itemSelector: string): void {
  if (event.key !== 'Home' && event.key !== 'End') return
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(itemSelector)].filter(
    (item) => !item.matches(':disabled') && item.getAttribute('aria-disabled') !== 'true',
  )
  const target = event.key === 'Home' ? items[0] : items.at(-1)
  if (!target) return
  event.preventDefault()
  target.focus()
}
