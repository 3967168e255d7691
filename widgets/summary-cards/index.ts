// fw-summary-cards: the three headline figures of a location's season. Importing this registers
// nothing; see summary-cards.element.ts.
export { SummaryCards, SummaryCardsView, SUMMARY_CARDS, trendOf, type SummaryCardsProps, type SummaryCardsViewProps } from './summary-cards'
