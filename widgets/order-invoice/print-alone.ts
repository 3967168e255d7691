// Printing an invoice prints the invoice alone, on A4 or Letter alike. A sheet adopted by the page
// (print media only) hides every element that neither is, holds nor sits inside the element marked
// data-fw-print-only; the invoice marks its host (the custom element, or its own root outside
// one) while it is shown. Margins are set, the paper size is left to the printer, so one layout
// fits both sizes. Without :has() support nothing is hidden, and the whole page prints.
import { useEffect, type RefObject } from 'react'
import { adoptStyles, defineStyles } from '../../src/elements/style-sheets'
import { useWidget } from '../../src/elements/widget-context'

export const PRINT_ONLY_ATTRIBUTE = 'data-fw-print-only'

export const printAlonePageStyles = defineStyles(
  `@media print {
  @page { margin: 12mm; }
  body:has([${PRINT_ONLY_ATTRIBUTE}]) *:not([${PRINT_ONLY_ATTRIBUTE}]):not(:has([${PRINT_ONLY_ATTRIBUTE}])):not([${PRINT_ONLY_ATTRIBUTE}] *) { display: none !important; }
  [${PRINT_ONLY_ATTRIBUTE}] { display: block !important; width: auto !important; max-width: none !important; margin: 0 !important; }
}`,
  'page',
)

/** Marks the invoice as what the page prints while it is mounted. */
export function usePrintAlone(rootRef: RefObject<HTMLElement | null>): void {
  const { host } = useWidget()
  useEffect(() => {
    const target = host ?? rootRef.current
    if (!target || typeof document === 'undefined') return
    adoptStyles(document, [printAlonePageStyles])
    target.setAttribute(PRINT_ONLY_ATTRIBUTE, '')
    return () => target.removeAttribute(PRINT_ONLY_ATTRIBUTE)
  }, [host, rootRef])
}
