// Registers <fw-sales-reports location-id="…">: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SalesReports, type SalesReportsProps } from './sales-reports'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - The page's heading and its explanation.
 * @csspart title - The page's heading.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-sales-reports', SalesReports, { attributes: { 'location-id': 'string' } })

declare global {
  interface HTMLElementTagNameMap {
    'fw-sales-reports': WidgetElement<SalesReportsProps>
  }
}
