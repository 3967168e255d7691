// Registers <fw-location-filters city="oakdale" hide-empty="true">: the only file that defines
// this tag. It emits fw-filters-change when the reader changes a filter.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { LOCATION_VIEW_ATTRIBUTES } from '../../src/filters/location-view-props'
import { LocationFilters, type LocationFiltersProps } from './location-filters'

defineWidget('fw-location-filters', LocationFilters, { attributes: LOCATION_VIEW_ATTRIBUTES, events: ['fw-filters-change'] })

declare global {
  interface HTMLElementTagNameMap {
    'fw-location-filters': WidgetElement<LocationFiltersProps>
  }
}
