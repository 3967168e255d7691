// The package's `standalone` entry: every fw-* element with React bundled, for plain HTML pages:
//   <script type="module" src="/dist/standalone.js"></script>
//   <fw-location-stats location-id="L1" years="2024,2025"></fw-location-stats>
// It also exports the widgets' components and the element toolkit (all already inside), so a page
// can define tags of its own: import { defineWidget, LocationStats } from '/dist/standalone.js'.
import './elements'
// generated from widgets/widget-list.ts by npx tsx scripts/widget-lists/generate.ts: do not edit between these lines
export * from './admin-locations'
export * from './compare'
export * from './embed-keys'
export * from './fireworks'
export * from './hydration-tools'
export * from './kv-cache'
export * from './live-payments'
export * from './location-filters'
export * from './location-grid'
export * from './location-list'
export * from './location-map'
export * from './location-ranking'
export * from './location-stats'
export * from './locations-table'
export * from './order-invoice'
export * from './orders-table'
export * from './payment-chart-test'
export * from './sales-reports'
export * from './season-pace'
export * from './server-settings'
export * from './sign-in'
export * from './summary-cards'
export * from './system-status'
export * from './top-items'
export * from './user-counts'
export * from './users-admin'
export * from './webhook-tester'
// end of generated lines
export { defineWidget, type WidgetDefinition, type WidgetElement } from './widget-kit'
export { SEASON_SELECTION_ATTRIBUTES } from '../src/elements/season-selection'
// The JSX types of every fw-* tag come with this entry (generated: scripts/elements-manifest).
export type { FwIntrinsicElements } from './jsx-elements'
