// Registers every fw-* custom element: the package's `elements` entry, a side-effect-only file
// (each *.element.ts calls defineWidget, which ignores a tag already defined). Every
// widgets/*/*.element.ts must be imported here; elements.test.ts checks that none is missing.
import './admin-locations/admin-locations.element'
import './admin-locations/admin-location.element'
import './kv-cache/kv-cache.element'
import './location-ranking/location-ranking.element'
import './location-stats/location-stats.element'
import './payment-chart-test/payment-chart-test.element'
import './sales-reports/sales-reports.element'
import './server-settings/server-settings.element'
import './sign-in/sign-in.element'
import './summary-cards/summary-cards.element'
