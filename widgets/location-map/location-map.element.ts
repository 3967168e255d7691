// Registers <fw-location-map city="oakdale" compare="L1">: the only file that defines this tag. It
// emits fw-compare-change from the side list's toggles and fw-navigate from pins and entries.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { LOCATION_VIEW_ATTRIBUTES } from '../../src/filters/location-view-props'
import { LocationMap, type LocationMapProps } from './location-map'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart body - The map with its toolbar and zoom controls.
 * @csspart empty - The note saying no location matches.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-location-map', LocationMap, { attributes: LOCATION_VIEW_ATTRIBUTES, events: ['fw-compare-change', 'fw-navigate'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-location-map': WidgetElement<LocationMapProps>
  }
}
