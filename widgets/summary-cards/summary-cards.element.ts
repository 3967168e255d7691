// Registers <fw-summary-cards location-id="…" years="2024,2025" days="28to5">: the only file
// that defines this tag.
import { defineWidget } from '../../src/elements/define-widget'
import summaryCardsStyles from './summary-cards.css?inline'
import { SummaryCards } from './summary-cards'

defineWidget('fw-summary-cards', SummaryCards, {
  attributes: { 'location-id': 'string', years: 'list', days: 'string' },
  styles: [summaryCardsStyles],
})
