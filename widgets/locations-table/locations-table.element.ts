// Registers <fw-locations-table city="oakdale" columns="net-sales-2024,net-sales-2025">: the only
// file that defines this tag. It emits fw-filters-change when a header changes the sort, and
// fw-navigate from its row links. Its height is --fw-locations-table-height (600px unless set).
import { defineWidget, type WidgetElement } from '../widget-kit'
import { LOCATION_VIEW_ATTRIBUTES } from '../../src/filters/location-view-props'
import { LocationsTable, type LocationsTableProps } from './locations-table'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart table - The scrolling table of rows.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-locations-table', LocationsTable, {
  attributes: { ...LOCATION_VIEW_ATTRIBUTES, columns: 'list' },
  events: ['fw-filters-change', 'fw-navigate'],
})

declare global {
  interface HTMLElementTagNameMap {
    'fw-locations-table': WidgetElement<LocationsTableProps>
  }
}
