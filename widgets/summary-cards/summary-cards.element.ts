// Registers <fw-summary-cards location-id="…" years="2024,2025" days="28to5">: the only file
// that defines this tag.
import { defineWidget } from '../../src/elements/define-widget'
import { SummaryCards } from './summary-cards'
import { summaryCardsStyles } from './styles'

defineWidget('fw-summary-cards', SummaryCards, {
  attributes: { 'location-id': 'string', years: 'list', days: 'string' },
  styles: [summaryCardsStyles],
})
