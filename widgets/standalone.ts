// The package's `standalone` entry: every fw-* element with React bundled, for plain HTML pages:
//   <script type="module" src="/dist/standalone.js"></script>
//   <fw-location-stats location-id="L1" years="2024,2025"></fw-location-stats>
// It also exports the root entry (components, defineWidget), so a page can define its own tag
// names: import { defineWidget, LocationStats } from '/dist/standalone.js'.
import './elements'
export * from './index'
