// The summary cards' style sheet, brought by the cards wherever they render.
import { defineStyles } from '../../src/elements/style-sheets'
import summaryCardsCss from './summary-cards.css?inline'

export const summaryCardsStyles = defineStyles(summaryCardsCss)
