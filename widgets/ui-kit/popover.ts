// What every anchored popover of the kit shares: its surface sheet and its placement. Fixed
// positioning keeps it clear of the host page's scrolling and overflow, inside a shadow root too.
import { autoUpdate, flip, offset, shift, size, type Placement, type UseFloatingOptions } from '@floating-ui/react'
import { defineStyles } from '../../src/elements/style-sheets'
import popoverCss from './popover.css?inline'

export const popoverStyles = defineStyles(popoverCss, 'kit')

/** Placement options for a popover under its trigger; `matchWidth` makes it at least as wide. */
export function popoverPlacement(placement: Placement = 'bottom-start', matchWidth = false): Partial<UseFloatingOptions> {
  return {
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      matchWidth
        ? size({
            apply({ rects, elements }) {
              elements.floating.style.minWidth = `${rects.reference.width}px`
            },
          })
        : null,
    ],
  }
}
