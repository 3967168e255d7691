// A box that scrolls sideways when what it holds (a small table) is wider than the screen, so a
// phone scrolls the table, never the page. It is a named, focusable region, so keyboard users can
// scroll it too (axe: scrollable-region-focusable).
import type { ReactNode } from 'react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { classNames } from './class-names'

export const scrollBoxStyles = defineStyles(`
.fw-scroll-box { max-width: 100%; overflow-x: auto; }
@media print { .fw-scroll-box { overflow: visible; } }
`, 'kit')

export interface ScrollBoxProps {
  /** Names the region (the table's caption). */
  label: string
  children: ReactNode
  className?: string
}

export function ScrollBox({ label, children, className }: ScrollBoxProps) {
  useStyles(scrollBoxStyles)
  return (
    <div className={classNames('fw-scroll-box', className)} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
