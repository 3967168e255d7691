// Registers <fw-admin-locations link-template="/admin/locations/{locationId}">: the only file that
// defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { AdminLocations, type AdminLocationsProps } from './admin-locations'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart table - The scrolling table of rows.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-admin-locations', AdminLocations, { events: ['fw-navigate'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-admin-locations': WidgetElement<AdminLocationsProps>
  }
}
