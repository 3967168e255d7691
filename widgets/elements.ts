// Registers every fw-* custom element: the package's `elements` entry, a side-effect-only file
// (each *.element.ts calls defineWidget, which ignores a tag already defined). Every
// widgets/*/*.element.ts must be imported here; elements.test.ts checks that none is missing.
// generated from widgets/widget-list.ts by npx tsx scripts/widget-lists/generate.ts: do not edit between these lines
import './admin-locations/admin-location.element'
import './admin-locations/admin-locations.element'
import './compare/compare.element'
import './fireworks/fireworks.element'
import './hydration-tools/hydration-tools.element'
import './kv-cache/kv-cache.element'
import './live-payments/live-payments.element'
import './location-filters/location-filters.element'
import './location-grid/location-grid.element'
import './location-list/location-list.element'
import './location-map/location-map.element'
import './location-ranking/location-ranking.element'
import './location-stats/location-stats.element'
import './locations-table/locations-table.element'
import './order-invoice/order-invoice.element'
import './orders-table/orders-table.element'
import './payment-chart-test/payment-chart-test.element'
import './sales-reports/sales-reports.element'
import './season-pace/season-pace.element'
import './server-settings/server-settings.element'
import './sign-in/sign-in.element'
import './summary-cards/summary-cards.element'
import './system-status/system-status.element'
import './top-items/top-items.element'
import './user-counts/user-counts.element'
import './users-admin/users-admin.element'
import './webhook-tester/webhook-tester.element'
// end of generated lines
// The JSX types of every fw-* tag come with this entry (generated: scripts/elements-manifest).
export type { FwIntrinsicElements } from './jsx-elements'
