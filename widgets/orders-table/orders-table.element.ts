// Registers <fw-orders-table location-id="…" years="2025" days="28to5" sort="total.asc"
// states="COMPLETED,OPEN" columns="createdAt,total">: the only file that defines this tag. Its rows
// link to /stats/details/location/{locationId}/orders/{year}/{orderId} unless the host gives a
// link-template. It emits fw-orders-view-change when the reader sorts, filters or hides columns.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { SEASON_SELECTION_ATTRIBUTES } from '../../src/elements/season-selection'
import { OrdersTable, type OrdersTableProps } from './orders-table'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart table - The scrolling table of rows.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-orders-table', OrdersTable, {
  attributes: { ...SEASON_SELECTION_ATTRIBUTES, sort: 'string', states: 'list', columns: 'list' },
  events: ['fw-navigate', 'fw-orders-view-change'],
})

declare global {
  interface HTMLElementTagNameMap {
    'fw-orders-table': WidgetElement<OrdersTableProps>
  }
}
