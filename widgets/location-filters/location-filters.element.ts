// Registers <fw-location-filters city="oakdale" hide-empty="true">: the only file that defines
// this tag. It emits fw-filters-change when the reader changes a filter.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { LOCATION_VIEW_ATTRIBUTES } from '../../src/filters/location-view-props'
import { LocationFilters, type LocationFiltersProps } from './location-filters'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart body - The filters: their summary, panel and count.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('fw-location-filters', LocationFilters, { attributes: LOCATION_VIEW_ATTRIBUTES, events: ['fw-filters-change'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-location-filters': WidgetElement<LocationFiltersProps>
  }
}
