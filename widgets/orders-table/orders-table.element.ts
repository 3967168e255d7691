// Registers <fw-orders-table location-id="…" years="2025" days="28to5">: the only file that
// defines this tag. Its rows link to /stats/details/location/{locationId}/orders/{year}/{orderId}
// unless the host gives a link-template.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SEASON_SELECTION_ATTRIBUTES } from '../../src/elements/season-selection'
import { OrdersTable, type OrdersTableProps } from './orders-table'

defineWidget('fw-orders-table', OrdersTable, { attributes: SEASON_SELECTION_ATTRIBUTES, events: ['fw-navigate'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-orders-table': WidgetElement<OrdersTableProps>
  }
}
