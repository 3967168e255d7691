// Registers <fw-location-stats location-id="…" years="2024,2025" days="28to5">: the only file
// that defines this tag.
import { defineWidget } from '../../src/elements/define-widget'
import { LocationStats } from './location-stats'
import { locationStatsSheets } from './styles'

defineWidget('fw-location-stats', LocationStats, {
  attributes: { 'location-id': 'string', years: 'list', days: 'string' },
  styles: locationStatsSheets,
})
