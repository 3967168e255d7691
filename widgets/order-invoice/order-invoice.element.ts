// Registers <fw-order-invoice location-id="…" year="2025" order-id="…">: the only file that
// defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { OrderInvoice, type OrderInvoiceProps } from './order-invoice'

defineWidget('fw-order-invoice', OrderInvoice, { attributes: { 'location-id': 'string', year: 'string', 'order-id': 'string' } })

declare global {
  interface HTMLElementTagNameMap {
    'fw-order-invoice': WidgetElement<OrderInvoiceProps>
  }
}
