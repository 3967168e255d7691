// The package's `standalone` entry: every fw-* element with React bundled, for plain HTML pages:
//   <script type="module" src="/dist/standalone.js"></script>
//   <fw-location-stats location-id="L1" years="2024,2025"></fw-location-stats>
import './elements'
