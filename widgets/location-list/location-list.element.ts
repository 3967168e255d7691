// Registers <fw-location-list city="oakdale" hide-empty="true" compare="L1">: the only file that
// defines this tag. It emits fw-compare-change from its compare toggles and fw-navigate from its
// rows' links. Its height is the --fw-location-list-height custom property (600px unless set).
import { defineWidget, type WidgetElement } from '../widget-kit'
import { LOCATION_VIEW_ATTRIBUTES } from '../../src/filters/location-view-props'
import { LocationList, type LocationListProps } from './location-list'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart body - The scrolling list of locations.
 * @csspart empty - The line saying no location matches.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-location-list', LocationList, { attributes: LOCATION_VIEW_ATTRIBUTES, events: ['fw-compare-change', 'fw-navigate'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-location-list': WidgetElement<LocationListProps>
  }
}
