// Registers <fw-admin-location location-id="…">: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { AdminLocation, type AdminLocationProps } from './admin-locations'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - The page's heading row (the location's name, business and address) and each chart's.
 * @csspart title - The location's name (or that it was not found) and each chart's heading.
 * @csspart chart - Each hourly chart, with its header and plot.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-admin-location', AdminLocation, { attributes: { 'location-id': 'string' }, events: ['fw-navigate'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-admin-location': WidgetElement<AdminLocationProps>
  }
}
