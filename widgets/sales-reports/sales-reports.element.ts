// Registers <fw-sales-reports location-id="…">: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SalesReports, type SalesReportsProps } from './sales-reports'

defineWidget('fw-sales-reports', SalesReports, { attributes: { 'location-id': 'string' } })

declare global {
  interface HTMLElementTagNameMap {
    'fw-sales-reports': WidgetElement<SalesReportsProps>
  }
}
