// The package's `standalone` entry: every fw-* element with React bundled, for plain HTML pages:
//   <script type="module" src="/dist/standalone.js"></script>
//   <fw-location-stats location-id="L1" years="2024,2025"></fw-location-stats>
// It also exports the widgets' components and the element toolkit (all already inside), so a page
// can define tags of its own: import { defineWidget, LocationStats } from '/dist/standalone.js'.
import './elements'
export * from './fireworks'
export * from './admin-locations'
export * from './kv-cache'
export * from './location-stats'
export * from './payment-chart-test'
export * from './server-settings'
export * from './location-filters'
export * from './location-list'
export * from './locations-table'
export * from './sign-in'
export * from './summary-cards'
export * from './user-counts'
export * from './webhook-tester'
export * from './system-status'
export * from './users-admin'
export * from './order-invoice'
export * from './orders-table'
export * from './top-items'
export { defineWidget, type WidgetDefinition, type WidgetElement } from '../src/elements/define-widget'
export { SEASON_SELECTION_ATTRIBUTES } from '../src/elements/season-selection'
