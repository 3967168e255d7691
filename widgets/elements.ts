// Registers every fw-* custom element: the package's `elements` entry, a side-effect-only file
// (each *.element.ts calls defineWidget, which ignores a tag already defined). Every
// widgets/*/*.element.ts must be imported here; elements.test.ts checks that none is missing.
import './location-filters/location-filters.element'
import './location-grid/location-grid.element'
import './location-list/location-list.element'
import './location-map/location-map.element'
import './location-stats/location-stats.element'
import './locations-table/locations-table.element'
import './sign-in/sign-in.element'
import './summary-cards/summary-cards.element'
