// Registers <fw-order-invoice location-id="…" year="2025" order-id="…">: the only file that
// defines this tag. An order or location that does not exist links back (fw-navigate on a click).
import { defineWidget, type WidgetElement } from '../widget-kit'
import { OrderInvoice, type OrderInvoiceProps } from './order-invoice'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - A card's or chart's heading row: its title and controls.
 * @csspart title - The heading of a card or chart.
 * @csspart body - The widget's main content below its header.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-order-invoice', OrderInvoice, {
  attributes: { 'location-id': 'string', year: 'string', 'order-id': 'string' },
  events: ['fw-navigate'],
})

declare global {
  interface HTMLElementTagNameMap {
    'fw-order-invoice': WidgetElement<OrderInvoiceProps>
  }
}
