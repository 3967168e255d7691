// Registers <fw-admin-locations link-template="/admin/locations/{locationId}">: the only file that
// defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { AdminLocations, type AdminLocationsProps } from './admin-locations'

defineWidget('fw-admin-locations', AdminLocations, { events: ['fw-navigate'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-admin-locations': WidgetElement<AdminLocationsProps>
  }
}
