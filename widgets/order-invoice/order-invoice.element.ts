// Registers <fw-order-invoice location-id="…" year="2025" order-id="…">: the only file that
// defines this tag. An order or location that does not exist links back (fw-navigate on a click).
import { defineWidget, type WidgetElement } from '../widget-kit'
import { OrderInvoice, type OrderInvoiceProps } from './order-invoice'

defineWidget('fw-order-invoice', OrderInvoice, {
  attributes: { 'location-id': 'string', year: 'string', 'order-id': 'string' },
  events: ['fw-navigate'],
})

declare global {
  interface HTMLElementTagNameMap {
    'fw-order-invoice': WidgetElement<OrderInvoiceProps>
  }
}
