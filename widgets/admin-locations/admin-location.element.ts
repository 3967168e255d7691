// Registers <fw-admin-location location-id="…">: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { AdminLocation, type AdminLocationProps } from './admin-locations'

defineWidget('fw-admin-location', AdminLocation, { attributes: { 'location-id': 'string' }, events: ['fw-navigate'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-admin-location': WidgetElement<AdminLocationProps>
  }
}
