// Registers <fw-location-grid city="oakdale" compare="L1">: the only file that defines this tag.
// It emits fw-compare-change from its compare toggles and fw-navigate from its card links.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { LOCATION_VIEW_ATTRIBUTES } from '../../src/filters/location-view-props'
import { LocationGrid, type LocationGridProps } from './location-grid'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart body - The grid of location cards.
 * @csspart empty - The line saying no location matches.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-location-grid', LocationGrid, { attributes: LOCATION_VIEW_ATTRIBUTES, events: ['fw-compare-change', 'fw-navigate'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-location-grid': WidgetElement<LocationGridProps>
  }
}
