// Registers every fw-* custom element: the package's `elements` entry, a side-effect-only file
// (each *.element.ts calls defineWidget, which ignores a tag already defined). Every
// widgets/*/*.element.ts must be imported here; elements.test.ts checks that none is missing.
import './fireworks/fireworks.element'
import './compare/compare.element'
import './location-stats/location-stats.element'
import './order-invoice/order-invoice.element'
import './orders-table/orders-table.element'
import './sign-in/sign-in.element'
import './summary-cards/summary-cards.element'
import './top-items/top-items.element'
